/// What a newcomer should see first, declared once: the one-line conversions that `help`,
/// `--help` (and so the man page's description) and the welcome show, each with the output
/// display it gives. A test replays every one and compares.
extension Reference {
    /// A line (or lines) to type, the output display the last one shows, and what it teaches.
    public struct Conversion: Sendable {
        public let lines: [String]
        public let shows: String
        public let note: String
    }

    /// The one-line conversions worth knowing first, from a fresh start.
    public static let conversions: [Conversion] = [
        Conversion(lines: ["5 mi to km"], shows: "≈ 8.05 km", note: "or in, as, ->, →, =>, >, or none"),
        Conversion(lines: ["98.6 °F"], shows: "37 °C", note: "a unit alone: °F→°C, ft→m, lb→kg…"),
        Conversion(lines: ["1.8 m to ft+in"], shows: "≈ 5 ft 10.87 in", note: "output in parts: ft+in, h+min+s…"),
        Conversion(lines: ["6 ft 1 in to m"], shows: "≈ 1.85 m", note: "input in parts, the larger unit first"),
        Conversion(lines: ["1.5e-4 km to mm"], shows: "150 mm", note: "scientific input: e, or the EE key"),
        Conversion(lines: ["precision 4 sig", "1 mi to km"], shows: "≈ 1.609 km",
                   note: "4 significant digits, not places"),
    ]

    /// The conversions as the help texts show them, a row per typed line (what the last line
    /// shows beside it), each at most 73 columns (a man page indents them 5 of its 78):
    /// `  5 mi to km       ≈ 8.05 km        also in, as, …`; a later line says what it follows
    /// (`1 mi to km  ≈ 1.609 km  after precision 4 sig`).
    public static var conversionRows: [String] {
        let width = (conversions.flatMap(\.lines).map(\.count).max() ?? 0) + 2
        let shownWidth = (conversions.map(\.shows.count).max() ?? 0) + 2
        return conversions.flatMap { conversion in
            conversion.lines.enumerated().map { index, line in
                let last = index == conversion.lines.count - 1
                let row = "  " + padded(line, width) + padded(last ? conversion.shows : "", shownWidth)
                    + (index == 0 ? conversion.note : "after \(conversion.lines[index - 1])")
                return row.trimmingTrailingBlanks
            }
        }
    }

    /// The line that introduces them, with where to read on.
    public static let conversionsHeading = "Convert on one line ('help to', 'help units' at the prompt say more):"

    private static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }
}

private extension String {
    var trimmingTrailingBlanks: String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
