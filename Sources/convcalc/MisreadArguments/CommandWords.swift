#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

/// The arguments of a command line read once, as `convcalc` reads them and as a user who did
/// not quote meant them: options with their values, files, and the lines, each an `-e` value
/// and the words the shell split off it, or words given as files that read as a line. Every
/// usage error that offers a command (`PositionalLine`, `DashedLine`) is built from this one
/// reading, and the command offered is `command()`: the arguments again, each line quoted whole.
struct CommandWords {
    /// A line the arguments hold: an `-e` value and the words after it (`-e -40 F to C`), or
    /// words after no `-e` (`5 mi to km`).
    struct Line {
        /// The `-e` value; nil for words after no `-e`, and for `-e --` (`-e -- -40 F` is the line `-40 F`).
        let value: String?
        /// The words given after it as files, in order.
        fileprivate(set) var words: [String] = []
        /// Where each of `words` stood among the arguments.
        fileprivate(set) var positions: [Int] = []
        /// True for a line given to `-e`.
        let isExecuted: Bool

        /// The line as meant, its value and words joined by blanks.
        var text: String { ((value.map { [$0] } ?? []) + words).joined(separator: " ") }
        /// True for an `-e` line with words the shell split off it.
        var isSplit: Bool { isExecuted && !words.isEmpty }
    }

    /// One argument, or a line, as the command offered writes it again: a file after `--`
    /// goes after a `--` again (`-e 5 mi -- --strict`: the file `--strict`, no option).
    private enum Piece {
        case option(String), file(String, afterOptions: Bool), line(Int)
    }

    /// The lines, in order.
    private(set) var lines: [Line] = []
    /// The words that are no option nor an option's value nor a file, in order; `--` read past
    /// (`-40 F -- to C` is `-40 F to C`), `-` (standard input) not among them.
    private(set) var words: [String] = []
    /// The first word that starts with `-` as an option does but is part of a line: a value with
    /// a minus (`-40`), an arrow (`->`), a unit or a connector with a hyphen after another word
    /// (`5 mi -km`, `5 mi -to km`). ArgumentParser reads it as an option.
    private(set) var firstDashed: String?
    /// The first argument written as an option that names none (`-t`, `--verbose`: GNU units'):
    /// a command offered with it would be refused.
    private(set) var unknownOption: String?
    /// The option each option's value given apart was taken by, by the value's place among the
    /// arguments (`--state 5 mi to km`: the 5 is `--state`'s).
    private(set) var valueTaken: [Int: String] = [:]
    private var pieces: [Piece] = []

