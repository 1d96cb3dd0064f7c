/// Finding text in text by its UTF-8 bytes, for the hints of a refused line.
///
/// The standard library's `contains(_:)`, `firstRange(of:)` and `ranges(of:)` of a string in a
/// string (from _StringProcessing) build a search table for each call, a dictionary of the
/// pattern's characters: tens of thousands of instructions, where the hints of one refused line
/// look for a dozen short patterns (a line of `q` cost 354,000 instructions, 240,000 of them in
/// `KeyHint.offeredNumber`'s six searches). A pattern here is a few ASCII words and the text a
/// line at most, so comparing bytes at each place is linear enough and far cheaper.
/// A match of valid UTF-8 starts and ends at scalar boundaries, so its indices slice the text.
extension StringProtocol {
    /// True when `pattern` occurs in the text.
    func includes(_ pattern: String) -> Bool { rangeOfText(pattern) != nil }

    /// The first (or with `last`, the last) place `pattern` occurs in the text, or nil.
    func rangeOfText(_ pattern: String, last: Bool = false) -> Range<Index>? {
        let bytes = utf8, needle = Array(pattern.utf8)
        guard let first = needle.first else { return startIndex..<startIndex }
        var found: Range<Index>?
        var start = bytes.startIndex
        while start != bytes.endIndex {
            if bytes[start] == first {
                var end = start, matched = 0
                while matched < needle.count, end != bytes.endIndex, bytes[end] == needle[matched] {
                    end = bytes.index(after: end)
                    matched += 1
                }
                if matched == needle.count {
                    found = start..<end
                    if !last { return found }
                }
            }
            start = bytes.index(after: start)
        }
        return found
    }
}
