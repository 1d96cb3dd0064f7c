/// Suggestions for a misspelt unit: the catalog's nearest spelling that fits where it stands.
extension UnitCatalog {
    /// Where a misspelt unit stands, which decides what may be suggested for it.
    public enum SuggestionContext: Sendable, Equatable {
        /// Nothing else is known (`5 kilometr`, `5 fet`, `help farenheit`): a letter changed
        /// counts as two edits, since it turns one short symbol into another as often as it is
        /// a typo (`kWh` is no `kmh`, `mpg` no `mph`), unless it is a plural's last s (`lbz`:
        /// `lbs`).
        case alone
        /// The other side of the pair is a unit of this kind: only units of that kind, but
        /// `except` (the source itself: `5 mph to mps` is not asking for `mph`).
        case kind(UnitKind, except: UnitID? = nil)
        /// The other side is no unit either (`kWh to J`, `mpg to L/100km`): no suggestion.
        case unsure
    }

    /// "did you mean …" for a misspelt unit (`kilometr`, `farenheit`): the spelling nearest to
    /// `text` by edits (a letter added, dropped, changed or two swapped) and starting with the
    /// same letter, when it is near enough not to be a guess — one edit for short words, two
    /// from six letters on — and it fits `context`. A letter the spelling lacks is no typo
    /// but another unit (`kbps` is no `kps`, `m/s2` no `m/s`: the dimension changes), unless
    /// it is a plural's last s or a letter doubled after the first (`kgs`: `kg`; `kilogramm`:
    /// `kilogram`; but `mm/s` is no `m/s` and `ccm` no `cm`: a doubled first letter is a prefix).
    static func suggestion(for text: String, context: SuggestionContext = .alone) -> String? {
        nearestSpelling(for: text, context: context).map(said)
    }

