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
        // Room for what the file holds now (one more byte tells that it is over the limit), so a
        // file is copied once; a chunk is not zeroed first (a 64 KiB zeroed chunk and the array's
        // regrowth were a third of a cached start's reading).
        if let size = status().map({ Int($0.st_size) }), size > 0 { bytes.reserveCapacity(min(size, limit) + 1) }
        let read = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1 << 16) { chunk -> Bool in
            while bytes.count <= limit {
                let count = systemRead(number, chunk.baseAddress!, min(chunk.count, limit + 1 - bytes.count))
                if count > 0 {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[0..<count]))
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    return count == 0
                }
            }
            return true
        }
        return read ? bytes : nil
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

/// `read(2)`, named apart from the methods of the same name.
private func systemRead(_ file: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(file, buffer, count)
}
