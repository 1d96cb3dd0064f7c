/// A small seedable random number generator (SplitMix64), so a failing random run can be
/// repeated from the seed it prints. Every random test draws from one of these, never from
/// `SystemRandomNumberGenerator`.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator started from `seed`; by default the run's seed (`TestSeed.value`).
    public init(seed: UInt64 = TestSeed.value) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `0..<bound` (the next value modulo `bound`: the oracle's cases were drawn so).
    public mutating func next(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
