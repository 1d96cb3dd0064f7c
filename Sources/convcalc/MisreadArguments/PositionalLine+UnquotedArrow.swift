#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

extension PositionalLine {
    /// `convcalc 5 mi -> km` unquoted: the shell reads `->` as `-` (standard input) and a
    /// redirection, which made the file `km` empty and sends the output there; `=>` leaves `=`,
    /// and an arrow glued to the unit `mi-` or `mi=`. Read so only when the output is such a file
    /// (`RedirectedOutput.arrowTarget`, `target`): the usage error saying so, with each line
    /// quoted, the arrow written again before the unit whose name the file has (`5 mi -> km`),
    /// or `UNIT` for an earlier arrow, whose file the output is not (no other unit is made up:
    /// `5 mi -> m` offered `5 mi -> km`). Words after a `-` were no redirection (`5 mi - m`):
    /// the line they make with it, or why it is refused. Nil when no mark follows a unit.
    static func splitArrow(_ given: [String], target: @autoclosure () -> RedirectedOutput?) -> String? {
        // A mark glued to its unit is a word of its own (`5 mi->km` reaches convcalc as `5 mi-`).
        let arguments = given.flatMap { word -> [String] in
            guard word.count > 1, let mark = word.last, mark == "-" || mark == "=", UnitCatalog.find(String(word.dropLast())) != nil
            else { return [word] }
            return [String(word.dropLast()), String(mark)]
        }
        // `=` ends its line: what follows it is an option, a file or nothing (`-e 1 gal => L -e 3 ft`, `5 mi => km lines.txt`).
        let marks = arguments.indices.dropFirst().filter { index in
            arguments[index] == "-" || (arguments[index] == "=" && (index + 1 == arguments.count || arguments[index + 1].hasPrefix("-")
                || isFileWord(arguments[index + 1])))
        }
        guard let lastMark = marks.last, let target = target() else { return nil }
        let read = CommandWords(arguments, arrowsAt: Set(marks), isFile: isFileWord)
        var texts: [Int: String] = [:], said: String?, refused: LineError?, afterWords = false
        // Two arrows in one line (`5 mi -> km -> m`: it offered `-e '5 mi > m' - -`): a line converts once.
        if let line = read.lines.first(where: { line in marks.filter(line.positions.contains).count > 1 }),
           let cut = line.positions.firstIndex(where: marks.contains) {
            return "convcalc: unquoted arrows in one line: the shell read each '-' or '=' as a word and each '>' as a redirection;"
                + " a line converts to one unit: quote it, with the unit wanted for UNIT: "
                + command(((line.value.map { [$0] } ?? []) + line.words[..<cut] + ["-> UNIT"]).joined(separator: " "))
        }
        // A file named as no unit (`> out`, `> results`): standard input and an output file, as typed (`-e 98.6 F - > out`
        // was refused as the line `98.6 F -> out`); one named as a unit (`-> m`): a `-` before it is an arrow's, whatever
        // the line before it (`5 mi to km -> m`, `-40 -> C`: the offer read standard input).
        guard target.name.map({ UnitCatalog.find($0) != nil || UnitCatalog.compound($0) != nil }) != false else { return nil }
        for mark in marks {
            // The words of the line before it, an `-e` value's too (`-e 5 mi -> km`: split by the shell as well).
            guard let index = read.lines.firstIndex(where: { $0.positions.contains(mark) }), case let line = read.lines[index],
                  let cut = line.positions.firstIndex(of: mark) else { return nil }
            guard texts[index] == nil else { return nil }
            // A line given whole to `-e`, then standard input from a pipe or a file (`printf 5 | convcalc -e '5 mi' - > km`,
            // `-e 5 - > km < lines.txt`: both were refused); at a terminal, where stdin would wait, an arrow.
            if cut == 0, line.value != nil, !Terminal.isTerminal(STDIN_FILENO) { return nil }
            let words = ((line.value.map { [$0] } ?? []) + line.words[..<cut]).joined(separator: " ").split(separator: " ").map(String.init)
            let after = Array(line.words[(cut + 1)...]), sign = arguments[mark], arrow = sign == "-" ? "->" : "=>"
            // The unit before it, of up to four words (`kilometers per litre`); not after a whole conversion
            // (`5 mi to km -`: standard input after it), nor after a connector (`5 ft 10 in -`: `in` is the unit).
            let unitBefore = words.isEmpty ? nil : (1...min(4, words.count)).reversed().lazy.compactMap({ count in
                UnitCatalog.find(words.suffix(count).joined(separator: " ")).map { ($0, count) } }).first
                .flatMap { found in words.dropLast(found.1).contains(where: UnitPair.isConnector) ? nil : found }
            guard let last = words.last else { return nil }
            // `5 mi in -`: no line to offer, whatever the unit (its everyday counterpart stands in for the check).
            if after.isEmpty, let (unit, _) = unitBefore, let everyday = UnitCatalog.unit(unit).everyday,
               refusal(of: (words + [arrow, everyday]).joined(separator: " ")) != nil { return nil }
            let text = (after.isEmpty ? words + [arrow, mark == lastMark ? target.written : "UNIT"] : words + [sign] + after).joined(separator: " ")
            texts[index] = text
            said = said ?? markSaid(sign, after: last)
            afterWords = afterWords || !after.isEmpty
            // A line with `UNIT` stands for one (its everyday unit was checked above).
            if (mark == lastMark && target.name != nil) || !after.isEmpty || unitBefore == nil { refused = refused ?? refusal(of: text) }
        }
        guard let said else { return nil }
        let command = read.command { texts[$0] }
        if let refused { return said + "; read as a line (\(command)), it is refused: \(refused.message)" }
        if afterWords { return said + "; to convert, write " + command + order(read) }
        let sign = arguments[lastMark]
        guard marks.count == 1 else {
            return "convcalc: unquoted arrows: the shell read each as its '-' or '=' and a redirection to a file named after the"
                + " unit that followed it, made empty, the output going to the last, '\(VisibleText.of(target.written))'; quote each line,"
                + " with the unit of each arrow before the last for UNIT: " + command
        }
        return said + ": unquoted, the shell reads an arrow \(sign == "-" ? "->" : "=>") as '\(sign)' and \(target.said); quote the line"
            + target.quoting + ": " + command + order(read)
    }

    /// `convcalc: '-' after 'mi' is standard input here`: the start of the usage error for the
    /// `mark` the shell left of an unquoted arrow (`-` of `->`, `=` of `=>`) after `word`.
    static func markSaid(_ mark: String, after word: String) -> String {
        "convcalc: '\(mark)' after '\(VisibleText.of(word))' is " + (mark == "-" ? "standard input here" : "a word of no line here")
    }
}
