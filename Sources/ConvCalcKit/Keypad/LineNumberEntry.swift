/// The line number typed after `g` in a lesson (`g 12 Return` goes to line 12).
///
/// It keeps at most `maxDigits` digits and counts the rest, so a pasted run of digits costs
/// nothing and is still answered as a number too large, never read as a smaller one.
public struct LineNumberEntry: Equatable, Sendable {
    /// The most digits kept: any number of them fits an `Int`.
    public static let maxDigits = 18
    /// The digits typed, the first `maxDigits` of them.
    public private(set) var digits = ""
    /// How many digits were typed.
    public private(set) var typed = 0

    /// An empty entry.
    public init() {}

    /// What a key does to the entry.
    public enum Key: Equatable, Sendable {
        /// `g`: start typing a line number.
        case start
        /// A digit of the number.
        case digit(UInt8)
        /// Backspace: take the last digit back.
        case erase
        /// Return: go to the line.
        case go
        /// Esc, or any other key: leave the line where it is.
        case cancel
    }

    /// Adds `digit` (0–9) at the end.
    public mutating func type(_ digit: UInt8) {
        typed += 1
        if digits.count < LineNumberEntry.maxDigits { digits.append(Character(String(digit % 10))) }
    }

    /// Takes the last digit back.
    public mutating func erase() {
        guard typed > 0 else { return }
        if typed <= digits.count { digits.removeLast() }
        typed -= 1
    }

    /// The number typed, or nil when none was or it has more digits than are kept.
    public var value: Int? {
        typed > LineNumberEntry.maxDigits ? nil : Int(digits)
    }

    /// The number as typed, for the status line (`12`, `123456789012345678…`).
    public var shown: String {
        digits + (typed > digits.count ? "…" : "")
    }
}
