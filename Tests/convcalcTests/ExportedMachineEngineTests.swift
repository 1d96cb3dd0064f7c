import ConvCalcKit
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Seeding
import Testing
import RepositoryFiles

/// `convcalc machine --as scxml` runs as exported in Qt's SCXML engine: after every event of
/// random sequences, the engine's active state is the calculator's phase. Refused events are
/// sent too, with the calculator's verdict as the event's data, and must change nothing there.
/// (Needs Debian's python3-pyside2.qtscxml; Scripts/test.sh installs it.)
@Suite(.seeded) struct ExportedMachineEngineTests {
    static let python = "/usr/bin/python3"
    static let script = Repository.path("Scripts/scxml-replay.py")

    /// Every kind of event, with payloads that reach the machine's limits: temperature picks
    /// (absolute zero), a compound output (swap), tonnes to milligrams and weeks to
    /// milliseconds (long outputs), precisions out of range.
    static let events: [Event] = {
        let picks = [Converter(from: UnitCatalog.find("t")!, to: UnitCatalog.find("mg")!)!, weeksToMilliseconds,
                     metersToFeetAndInches] + Converter.builtIn
        let precisions: [Precision] = [.places(0), .places(5), .places(13), .significant(1), .significant(16)]
        return (0...9).map { Event.digit(UInt8($0)) } + [.point, .sign, .sign, .exponent, .clear, .commit, .swap,
                                                        .reset, .convert, .convert, .cancel]
            + picks.map { .pick($0) } + precisions.map { .precision($0) }
    }()

    /// Meters to feet and inches, a compound output.
    static let metersToFeetAndInches = Converter(from: UnitCatalog.find("m")!, to: CompoundUnit.all[0])!

    /// Weeks to milliseconds, whose outputs can be too long for swap to carry.
    static let weeksToMilliseconds = Converter(from: UnitCatalog.find("wk")!, to: UnitCatalog.find("ms")!)!

    /// `count` random events, now and then a run of keys to one of the machine's limits.
    static func randomEvents(_ count: Int, using generator: inout SeededGenerator) -> [Event] {
        var drawn: [Event] = []
        while drawn.count < count {
            drawn += generator.next(10) == 0 ? limitRun(using: &generator) : [events[generator.next(events.count)]]
        }
        return drawn
    }

    /// Keys that take the machine to a limit, where a guard refuses an event it otherwise accepts.
    static func limitRun(using generator: inout SeededGenerator) -> [Event] {
        switch generator.next(6) {
        case 0:  // a 16th significant digit, or a third exponent digit
            (0..<(10 + generator.next(10))).map { _ in .digit(UInt8(generator.next(10))) }
        case 1:  // a 29th place
            [.point] + Array(repeating: .digit(0), count: 24 + generator.next(8))
        case 2:  // 9e99 wk is more milliseconds than an entry can carry
            [.convert, .pick(weeksToMilliseconds), .digit(9), .exponent, .digit(9), .digit(9), .swap]
        case 3:  // feet and inches cannot be typed
            [.convert, .pick(metersToFeetAndInches), .swap]
        case 4:  // 0 mpg has no value in L/100km
            [.clear, .convert, .pick(Converter(from: UnitCatalog.find("mpg")!, to: UnitCatalog.find("L/100km")!)!), .swap]
        default:  // -300 °C is below absolute zero
            [.clear, .sign, .digit(3), .digit(0), .digit(0), .commit, .convert, .pick(Converter.builtIn[1])]
        }
    }

    /// The line the replay script reads: `EVENT EXPECTED DATA`, DATA the calculator's verdict
    /// (every guard holds when it accepted the event; the one it failed does not when it refused).
    static func line(_ event: Event, in state: inout State) -> String {
        var data = "{}"
        switch Machine.transition(state, event) {
        case .success(let next):
            state = next
            data = "{" + Guard.allCases.map { "\"\($0.rawValue)\":true" }.joined(separator: ",") + "}"
        case .failure(let rejection):
            if let unmet = rejection.unmetGuard { data = "{\"\(unmet.rawValue)\":false}" }
        }
        return "\(event.kind.identifier) \(state.phase.rawValue) \(data)"
    }

    @Test func qtsEngineIsInTheCalculatorsStateAfterEveryEvent() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.python)
                     && (try Self.run(Self.python, ["-c", "import PySide2.QtScxml"]).status) == 0,
                     "Qt's SCXML engine for Python is needed: apt-get install python3-pyside2.qtscxml")
        let exported = try BuiltBinary.run(["machine", "--as", "scxml"])
        #expect(exported.status == 0)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("convcalc-\(getpid()).scxml")
        try exported.stdoutBytes.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        var generator = SeededGenerator()
        var state = State.initial
        var lines: [String] = []
        var refused = 0
        var unmet: Set<Guard> = []
        for event in Self.randomEvents(20_000, using: &generator) {
            if case .failure(let rejection) = Machine.transition(state, event) {
                refused += 1
                if let failed = rejection.unmetGuard { unmet.insert(failed) }
            }
            lines.append(Self.line(event, in: &state))
        }
        #expect(unmet == Set(Guard.allCases), "the walk meets every guard")
        #expect(refused > 2_000, "the walk meets refusals")
        let replay = try Self.run(Self.python, [Self.script, file.path], input: lines.joined(separator: "\n") + "\n")
        #expect(replay.status == 0, "\(replay.output)")
        #expect(replay.output.hasPrefix("ok \(lines.count)"), "\(replay.output)")
    }

    /// Runs `program` with `input` on its stdin; its exit status and what it printed (both streams).
    static func run(_ program: String, _ arguments: [String], input: String = "") throws -> (status: Int32, output: String) {
        signal(SIGPIPE, SIG_IGN)  // the script stops reading at the first disagreement: EPIPE, not death
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["QT_QPA_PLATFORM"] = "offscreen"
        process.environment = environment
        let stdin = Pipe(), output = Pipe()
        process.standardInput = stdin
        process.standardOutput = output
        process.standardError = output
        try process.run()
        DispatchQueue.global().async {
            try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: printed, as: UTF8.self))
    }
}
