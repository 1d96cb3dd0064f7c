extension TranscriptCheck {
    /// The transcript's bytes with every differing exchange's expected lines replaced by what
    /// convcalc printed; nil when nothing differs, so an up-to-date file is never rewritten.
    ///
    /// Everything else stays byte for byte: the byte-order mark, the header, comments, blank
    /// lines (also those among an exchange's output) and every kept line's ending. New lines
    /// take the place of the first old one (or follow the `> ` line); the i-th new line ends
    /// like the i-th old one did, and lines beyond the old count end like the `> ` line.
    public var updatedBytes: [UInt8]? {
        let changed = Dictionary(uniqueKeysWithValues: results.filter { !$0.matches }.map { ($0.exchange.lineNumber, $0) })
        guard !changed.isEmpty else { return nil }
        let style = transcript.lines.first { !$0.ending.isEmpty }.map { Array($0.ending) } ?? [TranscriptLines.lineFeed]
        var bytes = Array(transcript.prefix)
        var current: Result?
        for (index, line) in transcript.lines.enumerated() {
            let number = index + 1
            switch line.kind {
            case .input:
                current = changed[number]
                bytes += line.bytes
                if let current, current.exchange.expected.isEmpty {
                    let end = ending(of: current, style: style)
                    bytes += line.ending.isEmpty ? end : Array(line.ending)
                    append(current.actual, ending: end, to: &bytes)
                } else {
                    bytes += line.ending
                }
            case .expected:
                if let current {
                    if number == current.exchange.expectedLineNumbers.first {
                        let endings = current.exchange.expectedLineNumbers.map { Array(transcript.lines[$0 - 1].ending) }
                        append(current.actual, ending: ending(of: current, style: style), to: &bytes, keeping: endings)
                    }
                } else {
                    bytes += line.bytes + line.ending
                }
            case .header, .comment, .blank:
                bytes += line.bytes + line.ending
            }
        }
        return bytes
    }

    /// The line ending of the exchange's `> ` line, or the file's when it has none (the last line).
    private func ending(of result: Result, style: [UInt8]) -> [UInt8] {
        let ending = transcript.lines[result.exchange.lineNumber - 1].ending
        return ending.isEmpty ? style : Array(ending)
    }

    /// Appends `lines`, the i-th ending as `keeping[i]` did when there was one (an empty one, the
    /// file's missing last newline, only for the last line), else with `ending`.
    private func append(_ lines: [ExpectedLine], ending: [UInt8], to bytes: inout [UInt8], keeping: [[UInt8]] = []) {
        for (index, line) in lines.enumerated() {
            bytes += Array(line.transcriptText.utf8)
            if index < keeping.count, !keeping[index].isEmpty || index == lines.count - 1 {
                bytes += keeping[index]
            } else {
                bytes += ending
            }
        }
    }
}