    /// The spelling `suggestion(for:context:)` offers, and its unit.
    static func nearestSpelling(for text: String, context: SuggestionContext = .alone) -> (spelling: String, id: UnitID)? {
        if context == .unsure { return nil }
        // A word longer than every spelling but the edits allowed is nobody's typo: it was
        // searched (and its plural's s dropped, once a letter) at every length, a line of
        // 31,000 `s` overflowed the stack and 16,000 took 8 s.
        guard text.utf8.count <= longestCandidate + 2 else { return nil }
        let key = Array(normalized(text).unicodeScalars)
        guard key.count >= 3, key.contains(where: { $0.properties.isAlphabetic }), index[normalized(text)] == nil
        else { return nil }  // a unit's own spelling needs no suggestion
        // `Mgs`: a capital M is mega; a short word is no guess, and milli units are never suggested.
        let mega = startsLikeMega(text)
        if mega && key.count <= 5 { return nil }
        let allowed = key.count >= 6 ? 2 : 1
        let fits = { (id: UnitID) -> Bool in
            if mega && isMilli(id) { return false }
            if case .kind(let kind, let except) = context { return kinds[Int(id)] == kind && id != except }
            return true
        }
        // A letter doubled (`barr`: bar, was barrel as a start of its name; `kilogramm`): the spelling
        // with it once, first.
        // Not where the letter is a prefix's (`mm3` is no m³), nor a power changed.
        for index in 0..<(key.count - 1) where key[index] == key[index + 1] {
            var single = key
            single.remove(at: index)
            let spelling = string(of: single)
            if let id = self.index[spelling], fits(id), power(single) == power(key), !dropsMeaning(key, single, limit: 1) {
                return (spelling, id)
            }
        }
        // The start of one unit's one-word spellings (`kilom`, `kilome`: kilometer; was `kilos`, a
        // plural's s for the m), from four letters on, as Tab completes it: its shortest spelling;
        // from three where the other side's kind is known (`32 F to cel`: celsius).
        let sameStart = (candidatesByFirstScalar[key[0]] ?? []).lazy.map { suggestionCandidates[$0] }
        // Two letters swapped, first (`GBi`: GiB; the start of `Gbit` was offered, 8 times smaller), the
        // first two too (`Wkh`: kWh).
        let sorted = key.sorted { $0.value < $1.value }
        let secondStart = (candidatesByFirstScalar[key[1]] ?? []).lazy.map { suggestionCandidates[$0] }
        if let swapped = (Array(sameStart) + (key[1] != key[0] ? Array(secondStart) : [])).first(where: { candidate in
            candidate.scalars.count == key.count && fits(candidate.id) && candidate.scalars.sorted { $0.value < $1.value } == sorted
                && editDistance(key, candidate.scalars, limit: 1) == 1
        }) {
            return (swapped.spelling, swapped.id)
        }
        let knownKind = if case .kind = context { true } else { false }
        if key.count >= 4 || (key.count == 3 && knownKind) {
            let starting = sameStart.filter { candidate in
                candidate.scalars.count > key.count && candidate.scalars.starts(with: key)
                    && candidate.scalars.allSatisfy { $0.properties.isAlphabetic } && fits(candidate.id)
            }
            // Of equal length, the unit's name before another spelling (`cel`: celsius, not celcius,
            // a misspelling it takes).
            let rank = { (candidate: (spelling: String, scalars: [Unicode.Scalar], id: UnitID)) in
                (candidate.scalars.count, candidate.spelling == normalized(all[Int(candidate.id)].name) ? 0 : 1, candidate.spelling)
            }
            if let first = starting.first, starting.allSatisfy({ $0.id == first.id }),
               let shortest = starting.min(by: { rank($0) < rank($1) }) {
                return (shortest.spelling, shortest.id)
            }
        }
        // A power is no typo (`mm3` is no m^3, `km3` no kms): a spelling suggested ends in the
        // same power as the text, or in none as it does (`w99999`'s digits are a name's: `w999`).
        let powers = power(key)
        // A letter beyond ASCII is no slip of a finger on another letter (`Fuß`, German for foot, was
        // offered `fur`, furlongs): a spelling suggested keeps each of them. An accent is a slip
        // (`mètre`, `metrö`: metre), and so is a letter drawn like an ASCII one (`kilomеtr`, a Cyrillic е).
        let beyondASCII = key.filter { !$0.isASCII && $0.properties.isAlphabetic && $0.properties.name?.contains(" WITH ") != true
            && LookalikeLetters.ascii($0) == nil }
        // Marks are no slip of a finger on a letter (`m.2`, `m-2`, `m⁻²` were offered mi², `M'B` MiB): a
        // spelling suggested has the same ones; blanks are compared without (`Wkh` was offered `w h`,
        // Wh, the k's thousand dropped; `fluidounce` is fluid ounce).
        let marks = { (scalars: [Unicode.Scalar]) in scalars.filter { $0 != " " && !$0.properties.isAlphabetic && $0.properties.numericType == nil } }
        let keyMarks = marks(key), keyLetters = key.filter { $0 != " " }
        // Nearest first; among equals, the same letters in another order (`GBi`: GiB, not Gbit), then the
        // one sharing the longest start with `text` (`kgs`: kg, not kts).
        var best: (spelling: String, distance: Int, swapped: Bool, shared: Int)?
        // A misspelling keeps its first letter (`sameStart`), and is at most `allowed` letters longer or shorter.
        for (spelling, candidate, id) in sameStart where abs(candidate.count - key.count) <= allowed {
            guard power(candidate) == powers, fits(id), beyondASCII.allSatisfy(candidate.contains), marks(candidate) == keyMarks
            else { continue }
            let letters = candidate.filter { $0 != " " }
            // A blank more or less is an edit of its own (`lbz` is no `lb t`, troy pounds).
            let distance = isPluralEnding(key, candidate) ? 1
                : editDistance(keyLetters, letters, limit: allowed, substitution: context == .alone ? 2 : 1)
                    + abs((key.count - keyLetters.count) - (candidate.count - letters.count))
            guard distance <= allowed, !flipsPrefix(text, to: spelling, of: id), !dropsMeaning(keyLetters, letters, limit: allowed)
            else { continue }
            let swapped = keyLetters.sorted { $0.value < $1.value } == letters.sorted { $0.value < $1.value }
            let shared = zip(key, candidate).prefix { $0 == $1 }.count
            if best == nil || distance < best!.distance || (distance == best!.distance && (swapped && !best!.swapped))
                || (distance == best!.distance && swapped == best!.swapped && shared > best!.shared) {
                best = (spelling, distance, swapped, shared)
            }
        }
        guard let best, let id = index[best.spelling] else {
            // A plural of a misspelling (`fets`): what the singular would be suggested.
            guard key.count >= 4, key.last == "s" else { return nil }
            return nearestSpelling(for: String(text.unicodeScalars.dropLast()), context: context)
        }
        return (best.spelling, id)
    }

    /// True when `spelling` is the symbol of `id` and starts with the other case of a prefix
    /// that case tells apart (`mAh` → MWh: milli to mega, 10⁹ off; p pico and P peta).
    private static func flipsPrefix(_ text: String, to spelling: String, of id: UnitID) -> Bool {
        let symbol = unit(id).symbol
        guard normalized(symbol) == spelling, let typed = text.first, let written = symbol.first else { return false }
        return typed != written && "mMpP".contains(typed) && String(typed).lowercased() == String(written).lowercased()
    }

    /// "did you mean 'SPELLING' (SYMBOL)?"; the symbol alone when the spelling is its symbol
    /// folded (`kWh`, never `kwh`).
    private static func said(_ spelling: String, _ id: UnitID) -> String {
        let symbol = unit(id).symbol
        if normalized(symbol) == spelling { return "did you mean '\(symbol)'?" }
        return "did you mean '\(spelling)' (\(symbol))?"
    }

