/* CGLPKBridge.h
 * CGLPKBridge
 *
 * The one C entry point between Swift and GLPK: a whole model goes in as flat
 * arrays, a status, an objective value and column values come out.
 *
 * Why one batch call, written in C:
 *  - GLPK reports misuse (an index out of range, a bad bound type, ...) through
 *    glp_error, which prints a message and calls abort(). The only way to survive
 *    is a glp_error_hook that longjmps back to a setjmp. Swift cannot call setjmp
 *    (it is returns_twice), and a longjmp must never unwind Swift frames, so the
 *    setjmp, every GLPK call and the hook all live in CGLPKBridge.c.
 *  - After such a longjmp GLPK requires glp_free_env(), which frees the calling
 *    thread's whole environment and invalidates every glp_prob on that thread.
 *    So no glp_prob outlives a call: each call creates, loads, solves, reads and
 *    deletes its own problem, and nothing else can be invalidated.
 *  - Debian's libglpk keeps its environment in thread-local storage
 *    (glp_config("TLS") is non-NULL): hooks, terminal settings and memory
 *    accounting are per OS thread, and a glp_prob created on one thread and
 *    deleted on another aborts the process. A synchronous call creates and
 *    deletes its problem on the calling thread, so concurrent calls from
 *    different threads are independent. CGLPKHasThreadLocalEnvironment() lets
 *    the caller serialise calls when GLPK was built without TLS.
 *  - glp_term_out(GLP_OFF) does not silence the text of a fatal error; a
 *    glp_term_hook that returns non-zero does. The call installs one for its
 *    duration, so GLPK never writes to stdout.
 *  - libglpk is loaded at run time (GLPKLibrary.h): the package builds without
 *    GLPK installed, and a solve without it returns CGLPKStatusUnavailable.
 *  - Terminal output and glp_error are variadic functions / macros that Swift
 *    cannot import; another reason to keep GLPK behind C.
 *
 * Indices here are 0-based; the 1-based GLPK arrays are built only inside
 * CGLPKBridge.c. The caller validates the model first (finite numbers,
 * lower <= upper, indices in range, no duplicate (row, column) entry, integer
 * columns with integral bounds); the error hook is defence in depth.
 */
#ifndef CGLPK_BRIDGE_H
#define CGLPK_BRIDGE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Outcome of CGLPKSolve. Imported into Swift as a closed enum. */
typedef enum __attribute__((enum_extensibility(closed))) CGLPKStatus {
    /** Proven optimal; `objective` and `columnValues` are set. */
    CGLPKStatusOptimal = 0,
    /** The time limit stopped the search after a feasible point was found;
     *  `objective` and `columnValues` hold that point (not proven optimal). */
    CGLPKStatusFeasible = 1,
    /** No feasible point exists (for a MIP: its LP relaxation or the search). */
    CGLPKStatusInfeasible = 2,
    /** The objective is unbounded (for a MIP: its LP relaxation is). */
    CGLPKStatusUnbounded = 3,
    /** The time limit stopped the search before any feasible point was found. */
    CGLPKStatusTimeLimit = 4,
    /** A GLPK solver routine failed; `glpkCode` is its return code (GLP_E...). */
    CGLPKStatusSolverFailure = 5,
    /** GLPK raised a fatal error (glp_error) that the hook caught. The calling
     *  thread's GLPK environment was freed; `glpkCode` is CGLPKFatalErrorCode. */
    CGLPKStatusGLPKError = 6,
    /** libglpk could not be loaded (not installed, or too old); nothing was
     *  solved. CGLPKUnavailableReason() says why. */
    CGLPKStatusUnavailable = 7,
} CGLPKStatus;

/** `CGLPKResult.glpkCode` after a fatal GLPK error (GLPK's own codes are > 0). */
#define CGLPKFatalErrorCode (-1)

