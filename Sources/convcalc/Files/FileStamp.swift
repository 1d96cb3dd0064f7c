#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file was when it was read — which file (device, inode), how long, when its content
/// and its inode last changed — to tell, before it is replaced, whether anyone changed it
/// since: `check --update` replays for seconds, and an edit, a `mv` over it or an append made
/// meanwhile was lost under the rewrite (it kept the new file's mode and nothing else).
struct FileStamp: Equatable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: timespec
    let changed: timespec

    /// The stamp of the file at `path` now (through links), or nil when nothing is there.
    init?(_ path: String) {
        guard let file = FileKind.status(path) else { return nil }
        device = UInt64(file.st_dev)
        inode = UInt64(file.st_ino)
        size = Int64(file.st_size)
#if canImport(Darwin)
        modified = file.st_mtimespec
        changed = file.st_ctimespec
#else
        modified = file.st_mtim
        changed = file.st_ctim
#endif
    }

    static func == (one: FileStamp, other: FileStamp) -> Bool {
        one.device == other.device && one.inode == other.inode && one.size == other.size
            && one.modified.tv_sec == other.modified.tv_sec && one.modified.tv_nsec == other.modified.tv_nsec
            && one.changed.tv_sec == other.changed.tv_sec && one.changed.tv_nsec == other.changed.tv_nsec
    }
}
