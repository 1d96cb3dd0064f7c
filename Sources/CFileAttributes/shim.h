// Extended attributes (and so POSIX ACLs) of open files: <sys/xattr.h>, which the Glibc and
// Darwin modules leave out. Used by Files/ExtendedAttributes.swift only.
#include <sys/types.h>
#include <sys/xattr.h>
