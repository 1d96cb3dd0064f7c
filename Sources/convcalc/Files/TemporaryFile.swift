#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files of an atomic replacement: `.NAME.convcalc-XXXXXX` beside the target,
/// created exclusively (`O_CREAT|O_EXCL|O_NOFOLLOW`, mode 0600) with six random characters,
/// so no name can be planted in advance and no link is ever followed.
enum TemporaryFile {
    /// A temporary this much older than the current save was left by a killed save.
    static let staleAge: time_t = 10

    /// The name every temporary of `name` starts with: `.NAME.convcalc-`, NAME cut (at a
    /// character's start) so that with the 6 random letters it stays within the 255 bytes a
    /// name may have: a file of a long name could never be replaced ("File name too long").
    static func prefix(for name: String) -> String {
        let room = 255 - ".".utf8.count - ".convcalc-".utf8.count - 6
        var kept = Substring(name)
        while kept.utf8.count > room { kept = kept.dropLast() }
        return "." + kept + ".convcalc-"
    }

    /// Creates a new temporary for `name` in the open folder `folder`; its name, or nil (errno).
    static func create(in folder: Int32, for name: String) -> (file: Descriptor, name: String)? {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let suffix = (0..<6).map { _ in alphabet.randomElement(using: &generator)! }
            let candidate = prefix(for: name) + String(decoding: suffix, as: UTF8.self)
            if let file = createExclusively(candidate, in: folder) { return (file, candidate) }
            if errno != EEXIST { return nil }
        }
        return nil
    }

    /// Creates `name` in `folder`, failing with EEXIST when anything — a planted symbolic
    /// link included — is already there.
    static func createExclusively(_ name: String, in folder: Int32) -> Descriptor? {
        let number = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        return number >= 0 ? Descriptor(number) : nil
    }

    /// Removes this user's regular temporaries of `name` in `folder` last modified more than
    /// `staleAge` seconds before `now`: a save in progress elsewhere is younger and kept.
    static func removeStale(in folder: Int32, for name: String, now: time_t = time(nil)) {
        let copy = dup(folder)
        guard copy >= 0, let listing = fdopendir(copy) else { return }
        defer { closedir(listing) }
        let start = prefix(for: name)
        while let entry = readdir(listing) {
            let entryName = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            guard entryName.hasPrefix(start), entryName.utf8.count == start.utf8.count + 6 else { continue }
            var info = stat()
            guard fstatat(folder, entryName, &info, AT_SYMLINK_NOFOLLOW) == 0, FileKind.isRegular(info.st_mode),
                  info.st_uid == geteuid(), info.st_mtim.tv_sec < now - staleAge else { continue }
            unlinkat(folder, entryName, 0)
        }
    }
}
