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
        guard let first = files.first, !namesFiles(files), access(first, F_OK) != 0, errno == ENOENT else { return nil }
        let line = files.joined(separator: " ")
        return refusal(of: line) == nil && line.first(where: { $0 != " " && $0 != "\t" }) != "#" ? line : nil
    }

    /// Why `line` is refused, typed at the start of a session as the prompt and `-e` read it (a
    /// pasted no-break space a blank: `5 mi<NBSP>to km` is accepted), or nil when it is accepted.
    static func refusal(of line: String) -> LineError? {
        var session = Session()
        return session.handle(line).error
    }

    /// `convcalc -e -40 F to C`, `convcalc -e 5 mi to km`: a line given to `-e` unquoted, which the
    /// shell split: its first word `-e`'s value, the rest taken for files. The usage error offering
    /// the line whole, when it is accepted (it offered `-e -40 -e 'F to C'`, another converter,
    /// and lost the -40); nil otherwise.
    static func splitExecuteLine(_ files: [String], arguments: [String]) -> String? {
        guard let first = files.first, !namesFiles(files), access(first, F_OK) != 0, errno == ENOENT,
              let at = arguments.indices.first(where: { index in
                  index >= 2 && arguments[index] == first && FlagName.split(arguments[index - 2]).map { $0.flag == .execute && $0.value == nil } == true
              }),
              case let value = arguments[at - 1], case let line = ([value] + files).joined(separator: " "), refusal(of: line) == nil
        else { return nil }
        // The options with that `-e` and its value out, the line whole in their place.
        var options = CommandWords(arguments).options
        guard let pair = options.indices.dropLast().first(where: { options[$0] == arguments[at - 2] && options[$0 + 1] == value }) else { return nil }
        options.removeSubrange(pair...(pair + 1))
        return "convcalc: '\(VisibleText.of(first))' is no file; the words after -e \(ShellWord.of(value, limit: VisibleText.limit))"
            + " go on with its line, which the shell split: write \(command(line, options: options, at: pair))"
    }

    /// The usage error for words given as files that read as a line the parser refuses
    /// (`convcalc 5 ft 10`, `convcalc 1/2 mi`, `convcalc q`): more than one word, the first no
    /// file and written as a value is (a number, glued to a unit or a mark or not: `5ft`,
    /// `6'2"`, `1/2`), or one word whose refusal says what it is; nil otherwise: a missing file
    /// stays "cannot read" (`2024.txt`, `2024-notes`, `notes`).
    /// `arguments` is the whole command line, whose options the command shown keeps. A unit
    /// first counts as a value does (`convcalc mi to km`: pick the converter).
    static func refusedLine(_ files: [String], arguments: [String]) -> String? {
        guard let first = files.first, files.count == 1 || looksLikeAValue(first) || UnitCatalog.find(first) != nil,
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
        guard let dash = arguments.indices.dropFirst().first(where: { arguments[$0] == "-" }) else { return nil }
        let before = CommandWords(Array(arguments[..<dash])), after = CommandWords(Array(arguments[(dash + 1)...]))
        let options = before.options + after.options, words = before.words
        // The unit before it, of up to four words (`kilometers per litre`); not after a whole conversion
        // (`5 mi to km -`: standard input after it), nor after a connector (`5 ft 10 in -`: `in` is the unit).
        guard let (unit, count) = (1...min(4, max(1, words.count))).reversed().lazy.compactMap({ count in
                  count <= words.count ? UnitCatalog.find(words.suffix(count).joined(separator: " ")).map { ($0, count) } : nil }).first,
              !words.dropLast(count).contains(where: UnitPair.isConnector) else { return nil }
        let said = "convcalc: '-' after '\(VisibleText.of(arguments[dash - 1]))' is standard input here"
        guard after.words.isEmpty else {
            let line = (words + ["-"] + after.words).joined(separator: " ")
            guard let refused = refusal(of: line) else { return said + "; to convert, write " + command(line, options: options) }
            return said + "; read as a line (\(command(line, options: options))), it is refused: \(refused.message)"
        }
        // `5 mi in -`: no line to offer, whatever the unit (its everyday counterpart stands in for the check).
        if let everyday = UnitCatalog.unit(unit).everyday, refusal(of: (words + ["->", everyday]).joined(separator: " ")) != nil { return nil }
        return said + ": unquoted, the shell reads an arrow -> as '-' and a redirection to a file named after the unit that"
            + " followed it; quote the line, with that unit for UNIT: " + command((words + ["->", "UNIT"]).joined(separator: " "), options: options)
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
