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

    /// The usage error for words given as files that read as a line the parser refuses
    /// (`convcalc 5 ft 10`, `convcalc 1/2 mi`): more than one word, the first no file and
    /// written as a value is (a number, glued to a unit or a mark or not: `5ft`, `6'2"`, `1/2`);
    /// nil otherwise: a missing file stays "cannot read" (`2024.txt`, `2024-notes`).
    static func refusedLine(_ files: [String]) -> String? {
        guard files.count > 1, let first = files.first, looksLikeAValue(first),
              access(first, F_OK) != 0, errno == ENOENT else { return nil }
        var line = files.joined(separator: " ")
        var steps: [Step] = []
        let refusal = line.withUTF8 { bytes -> LineError? in
            do {
                try LineParser.parse(LineBytes(bytes), in: .ready, into: &steps)
                return nil
            } catch {
                return error as? LineError
            }
        }
        guard let refusal else { return nil }
        return "convcalc: '\(VisibleText.of(first))' is no file; read as a line (\(command(line))), it is refused: \(refusal.message)"
    }

    /// True when `word` starts as a number does (a digit, or a sign or point and a digit) and
    /// holds no file name's marks: no `.` before a letter (`.txt`), no `-` or `_` after its start.
    private static func looksLikeAValue(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        let start = scalars.first.map { "-+−.".unicodeScalars.contains($0) } == true ? 1 : 0
        guard start < scalars.count, ("0"..."9").contains(scalars[start]) else { return false }
        for (index, scalar) in scalars.enumerated().dropFirst() {
            if scalar == "-" || scalar == "_" { return false }
            if scalar == ".", index + 1 < scalars.count, scalars[index + 1].properties.isAlphabetic { return false }
        }
        return true
    }

    /// `convcalc -40 F to C`: the words from an unknown option that is a number (`-40`) on, read
    /// as a line, for the usage error of that option; nil when they read as none.
    static func negativeNumberCall(_ arguments: [String], option: String) -> String? {
        guard Double(option.replacing("−", with: "-")) != nil, let index = arguments.firstIndex(of: option) else { return nil }
        let words = Array(arguments[index...]).filter { FlagName.split($0) == nil }
        guard let line = misread(words) else { return nil }
        return "to convert, write " + command(line, options: options(in: Array(arguments[..<index])))
    }

    /// The usage error for `line` misread from the arguments, the first of which is `first`;
    /// the command it offers keeps the options of `arguments`, the whole command line
    /// (`convcalc --units my.units -e '1 smoot to m'`: without them the line is refused).
    static func message(first: String, line: String, arguments: [String]) -> String {
        "convcalc: '\(VisibleText.of(first))' is no file; to convert, write \(command(line, options: options(in: arguments)))"
    }

    /// The options of `arguments` and their values, in order: every word but those the
    /// command reads as files (none after `--`).
    static func options(in arguments: [String]) -> [String] {
        var kept: [String] = []
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument != "-" else { continue }
            kept.append(argument)
            if let (flag, value) = FlagName.split(argument), flag.takesValue, value == nil, index < arguments.count {
                kept.append(arguments[index])
                index += 1
            }
        }
        return kept
    }

    /// `convcalc OPTIONS -e 'LINE'`, each word one for a POSIX shell (`ShellWord`: 6'2" is
    /// '6'\''2"'), an option whole up to a path's longest (`--units=PATH`). In the line
    /// a comment's text is not read (`5 # ESC ]0;…`), so any byte can be in the line,
    /// and one holding ESC is `$'5 # \x1B]0;'`.
    static func command(_ line: String, options: [String] = []) -> String {
        (["convcalc"] + options.map { ShellWord.of($0, limit: Int(PATH_MAX)) }).joined(separator: " ")
            + " -e " + ShellWord.quoted(line, limit: VisibleText.limit)
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
