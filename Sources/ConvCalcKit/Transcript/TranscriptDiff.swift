/// A differing exchange told so a teacher can read it: the first differing line's number,
/// the typed line that produced it — by its line in the file and by how many typed lines
/// it is, as the keypad's lesson counts them for `g N` — then each changed line as
/// `expected` over `got` (the first 100, then how many more).
///
/// ```
/// lesson.txt: FAILED at line 8, the output of line 7 (typed line 3): > 5
///   line 8: expected -15 °C
///                got -16 °C
/// ```
/// No `-`/`+` markers (a minus sign would read as one); every byte from the file is
/// escaped through `VisibleText`, each line cut after `shownCharacters` characters (a line of
/// a megabyte of control bytes, escaped, took `check` 170 MB); colour only when asked for.
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
        let (changes, more) = self.changes
        let first = changes.first?.label ?? "line \(exchange.lineNumber)"
        let place = first.hasPrefix("after") ? first : "at " + first
        var text = "\(VisibleText.of(file, limit: Int.max)): \(paint("FAILED", "1;31")) \(place), the output of "
            + "line \(exchange.lineNumber) (typed line \(result.typedLine)): \(visible(TranscriptText.inputLine(exchange.input)))\n"
        for change in changes {
            let indent = String(repeating: " ", count: change.label.count + 4 + "expected".count - "got".count)
            text += "  \(change.label): expected \(paint(change.expected.map(visible) ?? "(no line)", "31"))\n"
            text += "\(indent)got \(paint(change.actual.map(visible) ?? "(no line)", "32"))\n"
        }
        if more > 0 { text += "  … and \(more) more differing line\(more == 1 ? "" : "s")\n" }
        return text
    }

    /// One changed line: where it is in the file, what the file says, what convcalc printed.
    struct Change {
        let label: String
        let expected: String?
        let actual: String?
    }

    /// The most changed lines a report shows; it says how many more there are.
    static let shownChanges = 100

    /// The first `shownChanges` positions where the expected and printed lines differ, in
    /// order, and how many more differ. The expected lines are read one at a time.
    var changes: (shown: [Change], more: Int) {
        let exchange = result.exchange, actual = result.actual
        var shown: [Change] = []
        var more = 0
        func add(_ change: @autoclosure () -> Change) {
            if shown.count < Self.shownChanges { shown.append(change()) } else { more += 1 }
        }
        var index = 0
        var lastNumber = exchange.lineNumber
        for (line, wanted) in exchange.expectedLines {
            let got = index < actual.count ? actual[index] : nil
            if wanted != got { add(Change(label: "line \(line.number)", expected: wanted.transcriptText, actual: got?.transcriptText)) }
            lastNumber = line.number
            index += 1
        }
        for got in actual.dropFirst(index) {
            add(Change(label: "after line \(lastNumber)", expected: nil, actual: got.transcriptText))
        }
        return (shown, more)
    }

    /// The most characters of a line a report shows, then `…`.
    static let shownCharacters = 1_000

    private func visible(_ text: String) -> String {
        VisibleText.of(text, limit: Self.shownCharacters)
    }

    private func paint(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
