import Foundation
import Testing
#if canImport(Glibc)
import Glibc
import Seeding
#endif

/// The round trip through the real binary: a session typed at the prompt of a pseudo-terminal
/// with `--record`, from a random starting state (a restored state file, `--converter`,
/// `--precision`, `--say`, `--trace`), passes `check` unchanged, and `check --update` leaves
/// the file byte for byte as it was.
@Suite(.serialized, .seeded) struct RecordRoundTripTests {
    /// Lines of every kind: keys, menus and picks, errors, precision, say and trace, queries.
    static let vocabulary = [
        "212", "98.6", "-40", ".5", "C +/- 5", "+/-", "1.2.3", "x", "-500", "convert", "3", "mi->km", "cancel",
        "convert ft->in", "convert mi->kg", "swap", "1.5e-4", "reset", "precision 4", "precision 13", "precision 6 sig", "precision", "say on",
        "say off", "trace on", "trace off", "help", "help .", "state", "list", "units length", "26.2 # a comment",
    ]

    /// The starting state of session `seed`: a saved state, and the flags that change it.
    static func start(seed: Int) -> (state: String, flags: [String]) {
        let states = [
            #"{"version":1,"input":"26.2","from":"mi","to":"km","precision":3}"#,
            #"{"version":1,"input":"-0.50","from":"°C","to":"K","precision":0}"#,
            #"{"version":1,"input":"5.","from":"lb","to":"kg","precision":12}"#,
            #"{"version":1,"input":"0.001","from":"fl oz","to":"mL","precision":4,"significant":1}"#,
        ]
        let flags = [[], ["--converter", "3"], ["--precision", "5", "--say"], ["--trace", "--converter", "ft->in"],
                     ["--say", "--trace", "--precision", "0"], ["--precision", "3sig"]]
        return (states[seed % states.count], flags[seed % flags.count])
    }

    @Test(arguments: 0..<6)
    func aRecordedSessionPassesCheckAndUpdateLeavesItByteForByte(seed: Int) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let (state, flags) = Self.start(seed: seed)
        let stateFile = home.path + "/state.json", record = home.path + "/session.txt"
        try state.write(toFile: stateFile, atomically: true, encoding: .utf8)
        let terminal = try PseudoTerminal(arguments: ["--record", record, "--state", stateFile] + flags,
                                          environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        var random = SeededGenerator()
        var typed: [String] = []
        for _ in 0..<12 {
            let line = Self.vocabulary.randomElement(using: &random)!
            typed.append(line)
            terminal.type(line + "\r")
            #expect(terminal.expectPrompt("❯ "), "after \(typed)")
        }
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
        let recorded = try Data(contentsOf: URL(fileURLWithPath: record))
        let text = String(decoding: recorded, as: UTF8.self)
        #expect(text.hasPrefix("#! convcalc 1 --converter "), "\(text)")
        let check = try BuiltBinary.run(["check", record])
        #expect(check.status == 0, "typed \(typed)\n\(check.stdout)\n\(text)")
        let update = try BuiltBinary.run(["check", "--update", record])
        #expect(update.stdout.hasPrefix("\(record): ok\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: record)) == recorded)
    }

    @Test func theHeaderHoldsTheRestoredStateBeforeTheFirstLine() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let stateFile = home.path + "/state.json", record = home.path + "/session.txt"
        try #"{"version":1,"input":"26.2","from":"mi","to":"km","precision":2}"#.write(
            toFile: stateFile, atomically: true, encoding: .utf8)
        let terminal = try PseudoTerminal(arguments: ["--record", record, "--state", stateFile], environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        for line in ["help", "5"] {
            terminal.type(line + "\r")
            #expect(terminal.expectPrompt("❯ "))
        }
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
        let text = try String(contentsOfFile: record, encoding: .utf8)
        #expect(text.hasPrefix("#! convcalc 1 --converter mi->km --precision 2 --input 26.2\n"))
        #expect(text.contains("\n\\# starts a comment."))
        #expect(text.hasSuffix("> 5\n≈ 8.05 km\n5 mi\n"))
        #expect(try BuiltBinary.run(["check", record]).status == 0)
    }
}
