"""Solve-only times of one exported LP (`layoutlab lp`, CPLEX LP text) on GLPK, HiGHS and CLP.

Each solver reads the file before its clock starts and solves it from scratch each repeat (a
new problem object, read again outside the timed part), with its default settings:

  GLPK   glp_simplex(P, NULL) on the system libglpk (the library LayoutLab's engine loads),
         through ctypes: primal simplex, no presolve
  HiGHS  Highs.run() (highspy): presolve, then HiGHS's choice of simplex
  CLP    CyClpSimplex.initialSolve() (cylp): presolve, then CLP's choice (dual simplex)

Only the timed call counts: not reading, not building, not writing the solution. Every solver
reports a status, mapped to one word (optimal, infeasible, unbounded, other), and its objective
value; `agree` checks that all reached the same status and objective.

Only continuous LPs are compared: a model with integer columns (the milp mode) would time
branch-and-bound on GLPK and HiGHS and only the relaxation on CLP, so it is refused.
"""

import ctypes
import ctypes.util
import os
import sys
import time

import highspy
from cylp.cy import CyClpSimplex

# MARK: - GLPK through ctypes

GLP_OFF = 0
GLP_STATUS = {5: "optimal", 4: "infeasible", 3: "infeasible", 6: "unbounded", 2: "other", 1: "other"}


def _glpk():
    name = ctypes.util.find_library("glpk") or "libglpk.so.40"
    lib = ctypes.CDLL(name)
    lib.glp_create_prob.restype = ctypes.c_void_p
    lib.glp_delete_prob.argtypes = [ctypes.c_void_p]
    lib.glp_read_lp.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_char_p]
    lib.glp_simplex.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
    lib.glp_get_status.argtypes = [ctypes.c_void_p]
    lib.glp_get_obj_val.argtypes = [ctypes.c_void_p]
    lib.glp_get_obj_val.restype = ctypes.c_double
    for counter in ("glp_get_num_rows", "glp_get_num_cols", "glp_get_num_int"):
        getattr(lib, counter).argtypes = [ctypes.c_void_p]
    lib.glp_term_out(GLP_OFF)
    return lib


_GLPK = None


def glpk_library():
    global _GLPK
    if _GLPK is None:
        _GLPK = _glpk()
    return _GLPK


def lp_size(path):
    """(rows, columns, integer columns) of an LP file, as GLPK reads it."""
    lib = glpk_library()
    problem = lib.glp_create_prob()
    try:
        if lib.glp_read_lp(problem, None, path.encode()) != 0:
            raise ValueError(f"{path}: GLPK cannot read this LP file")
        return lib.glp_get_num_rows(problem), lib.glp_get_num_cols(problem), lib.glp_get_num_int(problem)
    finally:
        lib.glp_delete_prob(problem)


def time_glpk(path, repeat):
    lib = glpk_library()
    times, status, objective = [], None, None
    for _ in range(repeat):
        problem = lib.glp_create_prob()
        try:
            if lib.glp_read_lp(problem, None, path.encode()) != 0:
                raise ValueError(f"{path}: GLPK cannot read this LP file")
            start = time.perf_counter_ns()
            code = lib.glp_simplex(problem, None)
            times.append((time.perf_counter_ns() - start) / 1e6)
            status = GLP_STATUS.get(lib.glp_get_status(problem), "other") if code == 0 else f"failed ({code})"
            objective = lib.glp_get_obj_val(problem)
        finally:
            lib.glp_delete_prob(problem)
    return times, status, objective


# MARK: - HiGHS (highspy)


def _banner_to_stderr():
    """HiGHS prints its banner on standard output when the first Highs object is made, before
    output_flag can be set; the table goes to standard output, so the banner goes to stderr."""
    sys.stdout.flush()
    saved = os.dup(1)
    os.dup2(2, 1)
    try:
        highspy.Highs()
    finally:
        os.dup2(saved, 1)
        os.close(saved)


_banner_to_stderr()


def time_highs(path, repeat):
    times, status, objective = [], None, None
    for _ in range(repeat):
        highs = highspy.Highs()
        highs.setOptionValue("output_flag", False)
        if highs.readModel(path) != highspy.HighsStatus.kOk:
            raise ValueError(f"{path}: HiGHS cannot read this LP file")
        start = time.perf_counter_ns()
        highs.run()
        times.append((time.perf_counter_ns() - start) / 1e6)
        model_status = highs.getModelStatus()
        status = {
            highspy.HighsModelStatus.kOptimal: "optimal",
            highspy.HighsModelStatus.kInfeasible: "infeasible",
            highspy.HighsModelStatus.kUnbounded: "unbounded",
        }.get(model_status, "other")
        objective = highs.getInfo().objective_function_value
    return times, status, objective


# MARK: - CLP (cylp)

CLP_STATUS = {0: "optimal", 1: "infeasible", 2: "unbounded"}


def quiet_read_lp(clp, path):
    """CoinLpIO warns on standard output (C level) for every variable without a row, which
    would mix into the table this script's caller prints: the warnings go to /dev/null."""
    sys.stdout.flush()
    saved = os.dup(1)
    try:
        with open(os.devnull, "w") as null:
            os.dup2(null.fileno(), 1)
            clp.readLp(path)
    finally:
        os.dup2(saved, 1)
        os.close(saved)


def time_clp(path, repeat):
    times, status, objective = [], None, None
    for _ in range(repeat):
        clp = CyClpSimplex()
        clp.logLevel = 0
        quiet_read_lp(clp, path)
        start = time.perf_counter_ns()
        clp.initialSolve()
        times.append((time.perf_counter_ns() - start) / 1e6)
        status = CLP_STATUS.get(clp.getStatusCode(), "other")
        objective = clp.objectiveValue
    return times, status, objective


# MARK: - All three

SOLVERS = {"glpk": time_glpk, "highs": time_highs, "clp": time_clp}


def time_lp(path, repeat):
    """{solver: (times, status, objective)} and the LP's (rows, columns)."""
    rows, columns, integers = lp_size(path)
    if integers:
        raise ValueError(f"{path}: {integers} integer columns; only continuous LPs are compared")
    return {name: solve(path, repeat) for name, solve in SOLVERS.items()}, (rows, columns)


def agree(results, tolerance=1e-6):
    """Whether every solver reached the same status and, when optimal, the same objective
    (relative difference at most `tolerance`, with 1 as the smallest scale)."""
    statuses = {status for _, status, _ in results.values()}
    if len(statuses) != 1:
        return False
    if statuses != {"optimal"}:
        return True
    objectives = [objective for _, _, objective in results.values()]
    scale = max(1.0, max(abs(x) for x in objectives))
    return max(objectives) - min(objectives) <= tolerance * scale
