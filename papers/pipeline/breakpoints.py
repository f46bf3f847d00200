"""Section 4's numbers: `layoutlab breakpoints` on the toolbar, the seed examples W1–W8 and
generated 100-node trees."""

import json
import os
import time

from runner import display, run

MONO = "mono:7.757575,20.333333"


def analyse(layoutlab, path, interval, *extra):
    command = [layoutlab, "breakpoints", path, "--width", interval, "--format", "json", *extra]
    started = time.monotonic()
    report = json.loads(run(command))
    return report, display(command), (time.monotonic() - started) * 1000.0


def intervals_text(intervals):
    return " ∪ ".join(f"[{lo:.7f}, {hi:.7f}]" for lo, hi in intervals)


def measure(results, layoutlab, work):
    toolbar = "Examples/Breakpoints/Toolbar.swift"
    toolbar_reports = {}
    for metrics, extra in (("mono", ("--text-metrics", MONO)), ("inter", ())):
        report, source, _ = analyse(layoutlab, toolbar, "0...400", "--height", "44", "--check", "truncation", *extra)
        toolbar_reports[metrics] = report
        title = [v for v in report["violations"] if v["check"] == "truncation" and v["node"] == "0.0"]
        if not title:
            raise SystemExit(f"error: {source}: the title's truncation is missing")
        results.text(f"breakpoints.toolbar.{metrics}.title_truncation", intervals_text(title[0]["intervals"]), source)
        narrowest = min(hi - lo for lo, hi in title[0]["intervals"])
        results.number(f"breakpoints.toolbar.{metrics}.narrowest", narrowest, source, digits=3)
        results.number(f"breakpoints.toolbar.{metrics}.pieces", report["statistics"]["pieces"], source)
        results.number(f"breakpoints.toolbar.{metrics}.compiles", report["statistics"]["compiles"], source)
        results.number(f"breakpoints.toolbar.{metrics}.lps", report["statistics"]["linearPrograms"], source)
        results.number(f"breakpoints.toolbar.{metrics}.breakpoints", len(report["breakpoints"]), source)

    region(results, layoutlab, toolbar)

    lines = ["| example | pieces | breakpoints | compiles | LPs | violations |", "|---|---|---|---|---|---|"]
    commands = []
    for n in range(1, 9):
        path = f"Examples/Breakpoints/W{n}.swift"
        command = [layoutlab, "breakpoints", path, "--width", "0...1000", "--format", "json", "--height", "763",
                   "--text-metrics", MONO, "--check", "truncation", "--check", "overflow", "--check", "overlap"]
        # Exit 1 is an answer too: a tree with no affine answer (W8's custom layout) is refused.
        status, stdout, stderr = run(command, ok=(0, 1), full=True)
        commands.append(display(command))
        if status == 1:
            message = stderr.strip().splitlines()[-1] if stderr.strip() else "error"
            lines.append(f"| W{n} | — | — | — | — | `{message}` |")
            continue
        report = json.loads(stdout)
        s = report["statistics"]
        checks = sorted({v["check"] for v in report["violations"]})
        lines.append(f"| W{n} | {s['pieces']} | {len(report['breakpoints'])} | {s['compiles']} | {s['linearPrograms']} | "
                     f"{', '.join(checks) or 'none'} |")
    results.table("breakpoints_seeds", "\n".join(lines), commands[0].replace("W1", "W1…W8"))

    # LPs per piece divides by the decision pieces (each compile's certified extent, before
    # neighbours with the same frames merge), the pieces GLPK solved for.
    timing = ["| tree | interval | pieces | decision pieces | compiles | LPs per decision piece | wall time (ms) |",
              "|---|---|---|---|---|---|---|"]
    # The root height is left unspecified (the command's default, nil): each tree takes its ideal
    # height, so a text column's Texts wrap at every width instead of being squeezed to nothing in
    # a window too short for them.
    for shape in ("random", "wide", "chain", "text-column"):
        path = os.path.join(work, f"breakpoints-{shape}-100.swift")
        run([layoutlab, "generate", "--shape", shape, "--nodes", "100", "--seed", "1", "-o", path])
        for interval in ("320...430", "0...1000"):
            report, source, ms = analyse(layoutlab, path, interval, "--text-metrics", MONO)
            s = report["statistics"]
            per_piece = s["linearPrograms"] / max(s["decisionPieces"], 1)
            timing.append(f"| {shape}, 100 nodes | [{interval.replace('...', ', ')}] | {s['pieces']} | "
                          f"{s['decisionPieces']} | {s['compiles']} | {per_piece:.2g} | {ms:,.0f} |")
            key = f"breakpoints.{shape.replace('-', '')}100.{interval.replace('...', '_')}"
            results.number(f"{key}.pieces", s["pieces"], source)
            results.number(f"{key}.ms", ms, source + " (wall time of the process)", digits=3)
    results.table("breakpoints_timing", "\n".join(timing), "layoutlab generate --shape random|wide|chain|text-column "
                  f"--nodes 100 --seed 1; layoutlab breakpoints FILE --width A...B --text-metrics {MONO} --format json")
    return toolbar_reports


def region(results, layoutlab, toolbar):
    """The toolbar as a two-parameter question: W and H both model columns (the milp path)."""
    command = [layoutlab, "breakpoints", toolbar, "--width", "20...400", "--height", "10...100", "--check",
               "truncation", "--text-metrics", MONO, "--format", "json"]
    report = json.loads(run(command))
    source = display(command)
    found = {v["node"]: v for v in report["violations"] if v["check"] == "truncation"}
    for name, node in (("title", "0.0"), ("label", "0.2.1")):
        if node not in found:
            raise SystemExit(f"error: {source}: no truncation at node {node}")
        box = found[node]["box"]
        results.number(f"breakpoints.region.{name}.width_hi", box["width"][1], source, digits=6)
        results.number(f"breakpoints.region.{name}.height_hi", box["height"][1], source, digits=3)
    both = all(found[node]["confirmed"] for node in ("0.0", "0.2.1"))
    results.text("breakpoints.region.confirmed", "both confirmed" if both else "not both confirmed", source)
    results.number("breakpoints.region.milps", report["statistics"]["milps"], source)
    results.number("breakpoints.region.nodes", report["statistics"]["nodes"], source)
    results.number("breakpoints.region.decisions", report["coverage"]["decisions"], source)
