#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The stderr writer for warnings. Files are read and written through `SafeFile`.
enum FileText {
    /// The last warning written: the keypad, whose full screen hides stderr, shows the last
    /// one of its start on its status line.
    nonisolated(unsafe) private(set) static var lastWarning: String?

    /// Writes a warning line to stderr.
    static func warn(_ message: String) {
        lastWarning = message
        var line = Array((message + "\n").utf8)
        if TerminalText.mustBeASCII(STDERR_FILENO) { line = line.withUnsafeBytes { TerminalText.ascii($0) } }
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress!, $0.count) }
    }
}
