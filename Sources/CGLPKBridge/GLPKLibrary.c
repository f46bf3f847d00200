/* GLPKLibrary.c
 * CGLPKBridge
 *
 * Finds libglpk at run time (see GLPKLibrary.h for why) and fills the table
 * of GLPK routines once per process.
 */
#include "GLPKLibrary.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

/* Sonames tried in order: the runtime package's (Debian libglpk40), then the
 * development symlink, then macOS (Homebrew) names. The environment variable
 * LAYOUTLAB_GLPK_LIBRARY, when set, is the only path tried (a GLPK installed
 * elsewhere; tests set it to a missing file to exercise the error). */
static const char *const candidateNames[] = {
    "libglpk.so.40",
    "libglpk.so",
    "libglpk.40.dylib",
    "libglpk.dylib",
};

static GLPKLibrary library;
static const GLPKLibrary *loaded;
static char loadError[512];
static pthread_once_t loadOnce = PTHREAD_ONCE_INIT;

/* Looks up `name` in `handle` into *slot; records the first missing symbol. */
static int bind(void *handle, const char *name, void *slot) {
    void *symbol = dlsym(handle, name);
    if (symbol == NULL) {
        snprintf(loadError, sizeof loadError, "libglpk has no symbol %s (GLPK 4.60 or later is needed)", name);
        return 0;
    }
    /* POSIX guarantees that a data pointer from dlsym converts to a function pointer. */
    *(void **)slot = symbol;
    return 1;
}

static void loadLibrary(void) {
    void *handle = NULL;
    const char *override = getenv("LAYOUTLAB_GLPK_LIBRARY");
    if (override != NULL && override[0] != '\0') {
        handle = dlopen(override, RTLD_NOW | RTLD_LOCAL);
        if (handle == NULL) {
            snprintf(loadError, sizeof loadError, "GLPK cannot be loaded from LAYOUTLAB_GLPK_LIBRARY=%s", override);
            return;
        }
    }
    for (size_t k = 0; handle == NULL && k < sizeof candidateNames / sizeof candidateNames[0]; k++) {
        handle = dlopen(candidateNames[k], RTLD_NOW | RTLD_LOCAL);
    }
    if (handle == NULL) {
        snprintf(loadError, sizeof loadError,
                 "GLPK is not installed (libglpk.so.40 not found); install it with "
                 "`apt-get install libglpk40` (or libglpk-dev)");
        return;
    }
    int ok = 1;
#define BIND(name) ok = ok && bind(handle, "glp_" #name, &library.name)
    BIND(create_prob);
    BIND(delete_prob);
    BIND(set_obj_dir);
    BIND(add_rows);
    BIND(add_cols);
    BIND(set_row_bnds);
    BIND(set_col_bnds);
    BIND(set_obj_coef);
    BIND(set_col_kind);
    BIND(load_matrix);
    BIND(std_basis);
    BIND(adv_basis);
    BIND(scale_prob);
    BIND(unscale_prob);
    BIND(set_row_stat);
    BIND(set_col_stat);
    BIND(init_smcp);
    BIND(simplex);
    BIND(exact);
    BIND(get_status);
    BIND(get_obj_val);
    BIND(get_col_prim);
    BIND(get_row_prim);
    BIND(get_prim_stat);
    BIND(warm_up);
    BIND(init_iocp);
    BIND(intopt);
    BIND(mip_status);
    BIND(mip_obj_val);
    BIND(mip_col_val);
    BIND(ios_reason);
    BIND(ios_tree_size);
    BIND(ios_terminate);
    BIND(alloc);
    BIND(free);
    BIND(error_hook);
    BIND(term_hook);
    BIND(free_env);
    BIND(time);
    BIND(difftime);
    BIND(config);
#undef BIND
    if (ok) {
        loaded = &library;
    }
}

const GLPKLibrary *GLPKLibraryLoad(void) {
    pthread_once(&loadOnce, loadLibrary);
    return loaded;
}

const char *GLPKLibraryLoadError(void) {
    pthread_once(&loadOnce, loadLibrary);
    return loaded == NULL ? loadError : NULL;
}
