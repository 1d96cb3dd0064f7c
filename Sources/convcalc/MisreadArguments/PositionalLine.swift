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
    /// The first word of the line the arguments `files` join to, when they are misread so: no
    /// path among them for a line of one word (`namesFiles`: `2024 ./notes`; `5 mi ./lines.txt`
    /// is a line and a file), that word names nothing on disk, the words are one line
    /// of their own (`CommandWords.isOneLine`; standard input `-` and files on disk kept files:
    /// `lines.txt 5 mi to km`), and the line is accepted, as typed at the start; nil otherwise, and for a comment.
    static func misreadWord(_ files: [String], arguments: [String]) -> String? {
        // A path among them is a file (`convcalc 2024 ./notes`), but after the words of a line (`5 mi to km ./lines.txt`).
        guard let (first, line, count) = wordLine(arguments), count > 1 || !namesFiles(files.filter { $0 != "-" }) else { return nil }
        return refusal(of: line) == nil && line.first(where: { $0 != " " && $0 != "\t" }) != "#" ? first : nil
    }

    /// The arguments read as `convcalc` reads them, a name on disk that is no line's word a file
    /// (`isFileWord`): the one reading every usage error here offers a command from.
    static func read(_ arguments: [String]) -> CommandWords {
        CommandWords(arguments, isFile: isFileWord)
    }

    /// The line the words given as files make when they are one line of their own
    /// (`CommandWords.isOneLine`), files on disk among them left out (`5 mi to km lines.txt`), and
    /// its first word, when that names nothing on disk; nil otherwise.
    private static func wordLine(_ arguments: [String]) -> (first: String, text: String, count: Int)? {
        let read = read(arguments)
        guard read.isOneLine, let line = read.lines.first(where: { !$0.isExecuted }), let first = line.words.first,
              access(first, F_OK) != 0, errno == ENOENT else { return nil }
        return (first, line.text, line.words.count)
    }

    /// Why `line` is refused, typed at the start of a session as the prompt and `-e` read it (a
    /// pasted no-break space a blank: `5 mi<NBSP>to km` is accepted), or nil when it is accepted.
    static func refusal(of line: String) -> LineError? {
        var session = Session()
        return session.handle(line).error
    }

    /// `convcalc -e -40 F to C`, `convcalc -e 100 C -e 212 F`: lines given to `-e` unquoted, which
    /// the shell split (`CommandWords.hasSplitLines`). The usage error offering each line whole (it
    /// offered `-e -40 -e 'F to C'`, another converter, and for two lines moved words from one to
    /// the other), or saying why one is refused (lines the user quoted, given with no `-e`, are
    /// told to take it); nil when no line was split, or its first word is a number that names a file.
    static func splitExecuteLine(_ arguments: [String]) -> String? {
        // A word named as a unit on disk too is the line's (`-e 5 mi to km` where files `mi`, `to`, `km` are:
        // it converted 5 °F and replayed them); a number on disk first is a file (`convcalc 2024 2025`).
        let read = read(arguments)
        guard read.hasSplitLines, let first = read.words.first,
              access(first, F_OK) != 0 || UnitCatalog.find(first) != nil || UnitPair.isConnector(first) else { return nil }
        let split = read.lines.contains { $0.isSplit || $0.words.count > 1 }
        let said = "convcalc: '\(VisibleText.of(first))' " + (access(first, F_OK) == 0 ? "is a word of a line here, not the file of that name; "
            : "is no file; ") + (split ? "unquoted, the shell split the lines at their blanks" : "a line is given with -e")
        if let apart = numbersApart(read) { return said + "; " + apart }
        guard let refused = read.lines.lazy.compactMap({ refusal(of: $0.text) }).first else {
            return said + (split ? "; quote each: " : ": ") + read.command() + order(read)
        }
        return said + "; quoted (\(read.command())), a line is refused: \(refused.message)"
    }

    /// True for a word given as a file that is one, not a line's: a path (`namesFiles`), or a name
    /// on disk that is no folder, value, unit, output in parts, key nor connector (`-e 5 mi
    /// lines.txt`; `km` and `ft+in`, which an unquoted `> km` made files, stay units; `.` and a
    /// folder, which cannot be replayed, are words: `98 . 6 F`).
    static func isFileWord(_ word: String) -> Bool {
        if namesFiles([word]) { return true }
        var status = stat()
        return stat(word, &status) == 0 && status.st_mode & S_IFMT != S_IFDIR && !looksLikeAValue(word) && UnitCatalog.find(word) == nil
            && UnitCatalog.compound(word) == nil && Words.named(word) == nil && !UnitPair.isConnector(word)
    }

    /// The usage error for words given as files that read as a line the parser refuses
    /// (`convcalc 5 ft 10`, `convcalc 1/2 mi`, `convcalc q`): more than one word, the first no
    /// file and written as a value is (a number, glued to a unit or a mark or not: `5ft`,
    /// `6'2"`, `1/2`), or one word whose refusal says what it is; nil otherwise: a missing file
    /// stays "cannot read" (`2024.txt`, `2024-notes`, `notes`).
    /// `arguments` is the whole command line, whose options and files on disk the command shown
    /// keeps. A unit or a key first counts as a value does (`convcalc mi to km`: pick the
    /// converter; `convcalc convert mi km 26.2`: the number goes first).
    static func refusedLine(_ files: [String], arguments: [String]) -> String? {
        guard let (first, line, count) = wordLine(arguments), count > 1 || !namesFiles(files.filter { $0 != "-" }),
              count == 1 || looksLikeAValue(first) || looksLikeAValue(String(first.drop { "([{".contains($0) }))
                || UnitCatalog.find(first) != nil || Words.named(first) != nil,
              let refusal = refusal(of: line) else { return nil }
        // One word is a file named wrong, unless its refusal says what the word is (`q`: type quit;
        // `98,6`: write 98.6); `notes` is an unknown key and no more.
        if count == 1, case .unknownKey = refusal.reason { return nil }
        return "convcalc: '\(VisibleText.of(first))' is no file; read as a line (\(read(arguments).command())),"
            + " it is refused: \(refusal.message)"
    }

    /// `convcalc --state 5 mi to km`: the line's first word taken as an option's value, so that
    /// the line left (`mi to km`) is refused where the whole is not. The usage error saying so and
    /// offering the line, the option left out (it said 'mi' is no file, as if `mi to km` were the
    /// line meant); nil otherwise, and when the line's first word names a file on disk (`--precision 4 s`).
    static func valueTaken(_ arguments: [String]) -> String? {
        let read = read(arguments)
        guard let (line, value) = read.lines.lazy.compactMap({ line in
                  line.positions.first.flatMap { read.valueTaken[$0 - 1] != nil ? (line, arguments[$0 - 1]) : nil } }).first,
              line.value == nil, looksLikeAValue(value), let first = line.words.first, access(first, F_OK) != 0,
              refusal(of: line.text) != nil, refusal(of: value + " " + line.text) == nil,
              let option = line.positions.first.map({ $0 - 2 }) else { return nil }
        var written = arguments
        written.remove(at: option)
        return "convcalc: '\(VisibleText.of(value))' is the value of \(VisibleText.of(arguments[option])) here, not the line's;"
            + " to convert, write \(PositionalLine.read(written).command()) (and give \(VisibleText.of(arguments[option])) a value of its own)"
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

    /// The usage error for the words misread as files (`isMisread`), the first of which is `first`:
    /// the command it offers keeps the options of `arguments`, the whole command line (`convcalc
    /// --units my.units -e '1 smoot to m'`: without them the line is refused).
    static func message(first: String, arguments: [String]) -> String {
        // `convcalc quit`, `convcalc swap`: keys, not a conversion.
        let purpose = looksLikeAValue(first) ? "to convert" : "to type it as a line"
        let read = read(arguments)
        if let apart = numbersApart(read) { return "convcalc: '\(VisibleText.of(first))' is no file; " + apart }
        return "convcalc: '\(VisibleText.of(first))' is no file; \(purpose), write \(read.command())" + order(read)
    }

    /// `convcalc 212 5`, `convcalc 5 mi -e 1 2 3`: numbers alone on a line of words, which a
    /// line types as the keys of one number (2125), or a line each was meant: both said, the one
    /// with its command (it offered the one, then the other, each found wrong by someone); nil
    /// when no line is such numbers.
    static func numbersApart(_ read: CommandWords) -> String? {
        guard let index = read.lines.firstIndex(where: { $0.words.count > 1 && $0.value == nil && $0.words.allSatisfy { Double($0) != nil } })
        else { return nil }
        let joined = read.lines[index].words.joined()
        return "as one line, numbers apart are the keys of one number (\(joined)): write \(read.command { $0 == index ? joined : nil });"
            + " for a line each, write -e before each number" + order(read)
    }

    /// What the command offered for `read` changes in the order the lines and files run, said
    /// after it: every `-e` line runs before the files; empty when none was given before a line.
    static func order(_ read: CommandWords) -> String {
        read.fileBeforeLine ? " (every -e line runs before the files: to replay a file first, give the lines in a file after it)" : ""
    }

    /// `convcalc -e 'LINE'`, `line` one word for a POSIX shell (`ShellWord`).
    static func command(_ line: String) -> String {
        "convcalc -e " + ShellWord.quoted(line, limit: VisibleText.limit)
    }

    /// `convcalc -t 1m ft`, GNU units' way (`-t` terse, then the value and the unit wanted): the
    /// conversion as convcalc takes it, for the usage error of the unknown option; nil when the
    /// words other than options are not two that read as one (`'-40 F' C` are).
    static func gnuUnitsCall(_ arguments: [String]) -> String? {
        let words = read(arguments).words
        guard words.count == 2, let line = CommandLineConversion.line(from: words[0], to: words[1]) else { return nil }
        return "convcalc takes a conversion as a line: " + command(line)
    }

    /// `convcalc -1 5 mi km`, `convcalc -1 '-40 F' C`: GNU units' one-line option first, then
    /// the conversion. The usage error saying so, with the line as convcalc takes it: the two
    /// words of have and want, else the words' lines when each is accepted (it offered `-e '-1'`,
    /// converting -1 °F too); nil when `-1` is not first.
    static func gnuOneLine(_ arguments: [String]) -> String? {
        guard arguments.first == "-1" else { return nil }
        let rest = Array(arguments.dropFirst()), read = read(rest)
        let said = "convcalc: -1 is GNU units' one-line option; "
        if let call = gnuUnitsCall(rest) { return said + call }
        guard read.unknownOption == nil, !read.lines.isEmpty, read.lines.allSatisfy({ refusal(of: $0.text) == nil }) else {
            return said + "convcalc takes a conversion as a line: convcalc -e 'LINE'"
        }
        return said + "convcalc takes a conversion as a line: " + read.command()
    }
}
