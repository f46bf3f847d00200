"""Section 6's numbers: both engines' scaling on the benchmark shapes, and the peers (taffy, yoga)
in the same run (Benchmarks/peers/run.sh)."""

import json
import statistics
import os

from runner import ROOT, display, run
from sizes import PAIRED_CASES, SCALING_SHAPES


def sig3(x):
    """Three significant digits without an exponent, thousands separated: 1,960 (not 1.96e+03)."""
    rounded = float(f"{x:.3g}")
    if abs(rounded) < 1:
        return f"{x:.3g}"
    text = f"{rounded:,.{max(0, 3 - len(f'{abs(rounded):.0f}'))}f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def bench(layoutlab, path, repeat, *engine):
    command = [layoutlab, "bench", path, "--repeat", repeat, "--format", "json", *engine]
    return json.loads(run(command)), display(command)


def generate(layoutlab, work, shape, nodes):
    path = os.path.join(work, f"{shape}-{nodes}.swift")
    if not os.path.exists(path):
        run([layoutlab, "generate", "--shape", shape, "--nodes", nodes, "--seed", "1", "-o", path])
    return path


def scaling(results, layoutlab, work, size):
    """Per-node layout time from the smallest to the largest size, both engines."""
    series = {}
    commands = []
    for shape in SCALING_SHAPES:
        for engine, sizes, extra in (("reference", size["reference_sizes"], ()),
                                     ("constraint", size["constraint_sizes"], ("--engine", "constraint"))):
            points = []
            for nodes in sizes:
                path = generate(layoutlab, work, shape, nodes)
                report, command = bench(layoutlab, path, size["bench_repeat"], *extra)
                commands.append(command)
                per_node_us = report["layout_ms"]["median"] * 1000.0 / report["nodes"]
                points.append({"nodes": report["nodes"], "per_node_us": per_node_us, "report": report})
                key = f"performance.{engine}.{shape}.{nodes}"
                results.number(f"{key}.layout_ms", report["layout_ms"]["median"], command, digits=3)
                results.number(f"{key}.per_node_us", per_node_us, command, digits=3)
                results.number(f"{key}.queries_per_node", report["measurements"] / report["nodes"], command, digits=3)
                results.number(f"{key}.peak_rss_mb", report["peak_rss_bytes"] / 1e6, command, digits=3)
            series[(engine, shape)] = points
            first, last = points[0], points[-1]
            for label, point in (("smallest", first), ("largest", last)):
                r = point["report"]
                key = f"performance.{engine}.{shape}.{label}"
                results.number(f"{key}.nodes", r["nodes"], "the bench runs of " + shape)
                results.number(f"{key}.layout_ms", r["layout_ms"]["median"], "the bench runs of " + shape, digits=3)
                results.number(f"{key}.per_node_us", point["per_node_us"], "the bench runs of " + shape, digits=3)
                results.number(f"{key}.queries_per_node", r["measurements"] / r["nodes"], "the bench runs of " + shape,
                               digits=3)
            results.number(f"performance.{engine}.{shape}.growth", last["per_node_us"] / first["per_node_us"],
                           "the bench runs of " + shape, digits=2)
            if len(points) >= 2:
                a, b = points[-2]["report"], points[-1]["report"]
                slope = (b["peak_rss_bytes"] - a["peak_rss_bytes"]) / max(b["nodes"] - a["nodes"], 1)
                results.number(f"performance.{engine}.{shape}.bytes_per_node", round(slope),
                               "peak resident memory between the two largest bench runs of " + shape)
    lines = ["| engine | shape | nodes | layout (ms, median) | compile / solve (ms) | per node (µs) "
             "| size queries per node | peak RSS (MB) |",
             "|---|---|---|---|---|---|---|---|"]
    for (engine, shape), points in series.items():
        for p in points:
            r = p["report"]
            split = (f"{sig3(r['compile_ms']['median'])} / {sig3(r['solve_ms']['median'])}"
                     if "compile_ms" in r and "solve_ms" in r else "–")
            lines.append(f"| {engine} | {shape} | {r['nodes']:,} | {sig3(r['layout_ms']['median'])} | {split} | "
                         f"{sig3(p['per_node_us'])} | {sig3(r['measurements'] / r['nodes'])} | "
                         f"{r['peak_rss_bytes'] / 1e6:,.0f} |")
    results.table("scaling", "\n".join(lines), "; ".join(commands[:2]) + "; … (every shape and size)")
    memory = ["| engine | shape | between (nodes) | peak memory per node (bytes) |", "|---|---|---|---|"]
    for (engine, shape), points in series.items():
        if len(points) >= 2:
            a, b = points[-2]["report"], points[-1]["report"]
            slope = (b["peak_rss_bytes"] - a["peak_rss_bytes"]) / max(b["nodes"] - a["nodes"], 1)
            memory.append(f"| {engine} | {shape} | {a['nodes']:,} and {b['nodes']:,} | {slope:,.0f} |")
    results.table("memory", "\n".join(memory), "the bench runs of Table 5 (peak_rss_bytes)")
    largest = size["reference_sizes"][-1]
    results.number("performance.largest_reference", largest, "sizes.py")
    results.number("performance.largest_constraint", size["constraint_sizes"][-1], "sizes.py")
    return series


