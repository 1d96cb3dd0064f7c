/// Cuts a transcript's bytes into lines with `LineSplitter`'s rule, one line at a time: LF,
/// CRLF and a lone CR each end a line, and a UTF-8 byte-order mark at the start of the file
/// is not part of the first line.
///
/// Each line is a slice of the original bytes with its line ending (the bytes between it and
/// the next line), so `--update` writes every line it keeps back with the ending it had. A
/// reader holds one line at a time, never a list of the file's lines: a transcript of a
/// million lines is read in the memory of its bytes.
struct TranscriptLines: Sequence, IteratorProtocol, Sendable {
    /// One line of the file.
    struct Piece: Sendable {
        /// Its bytes, without the line ending.
        let bytes: ArraySlice<UInt8>
        /// Its line ending (`\n`, `\r\n`, `\r`, or empty for a last line without one).
        let ending: ArraySlice<UInt8>
        /// Its 1-based line number in the file.
        let number: Int
    }

    /// The bytes it reads.
    let bytes: ArraySlice<UInt8>
    private var splitter = LineSplitter(maximumLength: .max)
    /// Where the splitter goes on, counted from `bytes.startIndex`.
    private var position = 0
    private var number: Int

    /// The lines of `bytes`, the first numbered `firstNumber`. Only at the start of a file
    /// (`atFileStart`) is a byte-order mark dropped; elsewhere `bytes` starts at a line's start.
    init(_ bytes: ArraySlice<UInt8>, firstNumber: Int = 1, atFileStart: Bool = false) {
        self.bytes = bytes
        number = firstNumber
        splitter.atStart = atFileStart
    }

    /// The next line, or nil at the end; a final line ending adds no empty line.
    mutating func next() -> Piece? {
        let base = bytes.startIndex
        let found = bytes.withUnsafeBufferPointer { splitter.next(in: $0, from: &position, atEnd: true) }
        guard case .line(let range) = found else { return nil }
        let end = base + range.upperBound
        var endingLength = end < bytes.endIndex ? 1 : 0
        if endingLength == 1, bytes[end] == Self.carriageReturn, end + 1 < bytes.endIndex, bytes[end + 1] == Self.lineFeed {
            endingLength = 2
        }
        number += 1
        return Piece(bytes: bytes[(base + range.lowerBound)..<end], ending: bytes[end..<(end + endingLength)], number: number - 1)
    }

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    static let carriageReturn = UInt8(ascii: "\r")
    static let lineFeed = UInt8(ascii: "\n")
}
