import Foundation
import Testing

/// `convcalc play` at a terminal wraps what convcalc prints for a typed line at blanks, as it
/// wraps comments: at 40 columns the terminal broke `! cannot convert length (mi) to mass (k` /
/// `g)` mid-word. On a pipe each output line stays whole, byte for byte, for scripts.
@Suite struct PlayWrapsOutputTests {
    static let refused = "# A pair of different kinds is refused.\n> convert mi->kg\n! cannot convert length (mi) to mass (kg)\n"

    /// What `play` shows of `transcript`, on a terminal of `columns` (nil: on a pipe), without `\r`.
    func played(_ transcript: String, columns: UInt16?) throws -> String {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.path + "/lesson.txt"
        try transcript.write(toFile: file, atomically: true, encoding: .utf8)
        guard let columns else { return try BuiltBinary.run(["play", file], environment: home.environment()).stdout }
        var environment = home.environment()
        environment["NO_COLOR"] = "1"
        let terminal = try PseudoTerminal(arguments: ["play", file], environment: environment, columns: columns)
        #expect(terminal.waitForExit() == 0)
        return terminal.screenText.replacingOccurrences(of: "\r", with: "")
    }

    /// By hand: `! cannot convert length (mi) to mass (kg)` is 41 columns; greedy at blanks in
    /// 40, `(kg)` goes on the next row, two columns in, under the message.
    @Test func anErrorWiderThanTheTerminalIsWrappedAtABlank() throws {
        let shown = try played(Self.refused, columns: 40)
        #expect(shown.contains("> convert mi->kg\n! cannot convert length (mi) to mass\n  (kg)\n"), "\(shown.debugDescription)")
    }

    /// The help's indented lines keep their blanks, the next rows two further in, and no row
    /// is wider than the terminal.
    @Test func anIndentedOutputLineKeepsItsBlanksAndNoRowIsWiderThanTheTerminal() throws {
        let rows = try played("> help\n", columns: 40).split(separator: "\n")
        let piped = try played("> help\n", columns: nil).split(separator: "\n")
        #expect(piped.contains { $0.count > 40 }, "the help has lines to wrap")
        #expect(rows.allSatisfy { $0.count <= 40 }, "\(rows.filter { $0.count > 40 })")
        let indented = try #require(piped.first { $0.hasPrefix("  ") && $0.count > 40 })
        let first = try #require(rows.first { indented.hasPrefix($0) && $0.count > 2 })
        #expect(first.hasPrefix("  ") && indented.dropFirst(first.count).hasPrefix(" "), "cut at a blank: \(first)")
    }

    /// A row of the help's table goes on under its description, not two columns in. By hand:
    /// `  EE  exp         ` is 18 columns; `the exponent: 1.5e-4` ends at 38 of 40, `is` would
    /// end at 41; under column 18, `is the keys 1 . 5 EE` ends at 38, `+/- 4 (+/- after EE`
    /// at 37; the help's own next line, `signs the exponent)` under column 18, fits whole.
    @Test func aTableRowGoesOnUnderItsDescription() throws {
        let shown = try played("> help\n", columns: 40)
        let under = String(repeating: " ", count: 18)
        let row = "  EE  exp         the exponent: 1.5e-4\n" + under + "is the keys 1 . 5 EE\n"
            + under + "+/- 4 (+/- after EE\n" + under + "signs the exponent)\n"
        #expect(shown.contains(row), "\(shown)")
    }

    /// `help units` is one paragraph that help wraps for 80 columns; at 40 it is wrapped again
    /// whole, not line by line (which left `  units` and `    goes after` alone on rows). By
    /// hand, greedy at blanks in 40, next rows two in, a label kept with its value
    /// (`length: one`, `mass: two;`, `mL): 5`, `to: the`).
    @Test func aParagraphOfHelpIsWrappedWholeToTheTerminal() throws {
        let shown = try played("> help units\n", columns: 40)
        let paragraph = """
            > help units
            units: lists the units (units
              length: one kind, with definitions;
              units temperature mass: two; distance
              is length); changes nothing. A unit
              goes after a number, as its symbol,
              name or plural, in any case but where
              case tells units apart (B bytes, b
              bits; an M is mega, so ML is no mL): 5
              mi to km, 5 miles in kilometers, 98.6
              °F; convert mi to km picks a pair;
              help to: the words that join units

            """
        #expect(shown.contains(paragraph), "\(shown)")
    }

    @Test func onAPipeAnOutputLineStaysWhole() throws {
        let shown = try played(Self.refused, columns: nil)
        #expect(shown.contains("\n! cannot convert length (mi) to mass (kg)\n"), "\(shown)")
    }
}
