/// Whole-input line splitting, for readers that hold every byte already (transcripts, history).
public enum Lines {
    /// The lines of `bytes`, split by `LineSplitter`'s rule (LF, CRLF and lone CR end a line;
    /// a byte-order mark at the start is dropped), without their endings.
    ///
    /// No line is skipped for its length: the caller has the whole input in memory already
    /// and limits it by size. `Lines.split(Array("212\r98.6\n".utf8))` is `["212", "98.6"]`.
    public static func split(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var splitter = LineSplitter(maximumLength: .max)
        var lines: [ArraySlice<UInt8>] = []
        bytes.withUnsafeBufferPointer { buffer in
            var position = 0
            while case .line(let range) = splitter.next(in: buffer, from: &position, atEnd: true) {
                lines.append(bytes[range])
            }
        }
        return lines
    }

    /// A typed line as one line of a file (a transcript, the history), or nil when it cannot
    /// be one. Line breaks at its end mean nothing (a line is read without them) and are
    /// dropped; one inside it, possible only by quoting Return at the prompt (Ctrl-V Return,
    /// Ctrl-V Ctrl-J), would read back as two lines. `single("12\n34")` is nil.
    public static func single(_ line: String) -> String? {
        let isBreak = { (byte: UInt8) in byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") }
        var bytes = Array(line.utf8)
        while let last = bytes.last, isBreak(last) { bytes.removeLast() }
        if bytes.contains(where: isBreak) { return nil }
        return bytes.count == line.utf8.count ? line : String(decoding: bytes, as: UTF8.self)
    }

    /// The lines of `text` as strings, split as `split(_:)` does.
    public static func split(_ text: String) -> [String] {
        split(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }
}
