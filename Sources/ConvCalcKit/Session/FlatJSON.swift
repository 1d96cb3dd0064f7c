/// A reader for flat JSON objects of strings and integers: all a saved state needs.
enum FlatJSON {
    enum Value: Equatable {
        case string(String)
        case number(Int)
    }

    static func parse(_ text: String) -> [String: Value]? {
        var scanner = Scanner(Array(text.utf8))
        return scanner.object()
    }

    struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        mutating func object() -> [String: Value]? {
            var fields: [String: Value] = [:]
            guard take(UInt8(ascii: "{")) else { return nil }
            if take(UInt8(ascii: "}")) { return end() ? fields : nil }
            repeat {
                guard let key = string(), take(UInt8(ascii: ":")), let value = value() else { return nil }
                fields[key] = value
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "}")) && end() ? fields : nil
        }

        mutating func value() -> Value? {
            skipBlanks()
            if index < bytes.count, bytes[index] == UInt8(ascii: "\"") { return string().map(Value.string) }
            let start = index
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            while index < bytes.count, (0x30...0x39).contains(bytes[index]), index - start < 18 { index += 1 }
            return Int(String(decoding: bytes[start..<index], as: UTF8.self)).map(Value.number)
        }

        mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            var result: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") { return String(validating: result, as: UTF8.self) }
                if byte == UInt8(ascii: "\\") {
                    guard index < bytes.count else { return nil }
                    let escaped = bytes[index]
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escaped)
                    case UInt8(ascii: "b"): result.append(0x08)
                    case UInt8(ascii: "f"): result.append(0x0C)
                    case UInt8(ascii: "n"): result.append(0x0A)
                    case UInt8(ascii: "r"): result.append(0x0D)
                    case UInt8(ascii: "t"): result.append(0x09)
                    case UInt8(ascii: "u"):  // `\u00b0` as `jq -a` writes `°` (it was refused: the state called damaged)
                        guard let scalar = escapedScalar() else { return nil }
                        result.append(contentsOf: Array(String(Character(scalar)).utf8))
                    default: return nil
                    }
                } else if byte < 0x20 {
                    return nil
                } else {
                    result.append(byte)
                }
            }
            return nil
        }

        /// The scalar of `\uXXXX` after its `u` (a surrogate pair as two escapes), or nil.
        mutating func escapedScalar() -> Unicode.Scalar? {
            guard let first = hexUnit() else { return nil }
            guard (0xD800...0xDBFF).contains(first) else { return Unicode.Scalar(first) }
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return nil }
            index += 2
            guard let second = hexUnit(), (0xDC00...0xDFFF).contains(second) else { return nil }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        }

        /// Four hexadecimal digits as a UTF-16 code unit, or nil.
        mutating func hexUnit() -> UInt32? {
            guard index + 4 <= bytes.count, let unit = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16),
                  bytes[index..<(index + 4)].allSatisfy({ UInt8(ascii: "+") != $0 && UInt8(ascii: "-") != $0 })
            else { return nil }
            index += 4
            return unit
        }

        mutating func take(_ byte: UInt8) -> Bool {
            skipBlanks()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        mutating func end() -> Bool {
            skipBlanks()
            return index == bytes.count
        }

        mutating func skipBlanks() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
    }
}
