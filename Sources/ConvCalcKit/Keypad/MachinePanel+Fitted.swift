extension MachinePanel {
    /// The fewest rows the panel's compact form takes inside its box: the state and one more line.
    public static let compactRows = 2

    /// The panel's lines in `rows` rows of `width` columns, the last step and a refusal always
    /// whole (wrapped at blanks, never cut while the rows hold them):
    /// 1. the whole panel: every state, the transitions out of the current one, the last step;
    /// 2. else the current state alone, its transitions, the last step;
    /// 3. else the compact form: the current state, the events out of it by name (as many
    ///    rows as are left, `…` when cut), the last refusal's reason — flowing on beside the
    ///    state when they do not fit one under the other, and only the reason when even that
    ///    does not fit — or, with no refusal, the step just taken when it fits under the state
    ///    (a lesson at 60×20 and 40×20 did not say where its key led).
    ///
    /// `refusal` is a refusal the steps no longer hold (a lesson's line undone), shown when the
    /// last step is not itself refused. Without `showsWayOut` the transitions and events out of
    /// the state and the last step are left out, the state and `──▶ ?` in their place: a quiz
    /// asks where the next key leads, and the panel would say (the last step, `integer ──digit
    /// 1──▶ integer`, answers `in integer, digit 2 leads to?`).
    public static func lines(state: State, last: TraceStep?, refusal: String?, width: Int, rows: Int,
                             showsWayOut: Bool = true) -> [StyledLine] {
        guard showsWayOut else {  // `──▶ ?` alone where the state does not fit beside it (it is lit above)
            let forms = ["  " + state.phase.rawValue + " ──▶ ?", state.phase.rawValue + " ──▶ ?", "──▶ ?"]
            let asked: StyledLine = [Span(forms.first { ColumnWidth.of($0) <= width } ?? "?", .dim)]
            let whole = states(current: state.phase, width: width) + [asked]
            return whole.count <= rows ? whole : Array(([[Span(" \(state.phase.rawValue) ", .current)], asked]).prefix(rows))
        }
        let ending = lastLines(last: last, refusal: refusal, width: width)
        let transitions = transitions(in: state, width: width).map { [Span($0, .normal)] }
        let whole = states(current: state.phase, width: width) + transitions + ending
        if whole.count <= rows { return whole }
        let current: StyledLine = [Span(" \(state.phase.rawValue) ", .current)]
        if 1 + transitions.count + ending.count <= rows { return [current] + transitions + ending }
        let refused = refusalLines(last: last, refusal: refusal, width: width)
        if 1 + refused.count > rows { return besideState(current, refused: last?.refusal?.message ?? refusal, width: width, rows: rows) }
        let step = refused.isEmpty ? ending : []  // no refusal: `ending` is the step just taken
        let under = 1 + step.count <= rows ? refused + step : refused
        let room = max(0, rows - 1 - under.count)
        return [current] + events(in: state, width: width, rows: room) + under
    }

    /// True when `lines`, made by `lines(…rows:)`, fit `rows` with the current state named (lit):
    /// false when only a refusal's reason is left, or not even that fits.
    public static func namesState(_ lines: [StyledLine], rows: Int) -> Bool {
        lines.count <= rows && lines.contains { line in line.contains { $0.style == .current } }
    }

    /// The current state with the refusal's reason flowing on after it on its row, when they
    /// fit `rows` whole; else the reason alone (it says what the machine refused).
    static func besideState(_ current: StyledLine, refused reason: String?, width: Int, rows: Int) -> [StyledLine] {
        let label = current.map(\.text).joined()
        let text = label + "✗ " + (reason ?? "")
        let wrapped = TextWrap.lines(text, width: width)
        let all = TextWrap.lines("✗ " + (reason ?? ""), width: width).map { [Span($0, .error)] }
        guard reason != nil, wrapped.count <= rows, let first = wrapped.first, first.hasPrefix(label) else { return all }
        return [current + [Span(String(first.dropFirst(label.count)), .error)]] + wrapped.dropFirst().map { [Span($0, .error)] }
    }

    /// The last step (or else the refusal), wrapped whole; a refusal in the error style.
    static func lastLines(last: TraceStep?, refusal: String?, width: Int) -> [StyledLine] {
        if let last, last.refusal != nil || refusal == nil {
            let style: Style = last.refusal == nil ? .current : .error
            return TextWrap.lines(TraceText.plain(last), width: width, indent: 2).map { [Span($0, style)] }
        }
        guard let refusal else { return [] }
        return TextWrap.lines("✗ " + refusal, width: width, indent: 2).map { [Span($0, .error)] }
    }

    /// The last refusal's reason, wrapped whole: `✗ -500 °F is below absolute zero (…)` (the
    /// status line names the key).
    static func refusalLines(last: TraceStep?, refusal: String?, width: Int) -> [StyledLine] {
        guard let reason = last?.refusal?.message ?? refusal else { return [] }
        return TextWrap.lines("✗ " + reason, width: width).map { [Span($0, .error)] }
    }

    /// The events out of `state`'s phase by name, the accepted ones then the refused ones after
    /// `✗`, wrapped to `width`, in at most `rows` rows (the last ending in `…` when cut): the
    /// events the whole panel names, refused where it refuses them (`sentCells(in:)`; it said
    /// `✗ . EE pick cancel` in `exponent`, where the whole panel says `✗ ., EE`, no key
    /// picking or cancelling there).
    static func events(in state: State, width: Int, rows: Int) -> [StyledLine] {
        guard rows > 0 else { return [] }
        let sent = sentCells(in: state)
        let accepted = sent.filter { $0.to != nil }.map(\.event.rawValue)
        let refused = sent.filter { $0.to == nil }.map(\.event.rawValue)
        var lines = TextWrap.lines(accepted.joined(separator: " "), width: width)
        if !refused.isEmpty { lines += TextWrap.lines("✗ " + refused.joined(separator: " "), width: width) }
        guard lines.count > rows else { return lines.map { [Span($0, .normal)] } }
        var shown = Array(lines.prefix(rows))
        let last = TextWrap.lines(shown[rows - 1], width: max(1, width - 2))[0]
        shown[rows - 1] = last + " …"
        return shown.map { [Span($0, .normal)] }
    }
}
