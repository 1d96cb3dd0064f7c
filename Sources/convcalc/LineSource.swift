#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

/// Reads lines from a file descriptor in 64 KiB chunks, split by `LineSplitter` (LF, CRLF or
/// a lone CR; a leading byte-order mark dropped), without allocating per line.
///
/// Memory stays flat however long the input is: a line longer than `maximumLength` is
/// skipped (reported as `.tooLong`) instead of being held, so the buffer never grows past
/// 2 MiB.
final class LineSource {
    /// One line, or the report of a line that was too long to hold.
    enum Line {
        /// The line's bytes.
        case text(UnsafeBufferPointer<UInt8>)
        case tooLong
    }

    /// The longest line held; longer ones are skipped.
    static let maximumLength = LineSplitter.defaultMaximumLength

    private let descriptor: Int32
    private var splitter = LineSplitter(maximumLength: LineSource.maximumLength)
    private var storage: UnsafeMutableBufferPointer<UInt8>
    /// The unread bytes are `storage[start..<end]`.
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

    /// What `forEachLine` hands over: a line, or word that it is about to read more (and may wait).
    enum Read {
        case line(Line)
        /// No whole line is left in the buffer: the next read may wait (flush output now).
        case willRead
    }

    /// Hands each line in order, without its ending, to `body` until `body` returns false or
    /// the input ends; before each read, `body` is told `.willRead`. The splitter stays a
    /// local value for the whole loop: nothing is copied back per line.
    @inline(__always)
    func forEachLine(_ body: (Read) -> Bool) {
        var splitter = self.splitter, position = start
        defer { self.splitter = splitter; start = position }
        while true {
            let held = UnsafeBufferPointer(start: storage.baseAddress, count: end)
            switch splitter.next(in: held, from: &position, atEnd: atEnd) {
            case .line(let range):
                let bytes = UnsafeBufferPointer(rebasing: held[range])
                guard body(.line(.text(bytes))) else { return }
            case .tooLong:
                guard body(.line(.tooLong)) else { return }
            case .end:
                return
            case .needMore:
                start = position
                makeRoom()
                position = start
                guard body(.willRead) else { return }
                fill()
            }
        }
    }

    /// Moves the unread bytes to the front, and doubles the buffer when they fill it.
    private func makeRoom() {
        let remaining = end - start
        if start > 0 && remaining > 0 {
            UnsafeMutableRawPointer(storage.baseAddress!).copyMemory(
                from: storage.baseAddress! + start, byteCount: remaining)
        }
        start = 0
        end = remaining
        if end == storage.count {
            let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: storage.count * 2)
            _ = larger.initialize(from: storage)
            storage.deallocate()
            storage = larger
        }
    }

    /// Reads more after the unread bytes; at the end of input (or a failed read) sets `atEnd`.
    private func fill() {
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
