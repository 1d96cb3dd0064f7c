import Testing
@testable import ConvCalcKit

/// The sheet's pairs start in one column in its full form (`3. miles to kilometers  mi → km`
/// over `5. meters to feet         m → ft`), the row of a pair typed by name too: each pair
/// after its own name made a ragged column at 40 to 80 columns.
@Suite struct SheetPairColumnTests {
    static let inchesToCentimeters = try! ConverterQuery.resolve("in->cm").get()

    /// By hand: the widest names, `1. fahrenheit to celsius` and `8. meters to centimeters`,
    /// are 24 columns, so every pair starts at 26 after the mark: `5. meters to feet` (17) and
    /// 9 blanks; with `typed: inches to centimeters` (28) at 30, 13 blanks.
    @Test func thePairsStartTwoBlanksAfterTheWidestName() {
        let sheet = ActionSheet(size: ScreenSize(columns: 80, rows: 24))
        #expect(sheet.form == .full)
        #expect(sheet.line(4, current: Converter.builtIn[0]).hasPrefix(" 5. meters to feet         m → ft "))
        #expect(sheet.line(0, current: Converter.builtIn[0]).hasPrefix("*1. fahrenheit to celsius  °F → °C "))
        let typed = ActionSheet(size: ScreenSize(columns: 80, rows: 24), typed: Self.inchesToCentimeters)
        #expect(typed.form == .full)
        #expect(typed.line(4, current: Converter.builtIn[0]).hasPrefix(" 5. meters to feet             m → ft "))
        #expect(typed.typedLine(current: Converter.builtIn[0])?.hasPrefix(" typed: inches to centimeters  in → cm") == true)
    }

    /// At every width from 20 to 120, with a lesson's panel beside or not, in UTF-8 and in
    /// ASCII (` -> `): wherever the sheet shows pairs after names, they start in one column.
    @Test(arguments: [true, false])
    func thePairsLineUpAtEveryWidth(unicode: Bool) throws {
        let glyphs = Glyphs(unicode: unicode)
        for columns in 20...120 {
            for rows in [17, 24, 40] {
                for typed in [nil, Self.inchesToCentimeters] {
                    for lesson in [false, true] {
                        guard let layout = KeypadLayout.make(size: ScreenSize(columns: columns, rows: rows), displayWidth: 10,
                                                             lesson: lesson) else { continue }
                        let sheet = ActionSheet(layout: layout, lesson: lesson, typed: typed, glyphs: glyphs)
                        guard sheet.form == .full else { continue }
                        let lines = Converter.builtIn.indices.map { sheet.line($0, current: Converter.builtIn[0]) }
                            + [sheet.typedLine(current: Converter.builtIn[0])].compactMap { $0 }
                        let starts = Set(zip(lines, Converter.builtIn + [typed].compactMap { $0 }).map { line, converter in
                            line.range(of: glyphs.text(converter.symbols))
                                .map { ColumnWidth.of(String(line[..<$0.lowerBound])) } ?? -1
                        })
                        #expect(starts.count == 1 && !starts.contains(-1), "\(columns)×\(rows) lesson \(lesson): \(lines)")
                    }
                }
            }
        }
    }
}
