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

    /// The lines of `text` as strings, split as `split(_:)` does.
    public static func split(_ text: String) -> [String] {
        split(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }
}
