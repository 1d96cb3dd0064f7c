/// Why a number in scientific notation was refused.
public enum ScientificInputRejection: Error, Hashable, Sendable {
    /// The exponent is outside `ExactDecimal.exponentRange`.
    case exponentOutOfRange(Int)

    /// What to tell the user: `the exponent must be between -99 and 99`.
    public var message: String {
        switch self {
        case .exponentOutOfRange:
            "the exponent must be between \(ExactDecimal.exponentRange.lowerBound) and \(ExactDecimal.exponentRange.upperBound)"
        }
    }
}

extension ExactDecimal {
    /// The exponents scientific input may have: −99…99 (at most two digits, a sign, and
    /// leading zeros). Every unit pair converts such a value exactly (an arbitrary-precision
    /// path takes over from 128-bit integers), in well under a microsecond per digit of
    /// exponent; the range is wide enough for every physical quantity (1e-35 m … 1e80 kg).
    public static let exponentRange = -99...99

    /// The exact value `mantissa · 10^exponent`: `1.5e-4` is `(digits 15, scale 1)` shifted to
    /// `(digits 15, scale 5)`; `6.02e23` becomes digits 602, scale −21. Nothing is rounded.
    public init(mantissa: ExactDecimal, exponent: Int) throws(ScientificInputRejection) {
        guard ExactDecimal.exponentRange.contains(exponent) else { throw .exponentOutOfRange(exponent) }
        self.init(isNegative: mantissa.isNegative, digits: mantissa.digits, scale: mantissa.scale - exponent)
    }
}
