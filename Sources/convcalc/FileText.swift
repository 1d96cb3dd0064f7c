#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads and atomic writes of small text files (transcripts, state).
enum FileText {
    /// The file's contents as UTF-8 text, or nil (errno says why).
    static func read(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count > 0 { bytes += chunk[0..<count] }
            if count < chunk.count {
                if ferror(file) != 0 { return nil }
                break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `text` to `path` atomically: a temporary file in the same folder, fsync, rename.
    /// The old file stays intact if anything fails. Returns false on failure (errno says why).
    @discardableResult
    static func replace(_ path: String, with text: String, mode: mode_t = 0o644) -> Bool {
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, mode)
        guard descriptor >= 0 else { return false }
        let bytes = Array(text.utf8)
        var offset = 0
        var ok = true
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { ok = false; break }
            offset += written
        }
        if ok && fsync(descriptor) != 0 { ok = false }
        let saved = errno
        close(descriptor)
        guard ok, rename(temporary, path) == 0 else {
            let failure = ok ? errno : saved
            unlink(temporary)
            errno = failure
            return false
        }
        syncFolder(of: path)
        return true
    }

    /// Flushes the folder entry after a rename, so the new name survives a crash.
    private static func syncFolder(of path: String) {
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let descriptor = open(folder.isEmpty ? "/" : folder, O_RDONLY)
        if descriptor >= 0 {
            fsync(descriptor)
            close(descriptor)
        }
    }

    /// Writes a warning line to stderr.
    static func warn(_ message: String) {
        var line = Array((message + "\n").utf8)
        _ = line.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress!, $0.count) }
    }
}
