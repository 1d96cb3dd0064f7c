/// Numbers as definitions write them, read exactly: `0.3048`, `1e-10`, `1.602176634e-19`, `.5`.
enum ExactNumberText {
    /// The largest power of ten a number may carry (`1e400` is refused).
    static let maxExponent = 400

    /// The exact value of the number `bytes` (ASCII), or nil. Up to 18 digits, the common case,
    /// they are gathered in 64 bits, and with a power of ten up to 10^18 the value is a small
    /// `DefinitionNumber`; longer ones go through `value(of: String)`.
    static func value(of bytes: ArraySlice<UInt8>) -> DefinitionNumber? {
        var digits: UInt64 = 0, count = 0, fractionDigits = 0, seenPoint = false, end = bytes.startIndex
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                if seenPoint { return nil }
                seenPoint = true
            } else if DefinitionBytes.isDigit(byte) {
                digits = digits * 10 + UInt64(byte - UInt8(ascii: "0"))
                count += 1
                if seenPoint { fractionDigits += 1 }
            } else {
                break
            }
            end += 1
            if count > 18 { return value(of: String(decoding: bytes, as: UTF8.self)).map(DefinitionNumber.init) }
        }
        guard count > 0 else { return nil }
        var exponent = -fractionDigits
        if end < bytes.endIndex {  // e±N
            guard let written = Int(String(decoding: bytes[(end + 1)...], as: UTF8.self).drop { $0 == "+" }),
                  abs(written) <= maxExponent else { return nil }
            exponent += written
        }
        if abs(exponent) <= 18 {  // 10^18 and the 18 digits fit in 63 bits
            let power = DefinitionNumber.small(Int64(ExactDecimal.powerOfTen(abs(exponent))), 1)
            let number = DefinitionNumber.small(Int64(digits), 1)
            return exponent >= 0 ? number * power : number / power
        }
        let power = Natural.powerOfTen(abs(exponent))
        return DefinitionNumber(LargeFraction(isNegative: false, numerator: exponent >= 0 ? Natural(UInt128(digits)) * power : Natural(UInt128(digits)),
                                              denominator: exponent >= 0 ? Natural(1) : power))
    }

    /// The exact value of `text`, or nil when it is no number (or its exponent is too large).
    static func value(of text: String) -> LargeFraction? {
        let parts = text.lowercased().split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
        let mantissa = parts[0]
        var exponent = 0
        if parts.count == 2 {
            guard let written = Int(parts[1].hasPrefix("+") ? parts[1].dropFirst() : parts[1]),
                  abs(written) <= maxExponent else { return nil }
            exponent = written
        }
        let pieces = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        guard pieces.count <= 2, !(pieces.allSatisfy(\.isEmpty)),
              pieces.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              pieces[0].count + (pieces.count == 2 ? pieces[1].count : 0) <= maxExponent else { return nil }
        let fraction = pieces.count == 2 ? pieces[1] : ""
        var digits = Natural(0)
        for character in pieces[0] + fraction {
            digits = digits * Natural(10) + Natural(UInt128(character.wholeNumberValue!))
        }
        exponent -= fraction.count
        let power = Natural.powerOfTen(abs(exponent))
        return LargeFraction(isNegative: false, numerator: exponent >= 0 ? digits * power : digits,
                             denominator: exponent >= 0 ? Natural(1) : power).reduced
    }
}
