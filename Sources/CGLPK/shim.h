/* shim.h
 * CGLPK
 *
 * The system-library view of GLPK (Debian's libglpk-dev, which ships no glpk.pc,
 * so module.modulemap links "glpk" directly). Nothing is added here: every GLPK
 * call lives in the CGLPKBridge C target, whose one entry point owns the whole
 * glp_prob lifecycle and the setjmp/longjmp error guard.
 */
#ifndef CGLPK_SHIM_H
#define CGLPK_SHIM_H

#include <glpk.h>

#endif
