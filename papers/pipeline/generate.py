"""Runs every measurement the paper quotes and writes its artifacts (see papers/generate).

  generate.py --size quick|default|full --layoutlab PATH

Writes papers/results.json (every number with the command it came from), papers/figures/*.svg and
papers/layoutlab.md (the template filled in). Raw reports go to papers/runs/ (not committed)."""

import argparse
import os
import shutil
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import breakpoints  # noqa: E402
import differential  # noqa: E402
import environment  # noqa: E402
import figures  # noqa: E402
import mutants  # noqa: E402
import performance  # noqa: E402
import realworld  # noqa: E402
import render  # noqa: E402
from results import Results  # noqa: E402
from runner import ROOT  # noqa: E402
from sizes import SIZES  # noqa: E402

PAPERS = os.path.join(ROOT, "papers")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", choices=sorted(SIZES), default="default")
    parser.add_argument("--layoutlab", required=True, help="a release build of the layoutlab CLI")
    args = parser.parse_args()
    size = SIZES[args.size]
    work = os.path.join(PAPERS, "runs", args.size)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    figures_dir = os.path.join(PAPERS, "figures")
    os.makedirs(figures_dir, exist_ok=True)

    started = time.monotonic()
    results = Results()
    environment.measure(results, args.size)
    environment.rulebook(results)
    environment.evidence(results)
    toolbar = breakpoints.measure(results, args.layoutlab, work)
    runs = differential.measure(results, args.layoutlab, work, size)
    mutants.measure(results, work)
    realworld.measure(results, args.layoutlab, work)
    series = performance.scaling(results, args.layoutlab, work, size)
    peers = performance.peers(results, args.layoutlab, work, size)
    performance.paired(results, args.layoutlab, work, size)

    figures.scaling(figures_dir, series, peers)
    figures.campaigns(figures_dir, runs)
    figures.toolbar(figures_dir, toolbar["mono"])
    results.number("environment.minutes", (time.monotonic() - started) / 60.0, "papers/generate", digits=2)

    results_path = os.path.join(PAPERS, "results.json")
    results.write(results_path)
    render.main(os.path.join(PAPERS, "layoutlab.template.md"), results_path, os.path.join(PAPERS, "layoutlab.md"))
    print(f"[paper] wrote papers/layoutlab.md, papers/results.json and papers/figures/ "
          f"in {(time.monotonic() - started) / 60.0:.1f} min", file=sys.stderr)


if __name__ == "__main__":
    main()
