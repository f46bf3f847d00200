"""Section 5's numbers: the differential campaigns (`layoutlab fuzz`) in every profile and mode."""

import json
import os

from results import percent
from runner import display, run
from sizes import INEXACT_MODES, PROFILES


def fuzz(layoutlab, work, name, count, profile, mode="exact", extra=()):
    report = os.path.join(work, f"fuzz-{name}.json")
    command = [layoutlab, "fuzz", "--seed", "1", "--count", count, "--profile", profile, "--mode", mode,
               "--jobs", "2", "--report", report, *extra]
    run(command, ok=(0, 1))  # 1: a new class was found, which is a result
    with open(report, encoding="utf-8") as f:
        return json.load(f), display(command)


def campaign_row(label, report):
    c = report["counts"]
    disagree = c["diverged"] + c["failed"]
    new = sum(1 for k in report["classes"] if not k["known"])
    known = sum(1 for k in report["classes"] if k["known"])
    rate = report["timing"]["treesPerSecond"]
    rate_text = f"{rate:,.0f}" if rate else "–"
    return (f"| {label} | {report['trees']:,} | {c['agreed']:,} | {c['diverged']:,} | {c['failed']:,} | "
            f"{c['crashed']:,} | {c['hung']:,} | {percent(disagree, report['trees'])} % | {new} | {known} | "
            f"{rate_text} |")


HEADER = ("| campaign | trees | agreed | diverged | failed | crashed | hung | disagree | new classes "
          "| known classes | trees/s |\n|---|---|---|---|---|---|---|---|---|---|---|")


def measure(results, layoutlab, work, size):
    rows, commands, runs = [], [], []
    totals = {"trees": 0, "agreed": 0, "crashed": 0, "hung": 0, "new": 0}
    for profile in PROFILES:
        report, command = fuzz(layoutlab, work, f"exact-{profile}", size["exact_count"], profile)
        record(results, f"differential.exact.{profile}", report, command)
        rows.append(campaign_row(f"exact, `{profile}`", report))
        commands.append(command)
        runs.append(("exact", profile, report))
        for key in ("trees",):
            totals[key] += report[key]
        for key in ("agreed", "crashed", "hung"):
            totals[key] += report["counts"][key]
        totals["new"] += sum(1 for k in report["classes"] if not k["known"])
    source = "the exact campaigns above"
    results.number("differential.exact.trees", totals["trees"], source)
    results.number("differential.exact.agreed", totals["agreed"], source)
    results.number("differential.exact.disagreed", totals["trees"] - totals["agreed"], source)
    results.text("differential.exact.agree_pct", percent(totals["agreed"], totals["trees"]), source)
    results.number("differential.exact.crashed", totals["crashed"], source)
    results.number("differential.exact.hung", totals["hung"], source)
    results.number("differential.exact.new_classes", totals["new"], source)
    results.number("differential.exact_count", size["exact_count"], source)

    for mode in INEXACT_MODES:
        for profile in ("full", "linear"):
            report, command = fuzz(layoutlab, work, f"{mode}-{profile}", size["mode_count"], profile, mode)
            record(results, f"differential.{mode}.{profile}", report, command)
            rows.append(campaign_row(f"{mode}, `{profile}`", report))
            commands.append(command)
            runs.append((mode, profile, report))
    results.number("differential.mode_count", size["mode_count"], "the lp-only and per-container campaigns")

    report, command = fuzz(layoutlab, work, "milp-linear", size["milp_count"], "linear", "milp",
                           extra=("--time-limit", "20"))
    record(results, "differential.milp.linear", report, command)
    rows.append(campaign_row("milp, `linear`", report))
    commands.append(command)
    runs.append(("milp", "linear", report))
    solve = report["timing"]["solve"]
    results.number("differential.milp_count", size["milp_count"], command)
    c = report["counts"]
    accepted = report["trees"] - c["failed"]
    results.number("differential.milp.linear.accepted", accepted, command)
    results.text("differential.milp.linear.agree_accepted_pct", percent(c["agreed"], accepted), command)
    results.number("differential.profiles", len(PROFILES), "sizes.py")
    fixtures = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                            "Tests", "Fixtures", "regressions")
    results.number("differential.regressions", len([f for f in os.listdir(fixtures) if not f.startswith(".")]),
                   "ls Tests/Fixtures/regressions")

    source = "; ".join(commands)
    results.table("campaigns", HEADER + "\n" + "\n".join(rows), source)
    results.table("classes", classes_table(runs), source)
    results.table("rules", rules_table(runs), source + " (each report's `ruleCoverage`)")
    shrunk_example(results, layoutlab, work, "lp-only", "linear", size["mode_count"], runs)
    return runs


