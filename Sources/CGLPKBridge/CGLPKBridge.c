/* CGLPKBridge.c
 * CGLPKBridge
 *
 * CGLPKSolve: one guarded, self-contained GLPK solve (see CGLPKBridge.h for
 * why the boundary has this shape). Layout of a call:
 *
 *   CGLPKSolve          loads GLPK on first use (GLPKLibrary.c), installs the hooks, takes the setjmp, frees the
 *                       environment if GLPK raised a fatal error
 *     solveGuarded      create -> load -> solve -> read -> delete
 *       solveLP / solveMIP, recheckExact
 *
 * CGLPKSolve itself modifies no local variable after setjmp, so nothing it
 * reads after a longjmp is indeterminate (C11 7.13.2.1).
 */
#include "CGLPKBridge.h"

#include "GLPKLibrary.h"
#include <limits.h>
#include <math.h>
#include <setjmp.h>
#include <stddef.h>

/* The GLPK routines, set by CGLPKSolve for the duration of its call (thread-
 * local, so concurrent calls on different threads never share it). */
static _Thread_local const GLPKLibrary *glpk;

/* MARK: - Hooks */

typedef struct Guard {
    jmp_buf jump;
} Guard;

/* glp_error_hook: GLPK calls this after printing a fatal message; returning
 * would abort the process, so jump back to CGLPKSolve's setjmp instead. */
static void jumpOnFatalError(void *info) {
    Guard *guard = (Guard *)info;
    longjmp(guard->jump, 1);
}

/* glp_term_hook: returning non-zero swallows the text, including the text of a
 * fatal error (which glp_term_out(GLP_OFF) would still print). */
static int swallowOutput(void *info, const char *text) {
    (void)info;
    (void)text;
    return 1;
}

/* MARK: - Loading */

/* GLPK's bound type for a (lower, upper) pair; infinities mean "no bound". */
static int boundType(double lower, double upper) {
    int hasLower = lower > -HUGE_VAL;
    int hasUpper = upper < HUGE_VAL;
    if (hasLower && hasUpper) {
        return lower == upper ? GLPK_FX : GLPK_DB;
    }
    if (hasLower) {
        return GLPK_LO;
    }
    return hasUpper ? GLPK_UP : GLPK_FR;
}

static double finiteOrZero(double value) {
    return isinf(value) ? 0.0 : value;
}

/* Copies the model into P. All 0-based -> 1-based shifting happens here. The
 * triplet arrays come from glp_alloc, so glp_free_env reclaims them if a fatal
 * error interrupts the load. */
static void load(GLPKProblem *P, const CGLPKModel *model, int integer) {
    glpk->set_obj_dir(P, model->maximize ? GLPK_MAX : GLPK_MIN);
    /* glp_add_cols / glp_add_rows reject a count of 0 as a fatal error. */
    if (model->columnCount > 0) {
        glpk->add_cols(P, model->columnCount);
    }
    if (model->rowCount > 0) {
        glpk->add_rows(P, model->rowCount);
    }
    for (int j = 0; j < model->columnCount; j++) {
        double lower = model->columnLower[j], upper = model->columnUpper[j];
        glpk->set_col_bnds(P, j + 1, boundType(lower, upper), finiteOrZero(lower), finiteOrZero(upper));
        glpk->set_obj_coef(P, j + 1, model->objective[j]);
        if (integer && model->columnIsInteger[j]) {
            glpk->set_col_kind(P, j + 1, GLPK_IV);
        }
    }
    for (int i = 0; i < model->rowCount; i++) {
        double lower = model->rowLower[i], upper = model->rowUpper[i];
        glpk->set_row_bnds(P, i + 1, boundType(lower, upper), finiteOrZero(lower), finiteOrZero(upper));
    }
    int count = model->entryCount;
    if (count > 0) {
        /* Index 0 of GLPK's triplet arrays is unused. */
        int *ia = glpk->alloc(count + 1, sizeof(int));
        int *ja = glpk->alloc(count + 1, sizeof(int));
        double *ar = glpk->alloc(count + 1, sizeof(double));
        for (int k = 0; k < count; k++) {
            ia[k + 1] = model->entryRow[k] + 1;
            ja[k + 1] = model->entryColumn[k] + 1;
            ar[k + 1] = model->entryValue[k];
        }
        glpk->load_matrix(P, count, ia, ja, ar);
        glpk->free(ia);
        glpk->free(ja);
        glpk->free(ar);
    }
}

