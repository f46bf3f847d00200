"""Times LayoutLab's engines and two flexbox engines on the same benchmark trees.

For every shape and size: `layoutlab generate` writes the tree as SwiftUI source, `layoutlab
bench` times LayoutLab's reference engine (and, up to --constraint-up-to nodes, the constraint
engine) on it, and this script rebuilds the same tree for taffy (Rust, through `stretchable`)
and yoga (C++, through `yoga-python`) and times their layout. Every timed layout is fresh: the
peers' caches are cleared (taffy: every leaf marked dirty, which dirties its ancestors; yoga:
every node's dirty flag set) before the clock starts, and LayoutLab builds a new layout session
per run. The result is one table of medians and per-node ratios (README.md in this folder).

What a node is on each side (the mapping):

  SwiftUI (view-tree nodes)                    taffy / yoga (nodes)
  HStack(spacing: 0) { ... }         1         a flex row, align-items center, gap 0       1
  VStack(spacing: 0) { ... }         1         a flex column, align-items center, gap 0    1
  Color.gray.frame(width: w, height: h)  2     a leaf of size w x h                        1
  .padding(p)                        1         a column around the child, padding p        1
  Color.gray                         1         a leaf of size 100% x 100%                  1
  .frame(minWidth: 0, maxWidth: .infinity) 1   a column of size 100% x 100%                1
  Text("...")                        1         (no text measurer mapped: not run)

Every peer node has flex-shrink 0 (SwiftUI never shrinks a fixed frame below its size). Trees of
stacks and fixed-size leaves are laid out at max-content (every stack hugs its content, as in
SwiftUI); a tree that fills its parent (the chain) gets a 390 x 763 root, the root proposal of
LayoutLab's default iPhone profile.

Up to --lp-up-to nodes, `layoutlab lp` also exports the constraint engine's model of the tree
(CPLEX LP text, its first objective level) and lp_solvers.py times solving it alone on GLPK,
HiGHS and CLP, each with its default settings; the table gives their times, their ratios to
GLPK and whether all three reached the same status and objective.
"""

import argparse
import ctypes
from importlib import metadata
import json
import math
import os
import platform
import statistics
import subprocess
import sys
import threading
import time

from stretchable import taffylib
from stretchable.context import taffy
from stretchable.style import PCT, PT, AlignItems, FlexDirection, Size, Style
from stretchable.style.geometry.size import SizeAvailableSpace
import yoga

import lp_solvers

ROOT_WIDTH, ROOT_HEIGHT = 390.0, 763.0
SHAPES = ["huge-nested", "wide", "deep", "chain", "random", "text-column"]


# MARK: - The generated source as a tree


def read_tree(path):
    """The view tree of a `layoutlab generate` file: nested dicts {kind, value, children}.

    The generator writes one view or modifier per line, so a line-based reader suffices; a
    modifier line wraps the view that ends just before it.
    """
    holder = {"kind": "holder", "children": []}
    open_nodes = [holder]
    in_body = False
    with open(path, encoding="utf-8") as source:
        for raw in source:
            line = raw.strip()
            if not in_body:
                in_body = line == "var body: some View {"
                continue
            if line.startswith(("HStack", "VStack")):
                node = {"kind": "row" if line[0] == "H" else "column", "children": []}
                open_nodes[-1]["children"].append(node)
                open_nodes.append(node)
            elif line == "}":
                if len(open_nodes) == 1:
                    break
                open_nodes.pop()
            elif line.startswith("Color.gray.frame(width: "):
                width, height = line[len("Color.gray.frame(width: ") : -1].split(", height: ")
                open_nodes[-1]["children"].append({"kind": "leaf", "value": (float(width), float(height)), "children": []})
            elif line == "Color.gray":
                open_nodes[-1]["children"].append({"kind": "color", "children": []})
            elif line.startswith("Text("):
                open_nodes[-1]["children"].append({"kind": "text", "children": []})
            elif line.startswith(".padding("):
                siblings = open_nodes[-1]["children"]
                siblings[-1] = {"kind": "padding", "value": float(line[len(".padding(") : -1]), "children": [siblings[-1]]}
            elif line == ".frame(minWidth: 0, maxWidth: .infinity)":
                siblings = open_nodes[-1]["children"]
                siblings[-1] = {"kind": "flexframe", "children": [siblings[-1]]}
            elif line:
                raise ValueError(f"{path}: not a line `layoutlab generate` writes: {line}")
    (root,) = holder["children"]
    return root


