#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// The one seed of a test run, shared by every random test of both test targets.
///
/// `CONVCALC_SEED=N` replays run N; `CONVCALC_SEED=random` draws a new seed (for a long hunt);
/// unset or empty, the seed is `TestSeed.fixed`, so `swift test` checks the same cases every time.
/// A random test carries the `.seeded` trait, which adds the seed to everything it reports.
public enum TestSeed {
    /// The seed when `CONVCALC_SEED` is unset.
    public static let fixed: UInt64 = 2026

    /// This run's seed.
    public static let value: UInt64 = {
        guard let text = getenv("CONVCALC_SEED").map({ String(cString: $0) }), !text.isEmpty else { return fixed }
        if text == "random" { return UInt64.random(in: 0...UInt64.max) }
        guard let seed = UInt64(text) else { fatalError("CONVCALC_SEED must be a number from 0 to 2^64-1, or 'random'") }
        return seed
    }()

    /// What a failure says, so that it can be replayed: `seed 2026 (replay: CONVCALC_SEED=2026)`.
    public static var replay: String { "seed \(value) (replay: CONVCALC_SEED=\(value))" }
}

extension Trait where Self == IssueHandlingTrait {
    /// Every issue the test (or every test of the suite) records names the run's seed.
    public static var seeded: Self {
        .compactMapIssues { issue in
            let seed = Comment(rawValue: TestSeed.replay)
            guard !issue.comments.contains(seed) else { return issue }  // a suite's trait reaches its tests too
            var issue = issue
            issue.comments.append(seed)
            return issue
        }
    }
}
