import Testing
@testable import ConvCalcKit
import Seeding

/// `UnitCatalog.editDistance` counts in a stack buffer and stops once every cell is past the
/// limit: it equals the whole optimal-string-alignment table, worked without either, up to the
/// limit, for random words over a small alphabet (so letters repeat and swap).
@Suite(.seeded) struct EditDistanceTests {
    /// The whole table: insertions, deletions, substitutions (costing `substitution`) and swaps of neighbours.
    static func reference(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], substitution: Int) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1,
                                  table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : substitution))
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    @Test func itEqualsTheWholeTableUpToTheLimit() {
        var random = SeededGenerator(seed: TestSeed.value)
        let alphabet: [Unicode.Scalar] = ["a", "b", "c", "m", "²"]
        let word = { (random: inout SeededGenerator) in
            (0..<Int.random(in: 0...8, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
        }
        for _ in 0..<20_000 {
            let a = word(&random), b = word(&random)
            let limit = Int.random(in: 0...3, using: &random), substitution = Int.random(in: 1...2, using: &random)
            let fast = UnitCatalog.editDistance(a, b, limit: limit, substitution: substitution)
            let whole = Self.reference(a, b, substitution: substitution)
            #expect(min(fast, limit + 1) == min(whole, limit + 1), "\(a) \(b) limit \(limit) substitution \(substitution)")
            if whole <= limit { #expect(fast == whole) }
        }
    }
}
