#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written front to back as things happen (a `--record` transcript), like the shell's
/// `>`: created 0644 or emptied, a symbolic link named by the user followed — one link at a
/// time, each checked, in the folder the walk holds open (`openChecked`): nothing put in its
/// place, or in the place of a folder on the way, between the check and the open is written
/// through.
///
/// A regular file, a character device (`/dev/stdout`, `/dev/full`) or a FIFO with a reader
/// is accepted; a folder, a socket or a block device is refused. The first failed write is
/// kept in `problem` and ends the writing, so a caller can report it and exit non-zero.
final class StreamFile {
    let path: String
    private let file: Descriptor
    /// The first write that failed, nil while everything was written.
    private(set) var problem: FileProblem?
    /// How many bytes the file holds from this writing.
    private(set) var size = 0

    /// Opens `path` for writing from the start.
    init(creating path: String) throws(FileProblem) {
        self.path = path
        file = try Self.openChecked(path)
        let number = file.number
        guard let info = file.status() else { throw .system("write", path) }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG || kind == S_IFCHR || kind == S_IFIFO else {
            throw FileProblem(path: path, action: "write", reason: .notRegular(FileKind.name(info.st_mode)))
        }
        // A read-only file is left as it is, even by root (who may open it for writing).
        if kind == S_IFREG && info.st_mode & 0o222 == 0 { throw FileProblem(path: path, action: "write", reason: .readOnly) }
        if kind == S_IFREG && ftruncate(number, 0) != 0 { throw .system("write", path) }
        _ = fcntl(number, F_SETFL, fcntl(number, F_GETFL) & ~O_NONBLOCK)  // a FIFO's reader may be slow
    }

    /// Opens `path` for writing in the folder `PathWalk` reached (each link on the way, the
    /// last one included, followed only when this user's or root's), closing the window between
    /// the check and the open: a new file is created with O_EXCL, an existing one opened with
    /// O_NOFOLLOW, and what was opened is checked (`PathWalk.checkOpened`: another user's file
    /// in a shared folder, or a file with other names, is not emptied). Devices and /proc's
    /// magic links (`/dev/stdout`) are opened as named: their targets are no paths.
    private static func openChecked(_ path: String) throws(FileProblem) -> Descriptor {
        let flags = O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC
        func opened(_ number: Int32) throws(FileProblem) -> Int32 {
            guard number >= 0 else {
                let failure = errno
                // Without O_NONBLOCK the open would wait for a reader; with it, ENXIO says there is
                // none. A socket gives ENXIO too, and is no file at all.
                if failure == ENXIO, let info = FileKind.status(path), info.st_mode & S_IFMT == S_IFSOCK {
                    throw FileProblem(path: path, action: "write", reason: .notRegular(FileKind.name(info.st_mode)))
                }
                if failure == ENXIO { throw FileProblem(path: path, action: "write", reason: .fifoWithoutReader) }
                if failure == EEXIST || failure == ELOOP { throw FileProblem(path: path, action: "write", reason: .changedWhileChecked) }
                throw .system("write", path, errno: failure)
            }
            return number
        }
        if path.hasPrefix("/dev/") || path.hasPrefix("/proc/") {
            try SafeFile.checkWriteTarget(path)
            return Descriptor(try opened(open(path, flags | O_CREAT, 0o644)))
        }
        let (folder, name) = try PathWalk.toFile(path, action: "write", followsLink: true)
        let entry = folder.entry(name)
        // Checked before the open too: opening a device can act by itself (a tape rewinds).
        if let entry, entry.st_mode & S_IFMT != S_IFLNK {
            try PathWalk.checkOpened(entry, name: name, in: folder, path: path, action: "write", inPlace: true)
        }
        let exists = entry != nil
        let number = try opened(openat(folder.number, name, flags | O_NOFOLLOW | (exists ? 0 : O_CREAT | O_EXCL), 0o644))
        let file = Descriptor(number)
        guard let info = file.status() else { throw .system("write", path) }
        try PathWalk.checkOpened(info, name: name, in: folder, path: path, action: "write", inPlace: true)
        return file
    }

    /// Writes `bytes` unless an earlier write failed; a failure is kept in `problem`.
    func write(_ bytes: [UInt8]) {
        guard problem == nil else { return }
        let failure = file.writeAll(bytes)
        if failure != 0 { problem = .system("write", path, errno: failure) }
        size += bytes.count
    }

    /// Takes back what was written after the first `size` bytes (lines undone by time travel),
    /// so the next write goes there. Only a regular file can take anything back: a FIFO or a
    /// device has already passed the bytes on, which is kept in `problem`.
    func takeBack(to size: Int) {
        guard problem == nil, size < self.size else { return }
        guard let info = file.status() else { return problem = .system("take back the undone lines of", path) }
        guard FileKind.isRegular(info.st_mode) else {
            return problem = FileProblem(path: path, action: "take back the undone lines of",
                                         reason: .notRegular(FileKind.name(info.st_mode)))
        }
        guard ftruncate(file.number, off_t(size)) == 0, lseek(file.number, off_t(size), SEEK_SET) >= 0 else {
            return problem = .system("take back the undone lines of", path)
        }
        self.size = size
    }

    /// Closes the file; a failure reported by the close is kept in `problem` too.
    func close() {
        let failure = file.closeChecked()
        if failure != 0 && problem == nil { problem = .system("write", path, errno: failure) }
    }
}
