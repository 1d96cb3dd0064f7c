import Testing
@testable import ConvCalcKit

/// A converter's number typed in the open menu, without a timeout: a digit picks at once when
/// no longer number exists, else it waits for Return or the next digit.
@Suite struct MenuNumberTests {
    /// Types `digits` into a menu of `count` converters: what the last one did.
    func typed(_ digits: [UInt8], count: Int) -> MenuNumber.Outcome? {
        var waiting: MenuNumber?
        var outcome: MenuNumber.Outcome?
        for digit in digits {
            outcome = MenuNumber.type(digit, after: waiting, count: count)
            if case .waits(let number) = outcome { waiting = number } else { waiting = nil }
        }
        return outcome
    }

    @Test func withNineConvertersOrFewerEveryDigitPicksAtOnce() {
        for count in 1...9 {
            for digit in 1...count { #expect(typed([UInt8(digit)], count: count) == .pick(digit - 1)) }
            #expect(typed([0], count: count) == .unknown(0))
        }
        #expect(typed([9], count: 8) == .unknown(9))
    }

    @Test func withTwelveOneWaitsAndTwoDigitsPickTenToTwelve() {
        #expect(typed([1], count: 12) == .waits(MenuNumber(value: 1)))
        #expect(typed([1, 2], count: 12) == .pick(11))
        #expect(typed([1, 0], count: 12) == .pick(9))
        #expect(typed([1, 3], count: 12) == .unknown(13))
        #expect(typed([2], count: 12) == .pick(1), "there is no 20: 2 picks at once")
        #expect(MenuNumber.waitingDigits(count: 12) == "1" && MenuNumber.waitingDigits(count: 8) == nil)
    }

    /// Every converter of menus up to 250 can be picked by its digits, and only by them.
    @Test func everyNumberOfEveryMenuIsReachedByItsDigits() {
        for count in 1...250 {
            for number in 1...count {
                let digits = String(number).compactMap { $0.wholeNumberValue }.map(UInt8.init)
                var outcome = typed(digits, count: count)
                if case .waits(let waiting) = outcome {
                    #expect(waiting.value == number)
                    outcome = .pick(waiting.value - 1)  // Return
                }
                #expect(outcome == .pick(number - 1), "\(number) of \(count)")
            }
            #expect(typed(String(count + 1).compactMap { $0.wholeNumberValue }.map(UInt8.init), count: count) != .pick(count))
        }
    }
}
