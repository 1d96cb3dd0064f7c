#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

/// The persistent history: one line per entry, plain UTF-8, newest last.
///
/// Every change happens under the lock of `history.lock` (`FileLock`), which is never
/// replaced: an append opens the history by its path once it holds the lock, and a
/// compaction re-reads it under the lock, so two sessions at once both keep every line.
/// Loading keeps the last `limit` entries and, when the file has grown to twice that (or
/// past `SafeFile.Limit.history` bytes), rewrites it atomically to the last `limit`.
/// A history that is a symbolic link, a device or a FIFO is neither read nor written.
final class HistoryFile {
    let path: String
    let limit: Int
    private var previous: String?
    private var warned = false

    init(path: String, limit: Int = 1000) {
        self.path = path
        self.limit = limit
    }

    /// The lock file beside the history.
    var lockPath: String { path + ".lock" }

    /// The last `limit` entries, oldest first.
    func load() -> [String] {
        // `convcalc >> …/history`: the answers would be kept as lines typed (and a lock written to
        // would be no lock); the history is given up instead.
        if let stream = SameFile.standardStream(writingTo: path) ?? SameFile.standardStream(writingTo: lockPath) {
            warn("standard \(stream) goes to the history file '\(FileProblem.shown(path))' or its lock")
            return []
        }
        let lines: [String]
        do {
            let (read, cut) = try readLines()
            if cut || read.count >= 2 * limit { try compact() }
            lines = Array(read.suffix(limit))
        } catch {
            if error.reason != .system(ENOENT) { warn(error.message) }
            return []
        }
        previous = lines.last
        return lines
    }

    /// The entry history keeps for a typed line, or nil for none: not blank, no longer than
    /// any reader takes (1 MiB), and one line when read back (`Lines.single`: line breaks at
    /// its end dropped; a line holding one, typed with Ctrl-V Return, is left out, as it
    /// would reload as two entries; the calculator refuses it anyway, a line break is no blank).
    static func entry(for line: String) -> String? {
        guard let entry = Lines.single(line), entry.utf8.count <= LineSplitter.defaultMaximumLength,
              !entry.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        return entry
    }

    /// Appends the entry for `line`, unless it has none or repeats the previous entry, or the
    /// history already failed this session (as its warning says, it is not kept: a lock held
    /// by another process cost every line 2 s).
    func append(_ line: String) {
        guard !warned, let line = HistoryFile.entry(for: line), line != previous else { return }
        previous = line
        let bytes = Array((line + "\n").utf8)
        do {
            try StateFolder.create(for: path)
            try FileLock.holding(lockPath) { () throws(FileProblem) in try SafeFile.append(bytes, to: path) }
        } catch {
            warn(error.message)
        }
    }

    /// The file's lines (its tail when it is over the size limit) and whether it was cut.
    private func readLines() throws(FileProblem) -> (lines: [String], cut: Bool) {
        let (bytes, cut) = try SafeFile.readTail(path, limit: SafeFile.Limit.history, followsLinks: false)
        let lines = Lines.split(bytes).filter { !$0.isEmpty }.map { String(decoding: $0, as: UTF8.self) }
        return (lines, cut)
    }

    /// Rewrites the file to its last `limit` lines, read again under the lock so no line
    /// appended meanwhile is lost.
    private func compact() throws(FileProblem) {
        try FileLock.holding(lockPath) { () throws(FileProblem) in
            let (lines, cut) = try readLines()
            guard cut || lines.count >= 2 * limit else { return }  // another session compacted it
            let kept = lines.suffix(limit).map { $0 + "\n" }.joined()
            try SafeFile.replace(path, with: Array(kept.utf8), mode: 0o600)
        }
    }

    private func warn(_ message: String) {
        guard !warned else { return }
        warned = true
        FileText.warn("convcalc: warning: " + message + "; history will not be kept")
    }
}
