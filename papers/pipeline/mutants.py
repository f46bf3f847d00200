"""Section 5's mutant results: engines with one rule broken on purpose (the test target's
MutantEngines.swift), found by the harness among generated trees and shrunk."""

import glob
import json
import os
import shutil
import statistics

from runner import display, run


def measure(results, work):
    directory = os.path.join(work, "mutants")
    shutil.rmtree(directory, ignore_errors=True)
    os.makedirs(directory)
    command = ["swift", "test", "--filter", "LayoutDifferentialTests.MutantTests"]
    run(command, env={"LAYOUTLAB_MUTANT_REPORT_DIR": directory}, timeout=3600)
    source = f"LAYOUTLAB_MUTANT_REPORT_DIR=DIR {display(command)}"
    entries = []
    for path in sorted(glob.glob(os.path.join(directory, "*-generator.json"))):
        with open(path, encoding="utf-8") as f:
            entries.append(json.load(f))
    if not entries:
        raise SystemExit("error: the mutant tests wrote no report (did they run?)")
    lines = ["| mutant | rule broken | found at seed | class | nodes | shrunk to |", "|---|---|---|---|---|---|"]
    for e in entries:
        lines.append(f"| `{e['mutant']}` | {e['rule']} | {e['seed']} | `{e['divergenceClass']}` | "
                     f"{e['originalNodes']} | {e['shrunkNodes']} |")
    results.table("mutants", "\n".join(lines), source)
    shrunk = [e["shrunkNodes"] for e in entries]
    results.number("mutants.count", len(entries), source)
    results.number("mutants.shrunk_max", max(shrunk), source)
    results.number("mutants.shrunk_median", statistics.median(shrunk), source, digits=2)
    results.number("mutants.original_median", statistics.median(e["originalNodes"] for e in entries), source, digits=3)
    first = entries[0]
    results.code("mutant_example", first["source"], source)
    results.text("mutants.example_name", first["mutant"], source)
    results.text("mutants.example_rule", first["rule"], source)
    results.number("mutants.example_nodes", first["shrunkNodes"], source)
    return entries
