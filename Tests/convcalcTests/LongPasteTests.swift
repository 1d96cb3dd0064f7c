import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A paste longer than any line may be (1 MiB) at the prompt: libedit kept all of it, about
/// 25 bytes for each byte pasted (4 MiB took 115 MB), before the line was refused. Past the
/// longest line its characters now go no further than the reader, so the prompt holds what
/// the longest line that is accepted needs (about 50 MB), whatever the paste's length.
@Suite(.serialized, .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "needs /proc"))
struct LongPasteTests {
    @Test func aPasteLongerThanALineIsRefusedInBoundedMemoryAndLosesNothing() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("98.6\r")
        #expect(terminal.expect("37 °C"))
        #expect(terminal.expectPrompt("❯ "))
        let paste = Array("\u{1B}[200~".utf8) + [UInt8](repeating: UInt8(ascii: "1"), count: 4 << 20)
            + Array("\u{1B}[201~\r".utf8)
        terminal.typeAll(paste)
        #expect(terminal.expectNearTheEnd("the line is longer than 1048576 bytes and was skipped", timeout: 120))
        let peak = try #require(terminal.peakKiB)
        #expect(peak < 80_000, "the prompt's peak memory was \(peak) KiB after a 4 MiB paste")
        // The line is refused whole: nothing of it is taken as typed, the state is kept.
        terminal.type("212\r")
        #expect(terminal.expectNearTheEnd("100 °C"))
        #expect(terminal.expectNearTheEnd("❯ "))
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }
}
