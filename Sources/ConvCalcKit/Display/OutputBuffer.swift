/// A growable byte buffer that renderers write into and the shell flushes.
///
/// It owns its memory directly, so appending a byte is a store and a count: once its
/// capacity has grown to fit a line, rendering the next one allocates nothing.
public final class OutputBuffer: @unchecked Sendable {
    // A buffer is used by one renderer at a time and never re-entered, so the per-access
    // exclusivity checks of class properties would only cost time on every byte.
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity: Int
    /// The number of bytes written so far.
    @exclusivity(unchecked) public private(set) var count = 0
    /// The unit symbols, once a symbol was written: kept, so later symbols skip the global's
    /// once-only check.
    @exclusivity(unchecked) private var symbolTable: ByteStrings?

    /// An empty buffer with room for `capacity` bytes before it grows.
    public init(capacity: Int = 1 << 16) {
        self.capacity = max(capacity, 64)
        storage = .allocate(capacity: self.capacity)
    }

    deinit { storage.deallocate() }

    /// The bytes written so far (a copy).
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }

    /// Calls `body` with the bytes written so far, without copying them.
    public func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: storage, count: count))
    }

    /// True when nothing has been written since the last `removeAll`.
    public var isEmpty: Bool { count == 0 }

    /// True when at least `size` bytes are waiting. (Read here, inside the module, `count` is
    /// read without the run-time exclusivity check another module's read of it would make.)
    public func holds(atLeast size: Int) -> Bool { count >= size }

    /// Forgets the contents, keeping the capacity.
    public func removeAll() { count = 0 }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private func grow(to needed: Int) {
        var larger = capacity * 2
        while larger < needed { larger *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: storage, count: count)
        storage.deallocate()
        storage = moved
        capacity = larger
    }

    /// Writes a string literal.
    @inline(__always)
    public func append(_ text: StaticString) {
        guard text.hasPointerRepresentation else { return text.withUTF8Buffer { append(raw: $0) } }
        append(raw: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Writes a string (string literals go to the `StaticString` overload, which is faster).
    public func append(string text: String) {
        var copy = text
        copy.withUTF8 { append(raw: $0) }
    }

    @inline(__always)
    private func append(raw: UnsafeBufferPointer<UInt8>) {
        reserve(raw.count)
        let target = storage + count
        if raw.count <= 8 {  // symbols and short literals: a call to memcpy costs more than the bytes
            for index in 0..<raw.count { target[index] = raw[index] }
        } else {
            target.update(from: raw.baseAddress!, count: raw.count)
        }
        count &+= raw.count
    }

    /// Writes a unit's symbol: a symbol of up to 8 bytes (all but a few) with one 8-byte store.
    public func append(symbolOf unit: UnitID) {
        let symbols = self.symbols
        guard let (word, length) = symbols.word(of: Int(unit)) else {
            return symbols.withBytes(of: Int(unit)) { append(raw: $0) }
        }
        reserve(8)
        UnsafeMutableRawPointer(storage + count).storeBytes(of: word, as: UInt64.self)
        count &+= length
    }

    /// The unit symbols: read from the catalog once, then kept.
    @inline(__always)
    private var symbols: ByteStrings {
        if let table = symbolTable { return table }
        let table = UnitCatalog.symbolBytes
        symbolTable = table
        return table
    }

    /// Writes one line of a display in the plain layout: `≈ ` when `approximate`, `value`
    /// (with a trailing `.` when `point` and it has no fraction), a blank, the symbol of
    /// `unit` and a line break. The common case (digits that fit 64 bits, a symbol of up to 8
    /// bytes) is written in one reserved run; any other through the appends it is made of.
    @inline(__always)
    func appendDisplayLine(_ value: ExactDecimal, point: Bool, approximate: Bool, symbolOf unit: UnitID) {
        let symbols = self.symbols
        guard value.digits <= UInt128(UInt64.max), value.scale >= 0, let (word, symbolLength) = symbols.word(of: Int(unit))
        else {
            return appendDisplayLineByParts(value, point: point, approximate: approximate, symbolOf: unit)
        }
        let digits = UInt64(truncatingIfNeeded: value.digits)
        let length = OutputBuffer.decimalLength(digits, scale: value.scale)
        reserve(4 &+ 1 &+ length &+ 2 &+ 8 &+ 1)  // mark, sign, digits, point and blank, symbol word, line break
        var next = storage + count
        if approximate {  // "≈ " is E2 89 88 20
            UnsafeMutableRawPointer(next).storeBytes(of: UInt32(littleEndian: 0x2088_89E2), as: UInt32.self)
            next += 4
        }
        if value.isNegative {
            next.pointee = UInt8(ascii: "-")
            next += 1
        }
        OutputBuffer.write(digits, scale: value.scale, length: length, at: next)
        next += length
        if point && value.scale == 0 {
            next.pointee = UInt8(ascii: ".")
            next += 1
        }
        next.pointee = UInt8(ascii: " ")
        UnsafeMutableRawPointer(next + 1).storeBytes(of: word, as: UInt64.self)
        next += 1 &+ symbolLength
        next.pointee = UInt8(ascii: "\n")
        count = next + 1 - storage
    }

    /// `appendDisplayLine` through the appends the line is made of: wide digits, a symbol
    /// longer than 8 bytes.
    @inline(never)
    private func appendDisplayLineByParts(_ value: ExactDecimal, point: Bool, approximate: Bool, symbolOf unit: UnitID) {
        if approximate { append("≈ ") }
        append(decimal: value, point: point)
        append(byte: UInt8(ascii: " "))
        append(symbolOf: unit)
        append(byte: UInt8(ascii: "\n"))
    }

    /// Writes one byte.
    @inline(__always)
    public func append(byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    /// Writes an integer in decimal.
    public func append(integer: Int) {
        append(decimal: ExactDecimal(isNegative: integer < 0, digits: UInt128(integer.magnitude)))
    }

    /// Writes a decimal value: `-12.5`; with `point`, a trailing `.` when there is no fraction.
    public func append(decimal value: ExactDecimal, point: Bool = false) {
        if value.isNegative { append(byte: UInt8(ascii: "-")) }
        if value.digits <= UInt128(UInt64.max) && value.scale >= 0 {  // every typed entry, most outputs
            append(digits: UInt64(truncatingIfNeeded: value.digits), scale: value.scale)
        } else {
            append(wideDigits: value.digits, scale: value.scale)
        }
        if point && value.scale == 0 { append(byte: UInt8(ascii: ".")) }
    }

    /// Writes `digits / 10^scale` in 64-bit arithmetic.
    @inline(__always)
    private func append(digits: UInt64, scale: Int) {
        let length = OutputBuffer.decimalLength(digits, scale: scale)
        reserve(length)
        OutputBuffer.write(digits, scale: scale, length: length, at: storage + count)
        count &+= length
    }

    /// How many bytes `digits / 10^scale` takes written out: the digits (at least one before
    /// the point, zeros after it up to the first digit) and the point when there is a fraction.
    @inline(__always)
    private static func decimalLength(_ digits: UInt64, scale: Int) -> Int {
        max(ExactDecimal.digitCount(digits), scale &+ 1) &+ (scale > 0 ? 1 : 0)
    }

    /// Writes `digits / 10^scale` into the `length` bytes at `first` (`decimalLength`), right
    /// to left, two digits per division: the fraction, the point, then the integer part (at least `0`).
    @inline(__always)
    private static func write(_ digits: UInt64, scale: Int, length: Int, at first: UnsafeMutablePointer<UInt8>) {
        // "00" to "99": a literal, so reading it needs no set-up.
        let pairs: StaticString = """
            00010203040506070809101112131415161718192021222324252627282930313233343536373839\
            40414243444546474849505152535455565758596061626364656667686970717273747576777879\
            8081828384858687888990919293949596979899
            """
        let table = pairs.utf8Start
        var next = first + length
        var rest = digits
        @inline(__always) func putPair() {
            let pair = Int(truncatingIfNeeded: rest % 100) &* 2
            rest /= 100
            next -= 2
            next[0] = table[pair]
            next[1] = table[pair &+ 1]
        }
        @inline(__always) func putDigit() {
            next -= 1
            next.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
        if scale > 0 {
            var places = scale
            while places >= 2 {
                putPair()
                places &-= 2
            }
            if places == 1 { putDigit() }
            next -= 1
            next.pointee = UInt8(ascii: ".")
        }
        while next - first >= 2 { putPair() }
        if next > first { putDigit() }
    }

    /// Writes `digits / 10^scale` for any digits (a negative scale writes the digits alone).
    private func append(wideDigits digits: UInt128, scale: Int) {
        let digitCount = max(ExactDecimal.digitCount(digits), scale + 1)
        let length = digitCount + (scale > 0 ? 1 : 0)
        reserve(length)
        // Right to left, as above, with 128-bit division while the rest needs it.
        let start = count
        var index = start + length
        var wide = digits
        var placesLeft = scale
        func put(_ digit: UInt8) {
            index -= 1
            storage[index] = UInt8(ascii: "0") &+ digit
            placesLeft -= 1
            if placesLeft == 0 {
                index -= 1
                storage[index] = UInt8(ascii: ".")
            }
        }
        while wide > UInt128(UInt64.max) {  // rare: only huge values need 128-bit division
            let (quotient, digit) = wide.quotientAndRemainder(dividingBy: 10)
            put(UInt8(truncatingIfNeeded: digit))
            wide = quotient
        }
        var rest = UInt64(wide)
        while index > start {
            let (quotient, digit) = rest.quotientAndRemainder(dividingBy: 10)
            put(UInt8(truncatingIfNeeded: digit))
            rest = quotient
        }
        count += length
    }

    /// Writes a JSON string literal, escaping quotes, backslashes and control characters.
    public func append(jsonString text: String) {
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


    /// Appends a rounded output as it is shown: positional digits on the fast path, the
    /// scientific form (`1.653e-9`) when the value needs it.
    @inline(__always)
    public func append(rounded: RoundedValue) {
        if rounded.form == .decimal {
            append(decimal: rounded.value)
        } else {
            append(string: rounded.text)
        }
    }
}
