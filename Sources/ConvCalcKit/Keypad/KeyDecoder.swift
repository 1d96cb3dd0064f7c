/// Turns the characters a terminal sends into keys: plain characters, arrows and page keys
/// (`ESC [ A`, `ESC O A`, `ESC [ 5 ~`) and mouse reports, SGR (`ESC [ < 0 ; 10 ; 5 M`) and
/// the older X10 form terminals without SGR send (`ESC [ M` and three characters).
///
/// Feed it what arrives; `next` returns a key once its sequence is complete. A lone `ESC` is
/// the Esc key only when nothing follows it soon: the reader then asks with `flush: true`.
/// No part of a sequence is ever taken for typed keys: one longer than any key's (an
/// over-long mouse report) is dropped to its end. A mouse report whose numbers are not plain
/// digits in range (`MouseReport.buttons`, `MouseReport.cells`) is `.unknown`, checked before
/// any arithmetic: numbers from outside never trap.
///
/// Control strings (a terminal's answers and reports: DCS `ESC P`, SOS `ESC X`, OSC `ESC ]`,
/// PM `ESC ^`, APC `ESC _`, or their 8-bit forms) are no keys: each is dropped as it arrives,
/// up to BEL or ST (`ESC \` or U+009C), and nothing of it is kept. One never terminated ends
/// at the first pause (`flush`), after which typed characters are keys again, as after a cut
/// control sequence: `ESC ] 52;c;NTU1 BEL` typed 5, 2, C and 1.
public struct KeyDecoder: Sendable {
    private var pending: [Unicode.Scalar] = []
    /// What is being dropped of a sequence given up (over-long, or cut off by a pause).
    private var discard = Discard.none
    /// The character being decoded from bytes (`feed(byte:)`).
    private var bytes = UTF8Decoder()
    /// What an ill-formed byte sequence is read as.
    static let replacement: Unicode.Scalar = "\u{FFFD}"

    private enum Discard: Sendable {
        case none
        /// A lone ESC was just given out: a `[` next starts the rest of a sequence cut by a pause,
        /// a `]`, `^` or `_` the rest of a control string.
        case afterEscape
        /// Everything up to and with the final character (0x40–0x7E); `report`: the end gives
        /// `.unknown` (not given out yet); `x10`: nothing came yet after `ESC [`, so an `M`
        /// starts an X10 report's three characters.
        case toFinal(report: Bool, x10: Bool)
        /// The rest of an X10 mouse report: this many characters.
        case count(Int)
        /// A control string, up to BEL or ST; `escaped`: its last character was an ESC.
        case string(escaped: Bool)
    }

    /// The longest control sequence kept whole; longer ones are dropped to their final character.
    static let longestSequence = 32

    /// An empty decoder.
    public init() {
        pending.reserveCapacity(32)
    }

    /// True while part of a sequence is waiting for the rest.
    public var isWaiting: Bool {
        switch discard {
        case .none, .afterEscape: !pending.isEmpty
        case .toFinal, .count, .string: true
        }
    }

    /// Adds a character the terminal sent.
    public mutating func feed(_ scalar: Unicode.Scalar) {
        pending.append(scalar)
    }

    /// Adds a byte the terminal sent, decoded as UTF-8 (`UTF8Decoder`): each ill-formed part
    /// becomes one U+FFFD, a key no button has, and the bytes after it are keys as ever
    /// (`E9 35 35 35`, Latin-1 é and 555, lost the 555 when ncurses decoded it).
    public mutating func feed(byte: UInt8) {
        feed(byte: byte, afterCut: false)
    }

    /// `feed(byte:)`; `afterCut` when the byte cut short the sequence before it and is fed again.
    private mutating func feed(byte: UInt8, afterCut: Bool) {
        switch bytes.feed(byte) {
        case .scalar(let scalar): feed(scalar)
        case .incomplete: break
        // A stray byte that is a C1 control beginning or ending a sequence, as an 8-bit
        // terminal sends it (CSI 9B, ST 9C, OSC 9D under LANG=C), is read as that control, so
        // its sequence is read and not typed as keys; after a cut sequence it is part of that.
        case .invalid where !afterCut && KeyDecoder.sequenceControls.contains(byte): feed(Unicode.Scalar(byte))
        case .invalid: feed(KeyDecoder.replacement)
        case .cutShort:
            feed(KeyDecoder.replacement)
            feed(byte: byte, afterCut: true)  // not used by the sequence it cut: it begins the next
        }
    }

