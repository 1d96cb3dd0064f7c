/// A strict, small JSON validator (RFC 8259 values), so the fuzzer checks every object
/// without Foundation.
struct JSONCheck {
    let bytes: UnsafeRawBufferPointer
    var index = 0

    static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var check = JSONCheck(bytes: bytes)
        guard check.value(depth: 0) else { return false }
        check.skipBlanks()
        return check.index == bytes.count
    }

    mutating func value(depth: Int) -> Bool {
        skipBlanks()
        guard index < bytes.count, depth < 64 else { return false }
        switch bytes[index] {
        case UInt8(ascii: "{"): return container(close: UInt8(ascii: "}"), keyed: true, depth: depth)
        case UInt8(ascii: "["): return container(close: UInt8(ascii: "]"), keyed: false, depth: depth)
        case UInt8(ascii: "\""): return string()
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default: return number()
        }
    }

    mutating func container(close: UInt8, keyed: Bool, depth: Int) -> Bool {
        index += 1
        skipBlanks()
        if index < bytes.count && bytes[index] == close { index += 1; return true }
        while true {
            if keyed {
                skipBlanks()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), string() else { return false }
                skipBlanks()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
                index += 1
            }
            guard value(depth: depth + 1) else { return false }
            skipBlanks()
            guard index < bytes.count else { return false }
            if bytes[index] == close { index += 1; return true }
            guard bytes[index] == UInt8(ascii: ",") else { return false }
            index += 1
        }
    }

    mutating func string() -> Bool {
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { return true }
            if byte < 0x20 { return false }
            if byte == UInt8(ascii: "\\") {
                guard index < bytes.count else { return false }
                let escaped = bytes[index]
                index += 1
                if escaped == UInt8(ascii: "u") {
                    guard index + 4 <= bytes.count else { return false }
                    for offset in 0..<4 where !isHex(bytes[index + offset]) { return false }
                    index += 4
                } else if !Array("\"\\/bfnrt".utf8).contains(escaped) {
                    return false
                }
            }
        }
        return false
    }

    mutating func number() -> Bool {
        let start = index
        if index < bytes.count && bytes[index] == UInt8(ascii: "-") { index += 1 }
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) || [0x2E, 0x65, 0x45, 0x2B, 0x2D].contains(bytes[index]) {
            index += 1
        }
        return index > start && (0x30...0x39).contains(bytes[index - 1])
    }

    mutating func literal(_ word: String) -> Bool {
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    mutating func skipBlanks() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    func isHex(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }
}
