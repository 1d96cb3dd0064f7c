/// The man page's sections that ArgumentParser's generate-manual cannot know: keys and
/// commands, converters, files, environment, exit status and examples, in mdoc (the macros
/// of the page generate-manual writes), rendered from `Reference`.
public enum ManualPage {
    /// Every extra section, in the order a man page puts them.
    public static var sections: String {
        var page = section("KEYS AND COMMANDS", intro: "A line holds whitespace-separated keys and commands, read left to right;"
            + " words are case-insensitive and # starts a comment. Return commits the entry, and a line"
            + " with an invalid token changes nothing.", table: Reference.commands)
        page += section("CONVERTERS", intro: "Built in, in menu order; the first is the default."
            + " Any two units of one kind also make a converter: convert ft->in.", table: Reference.converters)
        for kind in UnitKind.all {
            // Not indented: a page indents text 7 of its 80 columns (6 more would wrap rows).
            page += ".Ss \(escape(kind.name))\n.Bd -literal\n"
            page += UnitsText.list(kind).split(separator: "\n").flatMap { fitted(String($0)) }.map { escape($0) + "\n" }.joined()
            page += ".Ed\n"
        }
        page += ".Sh ENVIRONMENT\n" + list(Reference.environment, head: "Ev")
        page += ".Sh FILES\n" + list(Reference.files, head: "Pa", key: 1)
        page += ".Sh EXIT STATUS\n" + list(Reference.exitStatus, head: "Li")
        page += ".Sh EXAMPLES\n"
        for example in Reference.examples {
            page += escape(example.meaning) + ":\n.Dl \(escape(example.command))\n"
            if let output = example.output {  // what it prints, indented under the command (`.Dl`: 6n), as --help does
                page += ".Bd -literal -offset 10n\n" + output.split(separator: "\n").map { escape(String($0)) + "\n" }.joined()
                    + ".Ed\n"
            }
        }
        return page
    }

    /// Roff lines giving groff's ascii device (`man` where the locale is not UTF-8) the
    /// program's own ASCII forms (`Glyphs`) of the characters it shows too wide or not at all:
    /// `98.6 <degree>F` wrapped the rows of the page's description, and `…` was dropped.
    public static var asciiCharacters: String {
        let scalars: [Unicode.Scalar] = ["°", "µ", "≈", "…"]
        return scalars.map { scalar in
            let form = Glyphs.ascii[scalar] ?? "?"
            return ".if '\\*[.T]'ascii' .char \\[u\(hex(scalar.value))] \(form.isEmpty ? "\\&" : escape(form))\n"
        }.joined()
    }

    /// The columns of a literal line on an 80-column page, after the page's 7.
    static let literalColumns = 73

    /// A unit row as one line, or as two when it would not fit `literalColumns` with `≈`
    /// counted two columns (groff's ascii device showed `~~`; `asciiCharacters` makes it `~`):
    /// the decimal under the definition
    /// (`psi  pounds per square inch  = 8896443230521/1290320000` / `≈ 6894.75729317 Pa`).
    private static func fitted(_ row: String) -> [String] {
        guard row.count + 1 > literalColumns, let approximately = row.firstRange(of: " ≈ "),
              let equals = row.firstRange(of: " = ") else { return [row] }
        let under = String(repeating: " ", count: row.distance(from: row.startIndex, to: equals.upperBound))
        return [String(row[..<approximately.lowerBound]), under + String(row[row.index(after: approximately.lowerBound)...])]
    }

    private static func section(_ title: String, intro: String, table: ReferenceTable) -> String {
        ".Sh \(title)\n" + escape(intro) + "\n" + list(table, head: "Cm")
    }

    /// A tag list: the `key` column is the tag (set with the `head` macro), the other columns its text.
    private static func list(_ table: ReferenceTable, head: String, key: Int = 0) -> String {
        var text = ".Bl -tag -width Ds\n"
        for row in table.rows {
            // Quoted, so that mdoc reads `.` and `,` in the tag as text, not punctuation.
            text += ".It \(head) \"\(escape(plain(row[key])).replacing("\"", with: "\\(dq"))\"\n"
            let others = row.indices.filter { $0 != key }.map { plain(row[$0]) }.filter { !$0.isEmpty }
            text += escape(others.joined(separator: ": ")) + "\n"
        }
        return text + ".El\n"
    }

    /// The cell without its Markdown marks.
    static func plain(_ cell: String) -> String {
        cell.replacing("**", with: "").replacing("`", with: "")
    }

    /// Text safe in roff: backslashes escaped, no line starting with a control character,
    /// and every non-ASCII character as a `\[uXXXX]` escape, so the page needs no encoding.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case _ where scalar.isASCII: out.unicodeScalars.append(scalar)
            default: out += "\\[u" + hex(scalar.value) + "]"
            }
        }
        return out.hasPrefix(".") || out.hasPrefix("'") ? "\\&" + out : out
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
