import ConvCalcKit
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Numbers the terminal sends the keypad — the fields of a mouse report, its size — are
/// checked before they are used: a pasted report with `Int.min` in it is no key, and a
/// terminal larger than ncurses can hold is drawn in its top-left part, with a word on the
/// status line. The keypad (in tmux) never crashes.
@Suite(.serialized) struct KeypadTerminalNumbersTests {
    func started(_ home: TemporaryHome, launcher: [String] = [], environment: [String: String] = [:]) throws -> TmuxTerminal {
        let terminal = try TmuxTerminal(["keypad", "--no-state"], environment: home.environment().merging(environment) { $1 },
                                        launcher: launcher)
        #expect(terminal.wait(for: "q quit"))
        return terminal
    }

    /// Quits, and expects the keypad to have ended normally (a crash gives 132 or 139).
    func quits(_ terminal: TmuxTerminal) {
        terminal.type("q")
        #expect(terminal.wait(for: "EXIT=0"), "\(terminal.screen().joined(separator: "\n"))")
    }

    @Test func aPastedMouseReportWithNumbersOutOfRangeIsNoKey() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try started(home)
        let reports = ["<0;-9223372036854775808;1M", "<0;1;-9223372036854775808M", "<65;-9223372036854775808;1M",
                       "<0;99999999999999999999;1M", "<0;32768;1M", "<\(Int.max);5;5M"]
        for report in reports { terminal.type("\u{1B}[" + report) }
        terminal.type("5")
        #expect(terminal.wait(for: "5 °F"))
        terminal.type("k")  // the converter list open: a click there picks a row or cancels
        #expect(terminal.wait(for: "miles to kilometers"))
        for report in reports { terminal.type("\u{1B}[" + report) }
        terminal.type("\u{1B}[<0;30000;30000M\u{1B}[<0;30000;30000m")  // far off screen but in range: a click outside
        #expect(terminal.wait { !$0.joined().contains("miles to kilometers") }, "the click outside cancelled")
        quits(terminal)
    }

    /// A terminal's control strings (a clipboard answer, a kitty graphics reply) are no keys,
    /// nor is Ctrl-F1 (`ESC O 5 P`), and an ill-formed byte is one refused key: `E9 35` lost
    /// the 5 (get_wch failed on E9 and took the read with it), `52;c;NTU1` typed 5, 2, C and 1.
    @Test(arguments: ["C.UTF-8", "C"])
    func controlStringsAndIllFormedBytesAreNoKeys(locale: String) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try started(home, environment: ["LANG": locale, "LC_ALL": locale])
        terminal.type(bytes: [0xE9, 0x35, 0xFF, 0x35])
        terminal.type("\u{1B}]52;c;NTU1\u{07}\u{1B}_Gi=31;OK\u{1B}\\\u{1B}^55\u{1B}\\\u{1B}X55\u{1B}\\\u{1B}O5P")
        terminal.type("7")
        // The third event is the 7: nothing else was a key (and no degree sign under C).
        #expect(terminal.wait { $0.contains { $0.contains(" 3 integer ") && $0.contains("in: 557 ") } }, "\(terminal.screen().joined(separator: "\n"))")
        #expect(!terminal.screen().contains { $0.contains(" 4 integer ") })
        quits(terminal)
    }

    @Test func aTerminalResizedBeyondWhatNcursesHoldsIsDrawnInPartAndSaysSo() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try started(home)
        terminal.report(columns: 40000, rows: 40)
        #expect(terminal.wait(for: "the terminal is 40000x40, more than the keypad draws on: it uses the top-left 1000x40"))
        terminal.report(columns: 100, rows: 32768)
        usleep(300_000)
        terminal.type("7")
        terminal.report(columns: 100, rows: 40)
        #expect(terminal.wait(for: "7 °F"))
        #expect(terminal.wait { !$0.joined().contains("the terminal is") }, "the notice goes once the terminal fits")
        quits(terminal)
    }

    @Test func aTerminalOf65535By65535AtStartIsDrawnInPartNotRefused() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try started(home, launcher: ["sh", "-c", "stty cols 65535 rows 65535 && exec \"$@\"", "sh"])
        #expect(!terminal.screen().joined().contains("terminfo"))
        quits(terminal)
    }

    /// `LINES` and `COLUMNS` are not read (ncurses would take them over the terminal's size,
    /// unchecked): the keypad draws on the terminal's own 100×40.
    @Test func sizesInTheEnvironmentAreNotRead() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try started(home, environment: ["LINES": "40000", "COLUMNS": "99999999999999999999"])
        #expect(terminal.wait { $0.count >= 40 && $0[39].hasPrefix("0-9 . c") && !$0.joined().contains("the terminal is") })
        quits(terminal)
    }

    /// A description of one's own claiming more colours than ncurses can keep tables of
    /// (`colors#0x7fffffff`, `pairs#0x7fffffff`) kept the keypad busy for 20 s and more, deaf
    /// to `q`: it starts at once, monochrome, and quits on `q`.
    @Test func aDescriptionWithHugeColourCountsStartsMonochrome() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let source = home.path + "/colors.src", folder = home.path + "/terminfo"
        let built = try Shell.run("infocmp xterm-256color | sed 's/colors#0x100/colors#0x7fffffff/;s/colors#256/colors#0x7fffffff/;"
            + "s/pairs#0x10000/pairs#0x7fffffff/;s/pairs#32767/pairs#0x7fffffff/;s/pairs#65536/pairs#0x7fffffff/;"
            + "s/^xterm-256color|[^,]*,/colorful|colorful,/' > '\(source)' && tic -o '\(folder)' '\(source)'"
            + " && infocmp -A '\(folder)' colorful | grep -c '0x7fffffff\\|2147483647'")
        try #require(built.status == 0 && built.stdout.trimmingCharacters(in: .whitespacesAndNewlines) != "0", "\(built.stdout)\(built.stderr)")
        let begun = Date()
        // TERM through the launcher: the pane's own is screen-256color.
        let terminal = try started(home, launcher: ["env", "TERM=colorful"], environment: ["TERMINFO": folder, "NO_COLOR": ""])
        #expect(Date().timeIntervalSince(begun) < 10, "the keypad took \(Date().timeIntervalSince(begun)) s to start")
        quits(terminal)
    }

    /// A description of one's own padding a capability: not mandatory (`clear=…$<30000*>`,
    /// `el=…$<30000>`) it froze the keypad for minutes, deaf to `q`, and is now never waited;
    /// mandatory at every change of style (`sgr0=…$<400/>`, 27 s to quit) or as long as a
    /// parameter says (`cup=…$<%p1%d000/>`, frozen), the entry is refused at once, naming the
    /// capability; real padding (vt100's `$<50>`) starts as before.
    @Test(arguments: [("s/^\\(\tclear=.*\\),$/\\1$<30000*>,/;s/^\\(\tel=.*\\),$/\\1$<30000>,/", false),
                      ("s/^\\(\tsgr0=.*\\),$/\\1$<400\\/>,/", true),
                      ("s/^\\(\tcup=.*\\),$/\\1$<%p1%d000\\/>,/", true),
                      // Paddings of one capability add up (`$<10/>` thirty times took 30 s); a point's
                      // tenth is no more digits (`$<1.5/>`, h19's, was read as 15 ms and refused).
                      ("s/^\\(\tel=.*\\),$/\\1$<10\\/>$<10\\/>,/", true),
                      ("s/^\\(\tel=.*\\),$/\\1$<1.5\\/>,/", false),
                      // A padding the parameters write (`%{36}%c` is `$`): no check of the text sees it,
                      // and the keypad never sleeps for it (it kept `q` waiting 81 s).
                      ("s/^\\(\tcup=.*\\),$/\\1%{36}%c<900\\/>,/", false)])
    func aDescriptionsPaddingNeverFreezesTheKeypad(edit: String, refused: Bool) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let source = home.path + "/padded.src", folder = home.path + "/terminfo"
        let built = try Shell.run("infocmp -1 xterm-256color | sed '\(edit);s/^xterm-256color|[^,]*,/padded|padded,/' > '\(source)'"
            + " && tic -o '\(folder)' '\(source)' && infocmp -A '\(folder)' padded | grep -c '\\$<'")
        try #require(built.status == 0 && built.stdout.trimmingCharacters(in: .whitespacesAndNewlines) != "0", "\(built.stdout)\(built.stderr)")
        let begun = Date()
        let terminal = try TmuxTerminal(["keypad", "--no-state"], environment: home.environment().merging(["TERMINFO": folder]) { $1 },
                                        launcher: ["env", "TERM=padded"])
        if refused {
            #expect(terminal.wait(for: "EXIT=64"), "\(terminal.screen().joined(separator: "\n"))")
            #expect(terminal.screen().joined().contains("mandatory padding"))
        } else {
            #expect(terminal.wait(for: "q quit"))
            quits(terminal)
        }
        #expect(Date().timeIntervalSince(begun) < 10, "\(Date().timeIntervalSince(begun)) s")
    }

    /// vt100's padding (`$<50>`, not mandatory) starts as before.
    @Test func aRealDescriptionWithPaddingStarts() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        quits(try started(home, launcher: ["env", "TERM=vt100"]))
    }
}
