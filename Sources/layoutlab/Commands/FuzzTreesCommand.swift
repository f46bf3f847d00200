// FuzzTreesCommand.swift
// layoutlab
//
// `layoutlab fuzz trees --seed S --count N … --out DIR`: the trees a campaign with the same
// options generates, written as SwiftUI source files without laying them out, so that any tree of
// a campaign can be read, rendered, compared or handed to `breakpoints`.

import ArgumentParser
import Foundation
import LayoutDifferential

struct FuzzTreesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trees",
        abstract: "Write the trees of a campaign as SwiftUI source files, without running them.",
        discussion: """
            Tree i of `layoutlab fuzz trees` is tree i of `layoutlab fuzz run` with the same \
            --seed, --count, --max-nodes, --max-depth, --profile, --text-metrics and --shard. \
            Each is written to DIR/tree-<i>.swift (i padded to the digits of --count - 1; each \
            file written whole, then renamed into place): a comment header with the tree's size, \
            the campaign, the root (ROOT-1) and text metrics (TEXT-8) and the `layoutlab compare` \
            command that lays it out with both engines, then the tree as SwiftUI source. A tree \
            holding values source cannot write (the hostile profile's NaN or infinite lengths, \
            CORE-10) is written with a note saying so. Exit status 0, 2 when DIR cannot be \
            written, 64 on usage errors.
            """
    )

    @OptionGroup var campaign: CampaignTreeOptions

    @Option(help: ArgumentHelp("Write the source files to this directory (created if needed).", valueName: "dir"))
    var out: String

    func run() throws {
        let settings = CampaignSettings(
            seed: campaign.seed, count: campaign.count, profile: campaign.profile, limits: campaign.limits,
            shard: campaign.shard.shard, textMetrics: campaign.metrics)
        let directory = URL(fileURLWithPath: out)
        if let problem = directoryPathProblem(out) {
            printError("error: --out \(out): cannot write: \(problem)")
            throw ExitCode(2)
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            printError("error: --out \(out): cannot write: \(errorText(error))")
            throw ExitCode(2)
        }
        let digits = String(max(campaign.count - 1, 0)).count
        let command =
            "layoutlab fuzz --seed \(campaign.seed) --count \(campaign.count) --profile \(campaign.profile.rawValue)"
            + " --max-nodes \(campaign.maxNodes) --max-depth \(campaign.maxDepth)"
            + " --text-metrics \(campaign.metrics.optionText)"
        // The indices one at a time (a count of 1e9 is not an array).
        let total = settings.shard.treeCount(trees: campaign.count)
        let printer = ProgressPrinter()
        var unprintable = 0, written = 0
        for index in settings.shard.indices(trees: campaign.count) {
            let input = settings.treeCase(index)
            let number = String(index)
            let name = "tree-" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".swift"
            let file = directory.appendingPathComponent(name)
            let text = CaseSource.text(forTree: input, index: index, campaign: command, fileName: file.path)
            if !SourceForm.isPrintable(input.tree) { unprintable += 1 }
            do {
                try Data(text.utf8).write(to: file, options: .atomic)
            } catch {
                printer.finish()
                printError("error: --out \(out): cannot write \(name): \(errorText(error))")
                throw ExitCode(2)
            }
            written += 1
            // A progress line only for runs long enough to want one (a second or more).
            if total >= 10_000 { printer.update { "fuzz trees: \(written)/\(total) written" } }
        }
        printer.finish(finalLine: "fuzz trees: \(written)/\(total) written")
        let note = unprintable > 0 ? " (\(unprintable) with values source cannot write, noted in their headers)" : ""
        writeStandardOutput("wrote \(written) tree\(written == 1 ? "" : "s") to \(out)\(note)\n")
    }
}
