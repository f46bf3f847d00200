// CProcessControl.h
// CProcessControl
//
// What Swift cannot call itself: prctl(2) is variadic, and Swift does not import variadic C
// functions. layoutlab's child processes (fuzz workers, replays, shrinks, corpus children) use
// it to end with the process that started them. mallopt(3) lives in <malloc.h>, which the
// Glibc module does not import; the CLI sets its allocator policy through it.

#ifndef CPROCESSCONTROL_H
#define CPROCESSCONTROL_H

/// Asks the kernel to send `signal` to the calling process when the thread that started it
/// ends (Linux's PR_SET_PDEATHSIG). Returns 0, or -1 with errno set (always -1, with ENOSYS,
/// where there is no such call).
int layoutlab_set_parent_death_signal(int signal);

/// Sets glibc's M_TRIM_THRESHOLD (free memory a heap keeps before returning it to the kernel)
/// and M_MMAP_THRESHOLD (smallest block served from its own mapping), in bytes. Returns 1 when
/// both were accepted, 0 otherwise (always 0 without glibc).
int layoutlab_set_allocator_thresholds(int trimBytes, int mappingBytes);

#endif
