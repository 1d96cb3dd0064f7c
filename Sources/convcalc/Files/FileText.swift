#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Text-level wrappers over `SafeFile` for callers that report failures through `errno`
/// (`check`), and the stderr writer for warnings. New code calls `SafeFile` directly.
enum FileText {
    /// A transcript's text (at most `SafeFile.Limit.transcript` bytes, regular files only),
    /// or nil with errno set to the closest reason (EISDIR, ENODEV, EFBIG…).
    static func read(_ path: String) -> String? {
        do {
            return String(decoding: try SafeFile.read(path, limit: SafeFile.Limit.transcript), as: UTF8.self)
        } catch {
            errno = error.errnoValue
            return nil
        }
    }

    /// Replaces `path` with `text` through `SafeFile.replace` (atomic, mode and symlink kept,
    /// devices and FIFOs refused). Returns false with errno set on failure.
    @discardableResult
    static func replace(_ path: String, with text: String, mode: mode_t = 0o644) -> Bool {
        do {
            try SafeFile.replace(path, with: Array(text.utf8), mode: mode)
            return true
        } catch {
            errno = error.errnoValue
            return false
        }
    }

    /// Writes a warning line to stderr.
    static func warn(_ message: String) {
        let line = Array((message + "\n").utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress!, $0.count) }
    }
}
