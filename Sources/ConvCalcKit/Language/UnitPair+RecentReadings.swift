import Synchronization

extension UnitPair {
    /// The pairs read lately in lines, kept by the bytes they were read from: a line whose words
    /// after its number are the same bytes as an earlier line's (`mi to km`) gets that line's
    /// reading back without splitting, normalizing and looking up its words again.
    ///
    /// The reader's one shortcut. It assumes what makes it correct: a reading is a function of
    /// the bytes alone, as the catalog cannot change once read (`UnitCatalog.install` is refused
    /// from then on), and `Reader.read` in a line looks at nothing but the bytes from the byte
    /// before the first word to the line's end, which are the key whole (that byte tells a mark
    /// glued to a number, `6′` feet, from one after a blank, `30 ′` arcminutes). It keeps only readings that name a
    /// converter or a unit alone, never a refusal (whose texts are escaped by a setting). It
    /// gains the reading of a pair (about 13,400 instructions of a one-line conversion's 23,000,
    /// callgrind on the benchmark's 24 pairs) for the price of hashing, locking and comparing
    /// the bytes (about 300); a line that misses (more distinct pairs than the sets hold, or
    /// a pair pushed out) pays the full reading. `RecentReadingsTests` holds it equal to the
    /// reader on seeded random lines.
    struct RecentReadings: Sendable {
        /// How many readings are kept: two a set, the set chosen by the bytes' hash (with one
        /// a set, two of the benchmark's 24 pairs in one slot took turns pushing each other out).
        static let sets = 128, ways = 2
        /// The longest bytes kept; longer lines are read every time.
        static let longestKey = 48

        /// The bytes each reading was read from, `longestKey` bytes a slot.
        private var keys = [UInt8](repeating: 0, count: sets * ways * longestKey)
        private var readings: [Kept?] = Array(repeating: nil, count: sets * ways)

        /// A reading kept, in plain values (a `Reading`, whose converter may be a refusal with
        /// texts, was copied through its value witness: about 260 instructions a line).
        private struct Kept {
            let source: UnitID
            /// Nil for a unit alone.
            let converter: Converter?
            let count: Int
            /// Where it ends, from the first word's start.
            let end: Int
            /// How many bytes it was read from.
            var length = 0

            var reading: Reading {
                Reading(source: source, converter: converter.map { .success($0) }, count: count)
            }
        }

        /// The readings every line shares.
        private static let shared = Mutex(RecentReadings())
        /// True once a line was read: the first is read by the reader alone, as a one-line
        /// conversion run once (`-e '5 psi to kPa'`) would make the sets (about 80,000
        /// instructions, a third of its start) and never use them.
        private static let hasReadALine = Atomic<Bool>(false)

        /// The reading of the words of `bytes[start..<end]` in a line (`Reader` at `.line`) and
        /// the byte where it ends; nil when they start no pair. Throws as `Reader.read` does.
        static func reading(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) throws(Problem) -> (reading: Reading, end: Int)? {
            let key = UnsafeBufferPointer(rebasing: bytes[max(start - 1, 0)..<end])  // the byte before: see above
            let set = key.count <= longestKey && hasReadALine.exchange(true, ordering: .relaxed) ? Self.set(of: key) : nil
            if let set, let kept = shared.withLock({ $0.kept(key, in: set) }) {
                return (kept.reading, start + kept.end)
            }
            var reader = Reader(bytes, from: start, to: end, place: .line)
            guard let reading = try reader.read() else { return nil }
            let phraseEnd = reader.words[reading.count - 1].end
            if let set, let kept = Self.kept(reading, end: phraseEnd - start) {
                shared.withLock { $0.keep(kept, for: key, in: set) }
            }
            return (reading, phraseEnd)
        }

        /// `reading` as kept, when worth keeping: a converter, or a unit alone; not a refusal.
        private static func kept(_ reading: Reading, end: Int) -> Kept? {
            switch reading.converter {
            case .success(let converter): Kept(source: reading.source, converter: converter, count: reading.count, end: end)
            case nil: Kept(source: reading.source, converter: nil, count: reading.count, end: end)
            case .failure: nil
            }
        }

        /// The set of `key`: its FNV-1a hash, folded to the sets.
        private static func set(of key: UnsafeBufferPointer<UInt8>) -> Int {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in key { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return Int(truncatingIfNeeded: (hash ^ (hash >> 29)) % UInt64(sets))
        }

        /// The reading kept in `set` that was read from exactly `key`'s bytes.
        private func kept(_ key: UnsafeBufferPointer<UInt8>, in set: Int) -> Kept? {
            keys.withUnsafeBufferPointer { keys in
                for slot in (set &* Self.ways)..<(set &* Self.ways &+ Self.ways) {
                    guard let kept = readings[slot], kept.length == key.count else { continue }
                    let bytes = keys.baseAddress! + slot &* Self.longestKey
                    var index = 0
                    while index < key.count && bytes[index] == key[index] { index &+= 1 }
                    if index == key.count { return kept }
                }
                return nil
            }
        }

        /// Keeps `kept`, read from `key`, first in `set`, the one kept first before moving
        /// second (the one second before is forgotten).
        private mutating func keep(_ kept: Kept, for key: UnsafeBufferPointer<UInt8>, in set: Int) {
            let first = set * Self.ways, size = Self.longestKey
            for index in 0..<size { keys[(first + 1) * size + index] = keys[first * size + index] }
            for index in 0..<key.count { keys[first * size + index] = key[index] }
            readings[first + 1] = readings[first]
            var kept = kept
            kept.length = key.count
            readings[first] = kept
        }
    }
}
