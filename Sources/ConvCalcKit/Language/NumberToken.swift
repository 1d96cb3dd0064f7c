/// A number written as one token — `98.6`, `-40`, `−40`, `+5` — read as the keys it stands
/// for: its digits and points, then `+/-` when it starts with a minus sign (a `+` adds nothing).
enum NumberToken {
    /// Appends the keys of `bytes` (a token at byte `start` of its line) and returns true, or
    /// returns false, appending nothing, when the token is not a number.
    static func keys(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, into steps: inout [Step]) -> Bool {
        guard isNumber(bytes) else { return false }
        let first = signLength(bytes)
        for index in first..<bytes.count {
            let byte = bytes[index]
            let event: Event = byte == 0x2E ? .point : .digit(byte &- 0x30)
            steps.append(Step(.event(event), start: start + index, length: 1))
        }
        if first > 0 && bytes[0] != 0x2B { steps.append(Step(.event(.sign), start: start, length: bytes.count)) }
        return true
    }

    /// True when `bytes` are a number: an optional sign, then digits and points only.
    static func isNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let first = signLength(bytes)
        guard first < bytes.count else { return false }
        for index in first..<bytes.count where bytes[index] != 0x2E && (bytes[index] &- 0x30) > 9 { return false }
        return true
    }

    /// The length of a leading sign: `-` or `+` (1 byte), `−` U+2212 (3 bytes), or 0.
    static func signLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if bytes.count >= 1 && (bytes[0] == 0x2D || bytes[0] == 0x2B) { return 1 }
        if bytes.count >= 3 && bytes[0] == 0xE2 && bytes[1] == 0x88 && bytes[2] == 0x92 { return 3 }
        return 0
    }
}
