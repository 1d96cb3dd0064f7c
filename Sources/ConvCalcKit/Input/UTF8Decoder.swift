/// Decodes UTF-8 one byte at a time, accepting exactly what RFC 3629 allows: no overlong
/// forms, no surrogates (U+D800–U+DFFF), nothing above U+10FFFF, so at most 4 bytes.
///
/// Made for a byte stream that arrives slowly (a terminal): it never needs to look ahead.
/// Ill-formed input is reported once per maximal ill-formed subpart (Unicode §3.9, the
/// practice `String(decoding:as:)` follows), so a reader that shows each report as U+FFFD
/// shows what Swift would. The legacy 6-byte form `FC 84 80 80 80 80` gives six reports:
/// `FC` can begin no sequence, and each `80`–`BF` after it is a stray continuation byte.
public struct UTF8Decoder: Sendable {
    /// What one byte gave.
    public enum Decoded: Equatable, Sendable {
        /// A whole character.
        case scalar(Unicode.Scalar)
        /// Part of a character: feed the next byte.
        case incomplete
        /// This byte (with those before it in the same sequence) is no character.
        case invalid
        /// The sequence begun before this byte was cut short by it. The byte itself was not
        /// used: feed it again.
        case cutShort
    }

    /// The bits gathered so far of the character being decoded.
    private var value: UInt32 = 0
    /// Continuation bytes still expected.
    private var needed = 0
    /// The range the next continuation byte must fall in (narrower after E0, ED, F0, F4).
    private var lower: UInt8 = 0x80
    private var upper: UInt8 = 0xBF

    /// A decoder between characters.
    public init() {}

    /// Decodes the next byte.
    public mutating func feed(_ byte: UInt8) -> Decoded {
        guard needed > 0 else { return first(byte) }
        guard (lower...upper).contains(byte) else {
            reset()
            return .cutShort
        }
        lower = 0x80
        upper = 0xBF
        value = value << 6 | UInt32(byte & 0x3F)
        needed -= 1
        guard needed == 0 else { return .incomplete }
        return Unicode.Scalar(value).map { .scalar($0) } ?? .invalid  // always a scalar, by the ranges
    }

    /// Forgets a character begun and not finished (at the end of input, or after Ctrl-C).
    public mutating func reset() {
        value = 0
        needed = 0
        lower = 0x80
        upper = 0xBF
    }

    /// Decodes a byte that begins a character.
    private mutating func first(_ byte: UInt8) -> Decoded {
        switch byte {
        case 0x00...0x7F:
            return .scalar(Unicode.Scalar(byte))
        case 0xC2...0xDF:
            begin(byte & 0x1F, needing: 1)
        case 0xE0...0xEF:
            begin(byte & 0x0F, needing: 2)
            if byte == 0xE0 { lower = 0xA0 }  // no overlong 3-byte form
            if byte == 0xED { upper = 0x9F }  // no surrogate
        case 0xF0...0xF4:
            begin(byte & 0x07, needing: 3)
            if byte == 0xF0 { lower = 0x90 }  // no overlong 4-byte form
            if byte == 0xF4 { upper = 0x8F }  // nothing above U+10FFFF
        default:  // 80–BF continuation, C0 C1 overlong, F5–FF beyond Unicode (5- and 6-byte forms)
            return .invalid
        }
        return .incomplete
    }

    private mutating func begin(_ bits: UInt8, needing count: Int) {
        value = UInt32(bits)
        needed = count
    }
}
