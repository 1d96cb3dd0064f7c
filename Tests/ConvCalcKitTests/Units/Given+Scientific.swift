@testable import ConvCalcKit

extension Given {
    /// The exact value written in `text`, positional or scientific ("-1.5e-4", "6.02E23").
    static func number(_ text: String) -> ExactDecimal {
        let pieces = text.lowercased().split(separator: "e")
        let mantissa = decimal(String(pieces[0]))
        return pieces.count == 1 ? mantissa : try! ExactDecimal(mantissa: mantissa, exponent: Int(pieces[1])!)
    }
}
