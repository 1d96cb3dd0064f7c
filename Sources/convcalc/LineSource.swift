#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from a file descriptor in 64 KiB chunks, without allocating per line.
///
/// Memory stays flat however long the input is: a line longer than `maximumLength` is
/// skipped (reported as `.tooLong`) instead of being held.
final class LineSource {
    /// One line, or the report of a line that was too long to hold.
    enum Line {
        case text(UnsafeBufferPointer<UInt8>)
        case tooLong
    }

    /// The longest line held; longer ones are skipped.
    static let maximumLength = 1 << 20

    private let descriptor: Int32
    private var storage: UnsafeMutableBufferPointer<UInt8>
    private var start = 0
    private var end = 0
    private var atEnd = false
    /// The `errno` of a failed read, if one failed.
    private(set) var readError: Int32?

    init(descriptor: Int32) {
        self.descriptor = descriptor
        storage = .allocate(capacity: 1 << 16)
    }

    deinit { storage.deallocate() }

    /// The next line without its newline, or nil at the end. `beforeBlocking` runs before
    /// every read, so output can be flushed before the program waits for input.
    func next(beforeBlocking: () -> Void) -> Line? {
        var skipping = false
        while true {
            if let newline = findNewline() {
                let line = UnsafeBufferPointer(rebasing: storage[start..<newline])
                start = newline + 1
                if skipping { return .tooLong }
                return .text(line)
            }
            if atEnd {
                guard start < end else { return nil }
                let line = UnsafeBufferPointer(rebasing: storage[start..<end])
                start = end
                return skipping ? .tooLong : .text(line)
            }
            if start == 0 && end == storage.count {
                if storage.count <= LineSource.maximumLength {
                    grow()
                } else {
                    skipping = true
                    end = 0
                }
            }
            beforeBlocking()
            fill()
        }
    }

    private func findNewline() -> Int? {
        guard start < end else { return nil }
        let base = storage.baseAddress! + start
        guard let found = memchr(base, Int32(UInt8(ascii: "\n")), end - start) else { return nil }
        return start + (UnsafeRawPointer(found) - UnsafeRawPointer(base))
    }

    private func grow() {
        let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: storage.count * 2)
        _ = larger.initialize(from: storage)
        storage.deallocate()
        storage = larger
    }

    /// Moves what is left to the front and reads more.
    private func fill() {
        if start > 0 {
            let remaining = end - start
            if remaining > 0 {
                UnsafeMutableRawPointer(storage.baseAddress!).copyMemory(
                    from: storage.baseAddress! + start, byteCount: remaining)
            }
            start = 0
            end = remaining
        }
        while true {
            let count = read(descriptor, storage.baseAddress! + end, storage.count - end)
            if count > 0 {
                end += count
                return
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { readError = errno }
            atEnd = true
            return
        }
    }
}
