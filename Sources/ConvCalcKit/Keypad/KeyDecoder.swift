/// Turns the characters a terminal sends into keys: plain characters, arrows and page keys
/// (`ESC [ A`, `ESC O A`, `ESC [ 5 ~`) and SGR mouse reports (`ESC [ < 0 ; 10 ; 5 M`).
///
/// Feed it what arrives; `next` returns a key once its sequence is complete. A lone `ESC` is
/// the Esc key only when nothing follows it soon: the reader then asks with `flush: true`.
public struct KeyDecoder: Sendable {
    private var pending: [Unicode.Scalar] = []

    /// An empty decoder.
    public init() {
        pending.reserveCapacity(32)
    }

    /// True while part of a sequence is waiting for the rest.
    public var isWaiting: Bool { !pending.isEmpty }

    /// Adds a character the terminal sent.
    public mutating func feed(_ scalar: Unicode.Scalar) {
        pending.append(scalar)
    }

    /// Adds every character of `text` (tests and replayed input).
    public mutating func feed(_ text: String) {
        for scalar in text.unicodeScalars { feed(scalar) }
    }

    /// The next complete key, or nil while a sequence is incomplete. With `flush`, an
    /// incomplete sequence is given up: a lone ESC becomes `.escape`, anything longer `.unknown`.
    public mutating func next(flush: Bool = false) -> InputKey? {
        guard let first = pending.first else { return nil }
        guard first == "\u{1B}" else {
            pending.removeFirst()
            return KeyDecoder.plain(first)
        }
        if let (key, length) = KeyDecoder.escapeSequence(pending) {
            pending.removeFirst(length)
            return key
        }
        guard flush else { return nil }
        let key: InputKey = pending.count == 1 ? .escape : .unknown
        pending.removeAll(keepingCapacity: true)
        return key
    }

    private static func plain(_ scalar: Unicode.Scalar) -> InputKey {
        switch scalar.value {
        case 0x0D, 0x0A: .enter
        case 0x00..<0x20: .control(UInt8(scalar.value))
        case 0x7F: .control(0x7F)
        default: .character(Character(scalar))
        }
    }

    /// The key of the escape sequence at the start of `text` and its length, or nil when incomplete.
    private static func escapeSequence(_ text: [Unicode.Scalar]) -> (InputKey, Int)? {
        guard text.count >= 2 else { return nil }
        switch text[1] {
        case "[":
            return controlSequence(text)
        case "O":
            guard text.count >= 3 else { return nil }
            return (arrow(text[2]) ?? .unknown, 3)
        default:
            return (.escape, 1)  // Esc, then whatever was typed after it
        }
    }

    /// `ESC [ params final`: arrows, page keys and SGR mouse reports.
    private static func controlSequence(_ text: [Unicode.Scalar]) -> (InputKey, Int)? {
        guard let end = text.indices.dropFirst(2).first(where: { (0x40...0x7E).contains(text[$0].value) }) else {
            return text.count > 32 ? (.unknown, text.count) : nil
        }
        let final = text[end]
        let parameters = String(String.UnicodeScalarView(text[2..<end]))
        if parameters.hasPrefix("<"), final == "M" || final == "m" {
            let numbers = parameters.dropFirst().split(separator: ";").compactMap { Int($0) }
            guard numbers.count == 3 else { return (.unknown, end + 1) }
            let report = MouseReport(button: numbers[0], point: ScreenPoint(x: numbers[1] - 1, y: numbers[2] - 1),
                                     pressed: final == "M")
            return (.mouse(report), end + 1)
        }
        if final == "~" {
            switch parameters {
            case "5": return (.pageUp, end + 1)
            case "6": return (.pageDown, end + 1)
            default: return (.unknown, end + 1)
            }
        }
        return (arrow(final) ?? .unknown, end + 1)
    }

    private static func arrow(_ final: Unicode.Scalar) -> InputKey? {
        switch final {
        case "A": .up
        case "B": .down
        case "C": .right
        case "D": .left
        default: nil
        }
    }
}
