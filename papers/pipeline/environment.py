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
