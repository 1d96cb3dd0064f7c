#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder held open by `PathWalk`: what is created, opened, renamed or linked in it is
/// created in this very folder (`openat`, `mkdirat`, `renameat`…), whatever its path names
/// by then — a folder on the way swapped for a link after the walk changes nothing.
///
/// Opened `O_RDONLY`, or (Linux) `O_PATH` when the folder may be searched but not read
/// (`--x`): then it cannot be listed or synced, which only skips the removal of stale
/// temporaries and the folder's fsync.
final class FolderHandle {
    let descriptor: Descriptor
    /// The folder's path as walked, links resolved ("" for `/`): for messages only.
    let path: String
    /// What the folder was when opened (`fstat` of the descriptor, its ACL).
    let node: PathOwnership.Node
    /// Which folder it is (device and inode): the same folder opened again has the same.
    let identity: Identity

    /// A folder's device and inode.
    struct Identity: Equatable {
        let device: UInt64, inode: UInt64
    }

    private init(_ descriptor: Descriptor, path: String, node: PathOwnership.Node, identity: Identity) {
        self.descriptor = descriptor
        self.path = path
        self.node = node
        self.identity = identity
    }

    var number: Int32 { descriptor.number }

    /// Everyone may write here (a sticky `/tmp`): another user's file in it is not written.
    var isOpenToAll: Bool { node.mode & 0o002 != 0 }

    /// The path of `name` in this folder, for messages and findings.
    func path(of name: String) -> String { path + "/" + name }

    /// The root folder.
    static func root() -> FolderHandle? {
        let number = open("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard number >= 0 else { return nil }
        return opened(Descriptor(number), path: "")
    }

    /// Opens the folder `name` in this one, never through a link (ELOOP or ENOTDIR when one
    /// was put there since it was looked at); nil with errno.
    func child(_ name: String) -> FolderHandle? {
        opened(name, path: path(of: name))
    }

    /// Opens this folder's parent (`..`, as the kernel knows it), given the `path` it was
    /// walked as; nil with errno.
    func parent(path: String) -> FolderHandle? {
        opened("..", path: path)
    }

    private func opened(_ name: String, path: String) -> FolderHandle? {
        let flags = O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
        var number = openat(self.number, name, O_RDONLY | flags)
        #if os(Linux)
        if number < 0 && errno == EACCES { number = openat(self.number, name, Self.pathOnly | flags) }
        #endif
        guard number >= 0 else { return nil }
        return Self.opened(Descriptor(number), path: path)
    }

    /// The folder open as `descriptor`, described by its own `fstat`: the checks are made on
    /// the folder that is used.
    private static func opened(_ descriptor: Descriptor, path: String) -> FolderHandle? {
        guard let info = descriptor.status() else { return nil }
        let node = PathOwnership.Node(kind: .folder, owner: UInt32(info.st_uid), group: UInt32(info.st_gid),
                                      mode: UInt32(info.st_mode & 0o7777),
                                      aclWriters: ExtendedAttributes.aclWriters(ofOpen: descriptor.number))
        return FolderHandle(descriptor, path: path, node: node,
                            identity: Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }

    /// `fstatat` of `name` here, following a link (a link of `/proc` to a pipe, which no path
    /// names, shows what it leads to so); nil with errno.
    func followedEntry(_ name: String) -> stat? {
        var info = stat()
        return fstatat(number, name, &info, 0) == 0 ? info : nil
    }

    /// `fstatat` of `name` here, not following a link; nil with errno.
    func entry(_ name: String) -> stat? {
        var info = stat()
        return fstatat(number, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info : nil
    }

    /// Linux's `O_PATH` (010000000 on every architecture Swift runs on), which Glibc's module
    /// does not export.
    private static let pathOnly: Int32 = 0o10000000

    /// What the symbolic link `name` here points to, or nil (errno).
    func linkTarget(_ name: String) -> String? {
        var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlinkat(number, name, &target, target.count - 1)
        return length >= 0 ? String(decoding: target[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
    }
}
