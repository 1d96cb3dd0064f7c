import CFileAttributes

/// A file's attribute flags, the ones `chattr` sets and `lsattr` shows (nodump `d`, noatime
/// `A`, synchronous `S`…), copied from the file a replacement takes the place of to the
/// temporary that replaces it, as its mode, owner and extended attributes are: `check --update`
/// dropped them. Immutable and append-only files are never replaced, so those two are not copied.
enum InodeFlags {
    /// Copies the flags of the file open as `source` to the one open as `destination`: nil when
    /// done (or the file system has none), else the errno.
    static func copy(from source: Int32, to destination: Int32) -> Int32? {
        let failure = convcalc_copy_inode_flags(source, destination)
        return failure == 0 ? nil : failure
    }
}
