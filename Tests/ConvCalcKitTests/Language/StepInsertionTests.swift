import Testing
@testable import ConvCalcKit
import Seeding

/// A one-line conversion puts its C, convert and pick before its number's keys with
/// `insert(_:_:_:at:)`, which moves the steps itself to allocate nothing: held equal to the
/// standard library's `insert(contentsOf:at:)` at every place of random arrays.
@Suite(.seeded) struct StepInsertionTests {
    @Test func insertingThreeStepsIsTheStandardInsertion() {
        var random = SeededGenerator()
        func step(_ number: Int) -> Step { Step(.event(.digit(UInt8(number % 10))), start: number, length: 1) }
        var checked = 0
        for count in 0..<12 {
            for index in 0...count {
                let steps = (0..<count).map { _ in step(random.next(1_000)) }
                let three = (0..<3).map { _ in step(1_000 + random.next(1_000)) }
                var expected = steps, inserted = steps
                expected.insert(contentsOf: three, at: index)
                inserted.insert(three[0], three[1], three[2], at: index)
                #expect(inserted == expected, "\(count) steps, at \(index)")
                checked += 1
            }
        }
        #expect(checked == 78)  // 1 + 2 + … + 12 places
    }
}
