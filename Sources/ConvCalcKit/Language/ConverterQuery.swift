/// Reads the converter a user names: a menu number (`3`), a label (`miles to kilometers`)
/// or a unit pair (`mi->km`, `mi km`, `mi to km`, `°F→°C`, `F C`).
public enum ConverterQuery {
    /// The converter `text` names, or why it names none.
    public static func resolve(_ text: String) -> Result<Converter, LineError.Reason> {
        // Case kept: unit look-ups fold it themselves, except where it matters (`Mm` is no mm).
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if words.count == 1, let number = Int(words[0]) {
            guard (1...Converter.builtIn.count).contains(number) else { return .failure(.noSuchMenuItem(words[0])) }
            return .success(Converter.builtIn[number - 1])
        }
        for (from, to) in candidatePairs(words) {
            guard let source = UnitCatalog.find(from), let named = Converter.named(from: source, to: to) else { continue }
            return named
        }
        return .failure(.notAConverter(VisibleText.of(text)))  // text from a flag or a file is raw
    }

    /// Ways to cut the words into a source and a target, most explicit first.
    private static func candidatePairs(_ words: [String]) -> [(String, String)] {
        let joined = words.joined(separator: " ")
        var pairs: [(String, String)] = []
        for arrow in ["->", "→", "=>", ">"] {
            if let range = joined.firstRange(of: arrow) {
                pairs.append((String(joined[..<range.lowerBound]), String(joined[range.upperBound...])))
            }
        }
        for (index, word) in words.enumerated() where word.lowercased() == "to" && index > 0 && index < words.count - 1 {
            pairs.append((words[..<index].joined(separator: " "), words[(index + 1)...].joined(separator: " ")))
        }
        for index in words.indices.dropFirst() {
            pairs.append((words[..<index].joined(separator: " "), words[index...].joined(separator: " ")))
        }
        return pairs.map { ($0.0.trimmingBlanks, $0.1.trimmingBlanks) }
    }
}

extension String {
    var trimmingBlanks: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
