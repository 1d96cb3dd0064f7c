import Foundation
import Testing
import RepositoryFiles

/// `convcalc play`, the transcript hint of plain replay, and `--record` outside the prompt.
@Suite struct PlayTests {
    static let lesson = Repository.path("Examples/04-commit-on-return.txt")

    @Test func playShowsCommentsEachTypedLineAndWhatItPrintsNow() throws {
        let file = NSTemporaryDirectory() + "play-\(UUID().uuidString).txt"
        try "#! convcalc 1 --converter mi->km --input 26.2\n# walk through\n\n> 5\nstale output\n> x\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        let run = try BuiltBinary.run(["play", file])
        #expect(run.status == 0)
        #expect(run.stdout == """
            #! convcalc 1 --converter mi->km --input 26.2
            # walk through

            > 5
            ≈ 8.05 km
            5 mi
            > x
            ! unknown key 'x' at column 1; type 'help' for the keys

            """)
    }

    /// At a terminal of 80 columns a comment wider is wrapped at a blank, the next line
    /// indented (the terminal broke it mid-word: `…starts a ne` / `w number.`); `--step` too.
    @Test(arguments: [false, true])
    func playAtATerminalWrapsALongCommentAtBlanks(step: Bool) throws {
        let home = try TemporaryHome()
        var environment = home.environment()
        environment["NO_COLOR"] = "1"
        let terminal = try PseudoTerminal(arguments: ["play"] + (step ? ["--step"] : []) + [Self.lesson],
                                          environment: environment, columns: 80)
        #expect(terminal.expect("> 212"))  // after the comments
        if step { terminal.type("\u{04}") }
        #expect(terminal.waitForExit() == 0)
        let shown = terminal.screenText.replacingOccurrences(of: "\r", with: "")
        // The block is one paragraph (by hand: the first row is 80 columns, greedy at blanks).
        #expect(shown.contains("# Lesson 4: Return commits the entry. The end of a line puts the machine back in\n"
                + "  'ready': the next digit starts a new number. So 212 and then 5 on a new line\n  is 5, not 2125.\n"),
                "\(shown.prefix(400).debugDescription)")
    }

    /// At a terminal a block of comment lines is one paragraph, wrapped whole, as the keypad's
    /// lesson panel tells it (each line wrapped alone left `  leading 0;` on a row of its own).
    /// By hand: the first row is 73 columns, and ` leading` would make it 81.
    @Test func playAtATerminalJoinsABlockOfCommentsIntoOneParagraph() throws {
        let home = try TemporaryHome()
        var environment = home.environment()
        environment["NO_COLOR"] = "1"
        let terminal = try PseudoTerminal(arguments: ["play", Repository.path("Examples/09-watching-the-machine.txt")],
                                          environment: environment, columns: 80)
        #expect(terminal.expect("> C +/- 5 . 2"))
        #expect(terminal.waitForExit() == 0)
        let shown = terminal.screenText.replacingOccurrences(of: "\r", with: "")
        #expect(shown.contains("# C starts a fresh entry in 'integer'; +/- flips its sign; 5 replaces the\n"
                + "  leading 0; '.' moves to 'fraction'; line-end commits back to 'ready'.\n> C +/- 5 . 2\n"), "\(shown.prefix(600).debugDescription)")
    }

    /// At a terminal an indented comment line (`#   5 mi to km`) shows on a row of its own,
    /// indented as written, as the lesson panel tells it: it was joined into the paragraph.
    @Test func playAtATerminalKeepsAnIndentedCommentLineApart() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.path + "/indented.txt"
        try "# Try these:\n#   5 mi to km\n#   10 mi to km\n# and compare.\n> 5\n".write(toFile: file, atomically: true, encoding: .utf8)
        var environment = home.environment()
        environment["NO_COLOR"] = "1"
        let terminal = try PseudoTerminal(arguments: ["play", file], environment: environment, columns: 80)
        #expect(terminal.expect("> 5"))
        #expect(terminal.waitForExit() == 0)
        let shown = terminal.screenText.replacingOccurrences(of: "\r", with: "")
        #expect(shown.contains("# Try these:\n#   5 mi to km\n#   10 mi to km\n# and compare.\n> 5\n"), "\(shown.debugDescription)")
    }

    /// On a pipe every comment line is the transcript's own, however long: scripts read it.
    @Test func playOnAPipeKeepsEveryCommentLineWhole() throws {
        let run = try BuiltBinary.run(["play", Self.lesson])
        #expect(run.stdout.contains("\n# The end of a line puts the machine back in 'ready': the next digit starts a new number.\n"))
    }

    /// On a pipe a comment is its line, escaped (a control byte, a tab too: `\x07`, `\x09`),
    /// and a blank line of spaces and tabs is shown empty, as GUIDE says (it said every line was
    /// the transcript's own).
    @Test func playOnAPipeEscapesACommentAndShowsABlankLineEmpty() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.path + "/blank.txt"
        try "# ring\u{07}\tnow\n \t \n> quit\n".write(toFile: file, atomically: false, encoding: .utf8)
        let run = try BuiltBinary.run(["play", file], environment: home.environment())
        #expect(run.status == 0)
        #expect(run.stdout == "# ring\\x07\\x09now\n\n> quit\n")
    }

    /// A line typed after a quit makes the transcript invalid, as check says: play shows up to
    /// the quit, then says so and exits 2 (it stopped there with 0).
    @Test func playOfALineTypedAfterQuitIsInvalid() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.path + "/q.txt"
        try "> quit\n> 5\n".write(toFile: file, atomically: false, encoding: .utf8)
        let run = try BuiltBinary.run(["play", file], environment: home.environment())
        #expect(run.status == 2)
        #expect(run.stdout == "> quit\n")
        #expect(run.stderr == "convcalc: \(file): line 2: typed after line 1 quits ('quit'): it would never be replayed\n")
    }

    @Test func playWithTraceShowsEveryEvent() throws {
        let run = try BuiltBinary.run(["play", "--trace", Self.lesson])
        #expect(run.status == 0)
        #expect(run.stdout.contains("> 5\nready ──digit 5──▶ integer   in: 5  out: -15\ninteger ──line-end──▶ ready\n-15 °C\n5 °F\n"))
    }

    /// The typed line shows before Return plays it (a teacher's trial: it showed with its
    /// answer, so the class could not be asked what it would do first).
    @Test func playStepSaysThatReturnPlaysTheNextTypedLine() throws {
        let home = try TemporaryHome()
        let terminal = try PseudoTerminal(arguments: ["play", "--step", Self.lesson], environment: home.environment())
        #expect(terminal.expect("press Return to play it"))
        #expect(terminal.expect("> 212"))
        #expect(!terminal.expect("100 °C", timeout: 0.5))
        terminal.type("\r")
        #expect(terminal.expect("100 °C"))
        terminal.type("\u{04}")  // Ctrl-D stops
        #expect(terminal.waitForExit() == 0)
        // The line shown waiting is ended, so the shell's prompt starts its own (it followed `> 212`).
        _ = terminal.expect("\u{0}", timeout: 0.2)  // reads what is left
        #expect(terminal.screenText.hasSuffix("\n"), "\(terminal.screenText.suffix(80))")
    }

    /// What a class types at the waiting line is not shown glued to it (`> 212hello`), and the
    /// terminal's echo is back when it ends, by Ctrl-D or a signal.
    @Test(arguments: [false, true])
    func playStepDoesNotEchoWhatIsTypedWhileItWaits(signalled: Bool) throws {
        let home = try TemporaryHome()
        let terminal = try PseudoTerminal(arguments: ["play", "--step", Self.lesson], environment: home.environment())
        #expect(terminal.expect("> 212"))
        terminal.type("hello\r")
        #expect(terminal.expect("100 °C"))
        #expect(!terminal.screenText.contains("hello"), "\(terminal.screenText)")
        if signalled {
            terminal.signal(SIGTERM)
            #expect(terminal.waitForExit() == 128 + SIGTERM)
        } else {
            terminal.type("\u{04}")
            #expect(terminal.waitForExit() == 0)
        }
        #expect(terminal.hasItsModesAsFound, "the terminal's echo is back")
    }

    /// One Return plays one line: Returns typed ahead while a line is shown are dropped, and the
    /// answer starts on its own line (two quick Returns played `> 5` at once, shown `> 5-15 °C`:
    /// the second Return's new line had been echoed before `> 5` was).
    @Test func playStepPlaysOneLineForEachReturnAndDropsReturnsTypedAhead() throws {
        let home = try TemporaryHome()
        let terminal = try PseudoTerminal(arguments: ["play", "--step", Self.lesson], environment: home.environment())
        #expect(terminal.expect("> 212"))
        terminal.type("\r\r")
        #expect(terminal.expect("100 °C"))
        #expect(terminal.expect("> 5"))
        #expect(!terminal.expect("-15 °C", timeout: 0.5), "the second Return was typed ahead: dropped")
        terminal.type("\r")
        #expect(terminal.expect("-15 °C"))
        let shown = terminal.screenText.replacingOccurrences(of: "\r", with: "")
        #expect(shown.contains("> 5\n-15 °C"), "\(shown.suffix(120).debugDescription)")
        terminal.type("\u{04}")
        #expect(terminal.waitForExit() == 0)
    }

    /// Ctrl-Z while it waits gives the terminal its modes as found first (echo on for the shell;
    /// tried in tmux), and running on it turns echo off again (after `fg`, what was typed showed).
    /// Here the handler is seen giving the modes back, then SIGCONT runs it on: typing shows nothing.
    @Test func playStepRunsOnWithEchoOffAfterCtrlZ() throws {
        let home = try TemporaryHome()
        let terminal = try PseudoTerminal(arguments: ["play", "--step", Self.lesson], environment: home.environment())
        #expect(terminal.expect("> 212"))
        #expect(!terminal.hasItsModesAsFound, "echo off while it waits")
        terminal.signal(SIGTSTP)
        let deadline = Date().addingTimeInterval(5)  // the handler ran: the modes as found, for the shell
        while !terminal.hasItsModesAsFound && Date() < deadline { usleep(5_000) }
        terminal.signal(SIGCONT)
        usleep(200_000)
        terminal.type("hello\r")
        #expect(terminal.expect("100 °C"))
        #expect(!terminal.screenText.contains("hello"), "\(terminal.screenText)")
        terminal.type("\u{04}")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.hasItsModesAsFound)
    }

    @Test func playRefusesWhatIsNotATranscript() throws {
        #expect(try BuiltBinary.run(["play", "/dev/null"]).status == 2)
        #expect(try BuiltBinary.run(["play", "-"], stdin: ">212\n").status == 2)
        #expect(try BuiltBinary.run(["play", "--step", "-"], stdin: "> 212\n").status == 64)
    }

    @Test func replayingATranscriptAsKeysGivesOneClearErrorAndExitTwo() throws {
        let run = try BuiltBinary.run([Self.lesson])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr == "convcalc: \(Self.lesson): line 4: this looks like a transcript: "
            + "use 'convcalc check \(Self.lesson)' or 'convcalc play \(Self.lesson)'\n")
        let piped = try BuiltBinary.run([], stdin: "# lesson\n\n> 212\n100 °C\n")
        #expect(piped.status == 2)
        #expect(piped.stderr == "convcalc: line 3: this looks like a transcript: use 'convcalc check' or 'convcalc play'\n")
    }

    @Test func onlyTheFirstLineThatIsNotACommentDecides() throws {
        let run = try BuiltBinary.run([], stdin: "212\n> 5\n")
        #expect(run.status == 1)
        #expect(run.stderr.contains("'>' at column 1 joins a number's unit to the unit to show it in, once a line: e.g. 5 mi > km"))
    }

    @Test func recordOutsideTheInteractiveCalculatorIsAUsageError() throws {
        let file = NSTemporaryDirectory() + "record-\(UUID().uuidString).txt"
        let run = try BuiltBinary.run(["--record", file, "-"], stdin: "212\n")
        #expect(run.status == 64)
        #expect(run.stderr.contains("--record records the interactive calculator only"))
        #expect(!FileManager.default.fileExists(atPath: file))
    }
}
