/// Splits a stream of bytes into lines: the one rule every reader of convcalc follows
/// (replay, transcripts, history).
///
/// - `\n`, `\r\n` and a lone `\r` each end a line: `212\r98.6` is two lines, never one.
/// - A UTF-8 byte-order mark (`EF BB BF`) at the very start of the input is dropped.
/// - A line longer than `maximumLength` bytes (its ending not counted) is reported as
///   `.tooLong`, whatever its length, terminated or not; its bytes are not kept.
/// - The last line needs no ending; an empty input has no lines.
///
/// The splitter does no I/O and never allocates. The caller owns a buffer and hands over the
/// bytes it holds; on `.needMore` it keeps the bytes from `position` on, adds more after
/// them (moving them is fine) and asks again. A buffer of `maximumLength + 1` bytes always
/// suffices, since a longer pending line is dropped as it arrives.
///
/// ```
/// var splitter = LineSplitter()
/// var position = 0
/// splitter.next(in: bytes, from: &position, atEnd: true)  // .line(0..<3) for "212\r98.6"
/// ```
public struct LineSplitter: Sendable {
    /// What the next call found.
    public enum Piece: Equatable, Sendable {
        /// A line: these bytes of the buffer, without the line ending.
        case line(Range<Int>)
        /// A line longer than `maximumLength`, skipped.
        case tooLong
        /// No whole line in the bytes given: keep the bytes from `position` on and add more.
        case needMore
        /// No more lines (only when told `atEnd`).
        case end
    }

    /// the guide's limit: lines longer than 1 MiB are skipped with an error.
    public static let defaultMaximumLength = 1 << 20

    /// The longest line kept, in bytes, without its ending.
    public let maximumLength: Int
    /// Nothing has been read yet: a byte-order mark here is dropped.
    @usableFromInline var atStart = true
    /// The previous line ended with `\r`: a `\n` right after it belongs to that ending.
    @usableFromInline var afterCarriageReturn = false
    /// The pending line is too long: its bytes are being dropped until its ending.
    @usableFromInline var skipping = false
    /// How many bytes of the pending line (from `position`) were searched already.
    @usableFromInline var searched = 0

    /// A splitter that skips lines longer than `maximumLength` bytes.
    public init(maximumLength: Int = LineSplitter.defaultMaximumLength) {
        self.maximumLength = maximumLength
    }

    /// The next piece of `bytes` from `position`, which it moves past what it consumed.
    /// `atEnd` says that no bytes will follow those given. Inlined into its reader (the
    /// replay loop calls it for every line).
    @inlinable @inline(__always)
    public mutating func next(in bytes: UnsafeBufferPointer<UInt8>, from position: inout Int, atEnd: Bool) -> Piece {
        if atStart {
            guard skipByteOrderMark(bytes, &position, atEnd: atEnd) else { return .needMore }
        }
        if afterCarriageReturn {
            guard position < bytes.count || atEnd else { return .needMore }
            if position < bytes.count && bytes[position] == LineSplitter.lineFeed { position += 1 }
            afterCarriageReturn = false
        }
        let start = position
        if let ending = LineSplitter.firstEnding(in: bytes, from: start &+ searched) {
            position = ending &+ 1
            searched = 0
            afterCarriageReturn = bytes[ending] == LineSplitter.carriageReturn
            if !skipping && ending &- start <= maximumLength { return .line(start..<ending) }
            return finished(start..<ending)
        }
        if atEnd {
            position = bytes.count
            searched = 0
            if start == bytes.count && !skipping { return .end }
            return finished(start..<bytes.count)
        }
        if skipping || bytes.count - start > maximumLength {
            skipping = true
            position = bytes.count
            searched = 0
        } else {
            searched = bytes.count - start
        }
        return .needMore
    }

    /// The piece for a line that ended at `range.upperBound`.
    @usableFromInline
    mutating func finished(_ range: Range<Int>) -> Piece {
        if skipping {
            skipping = false
            return .tooLong
        }
        return range.count > maximumLength ? .tooLong : .line(range)
    }

    /// Drops a byte-order mark at the very start; false when too few bytes came to tell.
    @usableFromInline
    mutating func skipByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int,
                                            atEnd: Bool) -> Bool {
        let mark = LineSplitter.byteOrderMark
        let available = min(bytes.count - position, mark.count)
        for offset in 0..<available where bytes[position + offset] != mark[offset] {
            atStart = false
            return true
        }
        if available < mark.count && !atEnd { return false }
        if available == mark.count { position += mark.count }
        atStart = false
        return true
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    @inlinable static var lineFeed: UInt8 { UInt8(ascii: "\n") }
    @inlinable static var carriageReturn: UInt8 { UInt8(ascii: "\r") }

    /// The offset of the first `\n` or `\r` at or after `start`, or nil: eight bytes at a
    /// time while eight remain (a line of the workload is one or two words), then byte by byte.
    @inlinable @inline(__always)
    static func firstEnding(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var offset = start
        if let base = bytes.baseAddress {
            while offset &+ 8 <= bytes.count {
                let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self).littleEndian
                let found = ByteSearch.zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A) | ByteSearch.zeroBytes(word ^ 0x0D0D_0D0D_0D0D_0D0D)
                if found != 0 { return offset &+ found.trailingZeroBitCount &>> 3 }
                offset &+= 8
            }
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte <= carriageReturn && (byte == lineFeed || byte == carriageReturn) { return offset }
            offset += 1
        }
        return nil
    }
}
