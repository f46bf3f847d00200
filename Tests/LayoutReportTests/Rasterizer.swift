// Rasterizer.swift
// LayoutReportTests
//
// SVG → pixels with rsvg-convert (Debian librsvg2-bin, installed by .ci/run), so picture tests
// check what a viewer shows, not the SVG's text.

import Foundation

enum Rasterizer {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The picture of `svg` at one pixel per user unit.
    static func rasterize(_ svg: String) throws -> PNGImage {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard
            let tool = path.split(separator: ":").map({ "\($0)/rsvg-convert" }).first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else {
            throw Failure(
                description: "rsvg-convert is not installed: the picture tests need it (apt-get install librsvg2-bin)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--format", "png"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(svg.utf8))
        try input.fileHandleForWriting.close()
        let png = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "rsvg-convert exited with status \(process.terminationStatus)")
        }
        return try PNGImage(data: png)
    }
}
