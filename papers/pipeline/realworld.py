"""Section 7's numbers: the real-world corpus (`layoutlab corpus`, Tests/Fixtures/realworld)."""

import json
import os

from results import percent
from runner import display, run


def measure(results, layoutlab, work):
    out = os.path.join(work, "corpus.json")
    command = [layoutlab, "corpus", "Tests/Fixtures/realworld", "--format", "json", "--output", out]
    run(command, ok=(0, 1))
    source = display(command)
    with open(out, encoding="utf-8") as f:
        report = json.load(f)
    total = report["total"]
    for key in ("files", "agree", "disagree", "errors", "crashes", "hangs", "standIns"):
        results.number(f"realworld.{key}", total[key], source)
    results.number("realworld.projects", len(report["projects"]), source)
    results.text("realworld.agree_pct", percent(total["agree"], total["files"]), source)
    lines = ["| project | files | agree | disagree | error | crash | hang | stand-ins |", "|---|---|---|---|---|---|---|---|"]
    for name, c in sorted(report["projects"].items()):
        lines.append(f"| {name} | {c['files']} | {c['agree']} | {c['disagree']} | {c['errors']} | {c['crashes']} | "
                     f"{c['hangs']} | {c['standIns']} |")
    results.table("realworld", "\n".join(lines), source)
    reasons = ["| reason a file stops | files | example |", "|---|---|---|"]
    for r in report["reasons"][:8]:
        reasons.append(f"| `{r['reason']}` | {r['files']} | `{os.path.basename(r['example'])}` |")
    results.table("realworld_reasons", "\n".join(reasons), source)
    return report
