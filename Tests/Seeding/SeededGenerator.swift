import ConvCalcKit

/// A small seedable random number generator (`SplitMix64`), so a failing random run can be
/// repeated from the seed it prints. Every random test draws from one of these, never from
/// `SystemRandomNumberGenerator`.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var generator: SplitMix64

    /// A generator started from `seed`; by default the run's seed (`TestSeed.value`).
    public init(seed: UInt64 = TestSeed.value) { generator = SplitMix64(seed: seed) }

    public mutating func next() -> UInt64 { generator.next() }

    /// A number in `0..<bound` (the next value modulo `bound`: the oracle's cases were drawn so).
    public mutating func next(_ bound: Int) -> Int { generator.next(bound) }
}
