"""Running LayoutLab's commands for the paper: progress on stderr, the command kept as provenance."""

import os
import shlex
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def display(command):
    """The command as the paper cites it: `layoutlab …` for the release binary, paths relative to
    the repository."""
    words = []
    for word in command:
        word = str(word)
        if word.endswith("/.build/release/layoutlab"):
            word = "layoutlab"
        elif word.startswith(ROOT + "/"):
            word = os.path.relpath(word, ROOT)
        words.append(word)
    return " ".join(shlex.quote(w) for w in words)


def run(command, ok=(0,), env=None, capture=True, timeout=None, full=False):
    """Runs `command` from the repository root; returns its standard output (with `full`, the
    exit status, standard output and standard error). Exit statuses in `ok` are results (e.g.
    `fuzz` exits 1 when it finds a new class); any other stops the run."""
    started = time.monotonic()
    print(f"[paper] {display(command)}", file=sys.stderr, flush=True)
    process = subprocess.run(
        [str(c) for c in command], cwd=ROOT, text=True, timeout=timeout,
        stdout=subprocess.PIPE if capture else None, stderr=subprocess.PIPE if capture else None,
        env=None if env is None else {**os.environ, **env})
    if process.returncode not in ok:
        detail = (process.stderr or "")[-4000:]
        raise SystemExit(f"error: {display(command)} exited {process.returncode}\n{detail}")
    print(f"[paper]   {time.monotonic() - started:.1f} s", file=sys.stderr, flush=True)
    if full:
        return process.returncode, process.stdout or "", process.stderr or ""
    return process.stdout or ""