/** One model with a single objective. All arrays are read-only and 0-based. */
typedef struct CGLPKModel {
    int32_t columnCount;
    /** Column bounds; -HUGE_VAL / +HUGE_VAL mean "none". Equal bounds fix the column. */
    const double *columnLower;
    const double *columnUpper;
    /** Non-zero marks an integer column (bounds must already be integral). */
    const uint8_t *columnIsInteger;
    /** Objective coefficient per column (the constant term stays in Swift). */
    const double *objective;
    /** Non-zero to maximise, zero to minimise. */
    int32_t maximize;

    int32_t rowCount;
    /** Row bounds on the row's activity; infinities as for columns. */
    const double *rowLower;
    const double *rowUpper;

    /** The constraint matrix in triplet form: entryValue[k] at (entryRow[k], entryColumn[k]). */
    int32_t entryCount;
    const int32_t *entryRow;
    const int32_t *entryColumn;
    const double *entryValue;

    /** Optional starting basis (both NULL = GLPK's standard basis). Non-zero marks a
     *  basic column / row; nonbasic ones start at a bound (a fixed row at its value).
     *  A hint that is not a valid basis (wrong count, singular) is dropped for the
     *  standard basis, so a hint can only change speed, never the verdict. */
    const uint8_t *columnIsBasic;
    const uint8_t *rowIsBasic;
} CGLPKModel;

/** How to solve. Zero-initialise and set what you need. */
typedef struct CGLPKOptions {
    /** Time limit for the whole call in milliseconds; 0 means none. */
    int32_t timeLimitMilliseconds;
    /** Non-zero: honour integer columns (glp_simplex for the relaxation, then
     *  glp_intopt). Zero: solve the LP (integer marks are ignored). */
    int32_t integer;
    /** Non-zero: re-solve an optimum with glp_exact (rational arithmetic) from
     *  the final basis and report its values. For a MIP the integer columns are
     *  fixed at their optimal values first. If glp_exact runs out of time the
     *  floating-point optimum is returned as CGLPKStatusFeasible (unconfirmed);
     *  any other verdict of glp_exact replaces the floating-point one. */
    int32_t exact;
    /** Test hook. Non-zero: after loading, pass an out-of-range column index to
     *  GLPK, which raises a fatal error; the call must return
     *  CGLPKStatusGLPKError instead of aborting the process. */
    int32_t injectMisuse;
    /** Non-zero: glp_intopt runs GLPK's MIP presolver (and no glp_simplex
     *  first); the relaxation's own verdict is then not available, only the
     *  MIP's (infeasible: no integer point or no feasible relaxation). */
    int32_t mipPresolve;
    /** Non-zero: end branch-and-bound at the first integer point found (a
     *  model whose integer points are all the answer needs no proof of
     *  optimality); it is reported as CGLPKStatusOptimal. */
    int32_t firstIntegerPoint;
    /** glp_simplex's primal feasibility tolerance (tol_bnd, relative); 0 keeps
     *  GLPK's default, 1e-7. */
    double feasibilityTolerance;
} CGLPKOptions;

/** What a call produced. The caller owns `columnValues`. */
typedef struct CGLPKResult {
    /** Caller-allocated buffer of `columnCount` doubles, filled for
     *  CGLPKStatusOptimal and CGLPKStatusFeasible. May be NULL if columnCount is 0. */
    double *columnValues;
    CGLPKStatus status;
    /** GLPK's return code for CGLPKStatusSolverFailure, CGLPKFatalErrorCode for
     *  CGLPKStatusGLPKError, 0 otherwise. */
    int32_t glpkCode;
    /** The objective at `columnValues` (without any constant term). */
    double objective;
    /** Non-zero if glp_exact re-checked this optimum. */
    int32_t exactChecked;
    /** With `exactChecked`: the largest |exact - floating| over the column values. */
    double exactDeviation;
    /** After a MIP solve: the branch-and-bound nodes GLPK created (0 when
     *  presolve or the relaxation settled it). */
    int32_t nodes;
} CGLPKResult;

/**
 * Builds, solves and deletes one GLPK problem on the calling thread.
 *
 * Synchronous and self-contained: no GLPK object exists before or after the
 * call, all output is swallowed, and a fatal GLPK error is turned into
 * CGLPKStatusGLPKError (the thread's GLPK environment is freed; the next call
 * on this thread starts a fresh one). Returns `result->status`.
 */
CGLPKStatus CGLPKSolve(const CGLPKModel *model, const CGLPKOptions *options, CGLPKResult *result);

/** Non-zero if this libglpk keeps its environment per thread (built with TLS);
 *  also non-zero when GLPK is unavailable (nothing to serialise then). */
int32_t CGLPKHasThreadLocalEnvironment(void);

/** Why libglpk cannot be loaded (a sentence naming the package to install), or
 *  NULL when it is loaded. GLPK is loaded at run time, on first use, so that
 *  LayoutLab builds and runs its GLPK-free parts on a machine without it. */
const char *CGLPKUnavailableReason(void);

#ifdef __cplusplus
}
#endif

#endif /* CGLPK_BRIDGE_H */
