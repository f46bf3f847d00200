// FuzzOptionTypes.swift
// layoutlab
//
// Values of `layoutlab fuzz`'s options: `--shard i/n` and `--profile` (`--policy` is
// `compare`'s `PolicyChoice`), and the version reports carry.

import ArgumentParser
import LayoutDifferential
import LayoutReport

/// The version `layoutlab --version` prints and fuzz reports record.
enum LayoutLabVersion {
    static let current = "0.1.0"
}

/// `--shard i/n`: anything is accepted here and ``FuzzRunCommand/validate()`` rejects what is not
/// `1 ≤ i ≤ n`, so that its message can say what is allowed.
struct ShardOption: ExpressibleByArgument {
    var shard: ShardSpec
    /// The argument as written when it is not of the form `i/n` with whole numbers.
    var invalidArgument: String?

    init(shard: ShardSpec) { self.shard = shard }

    init(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) {
            shard = ShardSpec(index: index, count: count)
        } else {
            shard = .whole
            invalidArgument = argument
        }
    }

    /// Why the value is not allowed, or nil.
    var problem: String? {
        if let invalidArgument {
            return "--shard must be i/n with whole numbers 1 ≤ i ≤ n (got '\(terminalEscaped(invalidArgument))')"
        }
        guard shard.isValid else {
            return "--shard must be i/n with whole numbers 1 ≤ i ≤ n (got \(shard.index)/\(shard.count))"
        }
        return nil
    }

    var defaultValueDescription: String { "1/1" }
}

/// `--profile linear|full|stacks|text|guides|custom-layout|hostile`.
extension GeneratorProfile: ExpressibleByArgument {}