    /// The most UTF-8 bytes of a spelling `suggestionCandidates` holds.
    private static let longestCandidate = suggestionCandidates.map(\.spelling.utf8.count).max() ?? 0

    /// Every spelling of two characters or more, with its scalars and unit, in order: made once
    /// (sorting them at each suggestion made a line of junk cost a third of a millisecond).
    private static let suggestionCandidates: [(spelling: String, scalars: [Unicode.Scalar], id: UnitID)] =
        index.filter { $0.key.unicodeScalars.count >= 2 }.sorted { $0.key < $1.key }
            .map { ($0.key, Array($0.key.unicodeScalars), $0.value) }

    /// `scalars` as a string, made from their UTF-8 bytes: `String.UnicodeScalarView`'s
    /// `append(contentsOf:)` took thousands of instructions a call, called for each doubled
    /// letter of a word of junk (`qqqqqqqqqq`: nine).
    private static func string(of scalars: [Unicode.Scalar]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count)
        for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The places in `suggestionCandidates` of the spellings that start with each scalar: a
    /// suggestion keeps the typed word's first letter, so only those are compared (all of them
    /// were, a line of junk cost 50 µs, and a file of such lines took seconds).
    private static let candidatesByFirstScalar: [Unicode.Scalar: [Int]] = {
        var places: [Unicode.Scalar: [Int]] = [:]
        for (place, candidate) in suggestionCandidates.enumerated() { places[candidate.scalars[0], default: []].append(place) }
        return places
    }()

    /// The power a spelling ends in, as written: its last one or two digits, superscripts and
    /// carets (`3`, `^3`, `²`); none for a longer run, which is a name's number (`w999`).
    private static func power(_ scalars: [Unicode.Scalar]) -> ArraySlice<Unicode.Scalar> {
        let marks = scalars.reversed().prefix { ("0"..."9").contains($0) || "^⁰¹²³⁴⁵⁶⁷⁸⁹".unicodeScalars.contains($0) }.count
        return marks <= 2 ? scalars.suffix(marks) : []
    }

    /// True when `candidate` is `key` with its last letter made the plural's s (`lbz`: `lbs`).
    private static func isPluralEnding(_ key: [Unicode.Scalar], _ candidate: [Unicode.Scalar]) -> Bool {
        key.count == candidate.count && candidate.last == "s" && key.dropLast() == candidate.dropLast()
    }

    /// True when `candidate` is shorter than `key` and reached from it only by dropping a
    /// character that is neither a last s nor one of a doubled pair after the first letter
    /// (`kbps` → `kps`, `m/s2` → `m/s`, `mm/s` → `m/s`, `ccm` → `cm`): the dropped character
    /// was part of another unit's name, or its prefix. Never for a name of seven letters or more.
    static func dropsMeaning(_ key: [Unicode.Scalar], _ candidate: [Unicode.Scalar], limit: Int) -> Bool {
        guard key.count > candidate.count else { return false }
        // A name of seven letters or more is spelt, not built of symbols: a letter too many is a
        // slip (`fahrenheight`: fahrenheit).
        if candidate.count >= 7 && candidate.allSatisfy({ $0.properties.isAlphabetic }) { return false }
        for index in key.indices {
            let harmless = (index == key.count - 1 && key[index] == "s")
                || (index > 1 && key[index - 1] == key[index]) || (index > 0 && index + 1 < key.count && key[index + 1] == key[index])
            guard harmless else { continue }
            var rest = key
            rest.remove(at: index)
            if editDistance(rest, candidate, limit: limit - 1) <= limit - 1 { return false }
        }
        return true
    }

    /// The optimal string alignment distance between `a` and `b` (insertions, deletions,
    /// substitutions and swaps of neighbours), or more than `limit` when it exceeds it; a
    /// substitution costs `substitution` edits.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int, substitution: Int = 1) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let width = b.count + 1
        // Three rows in one buffer on the stack (rows of arrays made three allocations a call, and
        // a suggestion compares a few dozen spellings).
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
            var before = rows.baseAddress!, previous = before + width, current = previous + width
            for j in 0..<width { before[j] = 0; previous[j] = j }
            for i in 1...a.count {
                current[0] = i
                var rowLeast = i
                for j in 1...b.count {
                    let cost = a[i - 1] == b[j - 1] ? 0 : substitution
                    var cell = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                        cell = min(cell, before[j - 2] + 1)
                    }
                    current[j] = cell
                    rowLeast = min(rowLeast, cell)
                }
                // Every cell of this row past the limit: so is every cell after it. A swap looks two rows
                // back, but only where a[i-1] == b[j-1], and then this row's cell j is no larger.
                if rowLeast > limit { return limit + 1 }
                (before, previous, current) = (previous, current, before)
            }
            return previous[b.count]
        }
    }
}
