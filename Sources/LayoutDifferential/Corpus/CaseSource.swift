// CaseSource.swift
// LayoutDifferential
//
// A shrunk case as a SwiftUI source file: a comment header (the divergence class, both engines'
// frames of the differing nodes, the rule IDs, the seed, and the `layoutlab compare` command
// line that reproduces it, ROOT-1's root and TEXT-8's metrics included), then the tree printed by
// SourcePrinter.

import EngineConfiguration
import Foundation
import LayoutCore
import SourcePrinter

/// The source text of corpus cases and the command lines that replay them.
public enum CaseSource {
    /// The file for `entry`: header and source. `fileName` is the path the command line names.
    public static func text(for entry: CorpusEntry, fileName: String = "FILE") -> String {
        file(header: header(for: entry, fileName: fileName), tree: entry.shrunk.tree)
    }

    /// The SwiftUI source of `tree` alone (SourcePrinter), without a header.
    public static func swiftSource(for tree: ViewTree) -> String {
        SwiftUISourcePrinter.source(for: tree)
    }

    /// The file for `input`, which `engines` ran with `outcome`.
    public static func text(
        for input: FuzzCase, outcome: DifferentialOutcome, engines: [String], originalNodes: Int? = nil,
        fileName: String = "FILE"
    ) -> String {
        let entry = CorpusEntry(
            shrunk: input, outcome: outcome, engines: engines, originalSeed: input.seed,
            originalNodes: originalNodes ?? input.tree.count)
        return text(for: entry, fileName: fileName)
    }

    /// Tree `index` of a campaign as a source file: a header naming the tree, the campaign
    /// (`campaign`, its command line), the root and text metrics and the `layoutlab compare`
    /// command that lays it out with both engines, then the tree printed by SourcePrinter.
    public static func text(forTree input: FuzzCase, index: Int, campaign: String, fileName: String = "FILE") -> String
    {
        var lines = ["LayoutLab campaign tree \(index) (\(input.tree.count) nodes, depth \(input.tree.depth()))"]
        lines.append("Campaign: \(campaign)")
        lines.append("Root: \(rootText(input.root)); text metrics \(input.textMetrics.optionText)")
        if !SourceForm.isPrintable(input.tree) {
            lines.append(
                "Note: the tree holds values source cannot (CORE-10); reading this file back gives another tree.")
        }
        if let arguments = compareArguments(for: input, engines: []) {
            lines.append("Reproduce: layoutlab compare " + ([shellQuoted(fileName)] + arguments).joined(separator: " "))
        } else {
            lines.append("Reproduce: no layoutlab option sets this root environment.")
        }
        return file(header: lines, tree: input.tree)
    }

    /// `header` as comment lines, a blank line, then `tree` as SwiftUI source.
    static func file(header: [String], tree: ViewTree) -> String {
        let source = SwiftUISourcePrinter.source(for: tree)
        return header.map { "// " + escaped($0) }.joined(separator: "\n") + "\n\n" + source
            + (source.hasSuffix("\n") ? "" : "\n")
    }

    /// The header lines (without `// `).
    public static func header(for entry: CorpusEntry, fileName: String) -> [String] {
        let engines = entry.engines.isEmpty ? ["first", "second"] : entry.engines
        let firstName = engines.first ?? "first", secondName = engines.count > 1 ? engines[1] : "second"
        var lines = ["LayoutLab corpus case \(entry.divergenceClass)"]
        lines.append("Engines: \(engines.joined(separator: " vs "))")
        let rules = ([entry.divergenceClass.rule] + entry.differingNodes.flatMap(\.rules)).uniqued()
        lines.append("Rules: \(rules.joined(separator: ", "))")
        let nodes = entry.shrunk.tree.count
        let origin = "\(entry.originalNodes) node\(entry.originalNodes == 1 ? "" : "s") shrunk to \(nodes)"
        lines.append("Seed: \(entry.originalSeed.map(String.init) ?? "none") (\(origin))")
        lines.append("Summary: \(entry.summary)")
        if !entry.differingNodes.isEmpty {
            lines.append("Differing nodes (path kind [fields; rules]: \(firstName) | \(secondName)):")
            let shown = entry.differingNodes.prefix(maximumNodesListed)
            for node in shown {
                lines.append(
                    "  \(node.path) \(node.kind) [\(node.fields.joined(separator: ", ")); "
                        + "\(node.rules.joined(separator: ", "))]: \(frameText(node.first)) | \(frameText(node.second))"
                        + node.otherValues.map { "; " + $0 }.joined())
            }
            if entry.differingNodes.count > shown.count {
                lines.append("  … and \(entry.differingNodes.count - shown.count) more")
            }
        }
        lines.append("Root: \(rootText(entry.shrunk.root)); text metrics \(entry.shrunk.textMetrics.optionText)")
        if !SourceForm.isPrintable(entry.shrunk.tree) {
            lines.append("Note: the tree holds values source cannot (CORE-10); the .json entry is the exact case.")
        }
        // Errors, crashes and hangs have no differing field to point at.
        if !framesShown.contains(entry.divergenceClass.field),
            !["error", "crash", "hang"].contains(entry.divergenceClass.kind)
        {
            lines.append(
                "Note: the first difference is in `\(entry.divergenceClass.field)`; compare's table shows frames, "
                    + "so it may print no disagreement (PROPOSAL-4 proposals, CORE-6 warnings).")
        }
        if let arguments = compareArguments(for: entry.shrunk, engines: entry.engines) {
            lines.append("Reproduce: layoutlab compare " + ([shellQuoted(fileName)] + arguments).joined(separator: " "))
            if !(engines.first == "reference" && secondName.hasPrefix("constraint/")) {
                lines.append("(compare runs reference against the constraint engine, not \(secondName))")
            }
        } else {
            lines.append("Reproduce: no layoutlab option sets this root environment; the .json entry has it.")
        }
        return lines
    }