def paired(results, layoutlab, work, size):
    """The constraint engine's time over the reference engine's, run by run in one process
    (`bench --engine constraint --paired`; the median of the per-run ratios), which this machine's
    load moves far less than a ratio of medians from separate runs."""
    others = []
    for shape, nodes in PAIRED_CASES:
        path = generate(layoutlab, work, shape, str(nodes))
        report, command = bench(layoutlab, path, size["paired_repeat"], "--engine", "constraint", "--paired")
        ratio = report["ratio"]["median"]
        results.number(f"performance.paired.{shape}.{nodes}.ratio", ratio, command, digits=2)
        if shape not in ("huge-nested", "text-column"):
            others.append((ratio, command))
    source = "the bench --paired runs of wide, deep, chain and random"
    results.number("performance.paired.others_low", min(others)[0], source, digits=2)
    results.number("performance.paired.others_high", max(others)[0], source, digits=2)
    results.number("performance.paired.texts", PAIRED_CASES[-1][1] - 1, "sizes.py (one node is the VStack)")
    results.number("performance.paired.nodes", PAIRED_CASES[0][1], "sizes.py")


def peers(results, layoutlab, work, size):
    """One run of Benchmarks/peers/run.sh: LayoutLab, taffy and yoga on the same trees."""
    out = os.path.join(work, "peers.json")
    command = [os.path.join(ROOT, "Benchmarks/peers/run.sh"), layoutlab,
               "--sizes", ",".join(str(s) for s in size["peer_sizes"]), "--repeat", size["peer_repeat"],
               "--work", os.path.join(work, "peers-work"), "--json", out]
    table = run(command, env={"PYTHON": os.environ.get("PYTHON", "python3")})
    source = display(command)
    with open(out, encoding="utf-8") as f:
        report = json.load(f)
    # Not the warnings CLP's LP reader prints on its own (lp_solvers.py silences them; a
    # cylp that prints elsewhere would otherwise fill the paper with them).
    table = "\n".join(line for line in table.splitlines() if not line.startswith("Coin"))
    results.table("peers", without_lp_columns(table).strip(), source)
    largest = max(size["peer_sizes"])
    results.number("peers.largest_nodes", largest, source)
    budget_and_overruns(results, report, source)
    for row in report["rows"]:
        labels = [str(row["requested_nodes"])] + (["largest"] if row["requested_nodes"] == largest else [])
        ref_ms = row["reference"]["layout_ms"]["median"]
        for key in (f"peers.{row['shape']}.{label}" for label in labels):
            for peer in ("taffy", "yoga"):
                if row.get(f"{peer}_ms"):
                    # Per node: LayoutLab's view-tree nodes and the peer's own nodes (the mapping).
                    ratio = (ref_ms / row["nodes"]) / (row[f"{peer}_ms"] / row["peer_nodes"])
                    results.number(f"{key}.reference_vs_{peer}", ratio, source, digits=2)
            if row.get("constraint"):
                results.number(f"{key}.constraint_vs_reference",
                               row["constraint"]["layout_ms"]["median"] / ref_ms, source, digits=2)
    lp_table(results, report, source)
    return report


def without_lp_columns(table):
    """The peers table without its LP-solver columns and their note, which the LP solvers' own
    table gives (twenty columns did not fit a page)."""
    lines, keep = [], None
    for line in table.splitlines():
        if line.startswith("LP columns:"):
            continue
        if not line.startswith("|"):
            if not (line == "" and lines and lines[-1] == ""):
                lines.append(line)
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if keep is None:
            keep = [i for i, cell in enumerate(cells) if not any(w in cell for w in ("LP", "GLPK", "HiGHS", "CLP"))]
        lines.append("| " + " | ".join(cells[i] for i in keep) + " |")
    return "\n".join(lines)


def budget_and_overruns(results, report, source):
    """The peers' time budget per tree, and which peer ran out of it on which tree."""
    budget = next((row.get("peer_budget_s") for row in report["rows"] if row.get("peer_budget_s")), None)
    results.number("peers.budget_s", budget, source, digits=3)
    over = [f"{peer} on the {row['nodes']:,}-node {row['shape']}" for row in report["rows"]
            for peer in row.get("over_budget", [])]
    results.text("peers.over_budget", "; ".join(over) if over else "none", source)


def lp_table(results, report, source):
    """The exported constraint models (`layoutlab lp`) solved by GLPK, HiGHS and CLP, solve only."""
    lines = ["| shape | nodes | rows × columns | GLPK ms | HiGHS ms | CLP ms | statuses |", "|---|---|---|---|---|---|---|"]
    ratios = {"highs": [], "clp": []}
    for row in report["rows"]:
        lp = row.get("lp")
        if not lp:
            continue
        solvers = lp["solvers"]
        ms = {name: solvers[name]["median_ms"] for name in ("glpk", "highs", "clp")}
        statuses = sorted({s["status"] for s in solvers.values()})
        lines.append(f"| {row['shape']} | {row['nodes']:,} | {lp['rows']:,} × {lp['columns']:,} | {sig3(ms['glpk'])} | "
                     f"{sig3(ms['highs'])} | {sig3(ms['clp'])} | {', '.join(statuses)} |")
        for name in ratios:
            if ms["glpk"] > 0:
                ratios[name].append(ms[name] / ms["glpk"])
    results.table("lp_solvers", "\n".join(lines), source)
    for name, values in ratios.items():
        if values:
            # The median of an even count is the mean of the middle two (statistics.median).
            results.number(f"peers.lp.{name}_vs_glpk_median", statistics.median(values), source, digits=2)
