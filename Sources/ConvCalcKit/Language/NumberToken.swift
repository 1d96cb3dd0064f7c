/// A number written as one token — `98.6`, `-40`, `−40`, `+5`, `1.5e-4`, `6.02E23` — read as
/// the keys it stands for: the mantissa's digits and points, `+/-` when it starts with a minus
/// sign (a `+` adds nothing). With an exponent: the mantissa, `EE`, `+/-` for a minus, the
/// exponent's digits, and for a minus before the mantissa, Return and `+/-` on the whole value.
public enum NumberToken {
    /// True when `text` starts as a value is written: an optional sign (`-`, `+`, `−`, or a dash
    /// as autocorrect writes a minus: `–`, `—`), an optional point, then a digit or a fraction's
    /// character (`-.5`, `5ft`, `-½`). What follows is not read: the callers decide whether the
    /// rest is a value's (`convert 5ft`, `convcalc -5.e3`) or a file name's (`2024.txt`).
    public static func startsAsValue(_ text: some StringProtocol) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        var scalar = scalars.next()
        if let sign = scalar, "-+−–—".unicodeScalars.contains(sign) { scalar = scalars.next() }
        if scalar == "." { scalar = scalars.next() }
        guard let scalar else { return false }
        return ("0"..."9").contains(scalar) || scalar.properties.numericType != nil
    }

    /// Appends the keys of the number `bytes` (a token at byte `start` of its line), whose
    /// parts `shape(bytes)` found: the parser reads the shape once, to tell a number from a word.
    static func keys(_ bytes: UnsafeBufferPointer<UInt8>, _ shape: Shape, at start: Int, into steps: inout [Step]) {
        // A long number's room at once: grown by doubling, a million keys held the old and the
        // new copy together (a 1 MiB line of `1e000…`).
        if bytes.count > 256 { steps.reserveCapacity(steps.count + bytes.count + 2) }  // a key a byte at most, and Return and +/-
        for index in shape.mantissa {
            steps.append(Step(.event(Step.key(bytes[index])), start: start + index, length: 1))
        }
        guard let mark = shape.exponentMark else {
            if shape.isNegative { steps.append(Step(.event(.sign), start: start, length: bytes.count)) }
            return
        }
        steps.append(Step(.event(.exponent), start: start + mark, length: 1))
        if shape.exponentIsNegative {  // signed first, so the value never passes through e+N on the way to e-N
            steps.append(Step(.event(.sign), start: start + mark, length: bytes.count - mark))
        }
        for index in shape.exponentDigits {
            steps.append(Step(.event(Step.key(bytes[index])), start: start + index, length: 1))
        }
        // A minus before a mantissa with an exponent is applied last, to the whole value (Return,
        // then +/- on the shown value): `-500e-2 °F` is -5 °F, never -500 °F on the way.
        if shape.isNegative {
            steps.append(Step(.event(.commit), start: start + bytes.count, length: 0))
            steps.append(Step(.event(.sign), start: start, length: bytes.count))
        }
    }

    /// Where the parts of a number token are.
    struct Shape {
        /// True for a leading minus sign.
        var isNegative: Bool
        /// The offsets of the mantissa's digits and points.
        var mantissa: Range<Int>
        /// The offset of the `e` or `E`, when there is an exponent.
        var exponentMark: Int?
        /// True for a minus sign after the `e`.
        var exponentIsNegative = false
        /// The offsets of the exponent's digits.
        var exponentDigits: Range<Int> = 0..<0
    }

    /// False when `bytes` cannot be a number because of its first byte (not a digit, point or
    /// sign): such a token (`C`, `convert`) is a word, and `shape` need not be asked.
    @inline(__always)
    static func mayBeNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let lead = bytes.first else { return false }
        return lead &- 0x30 <= 9 || lead == 0x2E || lead == 0x2D || lead == 0x2B || lead == 0xE2  // E2: U+2212 −
    }

    /// The parts of `bytes`: an optional sign, digits and points (at least one digit when an
    /// exponent follows), then optionally `e`/`E`, an optional sign and digits; nil otherwise.
    static func shape(_ bytes: UnsafeBufferPointer<UInt8>) -> Shape? {
        let first = signLength(bytes, at: 0)
        var end = first
        var sawDigit = false
        while end < bytes.count, bytes[end] == 0x2E || (bytes[end] &- 0x30) <= 9 {
            if bytes[end] != 0x2E { sawDigit = true }
            end += 1
        }
        guard end > first else { return nil }
        var shape = Shape(isNegative: first > 0 && bytes[0] != 0x2B, mantissa: first..<end)
        if end == bytes.count { return shape }
        guard sawDigit, bytes[end] | 0x20 == 0x65 else { return nil }  // e or E
        shape.exponentMark = end
        let sign = signLength(bytes, at: end + 1)
        shape.exponentIsNegative = sign > 0 && bytes[end + 1] != 0x2B
        let digits = end + 1 + sign
        for index in digits..<bytes.count where (bytes[index] &- 0x30) > 9 { return nil }
        shape.exponentDigits = digits..<bytes.count
        return shape
    }

    /// The length of a sign at `index`: `-` or `+` (1 byte), `−` U+2212 (3 bytes), or 0.
    static func signLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        guard index < bytes.count else { return 0 }
        if bytes[index] == 0x2D || bytes[index] == 0x2B { return 1 }
        if bytes.count - index >= 3 && bytes[index] == 0xE2 && bytes[index + 1] == 0x88 && bytes[index + 2] == 0x92 {
            return 3
        }
        return 0
    }
}
