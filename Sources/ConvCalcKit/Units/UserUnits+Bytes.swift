/// A units file as its bytes: the text read from them, each line with a byte that is not UTF-8
/// left out and said by that byte.
extension UserUnits {
    /// Reads the units file of `bytes`, named `file` in messages, as `read(_:file:…)` reads its
    /// text. A line with a byte that is not UTF-8 before its comment is left out (the lines
    /// after it keep their numbers) and said as a problem naming the byte as it is (`\xFF`), where
    /// decoding it would have shown U+FFFD; in a comment such a byte is harmless.
    public mutating func read(bytes: [UInt8], file: String, locale: String = "", database: Bool = false) {
        let (text, unreadable) = Self.utf8Text(bytes, file: file)
        read(text, file: file, locale: locale, database: database, alsoFound: unreadable)
    }

    /// True when `bytes` open as GNU units' database (`isGNUDatabase` of their text).
    public static func isGNUDatabase(bytes: [UInt8]) -> Bool {
        isGNUDatabase(String(decoding: bytes.prefix(400), as: UTF8.self))
    }

    /// The text of `bytes` with each line that has a byte that is not UTF-8 before a `#` made
    /// empty, and the problem of each such line.
    static func utf8Text(_ bytes: [UInt8], file: String) -> (text: String, problems: [DefinitionProblem]) {
        // Nearly every file is UTF-8 throughout: its text at once, without a copy of its lines
        // kept (16 MiB of comments took a start 56 MB; it is the same text either way).
        if let text = String(validating: bytes, as: UTF8.self) { return (text, []) }
        var kept: [UInt8] = [], problems: [DefinitionProblem] = []
        kept.reserveCapacity(bytes.count)
        var lineNumber = 1
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for line in lines {
            if let (offset, length) = firstInvalid(line),
               !line[line.startIndex..<(line.startIndex + offset)].contains(UInt8(ascii: "#")) {
                let before = line[line.startIndex..<(line.startIndex + offset)]
                let shown = line[(line.startIndex + offset)..<(line.startIndex + offset + length)]
                    .map { "\\x" + String($0, radix: 16, uppercase: true) }.joined()
                let column = String(decoding: before, as: UTF8.self).count + 1
                problems.append(DefinitionProblem(position: DefinitionPosition(file: file, line: lineNumber, column: column),
                                                  message: "the byte \(shown) is not UTF-8, so the line is left out;"
                                                      + " save the file as UTF-8"))
            } else {
                kept += line
            }
            if lineNumber < lines.count { kept.append(UInt8(ascii: "\n")) }  // as many line ends as the file has
            lineNumber += 1
        }
        return (String(decoding: kept, as: UTF8.self), problems)
    }

    /// Where the first byte that is not UTF-8 is in `line`, and how many bytes its ill-formed
    /// sequence has; nil when the line is UTF-8 throughout.
    private static func firstInvalid(_ line: ArraySlice<UInt8>) -> (offset: Int, length: Int)? {
        guard line.contains(where: { $0 >= 0x80 }) else { return nil }
        var parser = Unicode.UTF8.ForwardParser(), iterator = line.makeIterator(), offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error(let length): return (offset, length)
            }
        }
    }
}
