#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SafeFile {
    /// Appends `bytes` to the regular file `path`, created 0600 when missing.
    ///
    /// In the folder `PathWalk` reached, never through a symbolic link (`O_NOFOLLOW`), never
    /// into a device or FIFO (checked before and after opening), never into a read-only file
    /// (root too, as a replacement), nor into a file with other names (`PathWalk.checkOpened`).
    /// When the file does not end with a newline — an earlier append was cut short by a full
    /// disk — a newline goes first, so the new line is never glued to the cut one. Callers that
    /// share the file hold a `FileLock` around this.
    static func append(_ bytes: [UInt8], to path: String) throws(FileProblem) {
        let (folder, name) = try PathWalk.toFile(path, action: "write", followsLink: false)
        if let before = folder.entry(name), !FileKind.isRegular(before.st_mode) {
            throw FileProblem(path: path, action: "write", reason: .notRegular(FileKind.name(before.st_mode)))
        }
        let flags = O_RDWR | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC
        let number = openat(folder.number, name, flags, 0o600)
        guard number >= 0 else { throw .system("write", path) }
        let file = Descriptor(number)
        guard let info = file.status() else { throw .system("write", path) }
        guard FileKind.isRegular(info.st_mode) else {
            throw FileProblem(path: path, action: "write", reason: .notRegular(FileKind.name(info.st_mode)))
        }
        try PathWalk.checkOpened(info, name: name, in: folder, path: path, action: "write", inPlace: true)
        // A read-only file is left as it is, even by root (who may open it for writing).
        if info.st_mode & 0o222 == 0 { throw FileProblem(path: path, action: "write", reason: .readOnly) }
        var last: UInt8 = UInt8(ascii: "\n")
        if info.st_size > 0 && pread(file.number, &last, 1, info.st_size - 1) != 1 { throw .system("write", path) }
        let failure = file.writeAll(last == UInt8(ascii: "\n") ? bytes : [UInt8(ascii: "\n")] + bytes)
        let closed = file.closeChecked()
        if failure != 0 || closed != 0 { throw .system("write", path, errno: failure != 0 ? failure : closed) }
    }
}
