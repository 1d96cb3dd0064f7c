import Foundation
import Testing

/// On an ASCII terminal (`LANG=C`) a click on a row of the converter sheet picks the
/// converter drawn there, at the row's first and last cell, with a units file's converters
/// wider than the eight: the rows are measured as drawn (` -> ` where UTF-8 has `→`), and so
/// must the clicks be.
@Suite(.serialized) struct KeypadSheetClicksTerminalTests {
    @Test func aClickOnEachRowPicksTheConverterDrawnThere() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try TmuxTerminal.keypad(converters: ["nautical miles to kilometers: nmi -> km",
                                                            "kilometers to nautical miles: km -> nmi"],
                                               home: home, columns: 60, rows: 20, locale: "C")
        let labels = ["fahrenheit to celsius", "celsius to fahrenheit", "miles to kilometers", "kilometers to miles",
                      "meters to feet", "meters to yards", "meters to kilometers", "meters to centimeters",
                      "nautical miles to kilometers", "kilometers to nautical miles"]
        #expect(terminal.wait(for: "Convert"))
        let status = 18
        for (index, label) in labels.enumerated() {
            for end in [false, true] {
                terminal.type("k")
                #expect(terminal.wait { $0.count > status && $0[status].contains("convert") }, "\(terminal.screen().joined(separator: "\n"))")
                let rows = terminal.screen()
                let number = (index < 9 ? " " : "") + "\(index + 1). "
                let y = try #require(rows.firstIndex { $0.contains(number) && $0.contains("|") }, "\(rows.joined(separator: "\n"))")
                let row = Array(rows[y])
                let x = end ? try #require(row.lastIndex(of: "|")) - 1 : try #require(row.firstIndex(of: "|")) + 1
                terminal.click(column: x, row: y)
                #expect(terminal.wait { $0.count > status && $0[status].contains("pick " + label) },
                        "row \(index + 1) at column \(x): \(terminal.screen().joined(separator: "\n"))")
            }
        }
        terminal.type("q")
        #expect(terminal.wait(for: "EXIT=0"))
    }
}