    /// The compared fields `layoutlab compare`'s table shows (frames, display frames, reported,
    /// hidden).
    static let framesShown: Set<String> = ["reported", "hidden", "width", "height", "x", "y", "displayFrame"]

    /// At most this many differing nodes are listed in a header.
    public static let maximumNodesListed = 8

    /// The `layoutlab compare FILE …` arguments after FILE that lay `input` out as `engines` did:
    /// `--width/--height` (no flags: the iPhone profile), `--scale`, `--text-metrics`, `--mode`;
    /// nil when no option sets the case's root environment.
    public static func compareArguments(for input: FuzzCase, engines: [String]) -> [String]? {
        var arguments: [String] = []
        let root = input.root
        var phone = RootEnvironment.iPhone13Pro
        phone.scale = root.scale
        if root == phone {
            if root.scale != RootEnvironment.iPhone13Pro.scale { arguments += ["--scale", number(root.scale)] }
        } else if root == .window(width: root.proposal.width, height: root.proposal.height, scale: root.scale) {
            arguments += ["--width", component(root.proposal.width), "--height", component(root.proposal.height)]
            if root.scale != 1 { arguments += ["--scale", number(root.scale)] }
        } else {
            return nil
        }
        if input.textMetrics != .standard { arguments += ["--text-metrics", input.textMetrics.optionText] }
        if engines.count > 1, engines[1].hasPrefix("constraint/") {
            let mode = engines[1].dropFirst("constraint/".count)
            if mode != "exact" { arguments += ["--mode", String(mode)] }
        }
        return arguments
    }

    /// The root environment in words: `window 100×100, scale 1` or the iPhone profile.
    static func rootText(_ root: RootEnvironment) -> String {
        var phone = RootEnvironment.iPhone13Pro
        phone.scale = root.scale
        if root == phone { return "iPhone 13 Pro profile, scale \(number(root.scale))" }
        let proposal = "\(component(root.proposal.width))×\(component(root.proposal.height))"
        if root == .window(width: root.proposal.width, height: root.proposal.height, scale: root.scale) {
            return "window \(proposal), scale \(number(root.scale))"
        }
        return "proposal \(proposal) in container \(root.container), window \(root.window), scale \(number(root.scale))"
    }

    /// A proposal component as `--width` takes it: a number, `nil` or `inf`.
    static func component(_ value: Double?) -> String {
        guard let value else { return "nil" }
        return value.isInfinite ? "inf" : number(value)
    }

    /// `150`, `0.5`, `nan`, `inf`: the shortest form that reads back as the same Double.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return LayoutComparison.text(value)
    }

    /// A frame as `(x, y) w×h`, every component exact; `-` for none.
    static func frameText(_ rect: Rect?) -> String {
        guard let rect else { return "-" }
        let t = number
        return "(\(t(rect.origin.x)), \(t(rect.origin.y))) \(t(rect.size.width))×\(t(rect.size.height))"
    }

    /// `word` as one shell word: unchanged when it is made of safe characters, else in single
    /// quotes.
    static func shellQuoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || "/._-+:,=".unicodeScalars.contains($0)
        }
        return safe && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `line` with control characters (and line separators) written as `\u{…}`, so that a kind
    /// or message from the case cannot end the comment line.
    static func escaped(_ line: String) -> String {
        var result = ""
        for scalar in line.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
                || scalar.value == 0x2029
            {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    fileprivate func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
