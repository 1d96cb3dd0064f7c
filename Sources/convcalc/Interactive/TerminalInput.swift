import ConvCalcKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's bytes, checked: what libedit reads, one valid character at a time.
///
/// libedit's own reader hands it whatever `mbrtowc` accepts, and glibc accepts the legacy
/// 5- and 6-byte forms (`FC 84 80 80 80 80`), values libedit cannot draw: it aborts. This
/// reader decodes with `UTF8Decoder` instead, so only Unicode scalars (RFC 3629: no overlong
/// form, no surrogate, at most U+10FFFF) reach libedit; every ill-formed part becomes one
/// U+FFFD, which the calculator then rejects as an unknown key, escaped.
///
/// It waits for the terminal and for `Signals`' wake-up pipe together, so SIGINT, SIGTERM
/// and SIGHUP are acted on at once even when typed-ahead or pasted input is waiting.
final class TerminalInput {
    /// What one read gave.
    enum Read: Equatable {
        case character(Unicode.Scalar)
        /// The terminal has no more input (hung up).
        case end
        /// Reading failed, or SIGINT, SIGTERM or SIGHUP arrived (EINTR): libedit gives up the line.
        case failed(errno: Int32)
        /// The program was continued after a stop: the editing mode is set again; redraw.
        case resumed
    }

    /// The terminal, for its modes.
    private let descriptor: Int32
    /// The terminal opened again, non-blocking, just for reading (see `init`).
    let reading: Int32
    private var decoder = UTF8Decoder()
    /// A byte that cut a sequence short, to be decoded on its own next.
    var pending: UInt8?
    /// Bytes typed while the terminal was in line mode, read before the terminal again, from
    /// `typedAheadNext` on.
    private var typedAhead: [UInt8] = []
    private var typedAheadNext = 0
    /// True while bytes typed in line mode are still to be read (the terminal may hold none).
    var holdsTypedAhead: Bool { typedAheadNext < typedAhead.count }
    /// The editing (raw) mode libedit set for the current line, put back after a stop.
    private var editingMode = termios()
    private var knowsEditingMode = false
    /// Characters read ahead while looking for a paste marker, to be given out first.
    var readAhead: [Unicode.Scalar] = []
    /// True between the terminal's bracketed-paste markers (`ESC [ 200 ~` … `ESC [ 201 ~`).
    var pasting = false
    /// What a look for a paste marker read that is not a character, for the next call.
    var heldRead: Read?
    /// A pasted character held back behind the Ctrl-V that quotes it.
    var quotedNext: Unicode.Scalar?
    /// A byte read just after a signal was caught, for the next line (`discardTypedAhead` keeps it).
    private var readAfterSignal: UInt8?
    /// True after Ctrl-C in a paste, until its end marker: its rest is dropped (`next`).
    var droppingPaste = false
    /// Set when a paste's end marker is read.
    var pasteEnded = false

    /// Reads the terminal on `descriptor` through a file description of its own, opened
    /// non-blocking: when Ctrl-C flushes the input between `poll` and `read`, the read must not
    /// wait (a signal caught then would go unseen), and the shell's shared standard input must
    /// not be left non-blocking. When the terminal cannot be opened again (no permission on
    /// its device), it reads `descriptor` itself.
    init(descriptor: Int32) {
        self.descriptor = descriptor
        let own = ttyname(descriptor).map { open($0, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) } ?? -1
        reading = own >= 0 ? own : descriptor
    }

    deinit {
        if reading != descriptor { close(reading) }
    }

    /// Call before each line is read: libedit sets its editing mode again for it. What was
    /// typed meanwhile, in line mode, is read first (`TypedAhead`: a Ctrl-D there was lost).
    func beginLine() {
        knowsEditingMode = false
        typedAhead.removeFirst(typedAheadNext)
        typedAheadNext = 0
        typedAhead += TypedAhead.drain(reading)
    }

    /// Forgets typed-ahead input and a half-read character (after Ctrl-C). What the terminal
    /// held unread the kernel dropped at the Ctrl-C itself; keys typed after it are new input,
    /// kept (they were flushed too, answered late: `2⏎` typed after Ctrl-C while `1` was
    /// answered was lost). In a paste, its rest is dropped as it comes (`droppingPaste`).
    func discardTypedAhead() {
        droppingPaste = droppingPaste || pasting
        typedAhead.removeAll()
        typedAheadNext = 0
        decoder.reset()
        pending = nil
        readAhead.removeAll()
        pasting = false
        heldRead = nil
        quotedNext = nil
    }

    /// The next character typed, waiting for it (no paste handling).
    func nextCharacter() -> Read {
        if !knowsEditingMode { knowsEditingMode = tcgetattr(descriptor, &editingMode) == 0 }
        while true {
            if Signals.isLeaving { return .failed(errno: EINTR) }
            if Signals.takeContinued() {
                if knowsEditingMode { tcsetattr(descriptor, TCSANOW, &editingMode) }
                return .resumed
            }
            let byte: UInt8
            if let held = pending {
                pending = nil
                byte = held
            } else {
                switch nextByte() {
                case .byte(let read): byte = read
                case .again: continue
                case .end: decoder.reset(); return .end
                case .failed(let failure): return .failed(errno: failure)
                }
            }
            switch decoder.feed(byte) {
            case .scalar(let scalar): return .character(scalar)
            case .incomplete: continue
            case .invalid: return .character(TerminalInput.replacement)
            case .cutShort:
                pending = byte
                return .character(TerminalInput.replacement)
            }
        }
    }

    private static let replacement: Unicode.Scalar = "\u{FFFD}"

    private enum ByteRead { case byte(UInt8), again, end, failed(Int32) }

    /// One byte from the terminal, or `.again` when a signal woke the wait.
    private func nextByte() -> ByteRead {
        if let byte = readAfterSignal {
            readAfterSignal = nil
            return .byte(byte)
        }
        if typedAheadNext < typedAhead.count {
            typedAheadNext += 1
            return .byte(typedAhead[typedAheadNext - 1])
        }
        var waits = [pollfd(fd: reading, events: Int16(POLLIN), revents: 0),
                     pollfd(fd: Signals.wakeUp.read, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&waits, nfds_t(waits.count), -1)
        if ready < 0 { return errno == EINTR || errno == EAGAIN ? .again : .failed(errno) }
        if waits[1].revents != 0 {
            Signals.drainWakeUp()
            return .again
        }
        guard waits[0].revents != 0 else { return .again }
        var byte: UInt8 = 0
        let count = read(reading, &byte, 1)
        if count == 1 && Signals.isLeaving {
            // Ready before a signal was caught, read after: after a typed Ctrl-C, a key that came
            // after it (`Ctrl-C 3 4` in one write, as tmux sends them: the 3 ended up in the line the
            // Ctrl-C dropped), kept; after `kill -INT`, a key typed before it, dropped with the rest.
            readAfterSignal = Signals.interruptWasSent ? nil : byte
            return .again
        }
        if count == 1 { return .byte(byte) }
        if count == 0 { return .end }
        return errno == EINTR || errno == EAGAIN ? .again : .failed(errno)
    }
}
