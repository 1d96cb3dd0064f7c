import Testing
@testable import ConvCalcKit
import Seeding

/// `Ratio.gcd` (64-bit division once both numbers fit) against plain 128-bit Euclid, for
/// numbers of every size, and the ratios it reduces.
@Suite(.seeded) struct RatioGCDTests {
    static func euclid(_ a: UInt128, _ b: UInt128) -> UInt128 {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return x == 0 ? 1 : x
    }

    @Test func agreesWithEuclidAtEverySize() {
        var random = SeededGenerator()
        func number() -> UInt128 {
            let wide = UInt128(random.next()) << 64 | UInt128(random.next())
            return wide >> UInt128.random(in: 0..<128, using: &random)
        }
        for _ in 0..<20_000 {
            let common = UInt128(random.next() >> UInt64.random(in: 0..<64, using: &random)) | 1
            let (a, b) = (number(), number())
            #expect(Ratio.gcd(a, b) == Self.euclid(a, b), "\(a), \(b)")
            let (c, d) = (a % (UInt128.max / common) * common, b % (UInt128.max / common) * common)
            #expect(Ratio.gcd(c, d) == Self.euclid(c, d), "\(c), \(d)")
        }
        #expect(Ratio.gcd(0, 0) == 1 && Ratio.gcd(0, 7) == 7 && Ratio.gcd(12, 0) == 12)
        #expect(Ratio(1_609_344, 1000) == Ratio(201_168, 125))
    }
}
