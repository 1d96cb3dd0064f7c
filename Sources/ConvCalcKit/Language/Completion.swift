/// Tab completion: what the word before the cursor could become, given the machine's phase.
///
/// Pure, so the prompt's behaviour is tested without a terminal.
public enum Completion {
    /// The partial word being completed and the candidates that extend it.
    public struct Result: Equatable, Sendable {
        /// The text the candidates replace (the end of the line before the cursor).
        public let word: String
        /// Matching candidates, in a stable order, without duplicates.
        public let candidates: [String]
        /// True when a unique candidate should be followed by a space.
        public let addsSpace: Bool

        /// How many characters at the end of `word` the insertion replaces: all of it when
        /// every candidate writes it in another case (`m` before `MJ`: what was typed kept
        /// would make `mJ`, which is no unit), else none.
        public var replacedCount: Int {
            guard let first = candidates.first, first.count >= word.count else { return 0 }
            let written = first.prefix(word.count)
            guard written != Substring(word), candidates.allSatisfy({ $0.prefix(word.count) == written }) else { return 0 }
            return word.count
        }

        /// The candidates written in ASCII only: where the terminal's locale is not UTF-8,
        /// `Å` or `°C` can be neither typed nor shown (their bytes were sent raw: 0x85 is a C1
        /// control there), so they are not offered.
        public var asciiOnly: Result {
            Result(word: word, candidates: candidates.filter { $0.utf8.allSatisfy { $0 < 0x80 } }, addsSpace: addsSpace)
        }

        /// The candidates as a list shows them: without the start of `word` they all share up
        /// to its last blank or arrow (`convert mi ` lists `km m cm…`, as `5 mi ` does, not
        /// `mi km mi m…`).
        public var listed: [String] {
            guard let cut = word.lastIndex(where: { $0 == " " || $0 == ">" || $0 == "→" }) else { return candidates }
            let typed = word[...cut].lowercased()
            guard candidates.allSatisfy({ $0.lowercased().hasPrefix(typed) }) else { return candidates }
            let shared = word[...cut].count
            return candidates.map { $0.count > shared ? String($0.dropFirst(shared)) : $0 }
        }

        /// The text to insert after `word`, once its last `replacedCount` characters are
        /// removed: the candidates' common extension (with the word as they write it).
        public var insertion: String {
            guard let first = candidates.first else { return "" }
            var common = Array(first)
            for candidate in candidates.dropFirst() {
                let other = Array(candidate)
                var length = 0
                while length < min(common.count, other.count)
                    && String(common[length]).lowercased() == String(other[length]).lowercased() { length += 1 }
                common = Array(common.prefix(length))
            }
            let extra = String(common.dropFirst(word.count - replacedCount))
            return candidates.count == 1 && addsSpace ? extra + " " : extra
        }
    }

