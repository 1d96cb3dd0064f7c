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
    static func misread(_ files: [String], arguments: [String]) -> String? {
        guard let first = files.first, isOneLine(files, arguments: arguments), !namesFiles(files), access(first, F_OK) != 0,
              errno == ENOENT else { return nil }
        let line = files.joined(separator: " ")
        return refusal(of: line) == nil && line.first(where: { $0 != " " && $0 != "\t" }) != "#" ? line : nil
    }

    /// Why `line` is refused, typed at the start of a session as the prompt and `-e` read it (a
    /// pasted no-break space a blank: `5 mi<NBSP>to km` is accepted), or nil when it is accepted.
    static func refusal(of line: String) -> LineError? {
        var session = Session()
        return session.handle(line).error
    }

    /// `convcalc -e -40 F to C`, `convcalc -e 100 C -e 212 F`: lines given to `-e` unquoted, which
    /// the shell split: each value's words after it, up to the next option, go on with it. The
    /// usage error offering each line whole (it offered `-e -40 -e 'F to C'`, another converter,
    /// and for two lines moved words from one to the other), or saying why one is refused; nil
    /// when no `-e` has such words, a word stands after no `-e`, or the words start as a value
    /// does (`-e 212 5 mi to km`: a line of their own).
    static func splitExecuteLine(_ files: [String], arguments: [String]) -> String? {
        guard let first = files.first, first != "-", !namesFiles(files.filter { $0 != "-" }), access(first, F_OK) != 0, errno == ENOENT
        else { return nil }
        var rebuilt: [(text: String, isLine: Bool)] = [], rejoined: [(line: String, afterExecute: Bool)] = []
        var index = 0, afterLine = false, wordsAfter = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !argument.hasPrefix("-") {
                // A word goes on with the line just before it, but a value after a value starts a line
                // (`-e 212 5 mi to km`, `212 5`), as does a word after no line (`5 mi -e '10 ft'`).
                let previous = rebuilt.last.map { String($0.text.split(separator: " ").last ?? "") } ?? ""
                guard afterLine, !(looksLikeAValue(argument) && looksLikeAValue(previous)) else {
                    rebuilt += [("-e", false), (argument, true)]
                    rejoined.append((argument, false))
                    (afterLine, wordsAfter) = (true, 1)
                    continue
                }
                if wordsAfter == 0 { rejoined.append(("", true)) }
                wordsAfter += 1
                rebuilt[rebuilt.count - 1].text += " " + argument
                rejoined[rejoined.count - 1].line = rebuilt[rebuilt.count - 1].text
                continue
            }
            guard argument != "--" else { return nil }
            (afterLine, wordsAfter) = (false, 0)
            if argument == "-" { rebuilt.append((argument, false)); continue }  // standard input, kept
            guard let (flag, value) = FlagName.split(argument) else { rebuilt.append((argument, false)); continue }
            if flag == .execute {
                guard let line = value ?? (index < arguments.count ? arguments[index] : nil) else { return nil }
                if value == nil { index += 1 }
                rebuilt.append(("-e", false))
                rebuilt.append((line, true))
                afterLine = true
                continue
            }
            rebuilt.append((argument, false))
            if flag.takesValue, value == nil, index < arguments.count {
                rebuilt.append((arguments[index], false))
                index += 1
            }
        }
        // Words of one line and no `-e` are `refusedLine`'s (`convcalc 5 ft 10`).
        guard rejoined.count > 1 || rejoined.contains(where: \.afterExecute) else { return nil }
        let command = (["convcalc"] + rebuilt.map { $0.isLine ? ShellWord.quoted($0.text, limit: VisibleText.limit)
            : ShellWord.of($0.text, limit: Int(PATH_MAX)) }).joined(separator: " ")
        let said = "convcalc: '\(VisibleText.of(first))' is no file; unquoted, the shell split the lines at their blanks"
        guard let refused = rejoined.lazy.compactMap({ refusal(of: $0.line) }).first else { return said + "; quote each: " + command }
        return said + "; quoted (\(command)), a line is refused: \(refused.message)"
    }

    /// The usage error for words given as files that read as a line the parser refuses
    /// (`convcalc 5 ft 10`, `convcalc 1/2 mi`, `convcalc q`): more than one word, the first no
    /// file and written as a value is (a number, glued to a unit or a mark or not: `5ft`,
    /// `6'2"`, `1/2`), or one word whose refusal says what it is; nil otherwise: a missing file
    /// stays "cannot read" (`2024.txt`, `2024-notes`, `notes`).
    /// `arguments` is the whole command line, whose options the command shown keeps. A unit
    /// first counts as a value does (`convcalc mi to km`: pick the converter).
    static func refusedLine(_ files: [String], arguments: [String]) -> String? {
        guard let first = files.first, isOneLine(files, arguments: arguments),
              files.count == 1 || looksLikeAValue(first) || UnitCatalog.find(first) != nil,
              !namesFiles(files), access(first, F_OK) != 0, errno == ENOENT else { return nil }
        let line = files.joined(separator: " ")
        guard let refusal = refusal(of: line) else { return nil }
        // One word is a file named wrong, unless its refusal says what the word is (`q`: type quit;
        // `98,6`: write 98.6); `notes` is an unknown key and no more.
        if files.count == 1, case .unknownKey = refusal.reason { return nil }
        return "convcalc: '\(VisibleText.of(first))' is no file; read as a line (\(CommandWords(arguments).command(line))),"
            + " it is refused: \(refusal.message)"
    }

    /// `convcalc 5 mi -> km` unquoted: the shell reads `->` as `-` (standard input) and a
    /// redirection (`> km` made an empty file `km`), so a `-` comes right after a unit: the usage
    /// error saying so, with the line quoted and `UNIT` where the unit the shell took stood (no
    /// other unit is made up for it: `5 mi -> m` offered `5 mi -> km`). Words after the `-` were
    /// no redirection (`5 mi - m`): the line they make with it, or why it is refused. Nil when no
    /// `-` follows a unit.
    static func splitArrow(_ arguments: [String]) -> String? {
        // `=>` leaves `=`, with only options after it.
        guard let dash = arguments.indices.dropFirst().first(where: { index in
            arguments[index] == "-" || (arguments[index] == "=" && CommandWords(Array(arguments[(index + 1)...])).words.isEmpty)
        }) else { return nil }
        let mark = arguments[dash], arrow = mark == "-" ? "->" : "=>"
        let before = CommandWords(Array(arguments[..<dash])), after = CommandWords(Array(arguments[(dash + 1)...]))
        var options = before.options + after.options, words = before.words, position = before.lineStart
        // `convcalc -e 5 mi -> km`, `-e=5 mi -> km`: the words go on with the `-e` line just before them,
        // which the shell split too.
        let start = dash - words.count
        if let first = words.first, start >= 1, Array(arguments[start..<dash]) == words, !looksLikeAValue(first),
           let (flag, value) = [start - 1, start - 2].lazy.filter({ $0 >= 0 }).compactMap({ index -> (Int, String)? in
               guard let (name, inline) = FlagName.split(arguments[index]), name == .execute else { return nil }
               if let inline, index == start - 1 { return (index, inline) }
               return inline == nil && index == start - 2 ? (index, arguments[start - 1]) : nil
           }).first {
            // Its place among the options: those before it.
            let at = CommandWords(Array(arguments[..<flag])).options.count
            words.insert(value, at: 0)
            options.removeSubrange(at..<(at + (flag == start - 1 ? 1 : 2)))
            position = at
        }
        // The unit before it, of up to four words (`kilometers per litre`); not after a whole conversion
        // (`5 mi to km -`: standard input after it), nor after a connector (`5 ft 10 in -`: `in` is the unit).
        guard let (unit, count) = (1...min(4, max(1, words.count))).reversed().lazy.compactMap({ count in
                  count <= words.count ? UnitCatalog.find(words.suffix(count).joined(separator: " ")).map { ($0, count) } : nil }).first,
              !words.dropLast(count).contains(where: UnitPair.isConnector) else { return nil }
        let said = "convcalc: '\(mark)' after '\(VisibleText.of(arguments[dash - 1]))' is "
            + (mark == "-" ? "standard input here" : "a word of no line here")
        guard after.words.isEmpty else {
            let line = (words + ["-"] + after.words).joined(separator: " ")
            guard let refused = refusal(of: line) else { return said + "; to convert, write " + command(line, options: options, at: position) }
            return said + "; read as a line (\(command(line, options: options, at: position))), it is refused: \(refused.message)"
        }
        // `5 mi in -`: no line to offer, whatever the unit (its everyday counterpart stands in for the check).
        if let everyday = UnitCatalog.unit(unit).everyday, refusal(of: (words + [arrow, everyday]).joined(separator: " ")) != nil { return nil }
        return said + ": unquoted, the shell reads an arrow \(arrow) as '\(mark)' and a redirection to a file named after the unit"
            + " that followed it; quote the line, with that unit for UNIT: "
            + command((words + [arrow, "UNIT"]).joined(separator: " "), options: options, at: position)
    }

    /// True when `files` may be one line: no `-e` line stands among them (`5 mi -e '10 ft' to m`;
    /// other options may), and no value follows a value (`212 5`: two lines, not 2125).
    static func isOneLine(_ files: [String], arguments: [String]) -> Bool {
        guard let start = arguments.firstIndex(of: files[0]), let end = arguments.lastIndex(of: files[files.count - 1]), start <= end,
              !arguments[start...end].contains(where: { FlagName.split($0)?.flag == .execute }) else { return false }
        return !zip(files, files.dropFirst()).contains { looksLikeAValue($0) && looksLikeAValue($1) }
    }

    /// True when one of `words` names a file as only a file is named: standard input (`-`), or a
    /// path (`./a`, `/tmp/a`, `~/a`, `Examples/02-distance.txt`: a folder and a name with an
    /// extension; `km/h` is a rate). Such words are files, however the others read.
    static func namesFiles(_ words: [String]) -> Bool {
        words.contains { word in
            if word == "-" || word.hasPrefix("/") || word.hasPrefix("./") || word.hasPrefix("../") || word.hasPrefix("~") { return true }
            guard let slash = word.lastIndex(of: "/"), let dot = word[slash...].lastIndex(of: ".") else { return false }
            let extensionText = word[word.index(after: dot)...]
            return !extensionText.isEmpty && extensionText.allSatisfy { $0.isASCII && $0.isLetter }
        }
    }

    /// True when `word` starts as a number does (a digit, or a sign or point and a digit) and
    /// holds no file name's marks: no `.` before a letter (`.txt`), no `_`, no `-` after its
    /// start but an exponent's (`-1.5e-4`).
    static func looksLikeAValue(_ word: String) -> Bool {
        // A dash for the minus too (`–40`, as autocorrect writes it: the line's hint says so).
        guard NumberToken.startsAsValue(word) else { return false }
        let scalars = Array(word.unicodeScalars)
        for (index, scalar) in scalars.enumerated().dropFirst() {
            if scalar == "_" || (scalar == "-" && !"eE".unicodeScalars.contains(scalars[index - 1])) { return false }
            // `.txt`, not an exponent after the point (`-5.e3`).
            if scalar == ".", index + 1 < scalars.count, scalars[index + 1].properties.isAlphabetic,
               !(("eE".unicodeScalars.contains(scalars[index + 1])) && index + 2 < scalars.count
                 && ("0"..."9").contains(scalars[index + 2])) { return false }
        }
        return true
    }

    /// The usage error for `line` misread from the arguments, the first of which is `first`;
    /// the command it offers keeps the options of `arguments`, the whole command line
    /// (`convcalc --units my.units -e '1 smoot to m'`: without them the line is refused).
    static func message(first: String, line: String, arguments: [String]) -> String {
        // `convcalc quit`, `convcalc swap`: keys, not a conversion.
        let purpose = looksLikeAValue(first) ? "to convert" : "to type it as a line"
        return "convcalc: '\(VisibleText.of(first))' is no file; \(purpose), write \(CommandWords(arguments).command(line))"
    }

    /// `convcalc OPTIONS -e 'LINE'` (the `-e` after the first `position` options, or last), each word one for a POSIX shell (`ShellWord`: 6'2" is
    /// '6'\''2"'), an option whole up to a path's longest (`--units=PATH`). In the line
    /// a comment's text is not read (`5 # ESC ]0;…`), so any byte can be in the line,
    /// and one holding ESC is `$'5 # \x1B]0;'`.
    static func command(_ line: String, options: [String] = [], at position: Int? = nil) -> String {
        var words = options.map { ShellWord.of($0, limit: Int(PATH_MAX)) }
        let at = min(position ?? words.count, words.count)
        words.insert(contentsOf: ["-e", ShellWord.quoted(line, limit: VisibleText.limit)], at: at)
        return (["convcalc"] + words).joined(separator: " ")
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
