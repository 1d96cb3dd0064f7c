extension Transcript {
    /// One line of the file.
    public struct Line: Sendable {
        /// Its bytes, without the line ending.
        public let bytes: ArraySlice<UInt8>
        /// Its line ending (`\n`, `\r\n`, `\r`, or empty for a last line without one).
        public let ending: ArraySlice<UInt8>
        /// Its 1-based line number.
        public let number: Int
        /// What it is.
        public let kind: TranscriptGrammar.Line

        /// A line of a transcript whose grammar was checked when it was read (`Transcript.init`).
        init(checked piece: TranscriptLines.Piece) {
            bytes = piece.bytes
            ending = piece.ending
            number = piece.number
            do {
                kind = try TranscriptGrammar.line(piece.bytes, number: piece.number)
            } catch {
                preconditionFailure("line \(piece.number) fit the grammar when the transcript was read: \(error.message)")
            }
        }
    }

    /// Lines of a transcript, read from its bytes as they are walked: only the line being
    /// looked at is held.
    public struct Lines: Sequence, IteratorProtocol, Sendable {
        private var pieces: TranscriptLines

        init(_ pieces: TranscriptLines) {
            self.pieces = pieces
        }

        /// The next line, or nil at the end.
        public mutating func next() -> Line? {
            pieces.next().map(Line.init(checked:))
        }
    }
}
