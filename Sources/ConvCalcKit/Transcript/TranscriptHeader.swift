/// A transcript's first line when it says where the session starts:
/// `#! convcalc 1 --converter mi->km --precision 4 --input 26.2 --say --trace`.
///
/// `1` is the transcript format's version. The converter is a unit pair (a `_` stands for a
/// space in a unit's symbol), the precision decimal places (`4`) or significant digits
/// (`4sig`), the input is the input display as shown and is typed as keys.
/// Every option may be left out: the start state's value then holds. `--record` writes all
/// of them, so a recording replays from exactly the state it was made in. `--units NAME`
/// (repeatable) names a units file the session read, by its file name: a transcript never
/// reads a file, it says which one a replay needs (`check --units FILE`).
public struct TranscriptHeader: Equatable, Sendable {
    /// How a header line starts.
    public static let prefix = "#! convcalc"
    /// The version of the transcript format this convcalc reads and writes.
    public static let version = 1

    /// The starting converter (nil: the default).
    public var converter: Converter?
    /// The starting precision (nil: the default).
    public var precision: Precision?
    /// The starting input display, typed as keys (nil: 0).
    public var input: String?
    /// True to start with `say on`.
    public var says = false
    /// True to start with `trace on`.
    public var traces = false
    /// The units files the session read, by file name (`smoots.units`), as `word(forFile:)` writes them.
    public var unitsFiles: [String] = []

    /// A header naming the given starting values (nil or false: the start state's).
    public init(converter: Converter? = nil, precision: Precision? = nil, input: String? = nil, says: Bool = false,
                traces: Bool = false) {
        self.converter = converter
        self.precision = precision
        self.input = input
        self.says = says
        self.traces = traces
    }

    /// The header of a session as it is now: its converter, precision, input and settings.
    public init(of session: Session) {
        converter = session.state.converter
        precision = session.state.precision
        input = session.state.entry.text
        says = session.says
        traces = session.traces
        unitsFiles = UnitCatalog.additions.files.map(Self.word(forFile:))
    }

    /// The comment a recording has under its header, which the keypad's lesson panel does not
    /// tell (it is about the file, not the lesson).
    /// With the units files the session read, the command names them (`check --units … FILE`):
    /// the header names each by its file name only, and a replay without them fails.
    public static func recordedNote(version: String, unitsFiles: [String] = []) -> String {
        recordedNoteStart + "\(version). Replay with: convcalc check\(unitsOptions(unitsFiles)) FILE\n"
    }

    /// ` --units PATH` for each of `paths`, each a shell word to paste (`ShellWord`: a path
    /// holding ESC is `$'a\x1Bb.units'`; `'a\x1Bb.units'` named another file). A path that
    /// starts with `-` is joined to its option (`--units=-a.units`): apart, it reads as an option.
    static func unitsOptions(_ paths: [String]) -> String {
        paths.map { path in
            path.hasPrefix("-") ? " --units=" + ShellWord.of(path) : " --units " + ShellWord.of(path)
        }.joined()
    }

    /// How `recordedNote` starts.
    public static let recordedNoteStart = "# Recorded by convcalc "

    /// The header line, with its line end, that `--record` writes first: `session` as it is
    /// before the first line, so the recording replays from the same state.
    public static func text(for session: Session) -> String {
        TranscriptHeader(of: session).text + "\n"
    }

    /// The header line, without a line end.
    public var text: String {
        var words = [Self.prefix, String(Self.version)]
        if let converter {
            let pair = converter.inputUnit.symbol + "->" + converter.outputSymbol
            words += ["--converter", String(pair.map { $0 == " " ? "_" : $0 })]
        }
        if let precision { words += ["--precision", Self.word(for: precision)] }
        if let input { words += ["--input", input] }
        if says { words.append("--say") }
        if traces { words.append("--trace") }
        for file in unitsFiles { words += ["--units", file] }
        return words.joined(separator: " ")
    }

    /// A units file's path as the header names it: its last component, escaped as messages
    /// escape outside text, with `_` for a blank (`my units.txt` is `my_units.txt`).
    static func word(forFile path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return String(VisibleText.of(name).map { $0 == " " ? "_" : $0 })
    }

    /// The precision as one word: `4` (decimal places) or `4sig` (significant digits).
    static func word(for precision: Precision) -> String {
        switch precision {
        case .places(let places): "\(places)"
        case .significant(let digits): "\(digits)sig"
        }
    }

    /// A new session in the state the header names: converter and precision chosen by
    /// events from the start state, then the input typed as keys.
    public func session() throws(TranscriptError) -> Session {
        var session = Session.starting(converter: converter, precision: precision, says: says, traces: traces)
        guard let input else { return session }
        let before = session.state
        let typed = session.handle(input)
        if let error = typed.error, case .rejected(.belowAbsoluteZero, _) = error.reason {
            throw TranscriptError(line: 1, "--input '\(VisibleText.of(input))': \(error.message)")
        }
        guard case .displays = typed.shows, session.state.entry.text == input,
              session.state.converter == before.converter, session.state.precision == before.precision else {
            // Quoted cut, as a line's token is (a header's 1,000,000 digits were quoted whole).
            throw TranscriptError(line: 1, "--input '\(VisibleText.of(input))' is not an input display of "
                + "\(before.converter.label): write it as the calculator shows it ('-5.2')")
        }
        return session
    }
}
