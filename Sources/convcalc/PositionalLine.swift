#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

/// `convcalc 5 mi to km`, as GNU units users type a conversion: words taken for files to
/// replay. When the first names no file and the words joined read as a line, the usage error
/// says how to convert (`convcalc -e '5 mi to km'`) instead of "cannot read '5'".
enum PositionalLine {
    /// The line the arguments `files` join to, when the first names nothing on disk and the
    /// line parses (as typed at the start); nil otherwise, and for `-` (standard input).
    static func misread(_ files: [String]) -> String? {
        guard let first = files.first, first != "-", access(first, F_OK) != 0, errno == ENOENT else { return nil }
        var line = files.joined(separator: " ")
        var steps: [Step] = []
        let parses = line.withUTF8 { bytes in
            (try? LineParser.parse(LineBytes(bytes), in: .ready, into: &steps)) != nil
        }
        return parses && !steps.isEmpty ? line : nil
    }

    /// The usage error for `line` misread from the arguments, the first of which is `first`.
    static func message(first: String, line: String) -> String {
        "convcalc: '\(VisibleText.of(first))' is no file; to convert, write \(command(line))"
    }

    /// `convcalc -e 'LINE'`, the line one word for a POSIX shell (`ShellWord`: 6'2" is
    /// '6'\''2"'); a comment's text is not read (`5 # ESC ]0;…`), so any byte can be in the line,
    /// and one holding ESC is `$'5 # \x1B]0;'`.
    static func command(_ line: String) -> String {
        "convcalc -e " + ShellWord.quoted(line, limit: VisibleText.limit)
    }

    /// `convcalc -t 1m ft`, GNU units' way (`-t` terse, then the value and the unit wanted): the
    /// conversion as convcalc takes it, for the usage error of the unknown option; nil when the
    /// arguments other than options are not two that read as one.
    static func gnuUnitsCall(_ arguments: [String]) -> String? {
        let words = arguments.filter { !$0.hasPrefix("-") || Double($0) != nil }
        guard words.count == 2, let line = CommandLineConversion.line(from: words[0], to: words[1]) else { return nil }
        return "convcalc takes a conversion as a line: " + command(line)
    }
}