/* MARK: - Time */

typedef struct Clock {
    double start; /* glp_time(), milliseconds */
    int32_t limit; /* milliseconds; 0 = none */
} Clock;

/* Milliseconds left for the next GLPK routine: INT_MAX (GLPK's "no limit")
 * without a limit, otherwise at least 0. */
static int remaining(const Clock *clock) {
    if (clock->limit <= 0) {
        return INT_MAX;
    }
    double used = 1000.0 * glpk->difftime(glpk->time(), clock->start);
    double left = (double)clock->limit - used;
    return left <= 0 ? 0 : (int)left;
}

/* MARK: - Solving */

static void initSimplexParameters(GLPKSimplexControl *parameters, const CGLPKOptions *options,
                                  const Clock *clock) {
    glpk->init_smcp(parameters);
    if (options != NULL && options->feasibilityTolerance > 0) {
        parameters->fields.tol_bnd = options->feasibilityTolerance;
    }
    parameters->fields.msg_lev = GLPK_MSG_OFF;
    /* No presolve: without it glp_get_status tells infeasible (GLP_NOFEAS) from
     * unbounded (GLPK_UNBND), where the presolver only reports "no dual feasible
     * solution" (either one), and the final basis is kept for glp_exact and
     * glp_intopt. On layout-like chain LPs presolve was also not faster (the
     * GLPK toolchain probe measured 46 ms with it, 37 ms without, n = 1000). */
    parameters->fields.presolve = GLPK_OFF;
    parameters->fields.tm_lim = remaining(clock);
}

/* Maps a glp_simplex / glp_exact return code and the basic solution status. */
static CGLPKStatus classifyBasic(GLPKProblem *P, int code, int32_t *glpkCode) {
    if (code == GLPK_ETMLIM || code == GLPK_EITLIM) {
        return glpk->get_status(P) == GLPK_FEAS ? CGLPKStatusFeasible : CGLPKStatusTimeLimit;
    }
    if (code != 0) {
        *glpkCode = code;
        return CGLPKStatusSolverFailure;
    }
    switch (glpk->get_status(P)) {
    case GLPK_OPT:
        return CGLPKStatusOptimal;
    case GLPK_NOFEAS:
        return CGLPKStatusInfeasible;
    case GLPK_UNBND:
        return CGLPKStatusUnbounded;
    default:
        *glpkCode = GLPK_EFAIL;
        return CGLPKStatusSolverFailure;
    }
}

static void readBasic(GLPKProblem *P, const CGLPKModel *model, CGLPKResult *result) {
    result->objective = glpk->get_obj_val(P);
    for (int j = 0; j < model->columnCount; j++) {
        result->columnValues[j] = glpk->get_col_prim(P, j + 1);
    }
}

static int hasPoint(CGLPKStatus status) {
    return status == CGLPKStatusOptimal || status == CGLPKStatusFeasible;
}

/* Re-solves the current LP with glp_exact from its basis. On an exact
 * optimum the floating-point values in `result` are replaced and the largest
 * change is recorded. If the time limit stops glp_exact, the floating-point
 * optimum is kept but reported as CGLPKStatusFeasible (unconfirmed); any
 * other outcome (infeasible, unbounded, failure) is the exact verdict. */
static CGLPKStatus recheckExact(GLPKProblem *P, const CGLPKModel *model, const Clock *clock,
                                CGLPKResult *result) {
    GLPKSimplexControl parameters;
    initSimplexParameters(&parameters, NULL, clock);
    CGLPKStatus status = classifyBasic(P, glpk->exact(P, &parameters), &result->glpkCode);
    if (status == CGLPKStatusFeasible || status == CGLPKStatusTimeLimit) {
        return CGLPKStatusFeasible;
    }
    if (status != CGLPKStatusOptimal) {
        return status;
    }
    double deviation = 0;
    for (int j = 0; j < model->columnCount; j++) {
        double exact = glpk->get_col_prim(P, j + 1);
        double change = fabs(exact - result->columnValues[j]);
        deviation = change > deviation ? change : deviation;
        result->columnValues[j] = exact;
    }
    result->objective = glpk->get_obj_val(P);
    result->exactChecked = 1;
    result->exactDeviation = deviation;
    return status;
}

