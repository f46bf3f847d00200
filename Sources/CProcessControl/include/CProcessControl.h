// CProcessControl.h
// CProcessControl
//
// What Swift cannot call itself: prctl(2) is variadic, and Swift does not import variadic C
// functions. layoutlab's child processes (fuzz workers, replays, shrinks, corpus children) use
// it to end with the process that started them.

#ifndef CPROCESSCONTROL_H
#define CPROCESSCONTROL_H

/// Asks the kernel to send `signal` to the calling process when the thread that started it
/// ends (Linux's PR_SET_PDEATHSIG). Returns 0, or -1 with errno set (always -1, with ENOSYS,
/// where there is no such call).
int layoutlab_set_parent_death_signal(int signal);

#endif
