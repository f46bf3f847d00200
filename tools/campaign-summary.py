#!/usr/bin/env python3
"""Summarises the reports tools/campaigns.sh writes as the Markdown tables of
Documentation/Fuzzing.md. Usage: tools/campaign-summary.py DIR"""
import json
import pathlib
import sys


def fuzz_rows(directory):
    rows = []
    for path in sorted(directory.glob("*.json")):
        report = json.loads(path.read_text())
        if report.get("format") != "layoutlab-fuzz-report":
            continue
        s, c = report["settings"], report["counts"]
        new = [k for k in report["classes"] if not k["known"]]
        known = [k for k in report["classes"] if k["known"]]
        trees = report["trees"]
        disagreeing = c["diverged"] + c["failed"]
        rows.append(
            "| {} | {} | {} | {:,} | {:,} | {:,} | {:,} | {} | {} | {:.3f} % | {} | {} | {:.0f} |".format(
                path.stem, s["profile"], s["mode"], trees, c["agreed"], c["diverged"], c["failed"],
                c["crashed"], c["hung"], 100.0 * disagreeing / max(trees, 1), len(new), len(known),
                report["timing"]["treesPerSecond"] or 0))
        for k in new[:12]:
            rows.append("|   | new class | `{}` | {:,} trees | first tree {} | | | | | | | | |".format(
                k["class"], k["count"], k["firstIndex"]))
        if len(new) > 12:
            rows.append("|   | … and {} more new classes | | | | | | | | | | | |".format(len(new) - 12))
    header = ("| report | profile | mode | trees | agreed | diverged | failed | crashed | hung | disagree "
              "| new classes | known classes | trees/s |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    return header + "\n" + "\n".join(rows)


def sweep_rows(directory):
    path = directory / "sweep.json"
    if not path.exists():
        return ""
    r = json.loads(path.read_text())
    return ("\n\n| sweep inputs | parsed and laid out | source errors with a location | findings | "
            "slowest input (s) | seconds |\n|---|---|---|---|---|---|\n"
            "| {:,} | {:,} | {:,} | {} | {:.3f} | {:.0f} |".format(
                r["count"], r["parsed"], r["sourceErrors"], r["findingCount"], r["slowestSeconds"], r["seconds"]))


directory = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "campaigns")
print(fuzz_rows(directory) + sweep_rows(directory))
