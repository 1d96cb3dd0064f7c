/// convcalc's one fast path: a line that is one number of digits and points alone (`98.6`,
/// `212`, `.5` — seven lines in ten of a replayed keystroke file), in an untraced session
/// outside the menu. Every other line, and every other front end's event, takes the general
/// path (`LineParser` → steps → `StepRun`).
///
/// - What it assumes: the line's meaningful bytes (`LineBytes.end`: no comment, no line
///   ending) are all ASCII digits and `.`, and at least one; the session is not tracing and
///   not choosing. Anything else returns nil, and the caller takes the general path.
/// - What it keeps: every rule. It sends exactly the events the general path sends for such
///   a line — each byte its `.digit` or `.point` key, then the `.commit` of the line's end —
///   through `Machine.apply`, on a copy of the state that replaces it only when all are
///   accepted, and a refusal becomes the same `LineError` (the byte's text and column) —
///   but for a line longer than a number holds, given back (nil): the general path words that.
/// - What it skips: tokenising, the parser's steps buffer and the step run's bookkeeping.
/// - What it gains: the parser and the step run, on seven lines in ten. Measured with
///   callgrind on Benchmarks/workload.py's 100,000 lines (71 % plain numbers, the static
///   release build, at `184924f`): 1,347 instructions a line with it, 2,011 without, so about
///   930 for each plain number (docs/PERFORMANCE.md, "Replay back toward 1,300").
///
/// `PlainNumberFastPathTests` holds its outcome and state equal to the general path's over
/// random lines in random states.
enum PlainNumberFastPath {
    /// The outcome of `line` when the fast path takes it, with `state` changed as the general
    /// path would; nil (and `state` untouched) when it does not. The bytes are checked as they
    /// are sent (one pass): a byte that is neither digit nor point gives the line back to the
    /// general path, the copy sent to thrown away; after a refusal the rest is checked the same
    /// way, so a refusal is only reported for a line the fast path takes.
    @inline(__always)
    static func handle(_ line: LineBytes, state: inout State, says: Bool) -> Outcome? {
        guard state.phase != .choosing, line.end > 0 else { return nil }
        var next = state
        for offset in 0..<line.end {
            let byte = line.bytes[offset]
            guard isNumberKey(byte) else { return nil }
            do throws(Rejection) {
                try Machine.apply(Step.key(byte), to: &next)
            } catch {
                // A refused number longer than a number holds is given back: the general path may offer
                // it with an exponent (`1e17`), and words the refusal so.
                guard line.end <= Entry.maxSignificantDigits else { return nil }
                return isPlainNumber(line) ? Outcome(.rejected(refusal(error, at: offset, length: 1, in: line))) : nil
            }
        }
        do throws(Rejection) {
            try Machine.apply(.commit, to: &next)
        } catch {
            return Outcome(.rejected(refusal(error, at: line.end, length: 0, in: line)))
        }
        state = next
        return Outcome(.displays(Displays(state: next, says: says)))
    }

    /// True for an ASCII digit or `.`: the bytes a plain number is made of.
    @inline(__always)
    static func isNumberKey(_ byte: UInt8) -> Bool {
        byte &- 0x30 <= 9 || byte == UInt8(ascii: ".")
    }

    /// True when the line's meaningful bytes are one or more digits and points alone.
    @inline(__always)
    static func isPlainNumber(_ line: LineBytes) -> Bool {
        guard line.end > 0 else { return false }
        for offset in 0..<line.end where !isNumberKey(line.bytes[offset]) { return false }
        return true
    }

    /// A refusal as the general path words it (out of line: refusals are rare).
    @inline(never)
    private static func refusal(_ rejection: Rejection, at offset: Int, length: Int, in line: LineBytes) -> LineError {
        StepRun.lineError(rejection, Step(.event(.commit), start: offset, length: length), in: line)
    }
}
