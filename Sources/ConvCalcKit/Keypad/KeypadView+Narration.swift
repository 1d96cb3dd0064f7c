extension KeypadView {
    /// The lesson's comments in at most `rows` rows of `width` columns, wrapped at blanks as
    /// this terminal shows them, from wrapped line `scroll` on; when they do not all fit, the
    /// last row says where the rest is (Up and Down scroll them).
    func narration(_ paragraphs: [String], scroll: Int, width: Int, rows: Int) -> [StyledLine] {
        let lines = LessonNarration.lines(paragraphs.map(glyphs.text), width: width)
        guard rows > 0, !paragraphs.isEmpty else { return [] }
        if lines.count <= rows { return lines.map { [Span($0)] } }
        let shown = max(1, rows - 1)
        let top = max(0, min(scroll, LessonNarration.scrollLimit(lines: lines.count, rows: rows)))
        var result: [StyledLine] = lines[top..<top + shown].map { [Span($0)] }
        if rows > 1 {
            let more = top > 0 && top + shown < lines.count ? "(more: Up, Down)" : top > 0 ? "(more: Up)" : "(more: Down)"
            result.append([Span(more, .dim)])
        }
        return result
    }
}