def walk(root):
    """Every node, parents before children (iterative: chains are deeper than Python's stack)."""
    pending = [root]
    while pending:
        node = pending.pop()
        yield node
        pending.extend(reversed(node["children"]))


def counts(root):
    """(view-tree nodes, peer nodes, has text) of a tree."""
    views = peers = 0
    text = False
    for node in walk(root):
        views += 2 if node["kind"] == "leaf" else 1
        peers += 1
        text = text or node["kind"] == "text"
    return views, peers, text


# MARK: - taffy (stretchable)


def taffy_styles():
    common = dict(flex_shrink=0, align_items=AlignItems.CENTER)
    full = Size(100 * PCT, 100 * PCT)
    return {
        "row": Style(flex_direction=FlexDirection.ROW, **common).to_dict(),
        "column": Style(flex_direction=FlexDirection.COLUMN, **common).to_dict(),
        "color": Style(size=full, **common).to_dict(),
        "flexframe": Style(flex_direction=FlexDirection.COLUMN, size=full, **common).to_dict(),
    }


def fills(root):
    """Whether the tree sizes itself from its parent (percentages): then its root is 390 x 763."""
    return any(node["kind"] in ("color", "flexframe") for node in walk(root))


def build_taffy(root):
    """The tree in taffy; returns (root id, leaf ids)."""
    ptr = taffy._ptr
    styles = taffy_styles()
    if fills(root):
        styles["root"] = Style(
            flex_direction=FlexDirection.COLUMN, align_items=AlignItems.CENTER, flex_shrink=0,
            size=Size(ROOT_WIDTH * PT, ROOT_HEIGHT * PT), padding=root.get("value", 0) * PT).to_dict()
    padding_styles, leaf_styles = {}, {}
    ids, leaves = {}, []
    for node in walk(root):
        kind = node["kind"]
        if kind == "leaf":
            if node["value"] not in leaf_styles:
                width, height = node["value"]
                leaf_styles[node["value"]] = Style(size=Size(width * PT, height * PT), flex_shrink=0).to_dict()
            style = leaf_styles[node["value"]]
        elif kind == "padding":
            if node["value"] not in padding_styles:
                padding_styles[node["value"]] = Style(
                    flex_direction=FlexDirection.COLUMN, align_items=AlignItems.CENTER, flex_shrink=0,
                    padding=node["value"] * PT).to_dict()
            style = padding_styles[node["value"]]
        else:
            style = styles[kind]
        if node is root and "root" in styles:
            style = styles["root"]
        node_id = taffylib.node_create(ptr, style)
        ids[id(node)] = node_id
        if not node["children"]:
            leaves.append(node_id)
    for node in walk(root):
        for child in node["children"]:
            taffylib.node_add_child(ptr, ids[id(node)], ids[id(child)])
    return ids[id(root)], leaves


def time_taffy(root, repeat):
    root_id, leaves = build_taffy(root)
    ptr = taffy._ptr
    space = SizeAvailableSpace.default().to_dict()  # max-content
    times = []
    for _ in range(repeat):
        for leaf in leaves:
            taffylib.node_mark_dirty(ptr, leaf)
        start = time.perf_counter_ns()
        taffylib.node_compute_layout(ptr, root_id, space)
        times.append((time.perf_counter_ns() - start) / 1e6)
    layout = taffylib.PyLayout()
    taffylib.node_get_layout(ptr, root_id, layout)
    taffylib.node_drop_all(ptr)
    return times, (layout.width, layout.height)


# MARK: - yoga (yoga-python)


def build_yoga(root):
    """The tree in yoga; returns (root node, every node)."""
    config = yoga.Config()
    made = {}
    nodes = []
    for node in walk(root):
        kind = node["kind"]
        y = yoga.Node(config)
        y.flex_shrink = 0
        y.align_items = yoga.Align.Center
        y.flex_direction = yoga.FlexDirection.Row if kind == "row" else yoga.FlexDirection.Column
        if kind == "leaf":
            y.width, y.height = node["value"]
        elif kind == "padding":
            y.set_padding(yoga.Edge.All, node["value"])
        elif kind in ("color", "flexframe"):
            y.set_width_percent(100)
            y.set_height_percent(100)
        if node is root and fills(root):
            y.width, y.height = ROOT_WIDTH, ROOT_HEIGHT
        made[id(node)] = y
        nodes.append(y)
    for node in walk(root):
        parent = made[id(node)]
        for index, child in enumerate(node["children"]):
            parent.insert_child(made[id(child)], index)
    return made[id(root)], nodes


