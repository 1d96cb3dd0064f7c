/// The units after a number in a one-line conversion, as GNU units, qalc and numbat users
/// write it: `5 mi to km`, `5 mi in km`, `5 mi -> km`, `5 mi→km`, `-40 °F to °C`, or just
/// `98.6 °F` (a number and its unit; the output unit follows `ConversionPhrase.target`).
struct ConversionPhrase {
    /// From the unit the number is in to the unit (or compound) to show it in.
    let converter: Converter
    /// Where the phrase starts and ends in the line (bytes).
    let start: Int
    let end: Int

    /// Words that join the two units.
    static let connectors: Set<String> = ["to", "in", "->", "→", "=>", "as"]

    /// The phrase starting at the token `first` of `line`, or nil when that token does not
    /// start with a unit (then it is read as a key or command). Throws when the phrase names
    /// units it cannot convert between, or names no unit after its connector.
    static func read(_ line: LineBytes, after first: LineBytes.Token, current: Converter?) throws(LineError) -> ConversionPhrase? {
        var words: [(text: String, token: LineBytes.Token)] = []
        var tokens = line.tokens(from: first.start)
        while let token = tokens.next(), words.count < 8 { words.append((line.string(token), token)) }
        guard let head = words.first else { return nil }
        if let arrow = ["->", "→", "=>"].lazy.compactMap({ head.text.firstRange(of: $0) }).first,
           let source = UnitCatalog.find(String(head.text[..<arrow.lowerBound])) {
            let rest = String(head.text[arrow.upperBound...])
            if rest.isEmpty { return try joined(source, words, at: 1, line: line) }
            guard let named = Converter.named(from: source, to: rest) else {
                throw LineError(.notAUnit(line.visible(head.token)), column: line.column(of: head.token.start))
            }
            return try phrase(named, start: head.token.start, end: head.token.end, line: line)
        }
        guard let (source, used) = longestUnit(words, from: 0) else { return nil }
        if used < words.count, connectors.contains(words[used].text.lowercased()) {
            return try joined(source, words, at: used + 1, line: line)
        }
        // `5 km ->mi`: the arrow written against the unit after it.
        if used < words.count, let arrow = ["->", "→", "=>"].first(where: { words[used].text.hasPrefix($0) }) {
            let word = words[used]
            guard let named = Converter.named(from: source, to: String(word.text.dropFirst(arrow.count))) else {
                throw LineError(.notAUnit(line.visible(word.token)), column: line.column(of: word.token.start))
            }
            return try phrase(named, start: head.token.start, end: word.token.end, line: line)
        }
        let target = ConversionPhrase.target(for: source, current: current).map { Result<Converter, LineError.Reason>.success($0) }
        return try phrase(target ?? .failure(.notAUnit("")), start: head.token.start, end: words[used - 1].token.end,
                          line: line)
    }

    /// The converter of `98.6 °F` (a number and one unit): to the current output (a unit or a
    /// compound) when it is of the same kind and not that unit; otherwise to the output of the
    /// first menu converter from that unit; otherwise to that of the kind's first menu
    /// converter; otherwise to the kind's base unit.
    static func target(for source: UnitID, current: Converter?) -> Converter? {
        let kind = UnitCatalog.kinds[Int(source)]
        if let current, UnitCatalog.kinds[Int(current.to)] == kind, current.to != source || current.compound != nil,
           let kept = try? Converter.named(from: source, to: current.outputSymbol)?.get() {
            return kept
        }
        if let menu = Converter.builtIn.first(where: { $0.from == source }) { return menu }
        if let menu = Converter.builtIn.first(where: { UnitCatalog.kinds[Int($0.from)] == kind }), menu.to != source {
            return Converter(from: source, to: menu.to)
        }
        return Converter(from: source, to: UnitCatalog.id(ofSymbol: kind.baseSymbol))
    }

    /// `FROM to TO` once FROM is read: TO is the longest unit at `index`.
    private static func joined(_ source: UnitID, _ words: [(text: String, token: LineBytes.Token)], at index: Int,
                               line: LineBytes) throws(LineError) -> ConversionPhrase {
        guard index < words.count else {
            throw LineError(.notAUnit(""), column: line.column(of: line.end))
        }
        if let (named, count) = longest(words, from: index, { Converter.named(from: source, to: $0) }) {
            return try phrase(named, start: words[0].token.start, end: words[index + count - 1].token.end, line: line)
        }
        let word = words[index]
        throw LineError(.notAUnit(line.visible(word.token)), column: line.column(of: word.token.start))
    }

    private static func phrase(_ named: Result<Converter, LineError.Reason>, start: Int, end: Int,
                               line: LineBytes) throws(LineError) -> ConversionPhrase {
        switch named {
        case .success(let converter): return ConversionPhrase(converter: converter, start: start, end: end)
        case .failure(let reason): throw LineError(reason, column: line.column(of: start))
        }
    }

    /// The unit named by the most words (up to three) starting at `index`, and how many it took.
    private static func longestUnit(_ words: [(text: String, token: LineBytes.Token)], from index: Int) -> (UnitID, Int)? {
        longest(words, from: index, UnitCatalog.find)
    }

    /// What `name` finds in the most words (up to three, joined by a space) starting at
    /// `index`, and how many words it took.
    private static func longest<Found>(_ words: [(text: String, token: LineBytes.Token)], from index: Int,
                                       _ name: (String) -> Found?) -> (Found, Int)? {
        for count in stride(from: min(3, words.count - index), through: 1, by: -1) {
            // Joined by appending: the generic `joined(separator:)` made its types' metadata at
            // run time, 0.17 M instructions on a start's first conversion.
            var text = words[index].text
            for word in words[(index + 1)..<(index + count)] { text += " " + word.text }
            if let found = name(text) { return (found, count) }
        }
        return nil
    }
}
