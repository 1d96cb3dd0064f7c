import Foundation
import Testing
import RepositoryFiles

/// A write that fails is reported with a non-zero status, and a closed
/// stderr never makes a file convcalc opens receive its messages.
@Suite struct OutputFailureTests {

    @Test(arguments: ["machine", "--help", "check Examples/01-keypad-converters.txt", "-e 212"])
    func outputToAFullDeviceExitsNonZero(command: String) throws {
        let run = try Shell.run("cd '\(Repository.root.path)' && \"$CONVCALC\" \(command) > /dev/full; echo \"status=$?\"")
        #expect(run.stdout == "status=74\n", "\(command)")
        // The reason is the write's own (it said "Input/output error" for `--help` and `machine`).
        #expect(run.stderr.contains("cannot write the output: No space left on device"), "\(command): \(run.stderr)")
    }

    /// A socket as the recording is named as one (it was called "a FIFO that nothing reads
    /// yet": opening either gives ENXIO).
    @Test func recordingToASocketNamesASocket() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let socket = home.path + "/rec.sock"
        let made = try Shell.run("python3 -c 'import socket; socket.socket(socket.AF_UNIX).bind(\"\(socket)\")'")
        try #require(made.status == 0, "\(made.stderr)")
        let terminal = try PseudoTerminal(arguments: ["--record", socket, "--no-state"], environment: home.environment())
        #expect(terminal.waitForExit() == 74, "\(terminal.screenText)")
        #expect(terminal.screenText.contains("a socket"), "\(terminal.screenText)")
        #expect(!terminal.screenText.contains("FIFO"), "\(terminal.screenText)")
    }

    @Test func recordingToAFullDeviceWarnsAndExitsNonZero() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(arguments: ["--record", "/dev/full", "--no-state"], environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("212\r")
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 74)
        #expect(terminal.screenText.contains("the recording is incomplete: cannot write '/dev/full': No space left on device"))
    }

    /// A recording that cannot be created is output that cannot be written: status 74, as
    /// the guide's table says (2 is for input), at the prompt and on the keypad alike.
    @Test(arguments: [[String](), ["keypad"]])
    func aRecordingThatCannotBeCreatedExits74(front: [String]) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(arguments: front + ["--record", home.path + "/missing/session.txt", "--no-state"],
                                          environment: home.environment())
        #expect(terminal.waitForExit() == 74)
        #expect(terminal.screenText.contains("cannot record: cannot write"), "\(terminal.screenText)")
    }

    /// A FIFO nothing reads: refused at once with what to do, never a wait or a bare ENXIO.
    @Test(arguments: [[String](), ["keypad"]])
    func aRecordingIntoAFIFOWithoutReaderSaysSo(front: [String]) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let fifo = home.path + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let terminal = try PseudoTerminal(arguments: front + ["--record", fifo, "--no-state"], environment: home.environment())
        #expect(terminal.waitForExit() == 74)
        #expect(terminal.screenText.contains("it is a FIFO that nothing reads yet; start its reader first"), "\(terminal.screenText)")
    }

    /// A FIFO whose reader went away: the recording's writes fail (EPIPE), and the calculator
    /// ends with the warning and status 74 and the terminal given back, never killed by SIGPIPE.
    @Test(arguments: [[String](), ["keypad"]])
    func aRecordingWhoseReaderLeftEndsWith74NotASignal(front: [String]) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let fifo = home.path + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/usr/bin/head")
        reader.arguments = ["-c", "1", fifo]
        reader.standardOutput = FileHandle.nullDevice
        try reader.run()
        let terminal = try PseudoTerminal(arguments: front + ["--record", fifo, "--no-state"], environment: home.environment(),
                                          columns: 100, rows: 40)
        // It reads one byte of the header and leaves: every later write fails. Waited for with a
        // deadline: a convcalc that never wrote would leave it, and this test, waiting for ever.
        let deadline = Date().addingTimeInterval(20)
        while reader.isRunning && Date() < deadline { usleep(10_000) }
        if reader.isRunning {
            reader.terminate()
            Issue.record("the FIFO's reader got no byte in 20 s: \(terminal.screenText.suffix(300))")
            terminal.signal(SIGKILL)
            return
        }
        if front.isEmpty {
            #expect(terminal.expectPrompt("❯ "))
            terminal.type("212\r")
            #expect(terminal.expect("the recording stopped"), "said as it happens")
            #expect(terminal.expectPrompt("❯ "))
            terminal.type("\u{4}")
        } else {
            #expect(terminal.expect("Convert"))
            terminal.type("2")
            terminal.type("\r")
            #expect(terminal.expect("the recording stopped"), "said on the status line as it happens")
            terminal.type("q")
        }
        #expect(terminal.waitForExit() == 74)
        #expect(terminal.screenText.contains("the recording is incomplete"), "\(terminal.screenText.suffix(400))")
    }

    /// A recording into the file standard output goes to (`--record out.txt > out.txt`) is
    /// refused: the displays were written over its header, silently, and `check` refused it.
    @Test func aRecordingWhereStandardOutputGoesIsRefused() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.path + "/out.txt"
        let terminal = try PseudoTerminal(arguments: ["--no-state", "--record", file], environment: home.environment(),
                                          stdoutFile: file)
        #expect(terminal.waitForExit() == 64)
        #expect(terminal.screenText.contains("is where standard output goes: a recording there would overwrite it"),
                "\(terminal.screenText)")
    }

    /// Where standard error goes (`2>> F`: the errors were written into the recording, which
    /// `check` then failed) and the terminal itself (`/dev/tty`) are refused the same way.
    @Test func aRecordingWhereStandardErrorGoesOrOnTheTerminalIsRefused() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.path + "/out.txt"
        let errors = try PseudoTerminal(arguments: ["--no-state", "--record", file], environment: home.environment(),
                                        stderrFile: file)
        #expect(errors.waitForExit() == 64)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("is where standard error goes"))
        let terminal = try PseudoTerminal(arguments: ["--no-state", "--record", "/dev/tty"], environment: home.environment())
        #expect(terminal.waitForExit() == 64)
        #expect(terminal.screenText.contains("'/dev/tty' is the terminal: a recording there"), "\(terminal.screenText)")
    }

    /// `--state` naming a units file read at start (it was moved aside as damaged and replaced
    /// by the state), or the history: neither read nor saved, with a warning, as `--record`
    /// refuses them. Standard output into the history gives the history up (the answers were
    /// kept as lines typed).
    @Test func aStateFileOrOutputOverTheSessionsOwnFilesIsRefused() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let units = home.path + "/u.units"
        try "smoot 67 in\n".write(toFile: units, atomically: false, encoding: .utf8)
        let run = try Shell.run("\"$CONVCALC\" --units '\(units)' --state '\(units)' -e 5; echo \"status=$?\"")
        #expect(run.stdout == "-15 °C\n5 °F\nstatus=0\n")
        #expect(run.stderr.contains("is a units file read at start; starting from defaults, and the state will not be saved"))
        #expect(try String(contentsOfFile: units, encoding: .utf8) == "smoot 67 in\n")
        let folder = home.stateFolder
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let history = folder + "/history"
        let terminal = try PseudoTerminal(environment: home.environment(), stdoutFile: history)
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("5\r")
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
        #expect(try String(contentsOfFile: history, encoding: .utf8) == "-15 °C\n5 °F\n", "no line kept in it")
        #expect(terminal.screenText.contains("goes to the history file"), "\(terminal.screenText)")
    }

    /// `--state F > F`: the state file is where the output goes (the shell emptied it, and it
    /// was moved aside as damaged with the output in it; `>>` lost the output to the save's
    /// rename). It is neither read nor saved, with a warning; the output stays in the file.
    @Test func aStateFileWhereTheOutputGoesIsNeitherReadNorSaved() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.path + "/o.json"
        let run = try Shell.run("\"$CONVCALC\" --state '\(file)' -e 5 -e 26.2 > '\(file)'; echo \"status=$?\"")
        #expect(run.stdout == "status=0\n")
        #expect(run.stderr.contains("is where standard output goes; starting from defaults, and the state will not be saved"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "-15 °C\n5 °F\n≈ -3.22 °C\n26.2 °F\n")
        #expect(!FileManager.default.fileExists(atPath: file + ".corrupt"))
    }

    /// `--record` naming a file the session also uses (the lesson, the state file, the
    /// history) is refused before anything is written: the file is left as it was.
    @Test func aRecordingOverTheLessonOrTheStateFileIsRefused() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let lesson = home.path + "/lesson.txt"
        try FileManager.default.copyItem(atPath: Repository.path("Examples/04-commit-on-return.txt"), toPath: lesson)
        let original = try Data(contentsOf: URL(fileURLWithPath: lesson))
        try FileManager.default.createSymbolicLink(atPath: home.path + "/link.txt", withDestinationPath: lesson)
        // A link to a state file not made yet, and the remembered files in the state folder.
        try FileManager.default.createSymbolicLink(atPath: home.path + "/dangling", withDestinationPath: home.path + "/d.json")
        try FileManager.default.createDirectory(atPath: home.stateFolder, withIntermediateDirectories: true)
        let history = home.stateFolder + "/history"
        try "212\n5\n".write(toFile: history, atomically: false, encoding: .utf8)
        let cases: [([String], String)] = [
            (["keypad", "--play", lesson, "--record", lesson], "the lesson being played"),
            (["keypad", "--play", lesson, "--record", home.path + "/link.txt"], "the lesson being played"),
            (["keypad", "--quiz", lesson, "--record", lesson], "the quiz's lesson"),
            (["keypad", "--quiz", lesson, "--record", home.path + "/link.txt"], "the quiz's lesson"),
            (["keypad", "--state", home.path + "/s.json", "--record", home.path + "/./s.json"], "the state file"),
            (["--state", home.path + "/s.json", "--record", home.path + "/s.json"], "the state file"),
            (["--state", home.path + "/d.json", "--record", home.path + "/dangling"], "the state file"),
            (["keypad", "--state", home.path + "/d.json", "--record", home.path + "/dangling"], "the state file"),
            (["keypad", "--record", history], "the history file"),
            (["--no-state", "--record", home.stateFolder + "/state.json"], "the remembered state file"),
        ]
        for (arguments, what) in cases {
            let terminal = try PseudoTerminal(arguments: arguments, environment: home.environment())
            #expect(terminal.waitForExit() == 64, "\(arguments)")
            #expect(terminal.screenText.contains("is \(what): a recording there would overwrite it"), "\(terminal.screenText)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: lesson)) == original)
        #expect(!FileManager.default.fileExists(atPath: home.path + "/s.json"))
        #expect(!FileManager.default.fileExists(atPath: home.path + "/d.json"))
        #expect(try String(contentsOfFile: history, encoding: .utf8) == "212\n5\n")
    }

    /// A damaged state file is kept aside; a recording named like the file it was kept as is
    /// refused, so the damaged original is never overwritten.
    @Test(arguments: [[String](), ["keypad"]])
    func aRecordingOverTheDamagedStateKeptAsideIsRefused(front: [String]) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        try FileManager.default.createDirectory(atPath: home.stateFolder, withIntermediateDirectories: true)
        let damaged = "{\"version\":1,\"input\":\"DAMAGED"
        try damaged.write(toFile: home.stateFolder + "/state.json", atomically: false, encoding: .utf8)
        let aside = home.stateFolder + "/state.json.corrupt"
        let terminal = try PseudoTerminal(arguments: front + ["--record", aside], environment: home.environment())
        #expect(terminal.waitForExit() == 64)
        #expect(terminal.screenText.contains("is the damaged state file kept aside"), "\(terminal.screenText)")
        #expect(try String(contentsOfFile: aside, encoding: .utf8) == damaged)
    }

    /// A terminal the keypad cannot use is refused before the recording is opened: nothing written.
    @Test func aKeypadRefusedForItsTerminalLeavesTheRecordingFileAlone() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.path + "/precious.txt"
        try "precious\n".write(toFile: file, atomically: false, encoding: .utf8)
        var environment = home.environment()
        environment["TERM"] = "dumb"
        let terminal = try PseudoTerminal(arguments: ["keypad", "--no-state", "--record", file], environment: environment)
        #expect(terminal.waitForExit() == 64)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "precious\n")
    }

    @Test func recordingPastTheFileSizeLimitWarnsAndExitsNonZero() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let record = home.path + "/session.txt"
        let terminal = try PseudoTerminal(arguments: ["--record", record, "--no-state"], environment: home.environment())
        #expect(try Shell.run("prlimit --pid \(terminal.pid) --fsize=200:200").status == 0)
        #expect(terminal.expectPrompt("❯ "))
        for value in 1...10 {
            terminal.type("\(value)00\r")
            #expect(terminal.expectPrompt("❯ "))
        }
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 74)
        #expect(terminal.screenText.contains("the recording is incomplete"))
    }

    @Test func withStderrClosedNoErrorLandsInTheRecording() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let record = home.path + "/session.txt"
        let terminal = try PseudoTerminal(arguments: ["--record", record], environment: home.environment(),
                                          closesStderr: true)
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("nonsense\r")
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
        let text = try String(contentsOfFile: record, encoding: .utf8)
        #expect(!text.contains("convcalc:"), "\(text)")
        for name in try FileManager.default.contentsOfDirectory(atPath: home.stateFolder) {
            let content = try String(contentsOfFile: home.stateFolder + "/" + name, encoding: .utf8)
            #expect(!content.contains("convcalc:"), "\(name): \(content)")
        }
    }

    /// Started with stdout closed (`>&-`), the output goes nowhere: status 74 and a message,
    /// as for `> /dev/full`, never a silent 0.
    @Test(arguments: [["-e", "212"], ["--version"], ["machine"]])
    func aClosedStdoutIsAFailureToWrite(arguments: [String]) throws {
        let run = try Shell.run("\"$CONVCALC\" \(arguments.joined(separator: " ")) >&-; echo \"status $?\" >&2")
        #expect(run.stderr.contains("convcalc: cannot write the output: stdout is closed"))
        #expect(run.stderr.hasSuffix("status 74\n"))
    }

    /// With stdout closed, a run that writes nothing there keeps its own status.
    @Test(arguments: [("--precision 99 -e 1", 64), ("-e bogus", 1), ("check -q Examples/01-keypad-converters.txt", 0)])
    func aClosedStdoutChangesNoStatusWhenNothingIsWrittenThere(command: String, status: Int) throws {
        let run = try Shell.run("cd '\(Repository.root.path)' && \"$CONVCALC\" \(command) >&-; echo \"status $?\" >&2")
        #expect(run.stderr.hasSuffix("status \(status)\n"), "\(run.stderr)")
        #expect(!run.stderr.contains("cannot write the output"))
    }

    /// `check --update` that cannot write its file (read-only here) says so, counts it, leaves
    /// the file as it was and ends with 74, as every failed write does.
    @Test func anUpdateThatCannotBeWrittenExits74AndLeavesTheFile() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/lesson.txt"
        try "> 212\n999 °C\n212 °F\n".write(toFile: file, atomically: false, encoding: .utf8)
        chmod(file, 0o444)
        let run = try Shell.run("\"$CONVCALC\" check --update '\(file)'")
        #expect(run.status == 74, "\(run.stderr)")
        #expect(run.stderr.contains("it is read-only") && run.stderr.contains("the file is left as it was"), "\(run.stderr)")
        #expect(run.stdout.contains("1 not written"), "\(run.stdout)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "> 212\n999 °C\n212 °F\n")
    }
}
