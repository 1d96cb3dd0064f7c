/// Reads the converter a user names: a menu number (`3`), a label (`miles to kilometers`)
/// or a unit pair (`mi->km`, `mi km`, `mi to km`, `°F→°C`, `F C`).
///
/// Linear in its input: text longer than `maximumLength` bytes is refused unread, and only
/// cuts that leave each side few enough words to name a unit are tried (`sideWordLimit`),
/// so 8,000 words cost no more than their bytes.
public enum ConverterQuery {
    /// The longest text read as a converter, in bytes: far more than any unit pair needs
    /// (`degrees Fahrenheit to degrees Celsius` is 37).
    public static let maximumLength = 256

    /// The most words a side of a pair may have: the wordiest unit spelling after `degrees`,
    /// for every part of the longest compound output and the `+` between them.
    static let sideWordLimit: Int = {
        let spellings = UnitCatalog.all.flatMap { [$0.symbol, $0.name] + $0.aliases }
        let words = spellings.map { $0.split(whereSeparator: { $0 == " " || $0 == "_" }).count }.max() ?? 1
        let parts = CompoundUnit.all.map(\.parts.count).max() ?? 1
        return (words + 1) * parts + parts - 1
    }()

    /// The converter `text` names, or why it names none.
    public static func resolve(_ text: String) -> Result<Converter, LineError.Reason> {
        guard text.utf8.count <= maximumLength else { return .failure(.converterTooLong(limit: maximumLength)) }
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

    /// Ways to cut the words into a source and a target, most explicit first: at the first
    /// of each arrow, at a `to`, between two words. A cut between words (or at a `to`) is
    /// made only when each side has at most `sideWordLimit` words, so there are a bounded
    /// number of them, each no longer than the text.
    static func candidatePairs(_ words: [String]) -> [(String, String)] {
        let joined = words.joined(separator: " ")
        var pairs: [(String, String)] = []
        for arrow in ["->", "→", "=>", ">"] {
            if let range = joined.firstRange(of: arrow) {
                pairs.append((String(joined[..<range.lowerBound]), String(joined[range.upperBound...])))
            }
        }
        // A `to` at `index` leaves `index` words before it and `words.count - index - 1` after.
        for index in cuts(of: words.count, dropping: 1) where words[index].lowercased() == "to" {
            pairs.append((words[..<index].joined(separator: " "), words[(index + 1)...].joined(separator: " ")))
        }
        for index in cuts(of: words.count, dropping: 0) {
            pairs.append((words[..<index].joined(separator: " "), words[index...].joined(separator: " ")))
        }
        return pairs.map { ($0.0.trimmingBlanks, $0.1.trimmingBlanks) }
    }
}

extension ConverterQuery {
    /// The places to cut `count` words, `dropping` words at the cut (a `to`), that leave
    /// between 1 and `sideWordLimit` words on each side: at most `2 × sideWordLimit` of them.
    static func cuts(of count: Int, dropping: Int) -> [Int] {
        let first = max(1, count - dropping - sideWordLimit)
        let last = min(count - dropping - 1, sideWordLimit)
        return first <= last ? Array(first...last) : []
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
