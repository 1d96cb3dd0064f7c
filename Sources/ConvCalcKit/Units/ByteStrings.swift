/// A fixed list of short byte strings stored in one run, so reading one (a unit's symbol for
/// a renderer, a word's spelling for the parser) is two array reads, with no inner array to
/// retain and release.
///
/// Its bytes live in memory of their own, never freed (or in the binary's, for a generated
/// table): a `ByteStrings` backs a static table (the unit symbols, the word spellings) that
/// lasts as long as the program, and reading it through plain pointers costs no bounds or
/// uniqueness checks on the per-line path.
struct ByteStrings: @unchecked Sendable {  // immutable after init
    /// Every string's bytes, one after another.
    private let bytes: UnsafePointer<UInt8>
    /// Where each string starts in `bytes`; one more entry marks the end of the last.
    private let starts: UnsafePointer<Int>
    /// How many strings there are.
    let count: Int
    /// Each string's first 8 bytes, zero-padded, as one word: a short string is copied with
    /// one store (`withWord`).
    private let words: UnsafePointer<UInt64>

    /// The UTF-8 bytes of `strings`, in order.
    init(_ strings: [String]) {
        var total = 0
        for string in strings { total += string.utf8.count }
        let byteStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: max(total, 1))
        let startStorage = UnsafeMutablePointer<Int>.allocate(capacity: strings.count + 1)
        var end = 0
        startStorage[0] = 0
        for (index, string) in strings.enumerated() {
            var copy = string
            copy.withUTF8 { utf8 in
                if let first = utf8.baseAddress { (byteStorage + end).initialize(from: first, count: utf8.count) }
            }
            end += copy.utf8.count
            startStorage[index + 1] = end
        }
        bytes = UnsafePointer(byteStorage)
        starts = UnsafePointer(startStorage)
        words = Self.words(bytes, starts: starts, count: strings.count)
        count = strings.count
    }

    /// `base`'s strings, then `count` more, the one at `index` being `string(index)`: the
    /// built-in units' symbols copied as bytes, then a units file's (made as Strings, joined
    /// in an array first, they cost a start with 1,000 of them 0.3 M instructions).
    init(_ base: ByteStrings, then count: Int, _ string: (Int) -> String) {
        let baseEnd = base.starts[base.count]
        var total = baseEnd
        for index in 0..<count { total += string(index).utf8.count }
        let byteStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: max(total, 1))
        let startStorage = UnsafeMutablePointer<Int>.allocate(capacity: base.count + count + 1)
        byteStorage.initialize(from: base.bytes, count: baseEnd)
        startStorage.initialize(from: base.starts, count: base.count + 1)
        var end = baseEnd
        for index in 0..<count {
            var copy = string(index)
            copy.withUTF8 { utf8 in
                if let first = utf8.baseAddress { (byteStorage + end).initialize(from: first, count: utf8.count) }
                end += utf8.count
            }
            startStorage[base.count + index + 1] = end
        }
        bytes = UnsafePointer(byteStorage)
        starts = UnsafePointer(startStorage)
        self.count = base.count + count
        words = Self.words(bytes, starts: starts, count: base.count + count)
    }

    /// The strings of `run` one after another, each ending at its offset in `ends` (a table
    /// `BuiltInUnits.swift` writes): the bytes are read where the binary holds them, not copied.
    init(run: StaticString, ends: [Int]) {
        precondition(run.hasPointerRepresentation, "a run of several strings")
        let startStorage = UnsafeMutablePointer<Int>.allocate(capacity: ends.count + 1)
        startStorage[0] = 0
        (startStorage + 1).initialize(from: ends, count: ends.count)
        bytes = run.utf8Start
        starts = UnsafePointer(startStorage)
        words = Self.words(bytes, starts: starts, count: ends.count)
        count = ends.count
    }

    /// Each of the `count` strings' first 8 bytes, zero-padded, as one word (`words`). A
    /// string with 8 bytes readable from its start (all but the last few) is one unaligned
    /// load and a mask: the start-up makes these words for every symbol and spelling.
    private static func words(_ bytes: UnsafePointer<UInt8>, starts: UnsafePointer<Int>, count: Int) -> UnsafePointer<UInt64> {
        let wordStorage = UnsafeMutablePointer<UInt64>.allocate(capacity: max(count, 1))
        let end = starts[count]
        for index in 0..<count {
            let start = starts[index]
            let length = min(8, starts[index + 1] - start)
            if start + 8 <= end {
                let loaded = UInt64(littleEndian: UnsafeRawPointer(bytes + start).loadUnaligned(as: UInt64.self))
                let kept = length == 8 ? loaded : loaded & ((1 &<< UInt64(8 * length)) &- 1)
                wordStorage[index] = UInt64(littleEndian: kept)
                continue
            }
            var word: UInt64 = 0
            for offset in 0..<length {
                word |= UInt64(bytes[start + offset]) << (8 * offset)
            }
            wordStorage[index] = UInt64(littleEndian: word)
        }
        return UnsafePointer(wordStorage)
    }

    /// The length of string `index` and, when it is at most 8 bytes, its bytes as one
    /// zero-padded word (in memory order); nil for a longer string.
    @inline(__always)
    func word(of index: Int) -> (word: UInt64, length: Int)? {
        let length = starts[index &+ 1] &- starts[index]
        return length <= 8 ? (words[index], length) : nil
    }

    /// Calls `body` with the bytes of string `index`.
    @inline(__always)
    func withBytes(of index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let start = starts[index]
        body(UnsafeBufferPointer(start: bytes + start, count: starts[index &+ 1] &- start))
    }

    /// The index of the first string equal to `text` with its ASCII letters lowercased (the
    /// strings themselves are stored lowercased), or nil.
    func firstIndex(ofLowercased text: UnsafeBufferPointer<UInt8>) -> Int? {
        if text.count <= 8 {  // most words: compared as one zero-padded word each (`words`)
            var lowered: UInt64 = 0
            for offset in 0..<text.count {
                lowered |= UInt64(ByteStrings.lowered(text[offset])) &<< (offset &* 8)
            }
            let word = UInt64(littleEndian: lowered)
            for index in 0..<count where words[index] == word && starts[index &+ 1] &- starts[index] == text.count {
                return index
            }
            return nil
        }
        for index in 0..<count where starts[index &+ 1] &- starts[index] == text.count {
            let string = bytes + starts[index]
            var offset = 0
            while offset < text.count && ByteStrings.lowered(text[offset]) == string[offset] {
                offset &+= 1
            }
            if offset == text.count { return index }
        }
        return nil
    }

    /// `byte` with an ASCII capital letter made small.
    @inline(__always)
    static func lowered(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }
}
