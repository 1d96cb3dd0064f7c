import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Lines typed or pasted while the previous one is answered (and the state file saved) are
/// echoed once, at the prompt, never also by the terminal as they arrive.
@Suite(.serialized) struct TypeAheadTests {
    /// A Ctrl-D typed as convcalc starts, before the prompt or the keypad set its mode: the
    /// terminal keeps it as an end-of-file mark, read in raw mode as a NUL, which was lost (and
    /// the prompt took the next Ctrl-D as a character). Five starts of each, each left by that
    /// one Ctrl-D; a NUL typed later is no Ctrl-D (`HostileKeysTests`).
    @Test(arguments: [[], ["keypad"]])
    func aCtrlDTypedAtTheStartLeaves(arguments: [String]) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        for start in 1...5 {
            let terminal = try PseudoTerminal(arguments: arguments, environment: home.environment())
            terminal.type("\u{4}")
            #expect(terminal.waitForExit(timeout: 5) == 0, "start \(start): \(terminal.screenText)")
        }
    }

    /// The history's lock is held here, so convcalc waits in the middle of answering `5`
    /// (between lines, libedit's execute mode) while `212` is typed: the terminal echoed it
    /// then, and libedit echoed it again at the next prompt.
    @Test func aLineTypedWhileTheLastIsAnsweredIsEchoedOnce() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try TmuxTerminal([], environment: home.environment(), columns: 100, rows: 60)
        #expect(terminal.wait(for: "Ctrl-D leaves"))
        let lock = try HeldHistoryLock(folder: home.path + "/state/convcalc")
        terminal.type("5\r")
        usleep(300_000)  // read; now waiting for the lock to add `5` to the history
        terminal.type("212\r")
        usleep(300_000)
        lock.release()
        #expect(terminal.wait(for: "212 °F"))
        terminal.type("\u{4}")
        #expect(terminal.wait(for: "EXIT=0"))
        #expect(terminal.wait(for: "STTY-DONE"), "the terminal's modes printed whole before they are read")
        let bare = terminal.screen().filter { $0.trimmingCharacters(in: .whitespaces) == "212" }
        #expect(bare.isEmpty, "212 was echoed by the terminal too")
        #expect(terminal.screen().joined(separator: "\n").contains(" echo "), "the terminal echoes again afterwards")
    }

    /// A long line pasted while the previous one is answered arrives whole: between lines the
    /// terminal was in its line mode, where the kernel keeps about 4 KB of a line and drops the
    /// rest, so 200,000 bytes became 6–180 KB, answered and saved as if typed so (and a line of
    /// 2 MiB got under the 1 MiB refusal). The history's lock held here keeps `212` being
    /// answered while the long line is written.
    @Test func aLongLinePastedWhileTheLastIsAnsweredArrivesWhole() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        let lock = try HeldHistoryLock(folder: home.stateFolder)
        terminal.type("212\r")
        usleep(300_000)  // read; now waiting for the lock to add `212` to the history
        let long = String(repeating: "ab", count: 100_000)
        // The paste waits in the terminal meanwhile. A thread of its own lets go of the lock: a
        // block on Dispatch's global queue waited past convcalc's 2 s for the lock in CI, with
        // both of its threads taken by other tests, and the history was given up.
        Thread.detachNewThread { usleep(1_000_000); lock.release() }
        terminal.typeAll(Array((long + "\r98.6\r").utf8))
        #expect(terminal.expectNearTheEnd("37 °C", timeout: 60))
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
        let history = try String(contentsOfFile: home.stateFolder + "/history", encoding: .utf8).split(separator: "\n")
        #expect(history.map(\.count) == [3, 200_000, 4], "\(history.map(\.count))")
    }

    /// Ctrl-C in a long paste drops the paste's rest as it keeps coming, up to its end marker:
    /// only what came before the Ctrl-C was dropped, and the rest ran as typed lines (`5`,
    /// 800,000 blanks, `6`: answered `6`, and `7` after it).
    @Test func ctrlCInAPasteDropsItsRest() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        let blanks = [UInt8](repeating: UInt8(ascii: " "), count: 400_000)
        terminal.typeAll(Array("\u{1B}[200~5".utf8) + blanks + [3] + blanks + Array("6\r7\r\u{1B}[201~".utf8))
        usleep(300_000)
        terminal.type("212\r")
        #expect(terminal.expectNearTheEnd("100 °C", timeout: 60))
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
        let history = try String(contentsOfFile: home.stateFolder + "/history", encoding: .utf8)
        #expect(history == "212\n", "\(history.prefix(40))")
    }

    /// Keys typed after Ctrl-C while the last line is answered are new input: the kernel drops
    /// what came before the Ctrl-C; a flush when the Ctrl-C was acted on dropped them too.
    @Test func keysTypedAfterCtrlCWhileALineIsAnsweredAreKept() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        let lock = try HeldHistoryLock(folder: home.stateFolder)
        terminal.type("1\r")
        usleep(300_000)  // read; now waiting for the lock
        terminal.type("\u{3}")
        usleep(100_000)
        terminal.type("2\r")
        usleep(200_000)
        lock.release()
        #expect(terminal.expectNearTheEnd("2 °F", timeout: 30))
        terminal.type("3\r")
        #expect(terminal.expectNearTheEnd("3 °F", timeout: 30))
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
        let history = try String(contentsOfFile: home.stateFolder + "/history", encoding: .utf8)
        #expect(history == "1\n2\n3\n", "\(history)")
    }

    /// Keys that come with a typed Ctrl-C, in one write (as tmux sends `C-c 34 Enter`), are kept:
    /// the kernel dropped what came before the Ctrl-C; a flush when convcalc caught the signal
    /// dropped them too. `kill -INT` still drops what was typed (`TerminalRestoreTests`).
    @Test func keysThatComeWithCtrlCAreKept() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("12")
        #expect(terminal.expect("12"))
        terminal.type("\u{3}34\r")
        #expect(terminal.expectNearTheEnd("34 °F", timeout: 30))
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
        #expect(try String(contentsOfFile: home.stateFolder + "/history", encoding: .utf8) == "34\n")
    }

    /// Pasted text is text: a tab in it separates keys as in a replayed line, where it was
    /// the Tab key (`pre<Tab>4` pasted ran `precision 4`); a typed Tab still completes.
    @Test func aPastedTabIsABlankAndATypedTabCompletes() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try TmuxTerminal([], environment: home.environment(), columns: 100, rows: 40)
        #expect(terminal.wait(for: "Ctrl-D leaves"))
        terminal.paste("1\tmi\tto km\n")
        #expect(terminal.wait(for: "≈ 1.61 km"))
        terminal.paste("pre\t4\n")
        #expect(terminal.wait(for: "unknown key 'pre' at column 1"))
        terminal.type("pre\t 3\r")
        #expect(terminal.wait(for: "≈ 1.609 km"))
        // Control characters and ESC in a paste are text, refused as replay refuses them,
        // never editing keys (Ctrl-W deleted a word, Ctrl-D on an empty line left).
        terminal.paste("12 34\u{17} 56\n\u{1B}[2J x\n\u{4}\n")
        #expect(terminal.wait(for: "unknown key '34\\x17' at column 4"))
        #expect(terminal.wait(for: "unknown key '\\x1B[2J' at column 1"))
        #expect(terminal.wait(for: "unknown key '\\x04' at column 1"))
        // A paste ending in ESC still ends: typed Ctrl-U edits again afterwards.
        terminal.paste("5 km\u{1B}")
        terminal.type("\u{15}7\r")
        #expect(terminal.wait(for: "≈ 11.265 km"))  // 7 mi: still mi→km at precision 3
        terminal.type("\u{4}")
        #expect(terminal.wait(for: "EXIT=0"))
    }
}
