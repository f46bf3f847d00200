// CorpusFiles.swift
// layoutlab
//
// `layoutlab corpus DIR`: which files a corpus holds. Each folder directly under DIR is a project;
// every `.swift` file below it (at any depth) is one corpus file, in path order. Swift files
// directly in DIR form the project `.`.

import Foundation

/// One file of a corpus and the project it belongs to.
struct CorpusFile: Hashable {
    /// The project folder's name (`.` for files directly in the corpus folder).
    var project: String
    /// The path relative to the corpus folder, `project/…`.
    var relativePath: String
    /// The path as the child process is given it (the corpus folder joined with `relativePath`).
    var path: String
}

/// The files of a corpus folder.
struct Corpus {
    let directory: String
    let files: [CorpusFile]

    /// Reads `directory`; throws when it cannot be read or holds no Swift file.
    init(directory: String) throws {
        self.directory = directory
        let base = URL(fileURLWithPath: directory)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey])
        else { throw CorpusError("\(directory): cannot read the folder") }
        var relativePaths: [String] = []
        let prefix = base.standardizedFileURL.path + "/"
        for case let url as URL in walker where url.pathExtension == "swift" {
            let full = url.standardizedFileURL.path
            if full.hasPrefix(prefix) { relativePaths.append(String(full.dropFirst(prefix.count))) }
        }
        let root = directory.hasSuffix("/") ? directory : directory + "/"
        files = relativePaths.sorted().map { relative in
            let components = relative.split(separator: "/")
            let project = components.count > 1 ? String(components[0]) : "."
            return CorpusFile(project: project, relativePath: relative, path: root + relative)
        }
        guard !files.isEmpty else { throw CorpusError("\(directory): no .swift file in the folder") }
    }

    private init(directory: String, files: [CorpusFile]) {
        self.directory = directory
        self.files = files
    }

    /// The corpus with only the files of `projects` (all of it when `projects` is empty); throws
    /// when one of them is not a project of the corpus.
    func only(_ projects: [String]) throws -> Corpus {
        guard !projects.isEmpty else { return self }
        let known = Set(self.projects)
        if let unknown = projects.first(where: { !known.contains($0) }) {
            throw CorpusError(
                "\(directory): no project '\(unknown)' (projects: \(self.projects.joined(separator: ", ")))")
        }
        return Corpus(directory: directory, files: files.filter { projects.contains($0.project) })
    }

    /// The projects, in name order.
    var projects: [String] { Array(Set(files.map(\.project))).sorted() }

    /// The other files of `file`'s project: the context it is rendered with.
    func context(of file: CorpusFile) -> [String] {
        files.filter { $0.project == file.project && $0 != file }.map(\.path)
    }
}

/// A corpus that cannot be run (exit status 2).
struct CorpusError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
