// LayoutLabCommand.swift
// layoutlab
//
// The command-line entry point.

import ArgumentParser

@main
struct LayoutLabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutlab",
        abstract: "SwiftUI's layout system, reproduced on Linux.",
        discussion: """
            Reads SwiftUI-style source (a view expression, or a file with `struct … : View`) and \
            reports the frames SwiftUI's documented layout rules produce. The rules are in \
            Documentation/Semantics.md.
            """,
        subcommands: [RenderCommand.self]
    )
}
