// main.swift
// tools/reference-engine-probe
//
// Times `ReferenceEngine.layout` on a benchmark tree built in-process (no source reader, so any
// size fits) and reports the engine's own peak memory: the process's resident high-water mark is
// reset (`/proc/self/clear_refs`) after the tree is built, one layout runs, and the new
// high-water mark minus the resident size before it is what the pass took (its cache, its
// tree facts and the result). `first_ms` is that first layout's time (the process's first pass,
// all in fresh memory), `min_ms` and `median_ms` those of the REPEAT layouts after it. `run.sh`
// builds and runs it; `--emit FILE` writes the tree in `layoutlab generate`'s format for
// Benchmarks/peers/peers.py.
//
//   probe SHAPE NODES [REPEAT] [--emit FILE] [--checksum]
//
// SHAPE is huge-nested or wide, built as `layoutlab generate --seed 1` builds them.

import Foundation
import LayoutCore
import ReferenceEngine

/// `rest` nodes as `parts` subtrees, as `layoutlab generate` splits them (BenchmarkShape.swift).
func evenSplit(_ rest: Int, into parts: Int) -> [Int] {
    if rest >= 2 * parts { return (0..<parts).map { rest / parts + ($0 < rest % parts ? 1 : 0) } }
    var sizes = Array(repeating: 2, count: rest / 2)
    if rest % 2 == 1 { sizes[sizes.count - 1] = 3 }
    return sizes
}

var builder = ViewTreeBuilder()
var random = SeededRandom(seed: 1)

func leaf(_ w: Int, _ h: Int) -> NodeID {
    let color = builder.add(.shape(ShapeSpec(shape: .color, fill: ColorName("gray"))))
    return builder.wrap(
        color, in: .frame(width: .constant(Double(w)), height: .constant(Double(h)), alignment: .center))
}

func stack(_ horizontal: Bool, _ children: [NodeID]) -> NodeID {
    builder.add(.stack(StackSpec(axis: horizontal ? .horizontal : .vertical, spacing: 0)), children: children)
}

func hugeNested(_ n: Int, depth: Int) -> NodeID {
    if n == 2 { return leaf(10, 10) }
    return stack(depth % 2 == 0, evenSplit(n - 1, into: 10).map { hugeNested($0, depth: depth + 1) })
}

func wide(_ nodes: Int) -> NodeID {
    var groups: [NodeID] = []
    var rest = nodes - 1
    func seededLeaf() -> NodeID { leaf(4 + random.below(37), 4 + random.below(37)) }
    while rest > 0 {
        var group = 1 + 2 * (1 + random.below(4))
        if rest <= 9 {
            group = rest % 2 == 1 ? rest : 2
        } else if rest - group == 1 {
            group -= 2
        }
        groups.append(group == 2 ? seededLeaf() : stack(true, (0..<(group - 1) / 2).map { _ in seededLeaf() }))
        rest -= group
    }
    return stack(false, groups)
}

/// A `/proc/self/status` field in bytes.
func status(_ key: String) -> Int {
    let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n") where line.hasPrefix(key) {
        return (Int(line.split(separator: " ")[1]) ?? 0) * 1024
    }
    return 0
}

/// The tree as `layoutlab generate` writes it (one view per line).
func source(_ tree: ViewTree) -> String {
    var out = "struct Probe: View {\nvar body: some View {\n"
    var pending: [(Int, Bool)] = [(0, false)]
    while let (index, closing) = pending.popLast() {
        if closing {
            out += "}\n"
            continue
        }
        let node = tree.nodes[index]
        switch node.kind {
        case .stack(let spec):
            out += (spec.axis == .horizontal ? "HStack" : "VStack") + "(spacing: 0) {\n"
            pending.append((index, true))
            pending.append(contentsOf: node.children.reversed().map { ($0.index, false) })
        case .frame(let w?, let h?, _):
            out += "Color.gray.frame(width: \(Int(w.constantValue ?? 0)), height: \(Int(h.constantValue ?? 0)))\n"
        default: break
        }
    }
    return out + "}\n}\n"
}

var arguments = Array(CommandLine.arguments.dropFirst())
let emit = arguments.firstIndex(of: "--emit").map { i -> String in
    defer { arguments.removeSubrange(i...(i + 1)) }
    return arguments[i + 1]
}
let checksum = arguments.contains("--checksum")
arguments.removeAll { $0 == "--checksum" }
guard arguments.count >= 2, let nodes = Int(arguments[1]), nodes >= 3 else {
    print("usage: probe huge-nested|wide NODES [REPEAT] [--emit FILE] [--checksum]")
    exit(64)
}
let shape = arguments[0]
let repeats = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
let root = shape == "wide" ? wide(nodes) : hugeNested(nodes, depth: 0)
let tree = try builder.finish(root: root)
builder = ViewTreeBuilder()
if let emit { try source(tree).write(toFile: emit, atomically: true, encoding: .utf8) }

let engine = ReferenceEngine()
try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
let before = status("VmRSS:")
let firstStart = DispatchTime.now().uptimeNanoseconds
var first: LayoutResult? = engine.layout(tree)
let firstMs = Double(DispatchTime.now().uptimeNanoseconds - firstStart) / 1e6
let peak = status("VmHWM:") - before
if checksum, let result = first {
    var hash: UInt64 = 14_695_981_039_346_656_037
    for node in result.nodes {
        for v in [node.frame.origin.x, node.frame.origin.y, node.frame.size.width, node.frame.size.height] {
            hash = (hash ^ v.bitPattern) &* 1_099_511_628_211
        }
        for v in [node.proposal?.width ?? -1, node.proposal?.height ?? -2, node.displayFrame.origin.x] {
            hash = (hash ^ v.bitPattern) &* 1_099_511_628_211
        }
    }
    print("checksum \(hash), \(result.diagnostics.count) diagnostics")
}
first = nil
var times: [Double] = []
for _ in 0..<repeats {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = engine.layout(tree)
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    precondition(result.nodes.count == tree.count)
}
times.sort()
let median = times[times.count / 2]
print(
    "\(shape) nodes=\(tree.count) first_ms=\(firstMs) min_ms=\(times[0]) median_ms=\(median) "
        + "us_per_node=\(median * 1000 / Double(tree.count)) engine_peak_bytes=\(peak) "
        + "bytes_per_node=\(peak / tree.count)")
