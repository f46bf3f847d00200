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
