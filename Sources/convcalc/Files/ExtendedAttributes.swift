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

    /// Copies every extended attribute of the file open as `source` to the one open as
    /// `destination`; nil when all were copied (or the file system has none), else the name
    /// of the first one that could not be and the errno.
    static func copy(from source: Int32, to destination: Int32) -> (name: String, errno: Int32)? {
        var names = [CChar](repeating: 0, count: limit)
        let length = list(source, &names)
        if length < 0 { return errno == ENOTSUP ? nil : ("the list of attributes", errno) }
        var start = 0
        while start < length {
            let end = names[start..<length].firstIndex(of: 0) ?? length
            let name = String(decoding: names[start..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if let failure = copyOne(name, from: source, to: destination) { return (name, failure) }
            start = end + 1
        }
        return nil
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