    /// The arguments read; `arrowsAt`, the places of the `-` or `=` the shell left of unquoted
    /// arrows, each read as a word of the line before it; `isFile`, a word that is a file to replay, not
    /// a line's (`-e 5 mi lines.txt`).
    init(_ arguments: [String], arrowsAt: Set<Int> = [], isFile: (String) -> Bool = { _ in false }) {
        var index = 0, optionsEnded = false, goesOn = false
        while index < arguments.count {
            let argument = arguments[index], position = index
            index += 1
            if argument == "--" && !optionsEnded { optionsEnded = true; continue }  // the line goes on after it
            let isArrow = arrowsAt.contains(position)
            // A `-` between a line's words and a value is a minus (`5 ft - 2 in`: no arithmetic), not standard input.
            let isMinus = argument == "-" && goesOn && !optionsEnded && index < arguments.count
                && PositionalLine.looksLikeAValue(arguments[index])
            let isWord = optionsEnded || isArrow || isMinus || !argument.hasPrefix("-") || Self.isDashedWord(argument)
                || (!words.isEmpty && Self.isSignedUnit(argument))
            // After `--`, a name on disk is a file whatever it is named (`-e '5 mi' -- km`: the file `km`, which
            // `convcalc lines.txt > km` made, was read into the line).
            let fileAfterOptions = optionsEnded && !PositionalLine.looksLikeAValue(argument) && access(argument, F_OK) == 0
            if !isArrow && !isMinus && (argument == "-" || isWord && (isFile(argument) || fileAfterOptions)) {
                pieces.append(.file(argument, afterOptions: optionsEnded))
                goesOn = false
                continue
            }
            if isWord {
                if !optionsEnded && argument.hasPrefix("-") && !isArrow && !isMinus { firstDashed = firstDashed ?? argument }
                let next = index < arguments.count ? arguments[index] : nil
                // A value and its unit after an arrow's mark start a line (`5 mi -> km 3 ft -> in`: the shell took `km`).
                let afterArrow = position > 0 && arrowsAt.contains(position - 1) && PositionalLine.looksLikeAValue(argument)
                    && next.map { UnitCatalog.find($0) != nil } == true
                append(argument, at: position, goingOn: goesOn && !afterArrow, next: next)
                goesOn = true
                continue
            }
            guard let (flag, inline) = FlagName.split(argument), flag.takesValue else {
                if FlagName.split(argument) == nil && !["-h", "--help", "--version"].contains(argument) { unknownOption = unknownOption ?? argument }
                pieces.append(.option(argument))
                continue
            }
            let value = inline ?? (index < arguments.count ? arguments[index] : nil)
            if inline == nil, value != nil { index += 1 }
            guard flag == .execute, let value else {
                pieces.append(.option(argument))
                if inline == nil, let value { pieces.append(.option(value)); valueTaken[index - 1] = argument }
                continue
            }
            // `-e --` is taken as the line's start, the words after it the line (ArgumentParser takes `--` as the
            // value); so is an option standing alone there, words after it (`-e --strict 5 mi`: --strict -e '5 mi').
            let isOption = inline == nil && index < arguments.count && !arguments[index].hasPrefix("-")
                && FlagName.split(value).map { !$0.flag.takesValue && $0.value == nil } == true
            if isOption { pieces.append(.option(value)) }
            pieces.append(.line(lines.count))
            lines.append(Line(value: value == "--" || isOption ? nil : value, isExecuted: true))
            goesOn = true
        }
    }

    /// A word goes on with the line before it, through options (`-e 5 mi --strict to km`), but a
    /// value after an `-e` value that is a number starts a line (`-e 212 5 mi to km`: two lines,
    /// not 2125; numbers the shell split join: `1 000 mi`, `5 10 in to cm`, refused as typed), as
    /// does a word after a file or standard input. A word the user quoted, which holds a blank,
    /// starts a line when the line before it is one and joined they are none (`"5 mi to km" "3
    /// ft"`: two lines; `'5 ft' '10 in' to cm`, `-e '5 mi' 'to km'`, `'98.6 F' C`: one); so does a
    /// value whose unit is `next`, after a line with a connector or an `-e` value the user quoted
    /// (`'5 mi to km' 3 ft`, `-e '5 mi' 3 ft`: two lines; `5 mi to km 3`, `5 ft 10 in`: one).
    private mutating func append(_ word: String, at position: Int, goingOn: Bool, next: String?) {
        words.append(word)
        let startsALine = { (line: Line) in
            let valueApart = PositionalLine.looksLikeAValue(word) && next.map { UnitCatalog.find($0) != nil } == true
                && (line.words.isEmpty && line.value?.contains(" ") == true
                    || line.text.split(separator: " ").contains { UnitPair.isConnector(String($0)) })
            return (word.contains(" ") || valueApart)
                && PositionalLine.refusal(of: line.text) == nil && PositionalLine.refusal(of: line.text + " " + word) != nil
        }
        if goingOn, let line = lines.last, !startsALine(line),
           !(PositionalLine.looksLikeAValue(word) && line.words.isEmpty && line.value.map { Double($0) != nil } == true) {
            lines[lines.count - 1].words.append(word)
            lines[lines.count - 1].positions.append(position)
        } else {
            pieces.append(.line(lines.count))
            lines.append(Line(value: nil, words: [word], positions: [position], isExecuted: false))
        }
    }

    /// True when a file (standard input too) was given before a line, which the command offered
    /// runs after it: every `-e` line runs before the files (`lines.txt 5 mi`: the offer read the
    /// file's 212 as miles).
    var fileBeforeLine: Bool {
        guard let file = pieces.firstIndex(where: { if case .file = $0 { true } else { false } }) else { return false }
        return pieces[file...].contains { if case .line = $0 { true } else { false } }
    }

