import Testing
@testable import ConvCalcKit

/// The layout as pure geometry: buttons on screen, apart, each click landing on its key.
@Suite struct KeypadLayoutTests {
    static let typicalWidth = 11  // "≈ -17.78 °C"

    /// Every size from the minimum to 300×100 (every column and row near the small end, then
    /// every third): the rules must hold for all of them.
    static var sizes: [ScreenSize] {
        let least = KeypadLayout.minimum(displayWidth: typicalWidth, lesson: true)
        let columns = Array(least.columns..<120) + Array(stride(from: 120, through: 300, by: 3))
        let rows = Array(least.rows..<50) + Array(stride(from: 50, through: 100, by: 3))
        return columns.flatMap { column in rows.map { ScreenSize(columns: column, rows: $0) } }
    }

    @Test func everySizeFromTheMinimumHasALayoutForTheKeypadAndForALesson() {
        for size in Self.sizes {
            #expect(KeypadLayout.make(size: size, displayWidth: Self.typicalWidth, lesson: false) != nil, "\(size)")
            #expect(KeypadLayout.make(size: size, displayWidth: Self.typicalWidth, lesson: true)?.panel != nil, "\(size)")
        }
    }

    @Test func everyButtonIsOnScreenAndNoneOverlapsAnotherOrAPanel() {
        for size in Self.sizes {
            guard let layout = KeypadLayout.make(size: size, displayWidth: Self.typicalWidth, lesson: false) else { continue }
            let areas = [layout.displayBox, layout.status, layout.hint] + [layout.machine, layout.panel].compactMap { $0 }
            for (index, button) in layout.buttons.enumerated() {
                #expect(button.rect.fits(in: size), "\(button.key) at \(size)")
                #expect(button.rect.width >= button.key.label.count, "\(button.key)'s label is cut at \(size)")
                for other in layout.buttons[(index + 1)...] where button.rect.overlaps(other.rect) {
                    Issue.record("\(button.key) overlaps \(other.key) at \(size)")
                }
                for area in areas where button.rect.overlaps(area) {
                    Issue.record("\(button.key) overlaps \(area) at \(size)")
                }
            }
            for (index, area) in areas.enumerated() {
                #expect(area.fits(in: size), "\(area) at \(size)")
                for other in areas[(index + 1)...] where area.overlaps(other) {
                    Issue.record("\(area) overlaps \(other) at \(size)")
                }
            }
        }
    }

    @Test func everyClickInsideAButtonMapsToItsKey() {
        for size in Self.sizes where size.columns % 7 == 0 || size.rows % 5 == 0 {
            guard let layout = KeypadLayout.make(size: size, displayWidth: Self.typicalWidth, lesson: false) else { continue }
            #expect(layout.buttons.map(\.key) == KeypadKey.all)
            for button in layout.buttons {
                for y in button.rect.y..<button.rect.bottom {
                    for x in button.rect.x..<button.rect.right where layout.key(at: ScreenPoint(x: x, y: y)) != button.key {
                        Issue.record("a click at \(x),\(y) misses \(button.key) at \(size)")
                    }
                }
            }
            #expect(layout.key(at: ScreenPoint(x: layout.displayBox.x + 1, y: layout.displayBox.y + 1)) == nil)
        }
    }

    @Test func belowTheMinimumThereIsNoLayout() {
        let least = KeypadLayout.minimum(displayWidth: Self.typicalWidth, lesson: false)
        #expect(KeypadLayout.make(size: ScreenSize(columns: least.columns - 1, rows: 100), displayWidth: Self.typicalWidth, lesson: false) == nil)
        #expect(KeypadLayout.make(size: ScreenSize(columns: 300, rows: least.rows - 1), displayWidth: Self.typicalWidth, lesson: false) == nil)
    }

    @Test func aLongNumberWidensTheDisplaysOrAsksForMoreRoom() {
        let width = 44
        let layout = KeypadLayout.make(size: ScreenSize(columns: 100, rows: 40), displayWidth: width, lesson: false)
        #expect(layout.map { $0.outputDisplay.width - 2 >= width } == true)
        #expect(KeypadLayout.make(size: ScreenSize(columns: width + 3, rows: 40), displayWidth: width, lesson: false) == nil)
    }

    @Test func wideScreensPutThePanelsBesideTheKeypadAndNarrowOnesBelow() throws {
        let wide = try #require(KeypadLayout.make(size: ScreenSize(columns: 100, rows: 40), displayWidth: 11, lesson: false))
        #expect(try #require(wide.machine).x > wide.displayBox.right - 1)
        let narrow = try #require(KeypadLayout.make(size: ScreenSize(columns: 40, rows: 40), displayWidth: 11, lesson: false))
        #expect(try #require(narrow.machine).y > narrow.buttons.last!.rect.y)
    }
}
