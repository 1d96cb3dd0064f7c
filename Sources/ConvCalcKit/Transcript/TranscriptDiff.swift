/// A differing exchange told so a teacher can read it: the first differing line's number,
/// the typed line that produced it, then each changed line as `expected` over `got`.
///
/// ```
/// lesson.txt: FAILED at line 8, the output of line 7: > 5
///   line 8: expected -15 °C
///                got -16 °C
/// ```
/// No `-`/`+` markers (a minus sign would read as one); every byte from the file is
/// escaped through `VisibleText`; colour only when asked for.
public struct TranscriptDiff: Sendable {
    /// The exchange that differs.
    public let result: TranscriptCheck.Result
    /// True to colour the report with ANSI escapes (a terminal without NO_COLOR).
    public let colors: Bool

    /// The report of `result`, coloured or not.
    public init(_ result: TranscriptCheck.Result, colors: Bool) {
        self.result = result
        self.colors = colors
    }

    /// The report's lines, each ending in `\n`, for the transcript called `file`.
    public func text(file: String) -> String {
        let exchange = result.exchange
        let changes = self.changes
        let first = changes.first?.label ?? "line \(exchange.lineNumber)"
        let place = first.hasPrefix("after") ? first : "at " + first
        var text = "\(VisibleText.of(file, limit: Int.max)): \(paint("FAILED", "1;31")) \(place), the output of "
            + "line \(exchange.lineNumber): \(visible(TranscriptText.inputLine(exchange.input)))\n"
        for change in changes {
            let indent = String(repeating: " ", count: change.label.count + 4 + "expected".count - "got".count)
            text += "  \(change.label): expected \(paint(change.expected.map(visible) ?? "(no line)", "31"))\n"
            text += "\(indent)got \(paint(change.actual.map(visible) ?? "(no line)", "32"))\n"
        }
        return text
    }

    /// One changed line: where it is in the file, what the file says, what convcalc printed.
    struct Change {
        let label: String
        let expected: String?
        let actual: String?
    }

    /// The positions where the expected and printed lines differ, in order.
    var changes: [Change] {
        let exchange = result.exchange
        let expected = exchange.expected, actual = result.actual
        var changes: [Change] = []
        for index in 0..<max(expected.count, actual.count) {
            let wanted = index < expected.count ? expected[index] : nil
            let got = index < actual.count ? actual[index] : nil
            guard wanted != got else { continue }
            let label = index < expected.count ? "line \(exchange.expectedLineNumbers[index])"
                : "after line \(exchange.expectedLineNumbers.last ?? exchange.lineNumber)"
            changes.append(Change(label: label, expected: wanted?.transcriptText, actual: got?.transcriptText))
        }
        return changes
    }

    private func visible(_ text: String) -> String {
        VisibleText.of(text, limit: Int.max)
    }

    private func paint(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
