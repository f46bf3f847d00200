/* GLPKABICheck.c
 * CGLPKBridge
 *
 * Compile-time proof that GLPKLibrary.h agrees with the installed <glpk.h>:
 * every constant, the offset of every control field CGLPKBridge.c sets, and
 * that the padded control unions are at least as large as GLPK's structs.
 * Compiles to nothing where <glpk.h> is absent (a machine with only Swift).
 */
#if defined(__has_include)
#if __has_include(<glpk.h>)
#include <glpk.h>
#include <stddef.h>

#include "GLPKLibrary.h"

#define SAME(ours, theirs) _Static_assert((ours) == (theirs), #ours " differs from " #theirs)
SAME(GLPK_MIN, GLP_MIN);
SAME(GLPK_MAX, GLP_MAX);
SAME(GLPK_IV, GLP_IV);
SAME(GLPK_FR, GLP_FR);
SAME(GLPK_LO, GLP_LO);
SAME(GLPK_UP, GLP_UP);
SAME(GLPK_DB, GLP_DB);
SAME(GLPK_FX, GLP_FX);
SAME(GLPK_BS, GLP_BS);
SAME(GLPK_NL, GLP_NL);
SAME(GLPK_NU, GLP_NU);
SAME(GLPK_NF, GLP_NF);
SAME(GLPK_NS, GLP_NS);
SAME(GLPK_FEAS, GLP_FEAS);
SAME(GLPK_NOFEAS, GLP_NOFEAS);
SAME(GLPK_OPT, GLP_OPT);
SAME(GLPK_UNBND, GLP_UNBND);
SAME(GLPK_MSG_OFF, GLP_MSG_OFF);
SAME(GLPK_OFF, GLP_OFF);
SAME(GLPK_EBADB, GLP_EBADB);
SAME(GLPK_ESING, GLP_ESING);
SAME(GLPK_ECOND, GLP_ECOND);
SAME(GLPK_EFAIL, GLP_EFAIL);
SAME(GLPK_EITLIM, GLP_EITLIM);
SAME(GLPK_ETMLIM, GLP_ETMLIM);
SAME(GLPK_ENOPFS, GLP_ENOPFS);
SAME(GLPK_ENODFS, GLP_ENODFS);
SAME(GLPK_ESTOP, GLP_ESTOP);
SAME(GLPK_ON, GLP_ON);
SAME(GLPK_IBINGO, GLP_IBINGO);
SAME(GLPK_SF_AUTO, GLP_SF_AUTO);

#define SAME_FIELD(ours, theirs, field) \
    SAME(offsetof(ours, fields.field), offsetof(theirs, field))
SAME_FIELD(GLPKSimplexControl, glp_smcp, msg_lev);
SAME_FIELD(GLPKSimplexControl, glp_smcp, tol_bnd);
SAME_FIELD(GLPKSimplexControl, glp_smcp, tm_lim);
SAME_FIELD(GLPKSimplexControl, glp_smcp, presolve);
SAME_FIELD(GLPKIntegerControl, glp_iocp, msg_lev);
SAME_FIELD(GLPKIntegerControl, glp_iocp, tol_int);
SAME_FIELD(GLPKIntegerControl, glp_iocp, tm_lim);
SAME_FIELD(GLPKIntegerControl, glp_iocp, presolve);
SAME_FIELD(GLPKIntegerControl, glp_iocp, cb_func);
SAME_FIELD(GLPKIntegerControl, glp_iocp, cb_info);
SAME_FIELD(GLPKIntegerControl, glp_iocp, fp_heur);
_Static_assert(sizeof(GLPKSimplexControl) >= sizeof(glp_smcp), "GLPKSimplexControl is too small");
_Static_assert(sizeof(GLPKIntegerControl) >= sizeof(glp_iocp), "GLPKIntegerControl is too small");
#endif
#endif

/* ISO C forbids an empty translation unit. */
typedef int GLPKABICheckNonEmpty;
