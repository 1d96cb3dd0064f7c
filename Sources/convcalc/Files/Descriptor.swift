#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open file descriptor owned by one value: closed exactly once, every result checked.
final class Descriptor {
    let number: Int32
    private var open = true

    init(_ number: Int32) {
        self.number = number
    }

    deinit { if open { _ = close(number) } }

    /// `fstat` of the open file; errno on failure.
    func status() -> stat? {
        var info = stat()
        return fstat(number, &info) == 0 ? info : nil
    }

    /// Writes every byte, retrying short writes and EINTR. Returns 0, or the errno that
    /// stopped it (ENOSPC, EFBIG — SIGXFSZ is ignored —, EIO; a write of 0 bytes counts as ENOSPC).
    func writeAll(_ bytes: [UInt8]) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(number, $0.baseAddress! + offset, $0.count - offset) }
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return written == 0 ? ENOSPC : errno
            }
        }
        return 0
    }

    /// Reads until end of file or until `limit + 1` bytes are in; nil with errno on failure.
    /// More than `limit` bytes in the result tells the caller the file is over its limit.
    func readAll(limit: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { read(number, $0.baseAddress!, wanted) }
            if count > 0 {
                bytes += chunk[0..<count]
            } else if count < 0 && errno == EINTR {
                continue
            } else if count < 0 {
                return nil
            } else {
                break
            }
        }
        return bytes
    }

    /// Flushes the file to the disk; 0 or the errno.
    func sync() -> Int32 { fsync(number) == 0 ? 0 : errno }

    /// Closes the file; 0 or the errno (a close can report a failed delayed write).
    func closeChecked() -> Int32 {
        guard open else { return 0 }
        open = false
        return close(number) == 0 ? 0 : errno
    }
}
