extension TranscriptCheck {
    /// Why `updatedBytes(limit:)` gave no bytes: the updated transcript would be longer than
    /// `limit` bytes, more than a check reads.
    public struct TooLarge: Error, Equatable, Sendable {
        /// The most bytes the updated transcript may hold.
        public let limit: Int
        /// The line of the typed line whose new output crossed the limit.
        public let line: Int
    }

    /// The transcript's bytes with every differing exchange's expected lines replaced by what
    /// convcalc printed; nil when nothing differs, so an up-to-date file is never rewritten.
    /// Throws `TooLarge` as soon as the result grows past `limit` bytes, so a file is never
    /// rewritten into one that `check` would refuse; it holds at most `limit` bytes and one
    /// exchange, however much the transcript's lines print.
    ///
    /// Everything else stays byte for byte: the byte-order mark, the header, comments, blank
    /// lines (also those among an exchange's output) and every kept line's ending. New lines
    /// take the place of the first old one (or follow the `> ` line); the i-th new line ends
    /// like the i-th old one did, and lines beyond the old count end like the `> ` line.
    public func updatedBytes(limit: Int) throws(TooLarge) -> [UInt8]? {
        guard firstMismatch != nil else { return nil }
        let style = transcript.lines.first { !$0.ending.isEmpty }.map { Array($0.ending) } ?? [TranscriptLines.lineFeed]
        let body = transcript.body
        // Room for the most it may hold (up to 32 MiB), reserved once: grown by doubling, 16 MiB
        // took 32 (a reservation's pages are only resident once written).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(limit, 1 << 25) + 1)
        bytes += transcript.prefix
        bytes += body[..<transcript.firstExchange.index]
        for result in results {
            if result.matches {
                bytes += result.exchange.source
            } else {
                append(updating: result, style: style, to: &bytes)
            }
            guard bytes.count <= limit else { throw TooLarge(limit: limit, line: result.exchange.lineNumber) }
        }
        return bytes
    }

    /// Appends the exchange of `result` with what convcalc printed in place of its expected lines.
    private func append(updating result: Result, style: [UInt8], to bytes: inout [UInt8]) {
        var lines = result.exchange.lines
        guard let typed = lines.next() else { return }
        let end = typed.ending.isEmpty ? style : Array(typed.ending)
        bytes += typed.bytes
        guard result.exchange.expectsSomeLine else {  // the new lines follow the `> ` line
            bytes += end
            append(result.actual, ending: end, to: &bytes)
            while let line = lines.next() { bytes += line.bytes + line.ending }
            return
        }
        bytes += typed.ending
        var replaced = false
        while let line = lines.next() {
            guard case .expected = line.kind else {
                bytes += line.bytes + line.ending  // a comment or a blank line among the output stays
                continue
            }
            if replaced { continue }
            replaced = true
            let endings = result.exchange.expectedLines.prefix(result.actual.count).map { Array($0.line.ending) }
            append(result.actual, ending: end, to: &bytes, keeping: endings)
        }
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
