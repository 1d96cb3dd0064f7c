/// The command words of a line: `convert`, `precision`, `help`, `units`, `say`, `trace` and
/// the single-word keys that are not numbers.
extension LineRun {
    /// Runs a command; returns true when it consumed the rest of the line.
    mutating func command(_ keyword: Keyword, token: LineBytes.Token) throws(LineError) -> Bool {
        switch keyword {
        case .sign: try send(.sign, at: token.start)
        case .clear: try send(.clear, at: token.start)
        case .swap: try send(.swap, at: token.start)
        case .reset: try send(.reset, at: token.start)
        case .cancel: try send(.cancel, at: token.start)
        case .list: shown = .converterList
        case .state: show(StateText.describe(state))
        case .quit: shown = .quit
        default: try argumentCommand(keyword, argument: line.firstNonBlank(from: token.end), at: token.start)
        }
        return keyword.takesRestOfLine
    }

    /// Runs a command that reads the rest of the line, which starts at `argument`.
    mutating func argumentCommand(_ keyword: Keyword, argument: Int, at start: Int) throws(LineError) {
        if keyword == .convert {
            try send(.convert, at: start)
            if let number = line.smallNumber(from: argument) {
                guard (1...Converter.builtIn.count).contains(number) else {
                    throw LineError(.noSuchMenuItem(line.text(from: argument)), column: line.column(of: argument))
                }
                return try send(.pick(Converter.builtIn[number - 1]), at: argument)
            }
        }
        let rest = line.text(from: argument)
        switch keyword {
        case .convert:
            if rest.lowercased() == "cancel" {
                try send(.cancel, at: argument)
            } else if !rest.isEmpty {
                try pick(rest, at: argument)
            }
        case .precision:
            try precision(rest, at: argument)
        case .help:
            show(HelpText.explain(rest, in: state))
        case .units:
            show(try UnitsText.list(rest, column: line.column(of: argument)))
        case .say, .trace:
            let on = try onOff(rest, keyword: keyword, at: argument)
            if keyword == .say { says = on } else { traces = on }
            show("\(keyword == .say ? "say" : "trace") is \(on ? "on" : "off")")
        default:
            break
        }
    }

    mutating func pick(_ text: String, at offset: Int) throws(LineError) {
        switch ConverterQuery.resolve(text) {
        case .success(let converter): try send(.pick(converter), at: offset)
        case .failure(let reason): throw LineError(reason, column: line.column(of: offset))
        }
    }

    mutating func precision(_ text: String, at offset: Int) throws(LineError) {
        if text.isEmpty {
            show("precision is \(state.precision) decimal places")
            return
        }
        guard let places = Int(text) else {
            throw LineError(.badArgument(command: "precision", detail: "'\(text)' is not a whole number from 0 to 12"),
                            column: line.column(of: offset))
        }
        try send(.precision(places), at: offset)
    }

    func onOff(_ text: String, keyword: Keyword, at offset: Int) throws(LineError) -> Bool {
        switch text.lowercased() {
        case "on", "": return true
        case "off": return false
        default:
            throw LineError(.badArgument(command: keyword.spellings[0], detail: "say 'on' or 'off', not '\(text)'"),
                            column: line.column(of: offset))
        }
    }
}
