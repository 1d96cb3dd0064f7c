#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CFileAttributes

/// A file's extended attributes — its ACL (`system.posix_acl_access` on Linux) among them —
/// copied from the file a replacement takes the place of to the temporary that replaces it,
/// so the new file keeps what the old one had (as `cp --preserve=all` does).
enum ExtendedAttributes {
    /// The largest attribute list and value copied; a file with more is not replaced.
    static let limit = 64 << 10

    /// Gives the file open as `destination` exactly the extended attributes of the one open as
    /// `source`: each copied, and each the destination has that the source has not removed —
    /// the ACL a folder's default ACL gave the new file, which let another user read a file
    /// that had none. Nil when done (or the file system has none), else the name of the first
    /// attribute that could not be copied or removed, and the errno.
    static func copy(from source: Int32, to destination: Int32) -> (name: String, errno: Int32)? {
        guard let kept = names(of: source) else { return errno == ENOTSUP ? nil : ("the list of attributes", errno) }
        for name in kept {
            if let failure = copyOne(name, from: source, to: destination) { return (name, failure) }
        }
        guard let given = names(of: destination) else { return errno == ENOTSUP ? nil : ("the list of attributes", errno) }
        for name in given where !kept.contains(name) {
            if remove(destination, name) != 0 { return (name, errno) }
        }
        return nil
    }

    /// The names of the extended attributes of the file open as `file`; nil on failure (errno set).
    private static func names(of file: Int32) -> [String]? {
        var names = [CChar](repeating: 0, count: limit)
        let length = list(file, &names)
        guard length >= 0 else { return nil }
        return names[..<length].split(separator: 0).map { String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
    }

    /// Copies one attribute; the errno when it could not be.
    private static func copyOne(_ name: String, from source: Int32, to destination: Int32) -> Int32? {
        var value = [UInt8](repeating: 0, count: limit)
        let size = get(source, name, &value)
        guard size >= 0 else { return errno }
        return set(destination, name, Array(value[..<size])) == 0 ? nil : errno
    }

    #if os(Linux)
    private static func list(_ file: Int32, _ names: inout [CChar]) -> Int {
        flistxattr(file, &names, names.count)
    }

    private static func get(_ file: Int32, _ name: String, _ value: inout [UInt8]) -> Int {
        fgetxattr(file, name, &value, value.count)
    }

    private static func set(_ file: Int32, _ name: String, _ value: [UInt8]) -> Int32 {
        fsetxattr(file, name, value, value.count, 0)
    }

    private static func remove(_ file: Int32, _ name: String) -> Int32 {
        fremovexattr(file, name)
    }
    #else
    private static func list(_ file: Int32, _ names: inout [CChar]) -> Int {
        flistxattr(file, &names, names.count, 0)
    }

    private static func get(_ file: Int32, _ name: String, _ value: inout [UInt8]) -> Int {
        fgetxattr(file, name, &value, value.count, 0, 0)
    }

    private static func set(_ file: Int32, _ name: String, _ value: [UInt8]) -> Int32 {
        fsetxattr(file, name, value, value.count, 0, 0)
    }

    private static func remove(_ file: Int32, _ name: String) -> Int32 {
        fremovexattr(file, name, 0)
    }
    #endif
}

extension ExtendedAttributes {
    /// The named users and groups whose entry in the POSIX ACL of the folder open as `folder`
    /// may write, the mask allowing it: none when there is no ACL. (Linux's
    /// `system.posix_acl_access`: a 4-byte version, then 8-byte entries of tag, permissions, id.)
    /// A folder open with `O_PATH` is read through `/proc/self/fd`; when that cannot be read,
    /// its writers are unknown and it is taken as open to someone else (`.user(UInt32.max)`).
    static func aclWriters(ofOpen folder: Int32) -> [PathOwnership.ACLWriter] {
        #if os(Linux)
        var value = [UInt8](repeating: 0, count: 4096)
        var size = fgetxattr(folder, "system.posix_acl_access", &value, value.count)
        if size < 0 && errno == EBADF {  // O_PATH
            size = getxattr("/proc/self/fd/\(folder)", "system.posix_acl_access", &value, value.count)
            if size < 0 && errno != ENODATA && errno != ENOTSUP { return [.user(UInt32.max)] }
        }
        return size > 4 ? writers(in: value[..<size]) : []
        #else
        return []
        #endif
    }

    /// The writers the ACL of `path` (not following a link) names, as `aclWriters(ofOpen:)`.
    static func aclWriters(of path: String) -> [PathOwnership.ACLWriter] {
        #if os(Linux)
        var value = [UInt8](repeating: 0, count: 4096)
        let size = lgetxattr(path, "system.posix_acl_access", &value, value.count)
        return size > 4 ? writers(in: value[..<size]) : []
        #else
        return []
        #endif
    }

    /// The writers an ACL's bytes name.
    private static func writers(in value: ArraySlice<UInt8>) -> [PathOwnership.ACLWriter] {
        var writers: [PathOwnership.ACLWriter] = []
        var maskWrites = true
        var offset = value.startIndex + 4
        while offset + 8 <= value.endIndex {
            let tag = UInt16(value[offset]) | UInt16(value[offset + 1]) << 8
            let permissions = UInt16(value[offset + 2]) | UInt16(value[offset + 3]) << 8
            let id = (0..<4).reduce(UInt32(0)) { $0 | UInt32(value[offset + 4 + $1]) << (8 * $1) }
            let writes = permissions & 0x2 != 0
            switch tag {
            case 0x02 where writes: writers.append(.user(id))
            case 0x08 where writes: writers.append(.group(id))
            case 0x10: maskWrites = writes
            default: break
            }
            offset += 8
        }
        return maskWrites ? writers : []
    }
}
