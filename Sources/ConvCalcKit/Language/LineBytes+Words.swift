/// Reading a line word by word from anywhere in it, for the parts of the language that look
/// ahead (a number followed by its unit).
extension LineBytes {
    /// The tokens from byte `start` on.
    func tokens(from start: Int) -> Tokens { Tokens(line: self, position: start) }

    /// The token's bytes.
    func bytes(of token: Token) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])
    }

    /// The token's text, as typed (invalid UTF-8 repaired).
    func string(_ token: Token) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
    }

    /// True when the token could start a unit: it does not start with a digit, a point, a
    /// minus or a `#`, so numbers and keys stay on the fast path.
    func mayStartUnit(_ token: Token) -> Bool {
        let byte = bytes[token.start]
        return !(byte >= 0x30 && byte <= 0x39) && byte != 0x2E && byte != 0x2D && byte != 0x2B
    }

    /// True when the line held a comment (`#`), so an empty-looking line was not typed empty.
    var hasComment: Bool { end < bytes.count && bytes[end] == UInt8(ascii: "#") }

    /// The token as it may be shown: escaped from its raw bytes, so an invalid byte reads `\xFF`.
    func visible(_ token: Token) -> String {
        VisibleText.of(UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]))
    }
}
