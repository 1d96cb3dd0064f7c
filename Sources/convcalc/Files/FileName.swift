#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

/// Guards against opening the wrong file when a file name given on the command line is not
/// valid UTF-8.
///
/// Swift decodes the command line as UTF-8 and replaces each invalid byte with U+FFFD, so
/// `--state $'\xff'.json` arrives as `"\u{FFFD}.json"`: opening that would read or write a
/// different file than the user named. Such a name is refused instead, shown with its bytes
/// escaped (`\xFF.json`). A name typed with a real U+FFFD (valid UTF-8) is used as given —
/// unless an invalid argument decodes to the same name too: the two cannot be told apart
/// once decoded, so both are refused rather than risk reading or writing the wrong file.
enum FileName {
    /// Every command-line argument's bytes, as the program received them.
    private static let arguments: [[UInt8]] = (0..<Int(CommandLine.argc)).compactMap { index in
        CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: UnsafeRawPointer($0)
            .assumingMemoryBound(to: UInt8.self), count: strlen($0))) }
    }

    /// Throws when `path` is the decoded form of a command-line argument (or of the value of a
    /// `--flag=value` one) that was not valid UTF-8.
    static func check(_ path: String, action: String) throws(FileProblem) {
        if path.isEmpty { throw FileProblem(path: path, action: action, reason: .emptyName) }
        guard path.unicodeScalars.contains("\u{FFFD}") else { return }
        let wanted = Array(path.utf8)
        let candidates = arguments.flatMap { [$0, value(of: $0)].compactMap { $0 } }
        guard let typed = candidates.first(where: { $0 != wanted && String(decoding: $0, as: UTF8.self) == path })
        else { return }
        throw FileProblem(path: typed.withUnsafeBufferPointer { VisibleText.of($0, limit: .max) }, action: action,
                          reason: .notUTF8)
    }

    /// The bytes after the first `=` of a `--flag=value` argument.
    private static func value(of argument: [UInt8]) -> [UInt8]? {
        guard argument.starts(with: Array("--".utf8)), let equals = argument.firstIndex(of: UInt8(ascii: "=")) else {
            return nil
        }
        return Array(argument[(equals + 1)...])
    }
}
