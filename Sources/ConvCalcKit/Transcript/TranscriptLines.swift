/// Cuts a transcript's bytes into lines with `Lines.split`: LF, CRLF and a lone CR each end a
/// line, and a UTF-8 byte-order mark at the start is not part of the first line.
///
/// Each line is a slice of the original bytes, so its line ending is the bytes between it and
/// the next line: `--update` writes every line it keeps back with the ending it had.
enum TranscriptLines {
    /// The lines of `bytes`, without their endings; a final line ending adds no empty line.
    static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        Lines.split(bytes)
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
