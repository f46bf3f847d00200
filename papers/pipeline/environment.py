"""The machine, toolchain and commit a run was made on (recorded with every run)."""

import datetime
import os
import platform
import subprocess

from runner import ROOT


def output(command):
    try:
        return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def measure(results, size_name):
    source = "papers/pipeline/environment.py"
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            cpu = next((line.split(":", 1)[1].strip() for line in f if line.startswith("model name")), "unknown")
    except OSError:
        pass
    memory = 0
    try:
        with open("/proc/meminfo", encoding="utf-8") as f:
            memory = int(next(line.split()[1] for line in f if line.startswith("MemTotal"))) * 1024
    except (OSError, StopIteration):
        pass
    commit = output(["git", "rev-parse", "--short", "HEAD"])
    if output(["git", "status", "--porcelain", "--untracked-files=no"]) not in ("", "unknown"):
        commit += " (with uncommitted changes)"
    results.text("environment.cpu", cpu, source)
    results.number("environment.cores", os.cpu_count() or 0, source)
    results.number("environment.memory_gib", round(memory / 2**30), source)
    results.text("environment.os", f"{platform.system()} {platform.release()}", source)
    results.text("environment.swift", output(["swift", "--version"]).splitlines()[0], source)
    results.text("environment.python", platform.python_version(), source)
    results.text("environment.commit", commit, source)
    results.text("environment.date", datetime.date.today().isoformat(), source)
    results.text("environment.size", size_name, source)


def rulebook(results):
    """How large the rule book is: its sections and rule IDs (Documentation/Semantics.md)."""
    import re

    path = os.path.join(ROOT, "Documentation", "Semantics.md")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    rules = set(re.findall(r"^\*\*([A-Z][A-Z]*(?:-[A-Z]+)*-\d+)\b", text, re.M))
    sections = re.findall(r"^## \d+\. ", text, re.M)
    results.number("rulebook.rules", len(rules), "Documentation/Semantics.md (bold rule IDs)")
    results.number("rulebook.sections", len(sections), "Documentation/Semantics.md (numbered sections)")
    families = {re.sub(r"-\d+$", "", r) for r in rules}
    results.number("rulebook.families", len(families), "Documentation/Semantics.md (rule ID prefixes)")


# What a rule's evidence is, by the words the rule book uses for its sources (§0.1).
EVIDENCE = [
    ("a measurement of real SwiftUI", r"measured|measurement"),
    ("a seed (the user's SwiftUI sources)", r"\bseeds?\b"),
    ("OpenSwiftUI's source", r"OpenSwiftUI"),
    ("Apple's documentation", r"Apple docs|Apple's documentation|developer\.apple"),
]


def evidence(results):
    """Which rules rest on which evidence: a rule counts under a source when its own text names it,
    and separately when only its section (### or ##) does (Documentation/Semantics.md)."""
    import re

    path = os.path.join(ROOT, "Documentation", "Semantics.md")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    starts = list(re.finditer(r"^\*\*([A-Z][A-Z]*(?:-[A-Z]+)*-\d+)\b", text, re.M))
    headings = [(m.start(), len(m.group(1))) for m in re.finditer(r"^(#+) ", text, re.M)]

    def section(position, level):
        start = max((p for p, depth in headings if p <= position and depth <= level), default=0)
        end = min((p for p, depth in headings if p > position and depth <= level), default=len(text))
        return text[start:end]

    own, spans = {}, {}
    for i, match in enumerate(starts):
        end = starts[i + 1].start() if i + 1 < len(starts) else len(text)
        heading = re.search(r"^#", text[match.start():end], re.M)
        end = match.start() + heading.start() if heading else end
        spans.setdefault(match.group(1), match.start())
        own[match.group(1)] = own.get(match.group(1), "") + text[match.start():end]
    lines = ["| evidence | rules whose own text cites it | more whose section cites it | rules (own text) |",
             "|---|---|---|---|"]
    for name, pattern in EVIDENCE:
        direct = sorted(r for r in own if re.search(pattern, own[r], re.I))
        by_section = [r for r in own if r not in direct
                      and re.search(pattern, section(spans[r], 3) or section(spans[r], 2), re.I)]
        shown = ", ".join(direct[:14]) + (f", … {len(direct) - 14} more" if len(direct) > 14 else "")
        lines.append(f"| {name} | {len(direct)} | {len(by_section)} | {shown or '–'} |")
    uncited = sorted(r for r in own if not any(
        re.search(p, own[r] + section(spans[r], 3) + section(spans[r], 2), re.I) for _, p in EVIDENCE))
    results.table("evidence", "\n".join(lines), "Documentation/Semantics.md (papers/pipeline/environment.py)")
    measured = sorted(r for r in own if re.search(EVIDENCE[0][1], own[r], re.I))
    results.number("rulebook.measured", len(measured), "Documentation/Semantics.md")
    results.text("rulebook.uncited", ", ".join(uncited) or "none", "Documentation/Semantics.md")