/* The status of a nonbasic variable with these bounds: at its lower bound if it
 * has one, else at its upper bound, else free (GLPK requires a matching kind). */
static int nonbasicStatus(double lower, double upper) {
    if (isinf(lower) && isinf(upper)) return GLPK_NF;
    if (!isinf(lower) && !isinf(upper) && lower == upper) return GLPK_NS;
    return isinf(lower) ? GLPK_NU : GLPK_NL;
}

/* Installs the caller's basis hint; returns 0 (and keeps the standard basis)
 * when the hint has the wrong number of basic variables. */
static int applyBasisHint(GLPKProblem *P, const CGLPKModel *model) {
    if (model->columnIsBasic == NULL || model->rowIsBasic == NULL) {
        return 0;
    }
    int basic = 0;
    for (int j = 0; j < model->columnCount; j++) basic += model->columnIsBasic[j] != 0;
    for (int i = 0; i < model->rowCount; i++) basic += model->rowIsBasic[i] != 0;
    if (basic != model->rowCount) {
        return 0;
    }
    for (int i = 0; i < model->rowCount; i++) {
        glpk->set_row_stat(P, i + 1, model->rowIsBasic[i] ? GLPK_BS
                         : nonbasicStatus(model->rowLower[i], model->rowUpper[i]));
    }
    for (int j = 0; j < model->columnCount; j++) {
        glpk->set_col_stat(P, j + 1, model->columnIsBasic[j] ? GLPK_BS
                         : nonbasicStatus(model->columnLower[j], model->columnUpper[j]));
    }
    return 1;
}

/* glp_simplex from the current basis; when it reports no primal feasible solution, once more
 * from Bixby's advanced basis (glp_adv_basis). On degenerate programs whose rows hold only
 * within about 1e-7 (a water-filling group over a 1e9 pt budget, milp's bounds around forward
 * values), the primal simplex from the standard basis was seen to perturb the program and to
 * end 1e-7 outside a bound, reporting infeasible, where the advanced basis reaches the optimum
 * (GLPK 5.0, in glpsol as here). A program that is infeasible stays infeasible. */
static int simplexWithSecondStart(GLPKProblem *P, GLPKSimplexControl *parameters, const Clock *clock) {
    int code = glpk->simplex(P, parameters);
    if (code == 0 && glpk->get_status(P) == GLPK_NOFEAS && remaining(clock) > 0) {
        glpk->adv_basis(P, 0);
        parameters->fields.tm_lim = remaining(clock);
        code = glpk->simplex(P, parameters);
    }
    return code;
}

/* The LP relaxation of a MIP: from the current (standard) basis within 2·(rows + columns) + 100
 * iterations, then, if they run out, from Bixby's advanced basis (glpsol's default start) with
 * the time left. The scaled primal simplex was seen to loop in "numerical instability" at a
 * degenerate vertex until any time limit (a model of 1,471 rows and 935 columns with
 * coefficients from 3e-9 to 1.5e3: 887 iterations to the vertex, then about 3,500 a second
 * without progress, no integer point in 300 s), where from the advanced basis it reaches the
 * optimum in under a millisecond. The advanced basis is not the better start everywhere
 * (branch-and-bound failed more often after it on the text profile's models), so it is the
 * second one. The cap counts iterations, not time, so the outcome does not depend on the
 * machine's load. */
static int relaxationSimplex(GLPKProblem *P, const CGLPKModel *model, GLPKSimplexControl *parameters,
                             const Clock *clock) {
    long long size = (long long)model->rowCount + model->columnCount;
    parameters->fields.it_lim = size < (INT_MAX - 100) / 2 ? (int)(2 * size) + 100 : INT_MAX;
    int code = simplexWithSecondStart(P, parameters, clock);
    parameters->fields.it_lim = INT_MAX;
    if (code != GLPK_EITLIM || remaining(clock) == 0) {
        return code;
    }
    glpk->adv_basis(P, 0);
    parameters->fields.tm_lim = remaining(clock);
    return simplexWithSecondStart(P, parameters, clock);
}

