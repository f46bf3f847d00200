#!/usr/bin/env python3
"""Solve the constraint engine's layout MILPs with GLPK, CBC and HiGHS, and compare them.

Usage (from the repository root, after `swift build -c release`):

    python3 -m venv /tmp/milp-venv && /tmp/milp-venv/bin/pip install -r tools/milp-backends/requirements.txt
    apt-get install -y glpk-utils coinor-cbc          # glpsol 5.0, cbc 2.10.8 (Debian 12)
    /tmp/milp-venv/bin/python tools/milp-backends/compare.py [--layoutlab PATH] [--out DIR]

The layouts: the bundled examples (Examples/*.swift), the breakpoint seed examples W1-W7
(Examples/Breakpoints) and random trees from `layoutlab generate --shape random` (seeds 1-8,
30 and 80 nodes), all at root 390 x 763 with mono text metrics 7.757575 x 20.333333. Each is exported with
`layoutlab lp --mode milp` in both formulations (--milp-formulation baseline and tight; LP text
in the CPLEX dialect GLPK writes), then solved by
  - glpsol (GLPK 5.0, the engine's own solver) with --tmlim,
  - cbc (COIN-OR CBC 2.10.8) reading the same file, with its default settings,
  - HiGHS 1.15.1 through highspy, with default settings,
each with a 60 s limit; and two variants that the first runs called for: cbc with
`preprocess off`, HiGHS with mip_feasibility_tolerance 1e-9 (their status only). Printed per model: rows, columns, binaries, and per solver the status,
objective, seconds, B&B nodes (HiGHS) and the largest difference of any column's value from
GLPK's. A summary counts the statuses per solver and formulation.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

import highspy

METRICS = "mono:7.757575,20.333333"
LIMIT = 60


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def inputs(layoutlab, work):
    files = sorted(f"Examples/{f}" for f in os.listdir("Examples") if f.endswith(".swift"))
    files += sorted(f"Examples/Breakpoints/{f}" for f in os.listdir("Examples/Breakpoints") if re.match(r"W[1-7]\.swift", f))
    for nodes in (30, 80):
        for seed in range(1, 9):
            path = os.path.join(work, f"random-{nodes}-{seed}.swift")
            out = run([layoutlab, "generate", "--shape", "random", "--nodes", str(nodes), "--seed", str(seed)])
            if out.returncode != 0:
                sys.exit(f"layoutlab generate failed: {out.stderr}")
            with open(path, "w") as f:
                f.write(out.stdout)
            files.append(path)
    return files


def export(layoutlab, source, formulation, path):
    out = run([layoutlab, "lp", source, "--mode", "milp", "--milp-formulation", formulation,
               "--text-metrics", METRICS, "--width", "390", "--height", "763", "-o", path])
    return out.returncode == 0, out.stderr.strip().splitlines()[-1:] if out.returncode else []


def column_order(path):
    """GLPK's CPLEX-LP reader numbers columns in order of first appearance."""
    seen, order = set(), []
    with open(path) as f:
        for line in f:
            if line.startswith("\\"):
                continue
            for name in re.findall(r"\bx\d+\w*", line):
                if name not in seen:
                    seen.add(name)
                    order.append(name)
    return order


def model_size(path):
    with open(path) as f:
        head = f.readline()
    m = re.search(r"(\d+) variables, (\d+) constraints", head)
    text = open(path).read()
    binaries = 0
    if "\nBinary\n" in text:
        part = text.split("\nBinary\n", 1)[1]
        binaries = sum(1 for line in part.splitlines() if line.startswith(" "))
    return (int(m.group(2)), int(m.group(1)), binaries) if m else (0, 0, binaries)


def binary_columns(path):
    text = open(path).read()
    if "\nBinary\n" not in text:
        return []
    part = text.split("\nBinary\n", 1)[1]
    return [line.strip() for line in part.splitlines() if line.startswith(" ")]


def glpk(path, work):
    sol = os.path.join(work, "glpk.sol")
    start = time.perf_counter()
    out = run(["glpsol", "--lp", path, "--tmlim", str(LIMIT), "-w", sol])
    seconds = time.perf_counter() - start
    log = out.stdout
    if "INTEGER OPTIMAL SOLUTION FOUND" in log or "OPTIMAL LP SOLUTION FOUND" in log or "OPTIMAL SOLUTION FOUND" in log:
        status = "optimal"
    elif "PROBLEM HAS NO INTEGER FEASIBLE SOLUTION" in log or "PROBLEM HAS NO PRIMAL FEASIBLE SOLUTION" in log or "NO PRIMAL FEASIBLE" in log:
        status = "infeasible"
    elif "TIME LIMIT EXCEEDED" in log:
        status = "time limit"
    else:
        status = "error"
    values, objective = {}, None
    if status == "optimal" and os.path.exists(sol):
        names = column_order(path)
        with open(sol) as f:
            for line in f:
                parts = line.split()
                if parts[:1] == ["s"]:
                    objective = float(parts[-1])
                elif parts[:1] == ["j"]:
                    j = int(parts[1]) - 1
                    values[names[j]] = float(parts[-1])
    nodes = None
    return status, objective, seconds, nodes, values