def time_yoga(root, repeat):
    yroot, nodes = build_yoga(root)
    times = []
    for _ in range(repeat):
        for node in nodes:
            node.set_dirty(True)
        start = time.perf_counter_ns()
        yroot.calculate_layout(math.nan, math.nan, yoga.Direction.LTR)  # max-content
        times.append((time.perf_counter_ns() - start) / 1e6)
    return times, (yroot.layout_width, yroot.layout_height)


# MARK: - LayoutLab


class Failure(Exception):
    """A step that cannot go on: printed, and the script exits with status 1."""


def fail(message):
    raise Failure(message)


def layoutlab(binary, *arguments):
    run = subprocess.run([binary, *arguments], capture_output=True, text=True)
    if run.returncode != 0:
        fail(f"layoutlab {' '.join(arguments)} failed ({run.returncode}):\n{run.stderr}")
    return run.stdout


def bench(binary, path, repeat, *engine):
    return json.loads(layoutlab(binary, "bench", path, "--repeat", str(repeat), "--format", "json", *engine))


# MARK: - The table


def fmt(x, digits=3):
    if x is None:
        return "–"
    return f"{x:.{digits}g}" if abs(x) < 1000 else f"{x:,.0f}"


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("layoutlab", help="the layoutlab executable (a release build: .build/release/layoutlab)")
    parser.add_argument("--sizes", default="1000,10000", help="view-tree node counts, comma-separated")
    parser.add_argument("--shapes", default=",".join(SHAPES), help="shapes, comma-separated")
    parser.add_argument("--repeat", type=int, default=5, help="timed layouts per engine (medians are reported)")
    parser.add_argument("--seed", default="1")
    parser.add_argument("--constraint-up-to", type=int, default=1000, help="largest tree for the constraint engine")
    parser.add_argument("--lp-up-to", type=int, default=1000,
                        help="largest tree whose exported LP is solved on GLPK, HiGHS and CLP")
    parser.add_argument("--work", default="peers-work", help="folder for the generated files")
    parser.add_argument("--json", metavar="FILE",
                        help="also write every row as JSON to FILE (papers/pipeline reads it)")
    parser.add_argument("--peer-budget", type=float, default=120, metavar="SECONDS",
                        help="wall-clock budget of one peer on one tree (building it and every timed layout); a "
                             "peer still running then is stopped and reported as over the budget (default 120)")
    parser.add_argument("--time-peer", nargs=2, metavar=("PEER", "FILE"), help=argparse.SUPPRESS)
    parser.add_argument("--lp-only", action="store_true",
                        help="time only the exported LPs (no layout timings: any layoutlab build will do)")
    return parser.parse_args()


def time_peer_bounded(args, peer, path):
    """One peer on one tree in a child process (this script with --time-peer), stopped after
    --peer-budget seconds: a layout call into taffy or yoga cannot be interrupted in-process.
    Returns (median ms, root size), or (None, None) when the budget ran out."""
    command = [sys.executable, os.path.abspath(__file__), args.layoutlab, "--time-peer", peer, path,
               "--repeat", str(args.repeat)]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=args.peer_budget)
    except subprocess.TimeoutExpired:
        print(f"note: {peer} on {path}: over the {args.peer_budget:g} s budget; stopped", file=sys.stderr)
        return None, None
    if done.returncode != 0:
        fail(f"{peer} on {path} failed: {done.stderr.strip()[-500:]}")
    result = json.loads(done.stdout)
    return statistics.median(result["times"]), result["size"]


def time_one_peer(args):
    """--time-peer PEER FILE: the child's side of time_peer_bounded; prints JSON."""
    peer, path = args.time_peer
    tree = read_tree(path)
    times, size = (time_taffy if peer == "taffy" else time_yoga)(tree, args.repeat)
    print(json.dumps({"times": times, "size": list(size) if size else None}))


