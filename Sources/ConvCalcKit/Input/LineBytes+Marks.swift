/// Feet and inch marks glued to a number, as heights are written: `6'2"`, `5'10"`, `6′2″`
/// (primes), `6’2”` (the curly quotes autocorrect and web pages put there), `5'10''` (two
/// apostrophes for inches, or two primes: `6′2′′`), `6'`, `10"`. A mark right after a digit or point ends the token, and is a token
/// of its own, so `6'2"` is read as `6 ' 2 "`: 6 ft 2 in (`'` and `"` spell ft and in).
/// Glued to a number, the primes `′` `″` and the quotes `’` `”` are feet and inches too
/// (`UnitPair.Reader` reads them so); apart (`30 ′`), the primes are the arcminutes and
/// arcseconds they spell. A degree sign glued to a number ends it too, and starts the unit
/// (`20°C`, `-40°F`, `90°`, `20℃`: as `20 °C`, `-40 °F`, `90 °`, `20 ℃`): no digit is
/// drawn like it, so it is never a mistyped number.
extension LineBytes {
    /// Where the token starting at `start` ends (before `end`): at a blank, or cut at a mark
    /// glued to the number before it.
    @inline(__always)
    static func tokenEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var position = start
        // The byte before first: a token seldom follows a number without a blank.
        if start > 0, isNumberByte(bytes[start - 1]), let length = heightMark(bytes, at: start, end) {
            return start + length  // `'` of `6'2"`: the mark alone
        }
        while position < end {
            let byte = bytes[position]
            // One range test passes every byte from `(` to 0xC1 — digits, letters, most signs — at
            // once; below it are the blanks and the marks `"` `'`, above it the leads of `°` (C2)
            // and `′` `℃` (E2), which the checks after it sort out (a compare for each cost every line).
            if byte &- 0x28 < 0x9A {
                position += 1
                continue
            }
            if isBlank(byte) { return position }
            if position > start && isNumberByte(bytes[position - 1]) && startsNumber(bytes, start, end)
                && (heightMark(bytes, at: position, end) != nil || isDegreeSign(bytes, at: position, end)) {
                return position  // `6` of `6'2"`, `20` of `20°C`
            }
            position += 1
        }
        return position
    }

    /// The length of the foot or inch mark at `index` (`'` `"` 1 byte, `''` 2: two
    /// apostrophes, inches as many type them, `′` `″` `’` `”` 3, `′′` `’’` 6), or nil.
    static func heightMark(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ end: Int) -> Int? {
        guard index < end else { return nil }
        if bytes[index] == 0x27 && index + 1 < end && bytes[index + 1] == 0x27 { return 2 }
        if bytes[index] == 0x27 || bytes[index] == 0x22 { return 1 }
        // U+2032 ′, U+2033 ″, U+2019 ’, U+201D ”: E2 80 B2, B3, 99, 9D.
        if end - index >= 3 && bytes[index] == 0xE2 && bytes[index + 1] == 0x80,
           [0xB2, 0xB3, 0x99, 0x9D].contains(bytes[index + 2]) {
            // Two primes or two curly apostrophes, inches as `''` is (`6′2′′` was feet written again).
            if bytes[index + 2] == 0xB2 || bytes[index + 2] == 0x99, end - index >= 6,
               bytes[index + 3] == 0xE2 && bytes[index + 4] == 0x80 && bytes[index + 5] == bytes[index + 2] {
                return 6
            }
            return 3
        }
        return nil
    }

    /// True when the bytes at `index` are `°` (C2 B0), `℃` (E2 84 83) or `℉` (E2 84 89), or a
    /// sign typed for `°`, which the unit's own hint then names: `º` (C2 BA, the ordinal some
    /// keyboards give), `˚` (CB 9A, the ring above).
    @inline(never)  // rare: a mark after a digit
    static func isDegreeSign(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ end: Int) -> Bool {
        if end - index >= 2 && ((bytes[index] == 0xC2 && (bytes[index + 1] == 0xB0 || bytes[index + 1] == 0xBA))
                                || (bytes[index] == 0xCB && bytes[index + 1] == 0x9A)) { return true }
        return end - index >= 3 && bytes[index] == 0xE2 && bytes[index + 1] == 0x84
            && (bytes[index + 2] == 0x83 || bytes[index + 2] == 0x89)
    }

    /// The ASCII mark a prime or curly quote glued to a number stands for: `′` `’` → `'` (ft),
    /// `″` `”` → `"` (in); nil for any other word.
    static func gluedPrime(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String? {
        guard end - start == 3 || end - start == 6, start > 0, isNumberByte(bytes[start - 1]),
              heightMark(bytes, at: start, end) == end - start else {
            return nil
        }
        return end - start == 3 && (bytes[start + 2] == 0xB2 || bytes[start + 2] == 0x99) ? "'" : "\""
    }

    /// True when a number may start at `start`: a digit, a point, or a sign (`-6'2"`, `+6'`,
    /// `−6'` with the minus sign U+2212) before one.
    private static func startsNumber(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        if isNumberByte(bytes[start]) || bytes[start] == 0x2D || bytes[start] == 0x2B { return true }
        return end - start >= 3 && bytes[start] == 0xE2 && bytes[start + 1] == 0x88 && bytes[start + 2] == 0x92
    }

    /// True for a digit or a point: the bytes a number ends in.
    private static func isNumberByte(_ byte: UInt8) -> Bool {
        byte &- 0x30 <= 9 || byte == 0x2E
    }
}
