#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The stderr writer for warnings. Files are read and written through `SafeFile`.
enum FileText {
    /// Writes a warning line to stderr.
    static func warn(_ message: String) {
        let line = Array((message + "\n").utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress!, $0.count) }
    }
}