/* Whether `value` lies within `tolerance` of the bounds [lower, upper] as the primal simplex
 * measures it (GLPK 5.0: tol_bnd + 0.001 · tol_bnd · |bound|). */
static int withinBounds(double value, double lower, double upper, double tolerance) {
    if (!isinf(lower) && value < lower - (tolerance + 0.001 * tolerance * fabs(lower))) return 0;
    if (!isinf(upper) && value > upper + (tolerance + 0.001 * tolerance * fabs(upper))) return 0;
    return 1;
}

/* A feasibility program (zero objective) started from the caller's basis hint: glp_warm_up
 * factorises that basis and computes its primal solution. When every basic row and column is
 * within the primal simplex's own bound tolerance, the basis is optimal as it stands (with no
 * objective, every feasible basis is), which is what glp_simplex would report after copying
 * the program into its working form and factorising the same basis a second time; the point is
 * taken from this factorisation instead. Anything else (a singular or unusable basis, a bound
 * missed) returns 0 and the simplex runs as before. */
static int hintedBasisIsFeasible(GLPKProblem *P, const CGLPKModel *model, double tolerance) {
    if (model->columnIsBasic == NULL || model->rowIsBasic == NULL) return 0;
    for (int j = 0; j < model->columnCount; j++) {
        if (model->objective[j] != 0) return 0;
    }
    if (glpk->warm_up(P) != 0 || glpk->get_prim_stat(P) != GLPK_FEAS) return 0;
    for (int i = 0; i < model->rowCount; i++) {
        if (model->rowIsBasic[i]
            && !withinBounds(glpk->get_row_prim(P, i + 1), model->rowLower[i], model->rowUpper[i], tolerance)) {
            return 0;
        }
    }
    for (int j = 0; j < model->columnCount; j++) {
        if (model->columnIsBasic[j]
            && !withinBounds(glpk->get_col_prim(P, j + 1), model->columnLower[j], model->columnUpper[j], tolerance)) {
            return 0;
        }
    }
    return 1;
}

static CGLPKStatus solveLP(GLPKProblem *P, const CGLPKModel *model, const CGLPKOptions *options,
                           const Clock *clock, CGLPKResult *result) {
    GLPKSimplexControl parameters;
    initSimplexParameters(&parameters, options, clock);
    if (!options->exact && hintedBasisIsFeasible(P, model, parameters.fields.tol_bnd)) {
        readBasic(P, model, result);
        return CGLPKStatusOptimal;
    }
    int code = simplexWithSecondStart(P, &parameters, clock);
    if ((code == GLPK_EBADB || code == GLPK_ESING || code == GLPK_ECOND) && model->columnIsBasic != NULL) {
        /* The hinted basis was unusable: start again from the standard one. */
        glpk->std_basis(P);
        parameters.fields.tm_lim = remaining(clock);
        code = simplexWithSecondStart(P, &parameters, clock);
    }
    CGLPKStatus status = classifyBasic(P, code, &result->glpkCode);
    if (!hasPoint(status)) {
        return status;
    }
    readBasic(P, model, result);
    if (status == CGLPKStatusOptimal && options->exact) {
        return recheckExact(P, model, clock, result);
    }
    return status;
}

/* What the branch-and-bound callback reads and records. */
typedef struct SearchProbe {
    int firstIntegerPoint;
    int nodes;
} SearchProbe;

/* glp_intopt's callback: counts the nodes created so far and, when asked,
 * ends the search at the first integer point. */
static void observeSearch(void *tree, void *info) {
    SearchProbe *probe = (SearchProbe *)info;
    int active = 0, current = 0, total = 0;
    glpk->ios_tree_size(tree, &active, &current, &total);
    probe->nodes = total > probe->nodes ? total : probe->nodes;
    if (probe->firstIntegerPoint && glpk->ios_reason(tree) == GLPK_IBINGO) {
        glpk->ios_terminate(tree);
    }
}

/* glp_intopt. Without its presolver it needs an optimal basis of the LP
 * relaxation, so glp_simplex runs first; its outcome also answers
 * "infeasible" and "unbounded" for the relaxation. With the presolver
 * (options->mipPresolve) glp_intopt starts from the problem as loaded. */
