import Testing
@testable import ConvCalcKit

/// Powers read right to left (`m^2^2` is `m^(2^2)`), each exponent inside its power: counted
/// against the parentheses' bound, so a line of `**2` cannot exhaust the stack.
@Suite struct PowerNestingTests {
    static func problems(_ definition: String) -> [String] {
        var user = UserUnits()
        user.read("thing 1 " + definition, file: "powers.units")
        return user.problems.map(\.message)
    }

    @Test func powersAndParenthesesInExponentsStopAtTheBound() {
        let bound = "parentheses or powers nested deeper than \(UnitExpression.maxDepth)"
        #expect(Self.problems("m" + String(repeating: "**2", count: 1300)) == [bound])
        #expect(Self.problems("m^" + String(repeating: "(2^", count: 900) + "1" + String(repeating: ")", count: 900)) == [bound])
        #expect(Self.problems("m^2^2^1") == [])  // m⁴
    }
}
