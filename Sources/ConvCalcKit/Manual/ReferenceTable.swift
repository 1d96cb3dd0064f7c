/// A table of the reference that the guide and the man page both print: a header and rows of
/// cells written in a little Markdown (`code` and **bold**). A test compares the guide's copy
/// with `markdown`; `ManualPage` renders the same rows as the man page's sections.
public struct ReferenceTable: Equatable, Sendable {
    /// The column titles, as the guide shows them.
    public let header: [String]
    /// The rows, one cell per column.
    public let rows: [[String]]

    public init(header: [String], rows: [[String]]) {
        self.header = header
        self.rows = rows
    }

    /// The table as the guide holds it: header, separator, one line per row.
    public var markdown: String {
        let separator = "|" + header.map { _ in "---|" }.joined()
        return ([line(header), separator] + rows.map(line)).joined(separator: "\n")
    }

    private func line(_ cells: [String]) -> String {
        "| " + cells.map { $0.replacing("|", with: "\\|") }.joined(separator: " | ") + " |"
    }
}