def cbc(path, work, extra=()):
    sol = os.path.join(work, "cbc.sol")
    if os.path.exists(sol):
        os.remove(sol)
    start = time.perf_counter()
    out = run(["cbc", path, "sec", str(LIMIT), *extra, "solve", "solu", sol])
    seconds = time.perf_counter() - start
    status, objective, values = "error", None, {}
    if os.path.exists(sol):
        with open(sol) as f:
            first = f.readline()
            if first.startswith("Optimal"):
                status = "optimal"
            elif "nfeasible" in first:
                status = "infeasible"
            elif first.startswith("Stopped"):
                status = "time limit"
            m = re.search(r"objective value\s+(\S+)", first)
            objective = float(m.group(1)) if m else None
            for line in f:
                parts = line.replace("**", " ").split()
                if len(parts) >= 3:
                    values[parts[1]] = float(parts[2])
    nodes = None
    m = re.search(r"Enumerated nodes:\s+(\d+)", out.stdout)
    if m:
        nodes = int(m.group(1))
    return status, objective, seconds, nodes, values


def highs(path, work, options=None):
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("time_limit", float(LIMIT))
    for key, value in (options or {}).items():
        h.setOptionValue(key, value)
    h.readModel(path)
    start = time.perf_counter()
    h.run()
    seconds = time.perf_counter() - start
    status_text = h.modelStatusToString(h.getModelStatus()).lower()
    status = {"optimal": "optimal", "infeasible": "infeasible", "time limit reached": "time limit"}.get(status_text, status_text)
    info = h.getInfo()
    values, objective = {}, None
    if status == "optimal":
        objective = info.objective_function_value
        lp = h.getLp()
        names = lp.col_names_
        for name, value in zip(names, h.getSolution().col_value):
            values[name] = value
    return status, objective, seconds, info.mip_node_count, values


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--layoutlab", default=".build/release/layoutlab")
    parser.add_argument("--out", default=None, help="keep the exported .lp files here")
    args = parser.parse_args()
    work = args.out or tempfile.mkdtemp(prefix="milp-backends-")
    os.makedirs(work, exist_ok=True)
    print(f"glpsol: {run(['glpsol', '--version']).stdout.splitlines()[0]}")
    print(f"cbc: {next(l for l in run(['cbc', '-quit']).stdout.splitlines() if l.startswith('Version'))}")
    print(f"highspy: {highspy.Highs().version()}")
    summary = {}
    print(f"{'model':<34} {'form.':<8} {'rows':>5} {'cols':>5} {'bin':>4} | "
          f"{'GLPK':<24} | {'CBC':<32} | {'HiGHS':<32} | {'CBC, preprocess off':<10} | {'HiGHS, mip tol 1e-9':<10}")
    for source in inputs(args.layoutlab, work):
        for formulation in ("baseline", "tight"):
            name = os.path.basename(source).replace(".swift", "")
            path = os.path.join(work, f"{name}-{formulation}.lp")
            ok, why = export(args.layoutlab, source, formulation, path)
            if not ok:
                print(f"{name:<34} {formulation:<8} not exported: {' '.join(why)[:80]}")
                continue
            rows, cols, binaries = model_size(path)
            results = {}
            solvers = (
                ("GLPK", glpk), ("CBC", cbc), ("HiGHS", highs),
                ("CBC-nopre", lambda p, w: cbc(p, w, ("preprocess", "off"))),
                ("HiGHS-tol9", lambda p, w: highs(p, w, {"mip_feasibility_tolerance": 1e-9})),
            )
            for solver, solve in solvers:
                results[solver] = solve(path, work)
                summary.setdefault((solver, formulation), {}).setdefault(results[solver][0], 0)
                summary[(solver, formulation)][results[solver][0]] += 1
            binary_names = set(binary_columns(path))
            reference = {k: v for k, v in results["GLPK"][4].items() if k not in binary_names}

            def cell(solver):
                status, objective, seconds, nodes, values = results[solver]
                text = f"{status[:10]:<10} {seconds * 1000:7.1f} ms"
                if nodes is not None:
                    text += f" n={nodes}"
                if solver != "GLPK" and values and reference:
                    deviation = max(abs(values.get(k, float("nan")) - v) for k, v in reference.items())
                    text += f" Δ={deviation:.1e}"
                return text

            print(f"{name:<34} {formulation:<8} {rows:>5} {cols:>5} {binaries:>4} | "
                  f"{cell('GLPK'):<24} | {cell('CBC'):<32} | {cell('HiGHS'):<32} | "
                  f"{results['CBC-nopre'][0][:10]:<10} | {results['HiGHS-tol9'][0][:10]:<10}")
    print()
    for (solver, formulation), counts in sorted(summary.items()):
        print(f"{solver:<6} {formulation:<8} " + ", ".join(f"{n} {s}" for s, n in sorted(counts.items())))
    print(f"LP files: {work}")


if __name__ == "__main__":
    main()
