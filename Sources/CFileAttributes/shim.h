// Extended attributes (and so POSIX ACLs) of open files: <sys/xattr.h>, which the Glibc and
// Darwin modules leave out. Used by Files/ExtendedAttributes.swift only.
#include <sys/types.h>
#include <sys/xattr.h>

// The attribute flags `chattr` sets on a file (nodump d, noatime A, sync S, …), copied from
// one open file to another: 0, or the errno. Immutable (i) and append-only (a) are not
// copied: such a file is never replaced. A file system without these flags copies nothing.
// Used by Files/InodeFlags.swift only.
#ifdef __linux__
#include <errno.h>
#include <sys/ioctl.h>
#include <linux/fs.h>
static inline int convcalc_copy_inode_flags(int from, int to) {
    int flags = 0, given = 0;
    if (ioctl(from, FS_IOC_GETFLAGS, &flags) != 0) {
        return errno == ENOTTY || errno == EOPNOTSUPP || errno == EINVAL ? 0 : errno;
    }
    int kept = flags & (FS_SECRM_FL | FS_UNRM_FL | FS_COMPR_FL | FS_SYNC_FL | FS_NODUMP_FL | FS_NOATIME_FL
                        | FS_NOTAIL_FL | FS_DIRSYNC_FL | FS_TOPDIR_FL | FS_NOCOW_FL | FS_PROJINHERIT_FL);
    if (kept == 0) return 0;
    if (ioctl(to, FS_IOC_GETFLAGS, &given) != 0) return errno;
    given |= kept;
    return ioctl(to, FS_IOC_SETFLAGS, &given) == 0 ? 0 : errno;
}
#else
static inline int convcalc_copy_inode_flags(int from, int to) { (void)from; (void)to; return 0; }
#endif