def rules_table(runs):
    """Agreement per rule and mode: of the trees that exercise a rule (a node it sizes, or a
    container it places: `RuleAttribution.exercised`), the share on which the engines agree."""
    modes = ["exact", *INEXACT_MODES, "milp"]
    coverage = {mode: {} for mode in modes}
    for mode, _, report in runs:
        for rule, entry in (report.get("ruleCoverage") or {}).items():
            total = coverage[mode].setdefault(rule, [0, 0])
            total[0] += entry["trees"]
            total[1] += entry["agreed"]

    def rule_order(rule):
        family, _, number = rule.rpartition("-")
        return (family, int(number) if number.isdigit() else 0)

    lines = ["| rule | trees (exact) | " + " | ".join(f"`{m}` agree" for m in modes) + " |",
             "|---|---|" + "---|" * len(modes)]
    for rule in sorted(set().union(*(c.keys() for c in coverage.values())), key=rule_order):
        cells = []
        for mode in modes:
            trees, agreed = coverage[mode].get(rule, (0, 0))
            cells.append(f"{percent(agreed, trees)} % of {trees:,}" if trees else "–")
        exact_trees = coverage["exact"].get(rule, (0, 0))[0]
        lines.append(f"| {rule} | {exact_trees:,} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def shrunk_example(results, layoutlab, work, mode, profile, count, runs):
    """The largest class of a campaign, its first tree written as source (`fuzz trees`) and shrunk
    (`shrink`): the class as a small SwiftUI view with both engines' frames in its header."""
    report = next(r for m, p, r in runs if m == mode and p == profile)
    if not report["classes"]:
        results.code(f"{mode}_example", "// no class in this campaign", "the campaign above")
        results.text(f"differential.{mode}.example_class", "none", "the campaign above")
        return
    top = report["classes"][0]
    index = top["firstIndex"]
    directory = os.path.join(work, f"example-{mode}")
    os.makedirs(directory, exist_ok=True)
    write = [layoutlab, "fuzz", "trees", "--seed", "1", "--count", count, "--profile", profile,
             "--shard", f"{index + 1}/{count}", "--out", directory]
    run(write)
    path = next(os.path.join(directory, f) for f in sorted(os.listdir(directory)) if f.endswith(".swift"))
    with open(path, encoding="utf-8") as f:
        reproduce = next(line for line in f if line.startswith("// Reproduce:"))
    options = reproduce.split(".swift", 1)[1].split()
    shrink = [layoutlab, "shrink", path, "--mode", mode, *options]
    source = run(shrink, ok=(0,))
    # The header's file paths are the run's temporary ones; the class, frames and command stay.
    source = source.replace(path, "FILE")
    command = f"{display(write)}; {display(shrink)}"
    results.code(f"{mode}_example", source, command)
    results.text(f"differential.{mode}.example_class", top["class"], command)


def record(results, prefix, report, command):
    c = report["counts"]
    for key in ("agreed", "diverged", "failed", "crashed", "hung"):
        results.number(f"{prefix}.{key}", c[key], command)
    results.number(f"{prefix}.trees", report["trees"], command)
    results.text(f"{prefix}.disagree_pct", percent(c["diverged"] + c["failed"], report["trees"]), command)
    results.number(f"{prefix}.new_classes", sum(1 for k in report["classes"] if not k["known"]), command)
    results.number(f"{prefix}.known_classes", sum(1 for k in report["classes"] if k["known"]), command)
    rate = report["timing"]["treesPerSecond"]
    results.number(f"{prefix}.trees_per_second", round(rate) if rate else None, command)
    size = report.get("modelSize") or {}
    for key in ("rows", "columns"):
        if isinstance(size.get(key), (int, float)):
            results.number(f"{prefix}.model_{key}", size[key], command, digits=4)


def classes_table(runs):
    """The divergence classes of every campaign, most trees first, each with its rule."""
    lines = ["| campaign | class (kind/rule/field) | trees | known |", "|---|---|---|---|"]
    for mode, profile, report in runs:
        classes = sorted(report["classes"], key=lambda k: -k["count"])
        for k in classes[:5]:
            lines.append(f"| {mode}, `{profile}` | `{k['class']}` | {k['count']:,} | {'yes' if k['known'] else 'no'} |")
        if len(classes) > 5:
            lines.append(f"| {mode}, `{profile}` | … {len(classes) - 5} more | {sum(k['count'] for k in classes[5:]):,} | |")
    return "\n".join(lines)
