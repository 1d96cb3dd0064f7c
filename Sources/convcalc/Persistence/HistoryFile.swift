#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The persistent history: one line per entry, plain UTF-8, newest last.
///
/// Each accepted line is appended under an exclusive lock, so two sessions open at once
/// both keep their lines. Loading keeps the last `limit` entries and, when the file has
/// grown to twice that, rewrites it (atomically, under the lock) to the last `limit`.
final class HistoryFile {
    let path: String
    let limit: Int
    private var previous: String?
    private var warned = false

    init(path: String, limit: Int = 1000) {
        self.path = path
        self.limit = limit
    }

    /// The last `limit` entries, oldest first.
    func load() -> [String] {
        guard let text = FileText.read(path) else {
            if errno != ENOENT { warn("cannot read the history '\(path)': \(String(cString: strerror(errno)))") }
            return []
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        if lines.count >= 2 * limit { compact() }
        lines = Array(lines.suffix(limit))
        previous = lines.last
        return lines
    }

    /// True for a line history keeps: not blank.
    static func keeps(_ line: String) -> Bool {
        !line.allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// Appends `line`, unless it is blank or repeats the previous entry.
    func append(_ line: String) {
        guard HistoryFile.keeps(line), line != previous else { return }
        previous = line
        guard StatePaths.makeFolder(for: path) else { return warn("cannot create the folder of '\(path)'") }
        let bytes = Array((line + "\n").utf8)
        for _ in 0..<3 {  // reopen if another session compacted (replaced) the file meanwhile
            let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o600)
            guard descriptor >= 0 else {
                return warn("cannot write the history '\(path)': \(String(cString: strerror(errno)))")
            }
            defer { close(descriptor) }
            flock(descriptor, LOCK_EX)
            defer { flock(descriptor, LOCK_UN) }
            guard HistoryFile.isCurrent(descriptor, path: path) else { continue }
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count) }
            if written != bytes.count { warn("cannot write the history '\(path)': \(String(cString: strerror(errno)))") }
            return
        }
    }

    /// True when `descriptor` is still the file at `path` (not one replaced by a compaction).
    private static func isCurrent(_ descriptor: Int32, path: String) -> Bool {
        var open = stat(), named = stat()
        guard fstat(descriptor, &open) == 0, stat(path, &named) == 0 else { return false }
        return open.st_ino == named.st_ino && open.st_dev == named.st_dev
    }

    /// Rewrites the file to its last `limit` lines, holding the lock so no append is lost.
    private func compact() {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        flock(descriptor, LOCK_EX)
        defer { flock(descriptor, LOCK_UN) }
        guard let text = FileText.read(path) else { return }
        let kept = text.split(separator: "\n", omittingEmptySubsequences: true).suffix(limit)
        FileText.replace(path, with: kept.map { $0 + "\n" }.joined(), mode: 0o600)
    }

    private func warn(_ message: String) {
        guard !warned else { return }
        warned = true
        FileText.warn("convcalc: warning: " + message + "; history will not be kept")
    }
}
