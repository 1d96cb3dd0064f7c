#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A compact binary form for values convcalc keeps between starts (the units files' cache):
/// whole numbers as zigzag LEB128 varints, texts as their length and UTF-8 bytes.
///
/// The writer appends to an array; the reader checks every read against the bytes left and
/// throws `ByteArchive.Malformed` at the first that does not fit (a count past the end, a
/// text that is not UTF-8), so any bytes at all decode to a value or to that error.
public enum ByteArchive {
    /// The bytes are not an archive of the expected shape.
    public struct Malformed: Error, Equatable {}

    /// Appends values to `bytes`.
    public struct Writer {
        public private(set) var bytes: [UInt8] = []

        public init() {}

        public mutating func int(_ value: Int) {
            var zigzag = UInt64(bitPattern: Int64(value) << 1) ^ UInt64(bitPattern: Int64(value) >> 63)
            while zigzag >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: zigzag) | 0x80)
                zigzag >>= 7
            }
            bytes.append(UInt8(zigzag))
        }

        public mutating func int128(_ value: Int128) {
            int(Int(truncatingIfNeeded: value >> 64))
            int(Int(bitPattern: UInt(truncatingIfNeeded: value)))
        }

        public mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

        public mutating func string(_ value: String) {
            int(value.utf8.count)
            bytes.append(contentsOf: value.utf8)
        }

        public mutating func optionalString(_ value: String?) {
            bool(value != nil)
            if let value { string(value) }
        }

        /// `count` bytes, then the bytes.
        public mutating func bytes(_ value: some Collection<UInt8>) {
            int(value.count)
            bytes.append(contentsOf: value)
        }
    }

    /// Reads values back from bytes, in the order they were written.
    public struct Reader {
        private let bytes: [UInt8]
        /// `bytes.count`, kept: the array's own was a call for each number read.
        private let end: Int
        public private(set) var offset = 0

        public init(_ bytes: [UInt8]) { (self.bytes, end) = (bytes, bytes.count) }

        /// True when every byte has been read.
        public var isAtEnd: Bool { offset == end }

        /// The bytes not read yet.
        public var rest: ArraySlice<UInt8> { bytes[offset...] }

        @inline(__always)
        public mutating func int() throws(Malformed) -> Int {
            if offset < end, bytes[offset] < 0x80 {  // most numbers: one byte
                let byte = Int(bytes[offset])
                offset += 1
                return (byte >> 1) ^ -(byte & 1)
            }
            var result: UInt64 = 0, shift: UInt64 = 0
            while true {
                guard offset < end, shift < 64 else { throw Malformed() }
                let byte = bytes[offset]
                offset += 1
                result |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { break }
                shift += 7
            }
            return Int(Int64(bitPattern: (result >> 1) ^ (0 &- (result & 1))))
        }

        @inline(__always)
        public mutating func int128() throws(Malformed) -> Int128 {
            let high = try int(), low = try int()
            return Int128(high) << 64 | Int128(UInt(bitPattern: low))
        }

        @inline(__always)
        public mutating func bool() throws(Malformed) -> Bool {
            guard offset < end, bytes[offset] <= 1 else { throw Malformed() }
            offset += 1
            return bytes[offset - 1] == 1
        }

        /// A count of things each written in at least one byte: never more than the bytes left.
        @inline(__always)
        public mutating func count() throws(Malformed) -> Int {
            let count = try int()
            guard count >= 0, count <= end - offset else { throw Malformed() }
            return count
        }

        public mutating func string() throws(Malformed) -> String {
            let slice = try byteSlice()
            return try slice.withUnsafeBufferPointer { (text) throws(Malformed) -> String in
                // ASCII (nearly every name) is valid as it is; `String(validating:)`, generic
                // over encodings, took 380 instructions a name, so it checks only the others.
                if text.allSatisfy({ $0 < 0x80 }) { return String(decoding: text, as: UTF8.self) }
                guard let valid = String(validating: text, as: UTF8.self) else { throw Malformed() }
                return valid
            }
        }

        public mutating func optionalString() throws(Malformed) -> String? {
            try bool() ? try string() : nil
        }

        /// True when the next bytes, written by `Writer.bytes`, are `expected`; reads them.
        public mutating func bytesEqual(_ expected: [UInt8]) throws(Malformed) -> Bool {
            let slice = try byteSlice()
            guard slice.count == expected.count else { return false }
            return slice.withUnsafeBufferPointer { found in
                expected.withUnsafeBufferPointer { memcmp(found.baseAddress!, $0.baseAddress!, found.count) == 0 }
            }
        }

        /// Bytes written by `Writer.bytes`.
        public mutating func byteSlice() throws(Malformed) -> ArraySlice<UInt8> {
            let count = try count()
            defer { offset += count }
            return bytes[offset..<(offset + count)]
        }
    }
}