    /// The C1 bytes that begin or end a sequence: SS3, DCS, SOS, CSI, ST, OSC, PM, APC.
    private static let sequenceControls: Set<UInt8> = [0x8F, 0x90, 0x98, 0x9B, 0x9C, 0x9D, 0x9E, 0x9F]

    /// Adds every character of `text` (tests and replayed input).
    public mutating func feed(_ text: String) {
        for scalar in text.unicodeScalars { feed(scalar) }
    }

    /// The next complete key, or nil while a sequence is incomplete. With `flush`, an
    /// incomplete sequence is given up: a lone ESC becomes `.escape`, anything longer `.unknown`.
    public mutating func next(flush: Bool = false) -> InputKey? {
        switch discard {
        case .none:
            break
        case .afterEscape:
            guard let first = pending.first else { return nil }
            discard = .none
            if first == "[" {  // no key of the keypad is `[`
                pending.removeFirst()
                discard = .toFinal(report: false, x10: true)
                return next(flush: flush)
            }
            // Nor `]`, `^`, `_`: the rest of an OSC, PM or APC. `P` and `X` (DCS, SOS) may be keys
            // typed any time after the Esc key (`P` is precision), so they stay keys here.
            if first == "]" || first == "^" || first == "_" {
                pending.removeFirst()
                discard = .string(escaped: false)
                return next(flush: flush)
            }
        case .count(let left):
            let taken = min(left, pending.count)
            pending.removeFirst(taken)
            guard taken == left else {
                discard = flush ? .none : .count(left - taken)
                return nil
            }
            discard = .none
        case .toFinal(let report, var x10):
            // Parameter and intermediate characters are dropped; the final one ends the sequence.
            while let first = pending.first, (0x20...0x3F).contains(first.value) {
                pending.removeFirst()
                x10 = false  // parameters: an SGR report, not X10
            }
            guard let first = pending.first else {
                discard = flush ? .none : .toFinal(report: report, x10: x10)  // after a pause, keys again
                return flush && report ? .unknown : nil
            }
            discard = .none
            if x10 && first == "M" {  // `ESC [` | `M 92`: an X10 report
                pending.removeFirst()
                discard = .count(3)
                return next(flush: flush)
            }
            if (0x40...0x7E).contains(first.value) { pending.removeFirst() }
            return report ? .unknown : next(flush: flush)
        case .string(var escaped):
            while let first = pending.first {
                if escaped {  // ESC \ ends the string; ESC and anything else begins the next sequence
                    discard = .none
                    if first == "\\" { pending.removeFirst() } else { pending.insert("\u{1B}", at: 0) }
                    return next(flush: flush)
                }
                pending.removeFirst()
                switch first {
                case "\u{07}", "\u{9C}":
                    discard = .none
                    return next(flush: flush)
                case "\u{1B}":
                    escaped = true
                default:
                    break
                }
            }
            discard = flush ? .none : .string(escaped: escaped)  // after a pause, keys again
            return nil
        }
        guard var first = pending.first else { return nil }
        // The 8-bit CSI and SS3 are ESC [ and ESC O in one character: read as those.
        if let seven = KeyDecoder.sevenBitForm[first] {
            pending.replaceSubrange(0..<1, with: ["\u{1B}", seven])
            first = "\u{1B}"
        }
        if KeyDecoder.eightBitStringIntroducers.contains(first)
            || first == "\u{1B}" && pending.count >= 2 && KeyDecoder.stringIntroducers.contains(pending[1]) {
            pending.removeFirst(first == "\u{1B}" ? 2 : 1)
            discard = .string(escaped: false)
            return next(flush: flush)
        }
        guard first == "\u{1B}" else {
            pending.removeFirst()
            return KeyDecoder.plain(first)
        }
        if let (key, length) = KeyDecoder.escapeSequence(pending) {
            pending.removeFirst(length)
            return key
        }
        if pending.count > KeyDecoder.longestSequence && pending.count > 2 && (pending[1] == "[" || pending[1] == "O") {
            pending.removeAll(keepingCapacity: true)
            discard = .toFinal(report: true, x10: false)
            return next(flush: flush)
        }
        guard flush else { return nil }
        let key: InputKey = pending.count == 1 ? .escape : .unknown
        // A control sequence cut off by a pause (a slow link): what follows is its rest, not keys.
        if pending.count == 1 {
            discard = .afterEscape
        } else if pending[1] == "[" {
            discard = pending.count == 2 ? .toFinal(report: false, x10: true)
                : pending[2] == "M" ? .count(max(0, 6 - pending.count)) : .toFinal(report: false, x10: false)
        }
        pending.removeAll(keepingCapacity: true)
        return key
    }

