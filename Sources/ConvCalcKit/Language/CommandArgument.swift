/// The argument of a command that reads the rest of the line (`convert mi->km`,
/// `precision 4`, `help .`, `units length`, `trace on`), parsed into steps.
struct CommandArgument {
    let line: LineBytes
    /// The offset of the argument's first byte (the line's end when there is none).
    let start: Int

    /// The argument's text, blanks trimmed, escaped for display.
    var text: String { line.text(from: start) }

    /// The steps of `command` written at `at` (`length` bytes), with this argument.
    func parse(_ command: Word.Command, word: TypedWord, at offset: Int, length: Int,
               into steps: inout [Step]) throws(LineError) {
        switch command {
        case .convert:
            steps.append(Step(.event(.convert), start: offset, length: length))
            try convert(into: &steps)
        case .precision:
            try precision(at: offset, length: length, into: &steps)
        case .help:
            steps.append(Step(.query(.help), start: start, length: trimmedEnd - start))
        case .units:
            try units(at: offset, length: length, into: &steps)
        case .say, .trace:
            let on = try onOff(word.word.spellings[0])
            let setting: Setting = command == .say ? .say(on) : .trace(on)
            steps.append(Step(.setting(setting), start: offset, length: length))
        }
    }

    /// After `convert`: nothing (the menu stays open), `cancel`, or a converter to pick.
    private func convert(into steps: inout [Step]) throws(LineError) {
        if menuItem != nil { return try pick(into: &steps) }  // `convert 3`, the common case, without a string
        let rest = text
        if rest.isEmpty { return }
        if rest.lowercased() == "cancel" {
            steps.append(Step(.event(.cancel), start: start, length: wordLength))
            return
        }
        try pick(into: &steps)
    }

    /// The converter the argument names, as a pick; an error when it names none; `inMenu` when it was typed in the open menu, where a value
    /// is typed only once the menu is left.
    func pick(into steps: inout [Step], inMenu: Bool = false) throws(LineError) {
        if let converter = menuItem {
            steps.append(Step(.event(.pick(converter)), start: start, length: wordLength))
            return
        }
        switch ConverterQuery.resolve(line.bytes, from: start, to: line.end) {
        case .success(let converter): steps.append(Step(.event(.pick(converter)), start: start, length: wordLength))
        case .failure(let problem):
            guard inMenu, case .valueInConverterName(let text) = problem.reason else {
                throw LineError(problem.reason, column: line.column(of: problem.offset))
            }
            throw LineError(.valueInMenu(text), column: line.column(of: problem.offset))
        }
    }

    private func precision(at offset: Int, length: Int, into steps: inout [Step]) throws(LineError) {
        let rest = text
        if rest.isEmpty {
            steps.append(Step(.query(.precision), start: offset, length: length))
            return
        }
        guard let precision = Precision(text: rest) else {
            // `precision 12 swap`: the rest of the line is precision's; a key after it is no part of it.
            let words = rest.split(separator: " ", maxSplits: 1)
            if words.count == 2, Precision(text: String(words[0])) != nil,
               Array(words[1].split(separator: " ")[0].utf8).withUnsafeBufferPointer({ Words.typedWord($0) }) != nil {
                let after = String(words[1])  // `text` is escaped already
                // Not before it: a swap then carries the output rounded at the old precision.
                throw LineError(.badArgument(command: "precision", detail: "'\(after)' follows the precision, which takes the"
                                             + " rest of the line: put \(after) on a line of its own"),
                                column: line.column(of: start))
            }
            // `3 digits`, `3 figures`: decimal places or significant digits, it does not say which.
            let said = rest.lowercased().split(separator: " ")
            if said.count == 2, let count = Int(said[0]), (0...Entry.maxSignificantDigits).contains(count),
               ["digit", "digits", "figure", "figures"].contains(said[1]) {
                let sig = "precision \(max(count, 1)) sig"
                throw LineError(.badArgument(command: "precision", detail: count > State.maxPrecision
                                             ? "'\(rest)': decimal places go to \(State.maxPrecision); for \(count) significant digits write \(sig)"
                                             : "'\(rest)' could be decimal places or significant digits: write precision \(count)"
                                                + " for \(count) decimal places, or \(sig)"),
                                column: line.column(of: start))
            }
            throw LineError(.badArgument(command: "precision", detail: "'\(rest)' is not a whole number from 0 to"
                                         + " \(State.maxPrecision), or N sig for 1 to 15 significant digits"),
                            column: line.column(of: start))
        }
        steps.append(Step(.event(.precision(precision)), start: start, length: rest.utf8.count))
    }

    private func units(at offset: Int, length: Int, into steps: inout [Step]) throws(LineError) {
        let rest = text
        if !rest.isEmpty && UnitKind.kinds(named: rest) == nil {
            // At the word that names no kind (`units length mass blorf`: it pointed at `length`).
            throw LineError(.badArgument(command: "units", detail: UnitKind.notAKind(UnitKind.firstWordNamingNoKind(rest) ?? rest)),
                            column: line.column(of: wordStart(after: UnitKind.wordsBeforeTheFirstNamingNoKind(rest) ?? 0)))
        }
        steps.append(Step(.query(.units), start: offset, length: length))
    }

    /// `on`, `off`, or nil for nothing, which says the setting (`say` alone turned it on, where
    /// `precision` alone says which it is: a newcomer checking it changed it).
    private func onOff(_ command: String) throws(LineError) -> Bool? {
        let rest = text
        switch rest.lowercased() {
        case "": return nil
        case "on": return true
        case "off": return false
        default:
            throw LineError(.badArgument(command: command, detail: "say 'on' or 'off', not '\(rest)'"),
                            column: line.column(of: start))
        }
    }

    /// The menu's converter when the argument is just its number (`3`), read from the bytes;
    /// nil for anything else, which `ConverterQuery` reads (and words the error for).
    private var menuItem: Converter? {
        guard let number = line.smallNumber(from: start), (1...Converter.builtIn.count).contains(number) else { return nil }
        return Converter.builtIn[number - 1]
    }

    /// Where the argument ends, trailing blanks left out.
    private var trimmedEnd: Int {
        var end = line.end
        while end > start && LineBytes.isBlank(line.bytes[end - 1]) { end -= 1 }
        return end
    }

    /// Where the argument's word after `count` others starts, words split at blanks and commas as
    /// `UnitKind` reads kinds.
    private func wordStart(after count: Int) -> Int {
        let isSeparator = { (byte: UInt8) in LineBytes.isBlank(byte) || byte == UInt8(ascii: ",") }
        var offset = start, seen = 0
        while offset < line.end && isSeparator(line.bytes[offset]) { offset += 1 }
        while seen < count && offset < line.end {
            while offset < line.end && !isSeparator(line.bytes[offset]) { offset += 1 }
            while offset < line.end && isSeparator(line.bytes[offset]) { offset += 1 }
            seen += 1
        }
        return offset < line.end ? offset : start
    }

    /// The length of the word at the argument's start.
    private var wordLength: Int {
        var end = start
        while end < line.end && !LineBytes.isBlank(line.bytes[end]) { end += 1 }
        return end - start
    }
}
