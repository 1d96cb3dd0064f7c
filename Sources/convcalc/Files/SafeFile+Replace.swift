#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

extension SafeFile {
    /// Replaces the content of `path` with `bytes` atomically: afterwards the file holds either
    /// its old content or `bytes`, whatever happens (a kill, a full disk, a power cut).
    ///
    /// - Writes an exclusive temporary `.NAME.convcalc-XXXXXX` in the file's folder, checking
    ///   every write (short writes, ENOSPC, EFBIG); fsyncs it, renames it over the file and
    ///   fsyncs the folder. Stale temporaries of killed saves are removed first.
    /// - Refuses anything that is not a regular file (folder, device, FIFO, socket).
    /// - A symbolic link (this user's or root's) is written through: its real file is replaced,
    ///   the link stays. The folder is reached by `PathWalk` and everything happens in the
    ///   folder it holds open (`openat`, `renameat`): a folder on the way swapped meanwhile is
    ///   not followed.
    /// - Keeps the file's permissions (a new file gets `mode` less the umask), its extended
    ///   attributes and ACL (or refuses, saying which could not be kept) and, where allowed,
    ///   its owner and group. A file with several hard links gets a new inode: the
    ///   other names keep the old content (atomicity wins over the link).
    /// - With `unchangedSince`, the file must still be as it was read, checked last before the
    ///   rename (after the writes and fsyncs, which may take a while): else nothing is replaced.
    /// - With `followsLink` false (a cache, whose path is its own), a link at `path` is refused
    ///   as other non-regular files are: left as it is, nothing written.
    static func replace(_ path: String, with bytes: [UInt8], mode: mode_t = 0o644,
                        unchangedSince stamp: FileStamp? = nil, followsLink: Bool = true) throws(FileProblem) {
        let (folder, name) = try PathWalk.toFile(path, action: "write", followsLink: followsLink)
        let target = try ReplaceTarget(name, in: folder, path: path)
        TemporaryFile.removeStale(in: folder.number, for: target.name)
        guard let (file, temporary) = TemporaryFile.create(in: folder.number, for: target.name) else {
            throw .system("write", path)
        }
        do throws(FileProblem) {
            try fill(file, with: bytes, mode: target.mode(forNew: mode), owner: target.existing, path: path)
            if target.existing != nil { try keepAttributes(of: target.name, in: folder.number, on: temporary, path: path) }
            try checkStillReplaceable(target, in: folder.number, path: path)
            if let stamp, FileStamp(path) != stamp { throw FileProblem(path: path, action: "write", reason: .changedSinceRead) }
            guard renameat(folder.number, temporary, folder.number, target.name) == 0 else { throw .system("write", path) }
        } catch {
            unlinkat(folder.number, temporary, 0)
            throw error
        }
        _ = folder.descriptor.sync()  // the new name survives a crash; a folder that cannot sync is no failure
    }

    /// Writes, sets mode and owner, fsyncs and closes the temporary, checking every step.
    private static func fill(_ file: Descriptor, with bytes: [UInt8], mode: mode_t, owner: stat?,
                             path: String) throws(FileProblem) {
        var failure = file.writeAll(bytes)
        // The old file's owner and group, also when they are this user's: in a setgid folder
        // the new file took the folder's group (which could then read it). Allowed to root, and
        // to a member of the group; one that cannot be kept refuses the replacement (another
        // user's file, or a group this user is not in, became this user's). Before the mode,
        // which a chown may clear.
        if let owner, fchown(file.number, owner.st_uid, owner.st_gid) != 0 {
            _ = file.closeChecked()
            throw .system("keep the owner and group (\(owner.st_uid):\(owner.st_gid)) of", path, errno: errno)
        }
        if failure == 0 && fchmod(file.number, mode) != 0 { failure = errno }
        // The set-user-ID, set-group-ID and sticky bits too: a bit the system would not set
        // (set-group-ID for a group this user is not in) refuses the replacement.
        var given = stat()
        if failure == 0 && fstat(file.number, &given) != 0 { failure = errno }
        if failure == 0 && given.st_mode & 0o7777 != mode {
            _ = file.closeChecked()
            throw .system("keep the mode \(String(mode, radix: 8)) of", path, errno: EPERM)
        }
        if failure == 0 { failure = file.sync() }
        let closed = file.closeChecked()
        if failure == 0 { failure = closed }
        if failure != 0 { throw .system("write", path, errno: failure) }
    }

    /// Copies the extended attributes (an ACL among them) and the attribute flags of the file
    /// being replaced to the temporary, then fsyncs it again; throws, naming the attribute,
    /// when one cannot be kept.
    private static func keepAttributes(of name: String, in folder: Int32, on temporary: String,
                                       path: String) throws(FileProblem) {
        let oldNumber = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard oldNumber >= 0 else { throw .system("keep the attributes of", path) }
        let old = Descriptor(oldNumber)
        let newNumber = openat(folder, temporary, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard newNumber >= 0 else { throw .system("write", path) }
        let new = Descriptor(newNumber)
        if let (attribute, number) = ExtendedAttributes.copy(from: old.number, to: new.number) {
            throw .system("keep the extended attribute '\(VisibleText.of(attribute, limit: .max))' of", path, errno: number)
        }
        if let number = InodeFlags.copy(from: old.number, to: new.number) {
            throw .system("keep the attribute flags (chattr) of", path, errno: number)
        }
        let failure = new.sync()
        if failure != 0 { throw .system("write", path, errno: failure) }
    }

    /// Refuses the rename when something other than a regular file appeared at the target.
    private static func checkStillReplaceable(_ target: ReplaceTarget, in folder: Int32, path: String) throws(FileProblem) {
        var info = stat()
        guard fstatat(folder, target.name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return }
            throw .system("write", path)
        }
        guard FileKind.isRegular(info.st_mode) else {
            throw FileProblem(path: path, action: "write", reason: .notRegular(FileKind.name(info.st_mode)))
        }
    }
}