    /// What follows ESC to begin a control string: DCS, SOS, OSC, PM, APC.
    private static let stringIntroducers: Set<Unicode.Scalar> = ["P", "X", "]", "^", "_"]
    /// CSI and SS3 in their 8-bit forms, with the character after ESC that writes each in 7 bits.
    private static let sevenBitForm: [Unicode.Scalar: Unicode.Scalar] = ["\u{9B}": "[", "\u{8F}": "O"]
    /// The same five in their 8-bit forms.
    private static let eightBitStringIntroducers: Set<Unicode.Scalar> = ["\u{90}", "\u{98}", "\u{9D}", "\u{9E}", "\u{9F}"]

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
        case "O":  // SS3: a parameter (`ESC O 5 P`, Ctrl-F1) makes it a function key, not its final
            guard let end = text.indices.dropFirst(2).first(where: { !(0x20...0x3F).contains(text[$0].value) }) else {
                return nil
            }
            return (end == 2 ? arrow(text[2]) ?? .unknown : .unknown, end + 1)
        default:
            return (.escape, 1)  // Esc, then whatever was typed after it
        }
    }

    /// `ESC [ params final`: arrows, Home, page keys and SGR mouse reports.
    private static func controlSequence(_ text: [Unicode.Scalar]) -> (InputKey, Int)? {
        guard let end = text.indices.dropFirst(2).first(where: { (0x40...0x7E).contains(text[$0].value) }) else {
            return nil
        }
        let final = text[end]
        if final == "M" && end == 2 { return x10Mouse(text) }
        let parameters = String(String.UnicodeScalarView(text[2..<end]))
        if parameters.hasPrefix("<"), final == "M" || final == "m" {
            let fields = parameters.dropFirst().split(separator: ";", omittingEmptySubsequences: false).map(number)
            guard fields.count == 3, let button = fields[0], let column = fields[1], let row = fields[2],
                  let report = MouseReport(button: button, column: column, row: row, pressed: final == "M")
            else { return (.unknown, end + 1) }
            return (.mouse(report), end + 1)
        }
        if final == "~" {
            switch parameters {
            case "5": return (.pageUp, end + 1)
            case "6": return (.pageDown, end + 1)
            case "1", "7": return (.home, end + 1)
            default: return (.unknown, end + 1)
            }
        }
        return (arrow(final) ?? .unknown, end + 1)
    }

    /// A field of an SGR report: decimal digits only (no sign, no blank), nil for anything
    /// else and for digits too many for an `Int` (the report's own check then takes the range).
    private static func number(_ field: Substring) -> Int? {
        guard !field.isEmpty, field.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(field)
    }

    /// `ESC [ M` and three characters, each 32 more than its value: the button (3 is a
    /// release), then the column and the row counted from 1. Nil until all three came.
    private static func x10Mouse(_ text: [Unicode.Scalar]) -> (InputKey, Int)? {
        guard text.count >= 6 else { return nil }
        // A scalar is at most 0x10FFFF: these subtractions cannot overflow; the report checks the range.
        let button = Int(text[3].value) - 32, column = Int(text[4].value) - 32, row = Int(text[5].value) - 32
        let released = button & 3 == 3
        guard let report = MouseReport(button: released ? 0 : button, column: column, row: row, pressed: !released),
              MouseReport.buttons.contains(button) else { return (.unknown, 6) }
        return (.mouse(report), 6)
    }

    private static func arrow(_ final: Unicode.Scalar) -> InputKey? {
        switch final {
        case "A": .up
        case "B": .down
        case "C": .right
        case "D": .left
        case "H": .home
        default: nil
        }
    }
}
