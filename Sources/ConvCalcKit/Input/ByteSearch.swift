/// Finding a byte in a run of bytes eight at a time: the line splitter's search for a line's
/// end and `LineBytes`' for a comment's `#`, the two scans every replayed line takes.
///
/// Each reads only bytes inside the buffer it is given (a short buffer is read as two
/// overlapping halves), so it is safe for any buffer; it gains over a byte-by-byte loop from
/// four bytes on (the `#` scan of the workload's lines, 6 bytes on average: about 31
/// instructions a line to 18).
@usableFromInline
enum ByteSearch {
    /// `byte` in each of a word's eight bytes.
    @inlinable @inline(__always)
    static func repeated(_ byte: UInt8) -> UInt64 { 0x0101_0101_0101_0101 &* UInt64(byte) }

    /// A word with the high bit set in the byte where `word` has its first zero byte (and
    /// maybe in later ones), and none before it: the lowest set bit marks the first zero.
    @inlinable @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }

    /// The offset of the first `byte` in `bytes`, or `bytes.count` when there is none.
    @inlinable @inline(__always)
    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        guard count >= 4, let base = bytes.baseAddress else {
            var offset = 0
            while offset < count && bytes[offset] != byte { offset &+= 1 }
            return offset
        }
        let pattern = repeated(byte)
        @inline(__always) func load32(_ offset: Int) -> UInt64 {
            UInt64(UnsafeRawPointer(base + offset).loadUnaligned(as: UInt32.self).littleEndian)
        }
        if count < 8 {  // bytes 0...3, then the last four (which may overlap them), as one word
            let found = zeroBytes((load32(0) | load32(count &- 4) << 32) ^ pattern)
            guard found != 0 else { return count }
            let index = found.trailingZeroBitCount &>> 3
            return index < 4 ? index : count &- 8 &+ index
        }
        var offset = 0
        while true {  // whole words, then the last eight bytes (overlapping those searched)
            if offset &+ 8 > count {
                guard offset < count else { return count }
                offset = count &- 8
            }
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self).littleEndian
            let found = zeroBytes(word ^ pattern)
            if found != 0 { return offset &+ found.trailingZeroBitCount &>> 3 }
            if offset &+ 8 == count { return count }
            offset &+= 8
        }
    }
}
