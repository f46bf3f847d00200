/* GLPKLibrary.h
 * CGLPKBridge (internal)
 *
 * GLPK as a table of functions found at run time (dlopen of libglpk.so.40).
 *
 * Why not link libglpk and include <glpk.h>: then nothing builds on a machine
 * without libglpk-dev, not even the parts of LayoutLab that never solve an LP
 * (the reference engine, `layoutlab render`). Loading GLPK on first use lets
 * the package build with only Swift; a solve without GLPK installed reports
 * CGLPKStatusUnavailable with the loader's message instead.
 *
 * The declarations below are the few parts of GLPK's C API (GLPK 4.60 to 5.0,
 * soname libglpk.so.40) that CGLPKBridge.c uses, under names of our own so
 * that GLPKABICheck.c can include both this file and <glpk.h> and assert, at
 * compile time, that every constant, field offset and size agrees.
 */
#ifndef CGLPK_GLPK_LIBRARY_H
#define CGLPK_GLPK_LIBRARY_H

/* MARK: - Constants (values of GLPK's GLP_* macros) */

enum {
    GLPK_MIN = 1, GLPK_MAX = 2,
    GLPK_IV = 2, /* integer column */
    GLPK_FR = 1, GLPK_LO = 2, GLPK_UP = 3, GLPK_DB = 4, GLPK_FX = 5, /* bound types */
    GLPK_BS = 1, GLPK_NL = 2, GLPK_NU = 3, GLPK_NF = 4, GLPK_NS = 5, /* basis statuses */
    GLPK_FEAS = 2, GLPK_NOFEAS = 4, GLPK_OPT = 5, GLPK_UNBND = 6, /* solution statuses */
    GLPK_MSG_OFF = 0, GLPK_OFF = 0,
    GLPK_EBADB = 0x01, GLPK_ESING = 0x02, GLPK_ECOND = 0x03, GLPK_EFAIL = 0x05,
    GLPK_EITLIM = 0x08, GLPK_ETMLIM = 0x09, GLPK_ENOPFS = 0x0A, GLPK_ENODFS = 0x0B, GLPK_ESTOP = 0x0D,
    GLPK_ON = 1,
    GLPK_IBINGO = 0x02, /* glp_ios_reason: a better integer point was found */
    GLPK_SF_AUTO = 0x80, /* glp_scale_prob: choose the scaling automatically */
};

/* MARK: - Types */

/** glp_prob, opaque. */
typedef struct GLPKProblem GLPKProblem;

/** glp_smcp's leading fields (the ones set here), padded generously: glp_init_smcp
 *  writes the whole struct, whose reserved tail differs between GLPK versions. */
typedef union GLPKSimplexControl {
    struct {
        int msg_lev, meth, pricing, r_test;
        double tol_bnd, tol_dj, tol_piv, obj_ll, obj_ul;
        int it_lim, tm_lim, out_frq, out_dly, presolve;
    } fields;
    double reserved[128];
} GLPKSimplexControl;

/** glp_iocp's leading fields up to `presolve`, padded like GLPKSimplexControl. */
typedef union GLPKIntegerControl {
    struct {
        int msg_lev, br_tech, bt_tech;
        double tol_int, tol_obj;
        int tm_lim, out_frq, out_dly;
        void (*cb_func)(void *tree, void *info);
        void *cb_info;
        int cb_size, pp_tech;
        double mip_gap;
        int mir_cuts, gmi_cuts, cov_cuts, clq_cuts, presolve, binarize, fp_heur;
    } fields;
    double reserved[128];
} GLPKIntegerControl;

/* MARK: - Functions */

/** The GLPK routines CGLPKBridge.c calls, by their GLPK names without `glp_`. */
typedef struct GLPKLibrary {
    GLPKProblem *(*create_prob)(void);
    void (*delete_prob)(GLPKProblem *P);
    void (*set_obj_dir)(GLPKProblem *P, int dir);
    int (*add_rows)(GLPKProblem *P, int nrs);
    int (*add_cols)(GLPKProblem *P, int ncs);
    void (*set_row_bnds)(GLPKProblem *P, int i, int type, double lb, double ub);
    void (*set_col_bnds)(GLPKProblem *P, int j, int type, double lb, double ub);
    void (*set_obj_coef)(GLPKProblem *P, int j, double coef);
    void (*set_col_kind)(GLPKProblem *P, int j, int kind);
    void (*load_matrix)(GLPKProblem *P, int ne, const int ia[], const int ja[], const double ar[]);
    void (*std_basis)(GLPKProblem *P);
    void (*adv_basis)(GLPKProblem *P, int flags);
    void (*scale_prob)(GLPKProblem *P, int flags);
    void (*unscale_prob)(GLPKProblem *P);
    void (*set_row_stat)(GLPKProblem *P, int i, int stat);
    void (*set_col_stat)(GLPKProblem *P, int j, int stat);
    void (*init_smcp)(void *parm);
    int (*simplex)(GLPKProblem *P, const void *parm);
    int (*exact)(GLPKProblem *P, const void *parm);
    int (*get_status)(GLPKProblem *P);
    double (*get_obj_val)(GLPKProblem *P);
    double (*get_col_prim)(GLPKProblem *P, int j);
    double (*get_row_prim)(GLPKProblem *P, int i);
    int (*get_prim_stat)(GLPKProblem *P);
    int (*warm_up)(GLPKProblem *P);
    void (*init_iocp)(void *parm);
    int (*intopt)(GLPKProblem *P, const void *parm);
    int (*mip_status)(GLPKProblem *P);
    double (*mip_obj_val)(GLPKProblem *P);
    double (*mip_col_val)(GLPKProblem *P, int j);
    int (*ios_reason)(void *tree);
    void (*ios_tree_size)(void *tree, int *a_cnt, int *n_cnt, int *t_cnt);
    void (*ios_terminate)(void *tree);
    void *(*alloc)(int n, int size);
    void (*free)(void *ptr);
    void (*error_hook)(void (*func)(void *info), void *info);
    void (*term_hook)(int (*func)(void *info, const char *s), void *info);
    int (*free_env)(void);
    double (*time)(void);
    double (*difftime)(double t1, double t0);
    const char *(*config)(const char *option);
} GLPKLibrary;

/** The loaded library, or NULL when libglpk cannot be loaded (then
 *  GLPKLibraryLoadError says why). Loads once per process; thread-safe. */
const GLPKLibrary *GLPKLibraryLoad(void);

/** The loader's message when GLPKLibraryLoad returned NULL, else NULL. */
const char *GLPKLibraryLoadError(void);

#endif /* CGLPK_GLPK_LIBRARY_H */