    /// Completes `typed` (the line up to the cursor) in `phase`.
    public static func complete(_ typed: String, phase: Phase) -> Result {
        let text = spacedAtCuts(typed)
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        // After a word that takes the rest of the line, wherever it stands (`units `, `5 units `:
        // its argument, where the keys were offered), its argument.
        for (index, typed) in words.prefix(text.hasSuffix(" ") ? words.count : max(0, words.count - 1)).enumerated() {
            // First on the line, or after numbers alone (a unit's name may hold a command's word).
            guard index == 0 || words[index - 1].allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }) else { break }
            let lowered = typed.lowercased()
            guard let word = Words.all.first(where: { $0.spellings.contains { $0.lowercased() == lowered } }),
                  word.takesRestOfLine else { continue }
            let argument = String(text[typed.endIndex...].drop { $0 == " " })
            return match(argument, among: arguments(after: word.completes, argument), space: false)
        }
        if phase == .choosing {
            let argument = String(text.drop { $0 == " " })
            return match(argument, among: converterArguments(argument) + menuWords, space: false)
        }
        let word = text.hasSuffix(" ") ? "" : String(words.last ?? "")
        let startsLine = words.count <= 1 && !text.hasSuffix(" ")
        return match(word, among: unitsAfterNumber(text) ?? (startsLine ? wordsOutsideMenu : wordsAfterKeys), space: true)
    }

    /// `text` with a blank where the parser cuts a token without one (`20°C t` → `20 °C t`,
    /// `6'2" t` → `6 ' 2 " t`, `6′2″ t` → `6 ' 2 " t`), so that Tab reads the words the parser reads (it took `20°C`
    /// for no number, and offered `trace` after the conversion). Only blanks are added and primes
    /// written as marks before the last word, so the last word is the end of `text` still.
    static func spacedAtCuts(_ text: String) -> String {
        var bytes = Array(text.utf8)
        // Only a mark cuts a token without a blank: `'` `"`, or a character of two bytes or more.
        guard bytes.contains(where: { $0 == 0x22 || $0 == 0x27 || $0 >= 0xC2 }) else { return text }
        var spaced: [UInt8] = []
        bytes.withUnsafeMutableBufferPointer { buffer in
            let all = UnsafeBufferPointer(buffer)
            var tokens = LineBytes(all).tokens(), end = 0
            while let token = tokens.next() {
                if token.start == end && end > 0 { spaced.append(UInt8(ascii: " ")) }
                spaced += all[end..<token.start]
                // A prime glued to a number is feet or inches, as the parser reads it (`6′2″ ` offered
                // angles): written `'` or `"`, unless it ends the text (the word Tab replaces).
                if token.end < all.count, let mark = LineBytes.gluedPrime(all, token.start, token.end) {
                    spaced += Array(mark.utf8)
                } else {
                    spaced += all[token.start..<token.end]
                }
                end = token.end
            }
            spaced += all[end...]
        }
        return String(decoding: spaced, as: UTF8.self)
    }

    /// The words offered first on a line outside the menu: all but `cancel`, which only the
    /// menu takes (Tab offered it, and the line was refused), and EE, which follows a number's
    /// digits (first on a line it is refused).
    static let wordsOutsideMenu = typedWords { $0.role != .key(.cancel) && $0.role != .key(.exponent) }

    /// The words offered after keys on a line: those, less `quit` and its spellings, which
    /// come alone on a line (`5 quit` is refused: it would leave before the answer).
    static let wordsAfterKeys = typedWords { $0.role != .key(.cancel) && $0.role != .quit }

    /// What may follow a word whose argument completes as `completes`.
    static func arguments(after completes: Word.Completes, _ argument: String) -> [String] {
        switch completes {
        case .nothing: []
        case .converters: converterArguments(argument)
        case .precisions: (0...State.maxPrecision).map(String.init) + ["4 sig"]
        case .kinds: UnitKind.all.map { $0.name.replacing(" ", with: "_") }
        case .onOff: ["on", "off"]
        case .words: helpWords  // after help: `help to`, `help sig`, `help digit`…
        }
    }

    /// What `help` takes, as its overview lists them: the words, its topics (`to`, `parts`,
    /// `sig`) and the machine's events as written there (`digit`, `EE`, `+/-`, `line-end`, `pick`),
    /// once each whatever the case (`ee` was offered, `+/-` and `digit` were not).
    static let helpWords: [String] = {
        var seen = Set<String>()
        let events = Event.Kind.allCases.map(\.rawValue)
        return (events + commandWords + HelpText.topicWords).filter { seen.insert($0.lowercased()).inserted }
    }()

    /// The words of the language typed as words, for `help` (and, less those a place refuses,
    /// for a line: `wordsOutsideMenu`, `wordsAfterKeys`).
    public static let commandWords = typedWords { _ in true }

    /// The spellings typed as words of the keys, queries and commands that `included` keeps.
    static func typedWords(_ included: (Word) -> Bool) -> [String] {
        Words.all.filter(included).flatMap { word -> [String] in
            switch word.role {
            case .key, .query, .quit, .command: spelledOut(word)
            case .numberKey, .lineEnd, .menuChoice: []
            }
        }
    }

    /// The words that work while the menu is open (`pick` names what a menu line does; it is not typed).
    static let menuWords: [String] = Words.all.filter { $0.worksInMenu && $0.role != .menuChoice }.flatMap(spelledOut)

    /// A word's spellings that are words (not symbols like `±` or single letters like `C`).
    static func spelledOut(_ word: Word) -> [String] {
        word.spellings.filter { $0.count > 1 && $0.first?.isLetter == true }.map { $0.lowercased() }
    }

    /// Menu numbers and names, built-in pairs, unit stems (`mi->`), and after `FROM->` (or
    /// any connector of `UnitPair`: `FROM to `, `FROM > `, or none: `FROM `) its outputs.
    static func converterArguments(_ argument: String) -> [String] {
        let lowered = argument.lowercased()
        // None of `candidates` goes on from the argument, and its last word has `letters` or more
        // (three; two after a pair's first unit, whose kind keeps the names few: `5 kg to po` → pound): the names too.
        let wantsNames = { (candidates: [String], letters: Int) in
            (argument.split(separator: " ").last?.count ?? 0) >= letters && !argument.hasSuffix(" ")
                && !candidates.contains { $0.lowercased().hasPrefix(lowered) }
        }
        if let pair = pairStem(argument) {  // after the outputs (and connectors, as after a number), the menu's names
            let connectors = pair.isBare ? connectorWords.map { pair.stem + $0 } : []
            let candidates = outputs(from: pair.source).filter { !pair.isBare || !readsEitherWay(pair.stem, $0) }.map { pair.stem + $0 }
                + connectors + Converter.builtIn.map(\.label)
            // `convert mi to kilo` → kilometers, as after a number.
            return candidates + (wantsNames(candidates, 2) ? Completion.names(ofKindOf: pair.source).map { pair.stem + $0 } : [])
        }
        let numbers = Converter.builtIn.indices.map { String($0 + 1) }
        let names = Converter.builtIn.map(\.label)
        let pairs = Converter.builtIn.map { "\($0.inputUnit.symbol)->\($0.outputUnit.symbol)" }
        let stems = argument.isEmpty ? [] : UnitCatalog.all.map { $0.symbol + "->" }
        // Inside a unit's spelling of several words (`convert sq f` → sq ft, `convert cubic ` → cubic feet…).
        let severalWords = argument.contains(" ")
            ? UnitCatalog.all.flatMap { [$0.symbol, $0.name] + $0.aliases }.filter { $0.contains(" ") && $0.lowercased().hasPrefix(lowered) }
            : []
        let candidates = numbers + pairs + names + stems + severalWords
        // `convert pou` → pound, pounds: a unit's one-word names (the pair goes on after them).
        let unitNames = UnitCatalog.all.flatMap { [$0.name] + $0.aliases }.filter { !$0.contains(" ") && $0.first?.isLetter == true }
        return candidates + (wantsNames(candidates, 3) ? unitNames : [])
    }

    private static func match(_ word: String, among candidates: [String], space: Bool) -> Result {
        let lowered = word.lowercased()
        var seen = Set<String>()
        let matches = candidates.filter { $0.lowercased().hasPrefix(lowered) && seen.insert($0).inserted }
        return Result(word: word, candidates: matches, addsSpace: space)
    }
}