def main(args):
    if args.time_peer:
        time_one_peer(args)
        return
    os.makedirs(args.work, exist_ok=True)

    rows, requested = [], []
    for shape in args.shapes.split(","):
        for size in [int(s) for s in args.sizes.split(",")]:
            path = os.path.join(args.work, f"{shape}-{size}.swift")
            layoutlab(args.layoutlab, "generate", "--shape", shape, "--nodes", str(size), "--seed", args.seed, "-o", path)
            tree = read_tree(path)
            views, peer_nodes, has_text = counts(tree)
            reference = None if args.lp_only else bench(args.layoutlab, path, args.repeat)
            if reference is not None and reference["nodes"] != views:
                fail(f"{path}: bench counted {reference['nodes']} nodes, this reader {views}: the mapping is off")
            constraint = None
            if size <= args.constraint_up_to and not args.lp_only:
                constraint = bench(args.layoutlab, path, args.repeat, "--engine", "constraint")
            taffy_ms = yoga_ms = None
            over = set()
            if not has_text and not args.lp_only:
                taffy_ms, taffy_size = time_peer_bounded(args, "taffy", path)
                yoga_ms, yoga_size = time_peer_bounded(args, "yoga", path)
                over = {name for name, ms in (("taffy", taffy_ms), ("yoga", yoga_ms)) if ms is None}
                if taffy_size and yoga_size and any(abs(a - b) > 0.5 for a, b in zip(taffy_size, yoga_size)):
                    print(f"note: {shape} {size}: taffy's root is {taffy_size}, yoga's {yoga_size}", file=sys.stderr)
            lp = None
            if size <= args.lp_up_to:
                lp_path = os.path.join(args.work, f"{shape}-{size}.lp")
                layoutlab(args.layoutlab, "lp", path, "-o", lp_path)
                lp = lp_solvers.time_lp(lp_path, args.repeat)
                if not lp_solvers.agree(lp[0]):
                    print(f"note: {shape} {size}: the LP solvers disagree: "
                          + ", ".join(f"{name} {status} {objective!r}" for name, (_, status, objective) in lp[0].items()),
                          file=sys.stderr)
            rows.append((shape, views, peer_nodes, reference, constraint, taffy_ms, yoga_ms, lp))
            requested.append((size, over))
            print(f"done: {shape} {size}", file=sys.stderr)

    print(table(rows, args, [o for _, o in requested]))
    if args.json:
        write_json(args.json, rows, requested, args.peer_budget)


def write_json(path, rows, requested, budget):
    """The table's rows as data: each engine's bench report, the peers' medians (null and listed
    in `over_budget` when a peer ran out of --peer-budget), the LP solves."""
    out = []
    for (shape, views, peer_nodes, reference, constraint, taffy_ms, yoga_ms, lp), (size, over) in zip(rows, requested):
        solves = None
        if lp is not None:
            results, (lp_rows, lp_columns) = lp
            solves = {"rows": lp_rows, "columns": lp_columns,
                      "solvers": {name: {"median_ms": statistics.median(times), "status": status,
                                         "objective": objective}
                                  for name, (times, status, objective) in results.items()}}
        out.append({"shape": shape, "requested_nodes": size, "nodes": views, "peer_nodes": peer_nodes,
                    "reference": reference, "constraint": constraint, "taffy_ms": taffy_ms, "yoga_ms": yoga_ms,
                    "over_budget": sorted(over), "peer_budget_s": budget, "lp": solves})
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"machine": machine(), "toolchain": toolchain(), "commit": commit(), "rows": out}, f, indent=1)


