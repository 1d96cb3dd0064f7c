/// Cuts a transcript's bytes into lines: LF, CRLF and a lone CR each end a line, and a
/// UTF-8 byte-order mark at the start is not part of the first line.
///
/// Each line is a slice of the original bytes, so its line ending is the bytes between it and
/// the next line: `--update` writes every line it keeps back with the ending it had.
// TODO(input): once `Lines.split` (branch `input`) is on main, `lines(of:)` becomes a call to
// it; this file then holds only `ending(after:in:)`.
enum TranscriptLines {
    /// The lines of `bytes`, without their endings; a final line ending adds no empty line.
    static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == carriageReturn || byte == lineFeed else {
                index += 1
                continue
            }
            lines.append(bytes[start..<index])
            index += byte == carriageReturn && index + 1 < bytes.count && bytes[index + 1] == lineFeed ? 2 : 1
            start = index
        }
        if start < bytes.count { lines.append(bytes[start..<bytes.count]) }
        return lines
    }

    /// The line ending after line `index` of `lines` (cut from `bytes`): `\n`, `\r\n`, `\r`,
    /// or nothing for a last line without one.
    static func ending(after index: Int, of lines: [ArraySlice<UInt8>], in bytes: [UInt8]) -> ArraySlice<UInt8> {
        let end = index + 1 < lines.count ? lines[index + 1].startIndex : bytes.count
        return bytes[lines[index].endIndex..<end]
    }

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    static let carriageReturn = UInt8(ascii: "\r")
    static let lineFeed = UInt8(ascii: "\n")
}
