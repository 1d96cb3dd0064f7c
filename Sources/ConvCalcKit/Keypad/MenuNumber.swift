/// A converter's number typed in the open menu: the rule that picks converter 10 and up
/// without a timeout.
///
/// A digit picks at once when no further digit could make the number of another converter
/// (`2` of 12 converters: there is no 20); otherwise the number waits, highlighted, and the
/// next digit goes on with it (`1` `2` picks 12) while Return picks it as it stands (`1`
/// Return picks 1). With nine converters or fewer every digit picks at once, as it always did.
public struct MenuNumber: Equatable, Sendable {
    /// The number typed so far, waiting for a digit or Return.
    public let value: Int

    /// What a digit does.
    public enum Outcome: Equatable, Sendable {
        /// Pick the converter at this index (0-based) now.
        case pick(Int)
        /// Wait: this number (1-based) is highlighted; a digit may go on with it.
        case waits(MenuNumber)
        /// No converter has this number (`0`, `13` of 12): nothing is picked.
        case unknown(Int)
    }

    /// The digit `digit` typed after `typed` (nil: the first digit) in a menu of `count` converters.
    public static func type(_ digit: UInt8, after typed: MenuNumber?, count: Int) -> Outcome {
        let (product, overflow) = (typed?.value ?? 0).multipliedReportingOverflow(by: 10)
        let number = overflow || product > count ? count + 1 : product + Int(digit)
        guard (1...max(1, count)).contains(number), count > 0 else { return .unknown(number) }
        return number * 10 > count ? .pick(number - 1) : .waits(MenuNumber(value: number))
    }

    /// The status line while the number waits: `converter 1_: Return picks it, or a digit`
    /// (40 columns: a projector's).
    public var prompt: String {
        "converter \(value)_: Return picks it, or a digit"
    }

    /// The first digits that wait in a menu of `count` converters: `1` of 12, `1–3` of 35;
    /// nil when every digit picks at once.
    public static func waitingDigits(count: Int) -> String? {
        let last = min(9, count / 10)
        return last < 1 ? nil : last == 1 ? "1" : "1–\(last)"
    }
}
