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
    /// line is accepted (as typed at the start); nil otherwise, and for `-` (standard input).
    static func misread(_ files: [String]) -> String? {
        guard let first = files.first, first != "-", access(first, F_OK) != 0, errno == ENOENT else { return nil }
        let line = files.joined(separator: " ")
        return refusal(of: line) == nil && line.first(where: { $0 != " " && $0 != "\t" }) != "#" ? line : nil
    }

    /// Why `line` is refused, typed at the start of a session as the prompt and `-e` read it (a
    /// pasted no-break space a blank: `5 mi<NBSP>to km` is accepted), or nil when it is accepted.
    static func refusal(of line: String) -> LineError? {
        var session = Session()
        return session.handle(line).error
    }

    /// The usage error for words given as files that read as a line the parser refuses
    /// (`convcalc 5 ft 10`, `convcalc 1/2 mi`): more than one word, the first no file and
    /// written as a value is (a number, glued to a unit or a mark or not: `5ft`, `6'2"`, `1/2`);
    /// nil otherwise: a missing file stays "cannot read" (`2024.txt`, `2024-notes`).
    static func refusedLine(_ files: [String]) -> String? {
        guard files.count > 1, let first = files.first, looksLikeAValue(first),
              access(first, F_OK) != 0, errno == ENOENT else { return nil }
        let line = files.joined(separator: " ")
        guard let refusal = refusal(of: line) else { return nil }
        return "convcalc: '\(VisibleText.of(first))' is no file; read as a line (\(command(line))), it is refused: \(refusal.message)"
    }

    /// True when `word` starts as a number does (a digit, or a sign or point and a digit) and
    /// holds no file name's marks: no `.` before a letter (`.txt`), no `_`, no `-` after its
    /// start but an exponent's (`-1.5e-4`).
    static func looksLikeAValue(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        let start = scalars.first.map { "-+−.".unicodeScalars.contains($0) } == true ? 1 : 0
        guard start < scalars.count, ("0"..."9").contains(scalars[start]) else { return false }
        for (index, scalar) in scalars.enumerated().dropFirst() {
            if scalar == "_" || (scalar == "-" && !"eE".unicodeScalars.contains(scalars[index - 1])) { return false }
            if scalar == ".", index + 1 < scalars.count, scalars[index + 1].properties.isAlphabetic { return false }
        }
        return true
    }

    /// `convcalc -40 F to C`, `convcalc -1.5h`: a value written first with a minus, which the
    /// command line reads as options (`-1.5h` asked for the help): the usage error, offering the
    /// words from it on as an `-e` line, or saying why that line is refused; nil when no word
    /// that is not an option's value looks so (`-e -40`, `--converter -40` are values).
    static func negativeValue(_ arguments: [String]) -> String? {
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let argument = arguments[index]
            if let (flag, value) = FlagName.split(argument) {
                index += flag.takesValue && value == nil ? 2 : 1
                continue
            }
            if argument.hasPrefix("-") || argument.hasPrefix("−"), looksLikeAValue(argument) { break }
            index += 1
        }
        guard index < arguments.count, arguments[index] != "--" else { return nil }
        let value = arguments[index]
        // The words from it on, but options and their values (`-40 F to C --precision 3`: not `3`).
        var words: [String] = [], at = index
        while at < arguments.count {
            let argument = arguments[at]
            at += 1
            if argument == "--" { words += arguments[at...]; break }
            guard argument.hasPrefix("-"), !looksLikeAValue(argument) else { words.append(argument); continue }
            if let (flag, value) = FlagName.split(argument), flag.takesValue, value == nil { at += 1 }
        }
        let kept = options(in: Array(arguments[..<index])) + options(in: Array(arguments[index...]))
        let line = words.joined(separator: " ")
        let said = "convcalc: '\(VisibleText.of(value))' is a value with a minus, not an option"
        guard let refused = refusal(of: line) else { return said + "; to convert, write " + command(line, options: kept) }
        return said + "; read as a line (\(command(line, options: kept))), it is refused: \(refused.message)"
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
            guard argument.hasPrefix("-"), argument != "-", !looksLikeAValue(argument) else { continue }
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