static CGLPKStatus solveMIP(GLPKProblem *P, const CGLPKModel *model, const CGLPKOptions *options,
                            const Clock *clock, CGLPKResult *result) {
    /* Scaled rows and columns (glp_scale_prob, as glpsol does by default), for the relaxation
     * and every LP of the search: a milp model whose big-M coefficients are 1e-8 next to
     * lengths of 100 sent the unscaled primal simplex into "numerical instability" for millions
     * of iterations, until the time limit, where the scaled one finds the optimum in 23. */
    glpk->scale_prob(P, GLPK_SF_AUTO);
    GLPKSimplexControl simplex;
    if (!options->mipPresolve) {
        initSimplexParameters(&simplex, options, clock);
        CGLPKStatus relaxation = classifyBasic(P, relaxationSimplex(P, model, &simplex, clock), &result->glpkCode);
        if (relaxation == CGLPKStatusInfeasible && remaining(clock) > 0) {
            /* Scaling changes what GLPK's 1e-7 feasibility tolerance allows: a relaxation with
             * strict margins of 3e-9 beside unit coefficients was called infeasible scaled (from
             * either basis) and solved unscaled, as by glpsol's MIP preprocessing. A layout's
             * relaxation has the forward layout as a point, so "infeasible" is asked twice. */
            glpk->unscale_prob(P);
            glpk->std_basis(P);
            initSimplexParameters(&simplex, options, clock);
            relaxation = classifyBasic(P, relaxationSimplex(P, model, &simplex, clock), &result->glpkCode);
        }
        if (relaxation == CGLPKStatusFeasible) {
            return CGLPKStatusTimeLimit; /* no integer point yet */
        }
        if (relaxation != CGLPKStatusOptimal) {
            return relaxation;
        }
    }
    if (remaining(clock) == 0) {
        return CGLPKStatusTimeLimit;
    }

    GLPKIntegerControl parameters;
    glpk->init_iocp(&parameters);
    parameters.fields.msg_lev = GLPK_MSG_OFF;
    parameters.fields.presolve = options->mipPresolve ? GLPK_ON : GLPK_OFF;
    /* Integrality within 1e-9 (default 1e-5): a binary that multiplies a big-M must
     * not leave M·1e-5 of slack in the rows it switches. */
    parameters.fields.tol_int = 1e-9;
    parameters.fields.tm_lim = remaining(clock);
    SearchProbe probe = {options->firstIntegerPoint, 0};
    parameters.fields.cb_func = observeSearch;
    parameters.fields.cb_info = &probe;
    int code = glpk->intopt(P, &parameters);
    int mipStatus = glpk->mip_status(P);
    if (code == 0 && mipStatus == GLPK_NOFEAS && !options->mipPresolve && remaining(clock) > 0) {
        /* Branch-and-bound from the relaxation's basis was seen to prune every integer point of
         * a layout model (whose forward layout is one) within its tolerances; glpsol's default,
         * the MIP preprocessor, solves it. "No integer point" is asked twice, the second time
         * with the preprocessor. */
        parameters.fields.presolve = GLPK_ON;
        parameters.fields.tm_lim = remaining(clock);
        code = glpk->intopt(P, &parameters);
        mipStatus = glpk->mip_status(P);
    }
    result->nodes = probe.nodes;
    CGLPKStatus status;
    if (code == 0 && mipStatus == GLPK_OPT) {
        status = CGLPKStatusOptimal;
    } else if (code == GLPK_ESTOP && options->firstIntegerPoint && mipStatus == GLPK_FEAS) {
        status = CGLPKStatusOptimal; /* the first integer point, as asked */
    } else if ((code == 0 && mipStatus == GLPK_NOFEAS) || code == GLPK_ENOPFS) {
        return CGLPKStatusInfeasible;
    } else if (code == GLPK_ENODFS) {
        return CGLPKStatusUnbounded;
    } else if (code == GLPK_ETMLIM) {
        if (mipStatus != GLPK_FEAS) {
            return CGLPKStatusTimeLimit;
        }
        status = CGLPKStatusFeasible;
    } else {
        result->glpkCode = code != 0 ? code : GLPK_EFAIL;
        return CGLPKStatusSolverFailure;
    }
    result->objective = glpk->mip_obj_val(P);
    for (int j = 0; j < model->columnCount; j++) {
        result->columnValues[j] = glpk->mip_col_val(P, j + 1);
    }
    if (status != CGLPKStatusOptimal || !options->exact) {
        return status;
    }

    /* Exact re-check: fix the integer columns at their optimum, solve the
     * remaining LP from a standard basis, then confirm it with glp_exact. */
    for (int j = 0; j < model->columnCount; j++) {
        if (model->columnIsInteger[j]) {
            double value = round(result->columnValues[j]);
            glpk->set_col_bnds(P, j + 1, GLPK_FX, value, value);
        }
    }
    glpk->std_basis(P);
    initSimplexParameters(&simplex, options, clock);
    CGLPKStatus fixed = classifyBasic(P, glpk->simplex(P, &simplex), &result->glpkCode);
    if (fixed == CGLPKStatusFeasible || fixed == CGLPKStatusTimeLimit) {
        return CGLPKStatusFeasible; /* unconfirmed, as in recheckExact */
    }
    if (fixed != CGLPKStatusOptimal) {
        /* The MIP point is feasible for this LP, so anything but an optimum is
         * a numerical disagreement: report it rather than trust either side. */
        if (fixed != CGLPKStatusSolverFailure) {
            result->glpkCode = GLPK_EFAIL;
        }
        return CGLPKStatusSolverFailure;
    }
    return recheckExact(P, model, clock, result);
}

