#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Guards against opening the wrong file when a file name given on the command line is not
/// valid UTF-8.
///
/// Swift decodes the command line as UTF-8 and replaces each invalid byte with U+FFFD, so
/// `--state $'\xff'.json` arrives as `"\u{FFFD}.json"`: opening that would read or write a
/// different file than the user named. Such a name is refused instead, with a message saying
/// why; a name that really contains U+FFFD (typed as such, valid UTF-8) is used as given.
enum FileName {
    /// The command-line arguments that were not valid UTF-8, as Swift decoded them.
    private static let repairedArguments: [String] = {
        var repaired: [String] = []
        for index in 0..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self),
                                            count: strlen(argument))
            if String(validating: bytes, as: UTF8.self) == nil {
                repaired.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        return repaired
    }()

    /// Throws when `path` came from a command-line argument that was not valid UTF-8.
    static func check(_ path: String, action: String) throws(FileProblem) {
        guard path.unicodeScalars.contains("\u{FFFD}"),
              repairedArguments.contains(where: { $0.contains(path) }) else { return }
        throw FileProblem(path: path, action: action, reason: .notUTF8)
    }
}
