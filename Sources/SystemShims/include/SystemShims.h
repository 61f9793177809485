#ifndef COORDGEN_SYSTEM_SHIMS_H
#define COORDGEN_SYSTEM_SHIMS_H

// C library functions that Swift's Glibc module leaves out (glibc declares them in malloc.h, or only for
// _GNU_SOURCE). Calling them here, rather than looking them up at run time, also works in a statically linked
// executable, which has no table of symbols to look them up in.

/// Sets one of glibc's allocator options (`mallopt`); returns 1 when it was set, and 0 when it was not or the C
/// library is not glibc.
int coordgen_set_allocator_option(int option, int value);

/// Renames `source` to `destination` only if nothing has that name (`renameat2` with `RENAME_NOREPLACE`). Returns 0,
/// or -1 with `errno` set: `EEXIST` when the name is taken, and `ENOSYS` or `EINVAL` where the system or the file
/// system cannot do it (everywhere but Linux with glibc).
int coordgen_rename_exclusively(const char *source, const char *destination);

#endif
