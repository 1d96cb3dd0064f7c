import Foundation
import Testing
import Seeding
@testable import ConvCalcKit

/// The size a terminal reports is cut to what ncurses can hold before the keypad hands it
/// over: any reported size, from `Int.min` to `Int.max`, gives a size within
/// `ScreenSize.largestDrawn` (or none, for a terminal that does not know its size), the same
/// size when it fits, and a notice exactly when it was cut.
///
/// Random, from the run's seed (`CONVCALC_SEED`, printed with every failure).
@Suite(.seeded) struct ScreenSizeDrawnTests {

    /// The edges (a terminal's `unsigned short`, ncurses' `short`, `Int`'s ends) and random
    /// sizes of every magnitude.
    static func sizes() -> [Int] {
        var random = SeededGenerator()
        let edges = [0, 1, 2, 499, 500, 501, 999, 1000, 1001, 32767, 32768, 65535, 65536, Int(Int32.max), Int.max,
                     -1, Int.min]
        let small = (0..<200).map { _ in Int.random(in: 0...2000, using: &random) }
        let any = (0..<200).map { _ in Int.random(in: Int.min...Int.max, using: &random) }
        return edges + small + any
    }

    @Test func anyReportedSizeIsCutToWhatNcursesHoldsAndKeptWhenItFits() {
        let sizes = ScreenSizeDrawnTests.sizes()
        let largest = ScreenSize.largestDrawn
        #expect(largest.columns <= Int(Int16.max) && largest.rows <= Int(Int16.max), "ncurses keeps sizes in a short")
        for columns in sizes {
            for rows in sizes {
                let context = "\(columns)x\(rows)"
                guard let drawn = ScreenSize.drawn(columns: columns, rows: rows) else {
                    #expect(columns < 1 || rows < 1, "\(context)")
                    continue
                }
                #expect(columns >= 1 && rows >= 1, "\(context)")
                #expect(drawn.columns == min(columns, largest.columns) && drawn.rows == min(rows, largest.rows), "\(context)")
                let notice = ScreenSize.drawnNotice(reported: ScreenSize(columns: columns, rows: rows))
                let cut = columns > largest.columns || rows > largest.rows
                #expect((notice != nil) == cut, "\(context)")
                if cut { #expect(notice?.contains("top-left \(drawn)") == true, "\(context)") }
            }
        }
    }

    /// The keypad draws on every size it can be given, up to the largest, inside the screen.
    @Test func theKeypadDrawsInsideEverySizeUpToTheLargest() {
        for size in [ScreenSize.largestDrawn, ScreenSize(columns: 1000, rows: 24), ScreenSize(columns: 80, rows: 500)] {
            let screen = TextScreen(columns: size.columns, rows: size.rows)
            let layout = KeypadView(glyphs: Glyphs(unicode: true)).draw(KeypadModel(start: State()), on: screen)
            #expect(layout != nil, "\(size)")
            #expect(screen.strayWrites == 0, "\(size)")
        }
    }
}
