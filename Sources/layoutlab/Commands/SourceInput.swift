// SourceInput.swift
// layoutlab
//
// The source arguments of render, compare, lp and shrink: files, folders (every `*.swift`
// inside, recursively, sorted by path so that the input is the same on every machine; hidden
// folders and `.build` are skipped) and `-` for standard input. The first file named is the main
// file (root choice, SwiftUISourceParser's header); a file reached twice is read once.

import ArgumentParser
import Foundation
import LayoutSource

enum SourceInput {
    /// The files of `arguments`, in order; unreadable input exits with status 2.
    static func read(_ arguments: [String]) throws -> [SourceFile] {
        var files: [SourceFile] = []
        var seen: Set<String> = []
        for argument in arguments {
            if argument == "-" {
                guard seen.insert("-").inserted else { continue }
                let data = FileHandle.standardInput.readDataToEndOfFile()
                files.append(SourceFile(name: "<stdin>", text: String(decoding: data, as: UTF8.self)))
                continue
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else {
                printError("\(argument): cannot read file")
                throw ExitCode(2)
            }
            let paths = isFolder.boolValue ? try swiftFiles(in: argument) : [argument]
            for path in paths where seen.insert(URL(fileURLWithPath: path).standardizedFileURL.path).inserted {
                files.append(try readFile(path))
            }
        }
        return files
    }

    /// The `*.swift` files under `folder`, sorted by path.
    private static func swiftFiles(in folder: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
            printError("\(folder): cannot read folder")
            throw ExitCode(2)
        }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            let path = (folder as NSString).appendingPathComponent(relative)
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            if isFolder.boolValue {
                if name.hasPrefix(".") { enumerator.skipDescendants() }
                continue
            }
            if name.hasSuffix(".swift"), !name.hasPrefix(".") { paths.append(path) }
        }
        guard !paths.isEmpty else {
            printError("\(folder): no .swift files in this folder")
            throw ExitCode(2)
        }
        return paths.sorted()
    }

    private static func readFile(_ path: String) throws -> SourceFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("\(path): cannot read file")
            throw ExitCode(2)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            printError("\(path):1:1: file is not valid UTF-8")
            throw ExitCode(2)
        }
        return SourceFile(name: path, text: text)
    }
}