    /// True when the words are one line of their own (no `-e` line has words after it), so that
    /// the words given as files read as that line.
    var isOneLine: Bool { !lines.contains(where: \.isSplit) && lines.filter { !$0.isExecuted }.count == 1 }
    /// True when some line holds words the shell split off it: an `-e` value's, or a line of words after another.
    var hasSplitLines: Bool { lines.contains(where: \.isSplit) || lines.filter { !$0.isExecuted }.count > 1 }

    /// The arguments again, each line one `-e LINE` where it started: what ArgumentParser reads
    /// for the command offered. `text(index)` gives a line's text (nil: the line as meant).
    func arguments(_ text: (Int) -> String? = { _ in nil }) -> [String] {
        written { piece in
            switch piece {
            case let .option(word), let .file(word, _): word
            case let .line(index): line(index, text).text
            }
        }
    }

    /// `convcalc ARGUMENTS` as a POSIX shell reads it, each line one `-e 'LINE'` where it started
    /// (`ShellWord`: 6'2" is '6'\''2"'); an option whole up to a path's longest (`--units=PATH`). An
    /// `-e` value given whole is written as typed (`-e 212`), a line made of words quoted (`-e
    /// '212'`); in it a comment's text is not read (`5 # ESC ]0;…`), so any byte can be in it, and
    /// one holding ESC is `$'5 # \x1B]0;'`. `text(index)` gives a line's text (nil: the line as meant).
    func command(_ text: (Int) -> String? = { _ in nil }) -> String {
        let words = written { piece in
            switch piece {
            case let .option(word), let .file(word, _): return ShellWord.of(word, limit: Int(PATH_MAX))
            case let .line(index):
                let (text, isTyped) = line(index, text)
                return isTyped ? ShellWord.of(text, limit: Int(PATH_MAX)) : ShellWord.quoted(text, limit: VisibleText.limit)
            }
        }
        return (["convcalc"] + words).joined(separator: " ")
    }

    /// The pieces in order, each written by `write`, a line after `-e`; the files last, in the
    /// order they run after every `-e` line (`-e 100 C f.txt -e 5 mi` read f.txt after 5 mi, as
    /// the offer did not show), those given after `--` after a `--` again.
    private func written(_ write: (Piece) -> String) -> [String] {
        var before: [String] = [], files: [String] = [], afterOptions: [String] = []
        for piece in pieces {
            switch piece {
            case .file(_, afterOptions: true): afterOptions.append(write(piece))
            case .file: files.append(write(piece))
            case .line: before += ["-e", write(piece)]
            case .option: before.append(write(piece))
            }
        }
        return before + files + (afterOptions.isEmpty ? [] : ["--"] + afterOptions)
    }

    /// The text of the line at `index` in the command offered, and whether it is an `-e` value as typed.
    private func line(_ index: Int, _ text: (Int) -> String?) -> (text: String, isTyped: Bool) {
        if let given = text(index) { return (given, false) }
        let line = lines[index]
        guard line.words.isEmpty else { return (line.text, false) }
        return (line.value ?? "--", true)
    }

    /// True for a word that starts with `-` and is part of a line, no option: a value with a
    /// minus (`-40`, `-.5`, `-½`; `--40`, two, as no option is named), or an arrow (`->`, `-->`, `->km`).
    static func isDashedWord(_ word: String) -> Bool {
        guard word.hasPrefix("-") || word.hasPrefix("−") else { return false }
        return isValue(word) || word.drop(while: { $0 == "-" || $0 == "−" }).hasPrefix(">")
    }

    /// True for a value with one minus or two (`-40`, `--40`: ArgumentParser offered `--say` for it).
    static func isValue(_ word: String) -> Bool {
        PositionalLine.looksLikeAValue(word) || (word.hasPrefix("--") && PositionalLine.looksLikeAValue(String(word.dropFirst())))
    }

    /// True for a word that is a unit or a connector with a hyphen before it and no option (`5 mi
    /// -km`, `5 mi -to km`).
    static func isSignedUnit(_ word: String) -> Bool {
        guard word.hasPrefix("-"), FlagName.split(word) == nil, case let rest = String(word.drop { $0 == "-" }) else { return false }
        return UnitCatalog.find(rest) != nil || UnitPair.isConnector(rest)
    }
}
