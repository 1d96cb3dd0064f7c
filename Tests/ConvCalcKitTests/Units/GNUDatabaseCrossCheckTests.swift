import Foundation
import Testing
@testable import ConvCalcKit

/// Every unit convcalc loads from GNU units' database, in its primitive units, against GNU
/// `units` itself (`units -t -d 15 NAME`, one process for all): the same dimensions, and the
/// same value to 12 significant digits (no unit's value differs there: GNU's doubles go wrong
/// in rounding a result, not in a unit's 12 digits). Skipped, saying so, where
/// `units` or its database is not installed (`apt-get install units`); CI installs both.
@Suite struct GNUDatabaseCrossCheckTests {
    static let path = "/usr/share/units/definitions.units"
    static let available = GNUUnitsProcess.path != nil && FileManager.default.fileExists(atPath: path)

    /// GNU's `!dimensionless` units, which its answers still name (`1 cd sr`): plain numbers.
    static let dimensionless: Set<String> = ["radian", "sr"]

    /// Where a function is asked when 1 is outside its domain (`scoop(10)`).
    static let point: [String: Int] = ["scoop": 10, "ringsize": 10]

    /// GNU's answer: the value and the primitive units' powers (`6.62607015e-34 kg m^2 / s`).
    static func parse(_ answer: Substring) -> (value: Double, powers: [String: Int])? {
        let base = answer.split(separator: " = ").last ?? answer
        var words = base.split(separator: " ")
        guard let first = words.first, let value = Double(first) else { return nil }
        words.removeFirst()
        var powers: [String: Int] = [:], sign = 1
        for word in words where !dimensionless.contains(String(word.split(separator: "^")[0])) {
            if word == "/" { sign = -1; continue }
            let parts = word.split(separator: "^")
            powers[String(parts[0]), default: 0] += sign * (parts.count == 2 ? Int(parts[1])! : 1)
        }
        return (value, powers)
    }

    /// One of `unit` in its primitive units, exactly (a function at `point`: `tempF(1)`).
    static func value(of unit: MeasurementUnit, kinds: [KindDefinition]) -> LargeFraction? {
        let x = Int128(point[unit.symbol] ?? 1)
        return unit.toBase.exact(at: LargeFraction(Ratio(x))).map { $0 * LargeFraction(kinds[Int(unit.kind.index)].baseFactor) }
    }

    @Test(.enabled(if: available, "GNU units or /usr/share/units/definitions.units is not installed: apt-get install units"))
    func everyLoadedUnitAgreesWithGNUUnitsToTwelveDigits() throws {
        let text = try String(contentsOfFile: Self.path, encoding: .utf8)
        var user = UserUnits()
        user.read(text, file: Self.path, locale: "en_US", database: true)
        let kinds = UnitCatalog.builtInKinds + user.kinds
        let functions = Set(text.split(separator: "\n").compactMap { $0.firstMatch(of: /^([^ \t(\[#!]+)\(/).map { String($0.output.1) } })
        // GNU's own name (blanks were underscores); a function is asked at 1.
        let questions = user.units.map { unit in
            let name = unit.symbol.replacing(" ", with: "_")
            return functions.contains(name) ? "\(name)(\(Self.point[name] ?? 1))" : name
        }
        // After each question a sentinel (a plain number), so that an answer of two lines is one answer.
        let lines = try GNUUnitsProcess.answers(questions.map { $0 + "\n\n7777777\n\n" }.joined(), arguments: ["-t", "-d", "15"])
        let answers = lines.split(separator: "7777777", omittingEmptySubsequences: false).dropLast().map { $0.joined(separator: " / ")[...] }
        try #require(answers.count == questions.count, "one answer per unit")
        var checked = 0
        for ((unit, question), answer) in zip(zip(user.units, questions), answers) {
            guard let theirs = Self.parse(answer) else {
                Issue.record("\(question): GNU units answers '\(answer)'")
                continue
            }
            guard let exact = Self.value(of: unit, kinds: kinds) else { Issue.record("\(question): no value at 1"); continue }
            let ours = Double(exact.scientificText(digits: 17))!
            #expect(kinds[Int(unit.kind.index)].dimensions.powers == theirs.powers, "\(question): \(answer)")
            #expect(abs(ours - theirs.value) <= 1e-12 * abs(ours), "\(question): ours \(ours), GNU units \(answer)")
            checked += 1
        }
        print("GNU units cross-check: \(checked) units agree")
        #expect(checked >= 2500)
    }

    /// The names convcalc means otherwise than GNU units (`h`, `ton`, `cup`…), which keep
    /// convcalc's meaning, are the 48 of Debian 12's database: a new spelling or hint of convcalc's
    /// that takes one more of GNU's names away (a hint for `mil` left GNU's mil out) fails here.
    @Test(.enabled(if: available, "GNU units or /usr/share/units/definitions.units is not installed: apt-get install units"))
    func onlyTheKnownNamesAreConvcalcsOwn() throws {
        let text = try String(contentsOfFile: Self.path, encoding: .utf8)
        var user = UserUnits()
        user.read(text, file: Self.path, locale: "en_US", database: true)
        let kept = user.leftOut.filter { $0.reason == .nameKept }.map(\.name)
        #expect(kept.count == 48, "\(kept.sorted())")
    }
}

extension LargeFraction {
    /// `6.6260701500000000e-34`: the value to `digits` significant digits, rounded once.
    func scientificText(digits: Int) -> String {
        guard !isZero else { return "0" }
        let (mantissa, exponent, _) = roundedSignificant(digits)
        return (isNegative ? "-" : "") + "\(mantissa)e\(exponent)"
    }
}
