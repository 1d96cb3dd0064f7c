/// One input line as raw bytes, with the comment and line ending cut off.
///
/// Lines stay bytes until a token needs to be named in a message: the hot path of
/// replay never builds a `String`.
public struct LineBytes {
    /// The bytes of the line, as read.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// Where the meaningful part ends: before a `#` and before the `\r` and `\n` that end
    /// the bytes (a line from `LineSplitter` holds no other; one from `-e` or the prompt
    /// is one line, whose control bytes the parser refuses).
    public let end: Int
    /// The line in `bytes` (which must outlive it), with the comment and line ending cut off.
    /// Inlinable: replay makes one for every line from the executable's module, where a call
    /// across the modules cost 12 instructions a line (and always: left to itself, the
    /// optimizer calls it).
    @inlinable @inline(__always)
    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var end = ByteSearch.firstIndex(of: UInt8(ascii: "#"), in: bytes)
        while end > 0 && (bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")) {
            end -= 1
        }
        self.bytes = bytes
        self.end = end
    }

    /// True when the line holds nothing but blanks and a comment.
    public var isBlank: Bool {
        var tokens = tokens()
        return tokens.next() == nil
    }

    /// The whitespace-separated tokens, left to right.
    public func tokens() -> Tokens { Tokens(line: self, position: 0) }

    /// The text from `start` to the end, blanks trimmed, as a string.
    public func text(from start: Int) -> String {
        var first = start, last = end
        while first < last && LineBytes.isBlank(bytes[first]) { first += 1 }
        while last > first && LineBytes.isBlank(bytes[last - 1]) { last -= 1 }
        return VisibleText.of(UnsafeBufferPointer(rebasing: bytes[first..<last]))
    }

    /// The whole number (up to 4 digits) that the rest of the line from `start` is, or nil.
    public func smallNumber(from start: Int) -> Int? {
        var last = end
        while last > start && LineBytes.isBlank(bytes[last - 1]) { last -= 1 }
        guard last > start, last - start <= 4 else { return nil }
        var number = 0
        for index in start..<last {
            let digit = bytes[index] &- 0x30
            guard digit <= 9 else { return nil }
            number = number * 10 + Int(digit)
        }
        return number
    }

    /// The offset of the first non-blank byte at or after `start` (or the end).
    public func firstNonBlank(from start: Int) -> Int {
        var offset = start
        while offset < end && LineBytes.isBlank(bytes[offset]) { offset += 1 }
        return offset
    }

    /// The 1-based character column of byte `offset` (UTF-8 continuation bytes do not count).
    public func column(of offset: Int) -> Int {
        var column = 1
        for index in 0..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return column
    }

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C
    }

    /// A token: a byte range of the line.
    public struct Token {
        /// The offset of the first byte.
        public let start: Int
        /// The offset just past the last byte.
        public let end: Int
    }

    /// Iterates over the tokens of a line.
    public struct Tokens: IteratorProtocol {
        let line: LineBytes
        var position: Int

        @inline(__always)  // in the parser's loop: a call a token cost a replayed line 50 instructions
        public mutating func next() -> Token? {
            while position < line.end && LineBytes.isBlank(line.bytes[position]) { position += 1 }
            guard position < line.end else { return nil }
            let start = position
            position = LineBytes.tokenEnd(line.bytes, from: start, to: line.end)  // `6'2"`: marks cut off
            return Token(start: start, end: position)
        }
    }
}
