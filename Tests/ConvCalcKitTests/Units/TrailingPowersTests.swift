import Testing
@testable import ConvCalcKit

/// A name ending in many digits, each a power of the name before it (`m22` is `(m²)²`).
@Suite struct TrailingPowersTests {
    @Test func aNameEndingInThousandsOfDigitsIsUnknownNotFollowedDigitByDigit() {
        var user = UserUnits()
        user.read("thing 1 m" + String(repeating: "2", count: 4000) + "\nsquare 1 m2\nquartic 1 m22", file: "powers.units")
        #expect(user.problems.count == 1 && user.problems[0].message.hasPrefix("unknown unit 'm2222"))
        #expect(user.units.map(\.symbol) == ["square", "quartic"])
    }
}