def table(rows, args, over):
    head = (
        "| shape | view nodes | peer nodes | reference ms | constraint ms | taffy ms | yoga ms "
        "| reference µs/node | taffy µs/node | yoga µs/node | reference/taffy per node | reference/yoga per node "
        "| queries/node | LP rows × columns | GLPK ms | HiGHS ms | CLP ms | HiGHS/GLPK | CLP/GLPK | LP status |"
    )
    lines = [head, "|" + "---|" * head.count(" | ") + "---|"]
    budget = f"> {args.peer_budget:g} s"
    for (shape, views, peers, reference, constraint, taffy_ms, yoga_ms, lp), late in zip(rows, over):
        ref_ms = reference["layout_ms"]["median"] if reference else None
        ref_per = ref_ms * 1000 / views if reference else None
        taffy_per = taffy_ms * 1000 / peers if taffy_ms is not None else None
        yoga_per = yoga_ms * 1000 / peers if yoga_ms is not None else None
        lines.append(
            "| " + " | ".join([
                shape, f"{views:,}", f"{peers:,}" if taffy_ms is not None or yoga_ms is not None or late else "–",
                fmt(ref_ms), fmt(constraint["layout_ms"]["median"]) if constraint else "–",
                budget if "taffy" in late else fmt(taffy_ms), budget if "yoga" in late else fmt(yoga_ms),
                fmt(ref_per), fmt(taffy_per), fmt(yoga_per),
                fmt(ref_per / taffy_per) + "×" if taffy_per and ref_per else "–",
                fmt(ref_per / yoga_per) + "×" if yoga_per and ref_per else "–",
                fmt(reference["measurements_per_node"]) if reference else "–",
                *lp_cells(lp),
            ]) + " |"
        )
    lines.append("")
    lines.append(
        "LP columns: the exported model (`layoutlab lp`, first objective level) solved alone, medians of "
        f"{args.repeat} solves from scratch, default settings; LP status is the status all three reached "
        "and \"same\" when their objectives agree to 1e-6 (else \"DIFFER\").")
    lines.append("")
    lines.append(
        f"Medians of {args.repeat} fresh layouts; seed {args.seed}; {machine()}; {toolchain()}; "
        f"layoutlab {commit()}; load average {', '.join(f'{x:.1f}' for x in os.getloadavg())} at the end."
    )
    return "\n".join(lines)


def lp_cells(lp):
    """The LP columns of one row: size, the three medians, two ratios and the common status."""
    if lp is None:
        return ["–"] * 7
    results, (rows, columns) = lp
    glpk, highs, clp = (statistics.median(results[name][0]) for name in ("glpk", "highs", "clp"))
    statuses = sorted({status for _, status, _ in results.values()})
    status = statuses[0] + (", same" if lp_solvers.agree(results) else ", DIFFER") if len(statuses) == 1 else (
        "DIFFER: " + "/".join(results[name][1] for name in ("glpk", "highs", "clp")))
    return [f"{rows:,} × {columns:,}", fmt(glpk), fmt(highs), fmt(clp), fmt(highs / glpk) + "×",
            fmt(clp / glpk) + "×", status]


def machine():
    model = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as cpuinfo:
            model = next(line.split(":", 1)[1].strip() for line in cpuinfo if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    return f"{model}, {os.cpu_count()} cores, {platform.system()} {platform.release()}"


def toolchain():
    try:
        swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    except (OSError, IndexError):
        swift = "swift unknown"
    versions = {name: metadata.version(name) for name in ("stretchable", "yoga-python", "highspy", "cylp")}
    return (f"{swift}; Python {platform.python_version()}, stretchable {versions['stretchable']}, "
            f"yoga-python {versions['yoga-python']}, highspy {versions['highspy']}, cylp {versions['cylp']}, "
            f"GLPK {glpk_version()}")


def glpk_version():
    lib = lp_solvers.glpk_library()
    lib.glp_version.restype = ctypes.c_char_p
    return lib.glp_version().decode()


def commit():
    here = os.path.dirname(os.path.abspath(__file__))
    run = subprocess.run(["git", "-C", here, "log", "-1", "--format=%h (%cs)"], capture_output=True, text=True)
    dirty = subprocess.run(["git", "-C", here, "status", "--porcelain", "--untracked-files=no"],
                           capture_output=True, text=True).stdout.strip()
    return (run.stdout.strip() or "unknown commit") + (" with uncommitted changes" if dirty else "")


# taffy and yoga recurse once per tree level: a 10,000-deep chain overflows the main thread's
# 8 MB stack (a segmentation fault), so the work runs on a thread with 1 GiB of stack (address
# space only until touched).
STACK_BYTES = 1 << 30


if __name__ == "__main__":
    parsed = arguments()
    threading.stack_size(STACK_BYTES)
    outcome = []

    def run():
        try:
            main(parsed)
            outcome.append(0)
        except Failure as failure:
            print(f"error: {failure}", file=sys.stderr)
            outcome.append(1)

    worker = threading.Thread(target=run)
    worker.start()
    worker.join()
    sys.exit(outcome[0] if outcome else 1)
