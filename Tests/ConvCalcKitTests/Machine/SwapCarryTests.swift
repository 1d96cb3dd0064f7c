import Testing
@testable import ConvCalcKit
import Seeding

/// the guide's rule for `swap`: the output as shown moves into the input, rounded again to 15
/// significant digits if it is longer, with an exponent if it is too large or small to write
/// out; of a single-unit output, it refuses only one whose exponent would be beyond ±99.
@Suite(.seeded) struct SwapCarryTests {
    /// A value as its significant digits (no trailing zeros) and the power of ten of the first
    /// one, read from its digits as text: the test's own reading, not the code under test.
    struct Scientific: Equatable, CustomStringConvertible {
        var digits: String
        var exponent: Int

        init(_ value: ExactDecimal) {
            let all = String(value.digits)
            exponent = value.isZero ? 0 : all.count - 1 - value.scale
            let kept = String(all.reversed().drop(while: { $0 == "0" }).reversed())
            digits = (value.isNegative && !value.isZero ? "-" : "") + (kept.isEmpty ? "0" : kept)
        }

        /// Rounded half away from zero to 15 significant digits.
        var roundedToFifteen: Scientific {
            let sign = digits.hasPrefix("-") ? "-" : ""
            let magnitude = digits.drop(while: { $0 == "-" })
            guard magnitude.count > 15 else { return self }
            var kept = UInt64(magnitude.prefix(15))!
            if magnitude.dropFirst(15).first! >= "5" { kept += 1 }
            var rounded = self
            rounded.exponent += String(kept).count - 15  // 999…9 + 1 has a 16th digit
            rounded.digits = sign + String(String(kept).reversed().drop(while: { $0 == "0" }).reversed())
            return rounded
        }

        /// What a user types for it: `8.33333333333333e14`.
        var typed: String {
            let sign = digits.hasPrefix("-") ? "-" : ""
            let magnitude = digits.drop(while: { $0 == "-" })
            let fraction = magnitude.dropFirst()
            return sign + String(magnitude.prefix(1)) + (fraction.isEmpty ? "" : "." + fraction) + "e\(exponent)"
        }

        var description: String { typed }
    }

    /// Every converter with a single output unit (a compound output is never swapped).
    static let converters: [Converter] = UnitCatalog.all.indices.flatMap { from in
        UnitCatalog.all.indices.compactMap { to in Converter(from: UnitID(from), to: UnitID(to)) }
    }.filter { !$0.isCompound }

    static let precisions: [Precision] = Precision.placesRange.map { .places($0) }
        + Precision.significantRange.map { .significant($0) }

    /// Swaps in a session at `state` and checks the rule; returns whether rounding carried
    /// into a new power of ten (the case that was refused).
    @discardableResult
    static func checkSwap(from state: State) -> Bool {
        var session = Session(state: state)
        let shown = Scientific(state.output.value)
        let carried = shown.roundedToFifteen
        let context = "\(state.entry.text) \(state.converter.label) at \(state.precision): output \(state.output.text)"
        let answer = session.handle("swap").shows
        if abs(carried.exponent) > Entry.maxExponent {
            guard case .rejected(let error) = answer else { Issue.record("accepted: \(context)"); return false }
            #expect(error.message.contains("needs an exponent beyond"), "\(context): \(error.message)")
            #expect(session.state == state, "\(context)")
            return false
        }
        // A tiny kelvin value shown rounded (-459.7 °F at 4 significant digits) carries a value
        // below absolute zero: the machine's guard refuses that swap, the state kept.
        if case .rejected(let error) = answer, error.message.contains("is below absolute zero"), carried.digits.hasPrefix("-") {
            #expect(session.state == state, "\(context)")
            return false
        }
        if case .rejected(let error) = answer { Issue.record("refused: \(context): \(error.message)"); return false }
        #expect(Scientific(session.state.entry.value) == carried, "\(context): entry \(session.state.entry.text)")
        #expect(session.state.converter == state.converter.reversed, "\(context)")
        let text = session.state.entry.text
        if let mantissa = text.split(separator: "e").first, text.contains("e") {
            #expect(!mantissa.hasSuffix("0") && !mantissa.hasSuffix("."), "\(context): entry \(text) is not the shortest")
        }
        return carried.exponent > shown.exponent
    }

    /// A session whose input is `typed` (nil when it is not a valid input).
    static func state(typing typed: String, converter: Converter, precision: Precision) -> State? {
        var session = Session(state: State(converter: converter, precision: precision))
        if case .rejected = session.handle(typed).shows { return nil }
        return session.state
    }

    @Test func anOutputJustBelowTenToTheFifteenCarriesOneEFifteen() {
        // 83333333333333.3 ft is 999999999999999.6 in at one place: 16 digits, rounded to 1e15.
        var session = Given.session(after: ["precision 1", "83333333333333.3 ft to in"])
        #expect(session.handle("swap").shows.isDisplays)
        #expect(session.state.entry.text == "1e15")
        #expect(session.state.converter.label == "inches to feet")
    }

    /// Outputs just below, at and above every power of ten from 10^-99 to 10^99: the input is
    /// the power of ten taken back through the reversed converter, and its neighbours in the
    /// last of 15 digits; feet to inches (×12) and back, and two random converters, each at
    /// the most places, one place, 15 significant digits and a random precision.
    @Test func swapCarriesTheRoundedOutputNearEveryPowerOfTen() throws {
        var random = SeededGenerator()
        var carries = 0
        let feetToInches = try ConverterQuery.resolve("ft->in").get()
        for power in -Entry.maxExponent...Entry.maxExponent {
            let converters = [feetToInches, feetToInches.reversed] + (0..<2).map { _ in Self.converters.randomElement(using: &random)! }
            for converter in converters {
                guard let back = Self.state(typing: "1e\(power)", converter: converter.reversed, precision: .significant(15))
                else { continue }
                let near = back.output.value
                for step: Int in [-1, 0, 1] where near.digits > 1 || step >= 0 {
                    let neighbour = ExactDecimal(isNegative: near.isNegative,
                                                 digits: UInt128(Int128(near.digits) + Int128(step)), scale: near.scale)
                    let precisions: [Precision] = [.places(Precision.placesRange.upperBound), .places(1), .significant(15),
                                                   Self.precisions.randomElement(using: &random)!]
                    for precision in precisions {
                        guard let start = Self.state(typing: Scientific(neighbour).typed, converter: converter, precision: precision)
                        else { continue }
                        if Self.checkSwap(from: start) { carries += 1 }
                    }
                }
            }
        }
        #expect(carries > 0, "no case carried into a new power of ten: the test would not see the rule broken")
    }

    @Test func swapCarriesTheRoundedOutputOfRandomValues() {
        var random = SeededGenerator()
        for _ in 0..<3000 {
            let converter = Self.converters.randomElement(using: &random)!
            let precision = Self.precisions.randomElement(using: &random)!
            let digits = String(UInt64.random(in: 1...999_999_999_999_999, using: &random))
            let exponent = Int.random(in: -Entry.maxExponent...Entry.maxExponent, using: &random)
            let typed = Scientific(ExactDecimal(digits: UInt128(digits)!, scale: digits.count - 1 - exponent)).typed
            guard let start = Self.state(typing: typed, converter: converter, precision: precision) else { continue }
            Self.checkSwap(from: start)
        }
    }
}
