// ProcessControl.c
// CProcessControl

#include "CProcessControl.h"

#include <errno.h>

#if defined(__linux__)
#include <sys/prctl.h>

int layoutlab_set_parent_death_signal(int signal) {
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0UL, 0UL, 0UL);
}
#else
int layoutlab_set_parent_death_signal(int signal) {
    (void)signal;
    errno = ENOSYS;
    return -1;
}
#endif

#if defined(__GLIBC__)
#include <malloc.h>

int layoutlab_set_allocator_thresholds(int trimBytes, int mappingBytes) {
    return mallopt(M_TRIM_THRESHOLD, trimBytes) == 1 && mallopt(M_MMAP_THRESHOLD, mappingBytes) == 1;
}
#else
int layoutlab_set_allocator_thresholds(int trimBytes, int mappingBytes) {
    (void)trimBytes;
    (void)mappingBytes;
    return 0;
}
#endif
