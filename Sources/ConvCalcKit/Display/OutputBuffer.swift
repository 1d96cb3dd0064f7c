/// A growable byte buffer that renderers write into and the shell flushes.
///
/// Once its capacity has grown to fit a line, rendering the next one allocates nothing.
public struct OutputBuffer: Sendable {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 1 << 16) {
        bytes.reserveCapacity(capacity)
    }

    public var isEmpty: Bool { bytes.isEmpty }
    public var count: Int { bytes.count }

    /// Forgets the contents, keeping the capacity.
    public mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    public mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    public mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    public mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// Writes an integer in decimal.
    public mutating func append(integer: Int) {
        if integer < 0 { append(byte: UInt8(ascii: "-")) }
        appendDigits(UInt128(integer.magnitude), minimumCount: 1)
    }

    /// Writes a decimal value: `-12.5`; with `point`, a trailing `.` when there is no fraction.
    public mutating func append(decimal value: ExactDecimal, point: Bool = false) {
        if value.isNegative { append(byte: UInt8(ascii: "-")) }
        appendDigits(value.digits, minimumCount: value.scale + 1)
        if value.scale > 0 {
            bytes.insert(UInt8(ascii: "."), at: bytes.count - value.scale)
        } else if point {
            append(byte: UInt8(ascii: "."))
        }
    }

    /// Writes a JSON string literal, escaping quotes, backslashes and control characters.
    public mutating func append(jsonString text: String) {
        append(byte: UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case UInt8(ascii: "\n"): append("\\n")
            case UInt8(ascii: "\t"): append("\\t")
            case 0..<0x20, 0x7F:
                append("\\u00")
                append(byte: hexDigit(byte >> 4))
                append(byte: hexDigit(byte & 0xF))
            default: append(byte: byte)
            }
        }
        append(byte: UInt8(ascii: "\""))
    }

    private func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? 0x30 + nibble : 0x57 + nibble
    }

    /// Writes `value` with at least `minimumCount` digits (zero-padded on the left).
    private mutating func appendDigits(_ value: UInt128, minimumCount: Int) {
        let count = max(minimumCount, ExactDecimal.digitCount(value))
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        var rest = value
        var index = start + count - 1
        if rest <= UInt128(UInt64.max) {
            var small = UInt64(rest)
            while small > 0 {
                bytes[index] = UInt8(ascii: "0") + UInt8(small % 10)
                small /= 10
                index -= 1
            }
            return
        }
        while rest > 0 {
            bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
            index -= 1
        }
    }
}