/* Everything that may raise a fatal GLPK error. Runs only under the guard. */
static void solveGuarded(const CGLPKModel *model, const CGLPKOptions *options,
                         CGLPKResult *result) {
    Clock clock = {glpk->time(), options->timeLimitMilliseconds};
    GLPKProblem *P = glpk->create_prob();
    load(P, model, options->integer);
    applyBasisHint(P, model);
    if (options->injectMisuse) {
        /* Deliberate misuse for tests: column index out of range -> glp_error. */
        glpk->set_col_bnds(P, model->columnCount + 1000000, GLPK_FX, 0.0, 0.0);
    }
    int integer = 0;
    for (int j = 0; options->integer && j < model->columnCount; j++) {
        integer = integer || model->columnIsInteger[j];
    }
    result->status = integer ? solveMIP(P, model, options, &clock, result)
                             : solveLP(P, model, options, &clock, result);
    glpk->delete_prob(P);
}

/* MARK: - Entry points */

CGLPKStatus CGLPKSolve(const CGLPKModel *model, const CGLPKOptions *options, CGLPKResult *result) {
    Guard guard;
    result->status = CGLPKStatusSolverFailure;
    result->glpkCode = 0;
    result->objective = 0;
    result->exactChecked = 0;
    result->exactDeviation = 0;
    result->nodes = 0;
    glpk = GLPKLibraryLoad();
    if (glpk == NULL) {
        result->status = CGLPKStatusUnavailable;
        return result->status;
    }

    /* Both hooks belong to this thread's environment (TLS build). */
    glpk->term_hook(swallowOutput, NULL);
    if (setjmp(guard.jump) != 0) {
        /* Back from jumpOnFatalError. GLPK requires glp_free_env() now; it
         * frees this thread's environment, the half-built problem and the
         * glp_alloc'd arrays. The hooks went with it. */
        glpk->free_env();
        result->status = CGLPKStatusGLPKError;
        result->glpkCode = CGLPKFatalErrorCode;
        return result->status;
    }
    glpk->error_hook(jumpOnFatalError, &guard);

    solveGuarded(model, options, result);

    /* Uninstall the hooks: `guard` dies with this frame. */
    glpk->error_hook(NULL, NULL);
    glpk->term_hook(NULL, NULL);
    return result->status;
}

int32_t CGLPKHasThreadLocalEnvironment(void) {
    const GLPKLibrary *library = GLPKLibraryLoad();
    return library != NULL && library->config("TLS") != NULL;
}

const char *CGLPKUnavailableReason(void) {
    return GLPKLibraryLoadError();
}
