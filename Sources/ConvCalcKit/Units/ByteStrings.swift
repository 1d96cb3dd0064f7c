/// A fixed list of short byte strings stored in one run, so reading one (a unit's symbol for
/// a renderer, a word's spelling for the parser) is two array reads, with no inner array to
/// retain and release.
struct ByteStrings: Sendable {
    /// Every string's bytes, one after another.
    private let bytes: [UInt8]
    /// Where each string starts in `bytes`; one more entry marks the end of the last.
    private let starts: [Int]

    /// The UTF-8 bytes of `strings`, in order.
    init(_ strings: [String]) {
        var bytes: [UInt8] = []
        var starts = [0]
        for string in strings {
            bytes += string.utf8
            starts.append(bytes.count)
        }
        self.bytes = bytes
        self.starts = starts
    }

    /// Calls `body` with the bytes of string `index`.
    @inline(__always)
    func withBytes(of index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let start = starts[index], end = starts[index &+ 1]
        bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    /// The index of the first string equal to `text` with its ASCII letters lowercased (the
    /// strings themselves are stored lowercased), or nil.
    func firstIndex(ofLowercased text: UnsafeBufferPointer<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { all in
            starts.withUnsafeBufferPointer { starts in
                for index in 0..<(starts.count &- 1) where starts[index &+ 1] &- starts[index] == text.count {
                    var offset = 0
                    while offset < text.count && ByteStrings.lowered(text[offset]) == all[starts[index] &+ offset] {
                        offset &+= 1
                    }
                    if offset == text.count { return index }
                }
                return nil
            }
        }
    }

    /// `byte` with an ASCII capital letter made small.
    @inline(__always)
    static func lowered(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }
}
