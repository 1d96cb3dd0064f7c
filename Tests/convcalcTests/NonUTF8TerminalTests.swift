import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// On a terminal whose locale is not UTF-8, outside text reaches the screen as ASCII: every
/// byte ≥ 0x80 is escaped (`printf '\xc4\x9b2J\n' | LANG=C convcalc` showed `ě2J` raw, and
/// 0x9B is CSI on the Linux console: the screen was cleared). In UTF-8 nothing changes.
@Suite(.serialized) struct NonUTF8TerminalTests {
    /// Replays `lines` from a file with stdout and stderr on a terminal, in `locale`; what
    /// the terminal was sent.
    static func shown(_ lines: [[UInt8]], locale: String) throws -> [UInt8] {
        let home = try TemporaryHome()
        defer { home.remove() }
        let input = home.path + "/input"
        #expect(FileManager.default.createFile(atPath: input, contents: Data(lines.flatMap { $0 + [0x0A] })))
        let environment = home.environment(locale: locale)
        let terminal = try PseudoTerminal(arguments: ["-c", "exec \"$0\" < \"$1\"", BuiltBinary.path, input],
                                          environment: environment, executable: "/bin/sh")
        #expect(terminal.waitForExit() == 1)
        return terminal.bytes
    }

    @Test func everyByteFrom0x80To0xFFIsEscapedInTheCLocale() throws {
        let bytes = try Self.shown((0x80...0xFF).map { [0x35, UInt8($0), 0x32, 0x4A] } + [[0xC4, 0x9B, 0x32, 0x4A]], locale: "C")
        #expect(!bytes.contains { $0 >= 0x80 }, "\(String(decoding: bytes, as: UTF8.self))")
        let text = String(decoding: bytes, as: UTF8.self)
        for byte in 0x80...0xFF { #expect(text.contains("5\\x\(String(byte, radix: 16, uppercase: true))2J")) }
        #expect(text.contains("\\xC4\\x9B2J"))
    }

    /// A transcript is the same in every locale: `check --update` at a C-locale terminal writes
    /// `é` as the file's other lines hold it (it wrote `x\xC3\xA92J`, which `check` then failed
    /// everywhere else), `check` there passes a transcript written in UTF-8, and what reaches
    /// the terminal is still ASCII.
    @Test func aTranscriptWrittenOrCheckedInTheCLocaleIsTheUTF8One() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.path + "/t.txt"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("> x\u{E9}2J\n> 5 mi to km\n".utf8)))
        let environment = home.environment(locale: "C")
        let update = try PseudoTerminal(arguments: ["check", "--update", file], environment: environment)
        #expect(update.waitForExit() == 0)
        #expect(!update.bytes.contains { $0 >= 0x80 }, "\(String(decoding: update.bytes, as: UTF8.self))")
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(written.contains("! unknown key 'x\u{E9}2J' at column 1; its '\u{E9}' is U+00E9"), "\(written)")
        let piped = try Shell.run("\"$CONVCALC\" check '\(file)'")
        #expect(piped.status == 0, "\(piped.stdout)")
        for arguments in [["check", file], ["play", file]] {
            let terminal = try PseudoTerminal(arguments: arguments, environment: environment)
            #expect(terminal.waitForExit() == 0, "\(arguments)")
            #expect(!terminal.bytes.contains { $0 >= 0x80 }, "\(String(decoding: terminal.bytes, as: UTF8.self))")
        }
    }

    /// In a Latin-1 locale (not C), libedit echoed a typed `\xC2\x9B` raw: 0x9B is CSI to a
    /// Latin-1 terminal, which cleared the screen. The prompt reads such a locale as C, where
    /// the echo is escaped.
    @Test func aLatin1LocaleEchoesNoRawByteFrom0x80() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let built = try Shell.run("mkdir -p '\(home.path)/locales' && localedef -i en_US -f ISO-8859-1 '\(home.path)/locales/en_US.ISO-8859-1'")
        try #require(built.status == 0, "localedef (Debian's locales): \(built.stderr)")
        var environment = home.environment(locale: "en_US.ISO-8859-1")
        environment["LOCPATH"] = home.path + "/locales"
        let terminal = try PseudoTerminal(arguments: ["--no-state"], environment: environment)
        #expect(terminal.expectPrompt("> "))
        terminal.type(bytes: [0xC2, 0x9B, 0x32, 0x4A, 0xE9, 0x0D])
        #expect(terminal.expect("unknown key"), "\(terminal.screenText)")
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
        #expect(!terminal.bytes.contains { $0 >= 0x80 }, "\(String(decoding: terminal.bytes, as: UTF8.self))")
    }

    /// A diff shown at such a terminal escapes what is not ASCII rather than spelling it alike:
    /// `≈` and a typed `~` both showed `~`, an expected line over a `got` line that looked the same.
    @Test func aDiffAtACLocaleTerminalTellsTheLinesApart() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.path + "/s.txt"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("> 5 mi to km\n~ 8.05 km\n5 mi\n".utf8)))
        let terminal = try PseudoTerminal(arguments: ["check", file], environment: home.environment(locale: "C"))
        #expect(terminal.waitForExit() == 1)
        #expect(terminal.screenText.contains("expected ~ 8.05 km") && terminal.screenText.contains("got \\xE2\\x89\\x88 8.05 km"),
                "\(terminal.screenText)")
    }

    @Test func utf8LocaleShowsCharactersAsTheyAre() throws {
        let text = String(decoding: try Self.shown([[0xC4, 0x9B, 0x32, 0x4A], [0x35, 0xFF]], locale: "C.UTF-8"), as: UTF8.self)
        #expect(text.contains("ě2J"))
        #expect(text.contains("\\xFF"))
    }

    /// convcalc's own characters reach such a terminal as ASCII too (`≈` → `~`, `──▶` → `-->`,
    /// a shortened token's `…` → `...`): 0x88, 0x89 and 0x96 in `≈`, `→` and `▶` are C1
    /// controls in Latin-1. On a pipe nothing changes.
    @Test func convcalcsOwnTextIsASCIIOnATerminalInTheCLocale() throws {
        let bytes = try Self.shown([Array("5.5".utf8), Array("trace on".utf8), Array("5".utf8),
                                    Array(String(repeating: "x", count: 100).utf8)], locale: "C")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!bytes.contains { $0 >= 0x80 }, "\(text)")
        #expect(text.contains("~ -14.72 C") && text.contains("-->") && text.contains("..."), "\(text)")
        let piped = try Shell.run("printf '5.5\\n' | LANG=C LC_ALL=C \"$CONVCALC\"")
        #expect(piped.stdout == "≈ -14.72 °C\n5.5 °F\n", "a pipe keeps the plain contract")
    }

    /// What convcalc prints of its own on such a terminal — the machine's exports, `--help` —
    /// is ASCII too (`──▶` was raw in `machine`, `×` in `machine --help`).
    @Test(arguments: [["machine"], ["machine", "--as", "json"], ["machine", "--help"], ["--help"]])
    func theMachineAndTheHelpAreASCIIOnATerminalInTheCLocale(arguments: [String]) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let environment = home.environment(locale: "C")
        let terminal = try PseudoTerminal(arguments: arguments, environment: environment)
        #expect(terminal.waitForExit() == 0)
        #expect(!terminal.bytes.contains { $0 >= 0x80 }, "\(String(decoding: terminal.bytes, as: UTF8.self))")
    }

    /// `help` at the prompt in the C locale: `→` is `->` there, so the connectors name it once
    /// (`->, ->` was shown), and the tables' columns stay as in UTF-8 (`98.6 F` lost the `°`'s
    /// column; `+/-  +/- neg` and `units [KIND...]` pushed their summaries right).
    @Test func helpNamesEachConnectorOnceAndKeepsItsColumnsInTheCLocale() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let environment = home.environment(locale: "C")
        let terminal = try PseudoTerminal(arguments: ["--no-state"], environment: environment)
        #expect(terminal.expectPrompt("> "))
        terminal.type("help\r")
        #expect(terminal.expect("after precision 4 sig"))
        terminal.type("help to\r")
        #expect(terminal.expect("an arrow"))
        #expect(terminal.expectPrompt("> "))
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
        let lines = terminal.screenText.split(separator: "\n").map(String.init)
        for row in ["  0-9 .           type a number", "  +/- neg         change the sign",  // summaries in column 18
                    "  units [KIND...] the units", "  help [KEY]      this list",
                    "  5 mi to km       ~ 8.05 km        or in, as, ->, =>, >, or none",  // columns 19 and 36
                    "  98.6 F           37 C             a unit alone: F->C, ft->m, lb->kg...",
                    "  convert mi to km (also in, as, ->, => or >, or nothing"] {
            #expect(lines.contains { $0.hasPrefix(row) }, "\(row)\n\(terminal.screenText)")
        }
    }

    /// Tab at the prompt offers only what can be typed and shown there: in the C locale,
    /// `5 m to ` Tab Tab sent `Å` as C3 85 (0x85 is NEL), and a unit `ě2J` its clear-screen bytes.
    @Test func tabOffersOnlyASCIIInTheCLocale() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let environment = home.environment(locale: "C")
        let units = home.path + "/cz.units"
        try "\u{11B}2J 3 m\n".write(toFile: units, atomically: true, encoding: .utf8)
        let terminal = try PseudoTerminal(arguments: ["--units", units], environment: environment)
        #expect(terminal.expectPrompt("> "))
        terminal.type("5 m to \t\t")
        #expect(terminal.expect("km"), "the choices are listed")
        terminal.type("\u{15}\u{4}")  // Ctrl-U, Ctrl-D
        #expect(terminal.waitForExit() == 0)
        #expect(!terminal.bytes.contains { $0 >= 0x80 }, "\(String(decoding: terminal.bytes, as: UTF8.self))")
    }
}
