#define _GNU_SOURCE
#include "SystemShims.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int coordgen_set_allocator_option(int option, int value) {
#if defined(__GLIBC__)
    return mallopt(option, value);
#else
    (void)option;
    (void)value;
    return 0;
#endif
}

int coordgen_rename_exclusively(const char *source, const char *destination) {
#if defined(__GLIBC__) && defined(RENAME_NOREPLACE)
    return renameat2(AT_FDCWD, source, AT_FDCWD, destination, RENAME_NOREPLACE);
#else
    (void)source;
    (void)destination;
    errno = ENOSYS;
    return -1;
#endif
}
