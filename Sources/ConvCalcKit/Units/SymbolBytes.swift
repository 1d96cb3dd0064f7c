/// The symbols of every unit as UTF-8 bytes in one run, so a renderer writes a symbol from
/// two array reads, with no inner array to retain and release.
struct SymbolBytes: Sendable {
    /// Every symbol's bytes, one after another, by unit id.
    private let bytes: [UInt8]
    /// Where each unit's symbol starts in `bytes`; one more entry marks the end of the last.
    private let starts: [Int]

    /// The bytes of `symbols`, in order.
    init(_ symbols: [String]) {
        var bytes: [UInt8] = []
        var starts = [0]
        for symbol in symbols {
            bytes += symbol.utf8
            starts.append(bytes.count)
        }
        self.bytes = bytes
        self.starts = starts
    }

    /// Calls `body` with the symbol's bytes of unit `id`.
    @inline(__always)
    func withSymbol(of id: UnitID, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let start = starts[Int(id)], end = starts[Int(id) &+ 1]
        bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }
}
