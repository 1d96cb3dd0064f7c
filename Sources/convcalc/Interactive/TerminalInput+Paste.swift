#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Pasted text at the prompt: the terminal marks it (bracketed paste, which `EditLineReader`
/// turns on), and it is read as a replayed line would be.
extension TerminalInput {
    /// The next character typed, waiting for it. Pasted text (between bracketed-paste
    /// markers, which are dropped) is text, read as a replayed line would be: a tab is a
    /// blank, not the Tab key that completes a word; a control character or ESC is inserted
    /// quoted (after libedit's Ctrl-V), not taken as an editing key.
    func next() -> Read {
        if let quoted = quotedNext {
            quotedNext = nil
            return .character(quoted)
        }
        if droppingPaste, let read = afterDroppedPaste() { return read }
        let read = unquotedNext()
        guard pasting, case .character(let scalar) = read else { return read }
        if scalar == "\t" { return .character(" ") }
        if scalar != "\r" && scalar != "\n" && (scalar.value < 0x20 || scalar.value == 0x7F) {
            quotedNext = scalar
            return .character("\u{16}")  // libedit's quoted insert: the next character goes in as it is
        }
        return read
    }

    /// The next character, paste markers taken out.
    private func unquotedNext() -> Read {
        let read: Read
        if !readAhead.isEmpty {
            read = .character(readAhead.removeFirst())
        } else if let held = heldRead {
            heldRead = nil
            return held
        } else {
            read = nextCharacter()
        }
        guard case .character("\u{1B}") = read else { return read }
        // A paste marker's bytes come together, but a busy terminal may hand them over in two
        // reads: each next one is waited for a moment (an Esc typed alone waits that long, as
        // libedit waits to see whether it starts a key's sequence). A pasted ESC right before
        // the end marker is checked like any other: the marker after it still ends the paste.
        while readAhead.count < 5 && TerminalInput.startsMarker(readAhead),
              let scalar = characterIfWaiting(milliseconds: TerminalInput.markerWait) {
            readAhead.append(scalar)
        }
        let head = Array(readAhead.prefix(5))
        if head == TerminalInput.pasteStart || head == TerminalInput.pasteEnd {
            pasting = head == TerminalInput.pasteStart
            if !pasting { pasteEnded = true }
            readAhead.removeFirst(5)
            return unquotedNext()
        }
        return read
    }

    /// After Ctrl-C in a paste (`droppingPaste`): the rest of the paste, still coming from the
    /// terminal, is read and dropped up to its end marker, and what follows is given out (nil:
    /// the paste ended with nothing after it yet, or its rest stopped coming for
    /// `pasteGap` ms, and reading goes on as usual). The kernel dropped what came before the
    /// Ctrl-C; what the terminal still sent was taken as typed lines (`5` + 800,000 blanks +
    /// `6` answered `6`, and the lines after it ran).
    private func afterDroppedPaste() -> Read? {
        pasteEnded = false
        while droppingPaste {
            var wait = pollfd(fd: reading, events: Int16(POLLIN), revents: 0)
            guard !readAhead.isEmpty || heldRead != nil || pending != nil || holdsTypedAhead
                    || poll(&wait, 1, TerminalInput.pasteGap) == 1 else {
                droppingPaste = false
                return nil
            }
            let read = unquotedNext()
            if pasteEnded {
                droppingPaste = false
                return read
            }
            guard case .character = read else { return read }  // the end, a failure or a resume: as ever
        }
        return nil
    }

    /// How long a paste's rest may stop coming before it is taken as over, in milliseconds.
    private static let pasteGap: Int32 = 500

    private static let pasteStart: [Unicode.Scalar] = ["[", "2", "0", "0", "~"]
    private static let pasteEnd: [Unicode.Scalar] = ["[", "2", "0", "1", "~"]

    /// True while `scalars` may still become a paste marker.
    private static func startsMarker(_ scalars: [Unicode.Scalar]) -> Bool {
        pasteStart.starts(with: scalars) || pasteEnd.starts(with: scalars)
    }

    /// How long the rest of a possible paste marker is waited for, in milliseconds.
    private static let markerWait: Int32 = 50

    /// The next character when its bytes come within `milliseconds`, or nil.
    private func characterIfWaiting(milliseconds: Int32) -> Unicode.Scalar? {
        var wait = pollfd(fd: reading, events: Int16(POLLIN), revents: 0)
        guard pending != nil || holdsTypedAhead || poll(&wait, 1, milliseconds) == 1 else { return nil }
        let read = nextCharacter()
        if case .character(let scalar) = read { return scalar }
        heldRead = read  // the end, a failure or a resume: given out after the characters before it
        return nil
    }

}
