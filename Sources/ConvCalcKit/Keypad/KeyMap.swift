/// What each key and click means, given what is on the screen: the keypad's whole input
/// vocabulary in one place.
///
/// | key | command |
/// |---|---|
/// | `0`–`9`, `.` | the number keys |
/// | `c`, `C` | clear; `-`, `n`, `±` change sign |
/// | Return | line-end (in the menu: pick the highlighted row) |
/// | `k`, Space | Convert (Space plays the next key of a lesson) |
/// | `s`, `r` | swap, reset |
/// | `e`, `E` | EE: the exponent (`1.5 e - 4` is 1.5e-4) |
/// | `p`, `P` | prec: the precision picker (Up/Down, `s`, Return, Esc: `precisionPickerCommand`) |
/// | Left/Right, `u`/`U` | time travel |
/// | Up/Down, PgUp/PgDn, wheel | scroll the event log: a line, a page, three lines (no log shown: a machine panel's long reason) |
/// | `?` | help; `q`, Ctrl-C, Ctrl-D quit |
/// | Backspace, `b` / Home / `g N` Return | a lesson: back a line / restart / go to line N (Esc stops it on the way); without one, the status line says so |
/// | any key but `q` (and the controls above) | nothing while the screen is too small for the keypad |
///
/// While the action sheet is open: Up/Down and Return, a number (`MenuNumber`: with ten
/// converters or more, `1` waits for Return or a second digit), a click on a row (on the row
/// of a pair typed by name, `offTheSheet`, it picks that pair: a lesson's pick plays the
/// lesson's key, as Space does, and so does Return while that row is highlighted); Esc or a
/// click outside cancels.
public struct KeyMap: Sendable {
    /// The screen's layout, for clicks; nil while the screen is too small.
    public var layout: KeypadLayout?
    /// The phase of the machine (the sheet is open in `choosing`).
    public var phase: Phase
    /// True while the help overlay is shown.
    public var showsHelp: Bool
    /// True while a lesson is played.
    public var plays: Bool
    /// True while the precision picker is open.
    public var picksPrecision = false
    /// True while a quiz asks a question.
    public var quizzes = false
    /// True while a line number is typed after `g`.
    public var typesLineNumber: Bool
    /// True while a lesson's go-to plays on towards its line (`KeypadModel.lessonGoal`): Esc stops it.
    public var goesToLine = false
    /// The action sheet's highlighted converter, which its scrolled rows keep in view (for clicks).
    public var selection = 0
    /// The pair the sheet shows in a row of its own, as it does not list it (`KeypadModel.offTheSheet`):
    /// its row is the sheet's last, one past the converters, and a click on it picks it.
    public var offTheSheet: Converter?
    /// The glyphs the screen is drawn with: the action sheet's rows are as wide as drawn (for clicks).
    public var glyphs = Glyphs(unicode: true)
    /// True while the screen is too small for the keypad (`need 20x17; q quits`): only the
    /// ways out act then, since nothing else would be seen.
    public var screenTooSmall = false

    /// The context of a key.
    public init(layout: KeypadLayout?, phase: Phase, showsHelp: Bool, plays: Bool, typesLineNumber: Bool = false) {
        self.layout = layout
        self.phase = phase
        self.showsHelp = showsHelp
        self.plays = plays
        self.typesLineNumber = typesLineNumber
    }

    /// The command for `key`.
    public func command(for key: InputKey) -> KeypadCommand {
        if case .control(let code) = key, code == 3 || code == 4 { return .quit }
        if case .control(26) = key { return .suspend }
        if screenTooSmall {
            if case .character(let character) = key, character == "q" || character == "Q" { return .quit }
            return .unseen
        }
        if showsHelp {
            if case .mouse(let report) = key, !report.pressed { return .release }
            return .toggleHelp
        }
        if quizzes { return quizCommand(for: key) }
        if goesToLine, case .escape = key { return .lineNumber(.cancel) }
        if typesLineNumber { return lineNumberCommand(for: key) }
        if picksPrecision { return precisionPickerCommand(for: key) }
        if plays, let command = lessonCommand(for: key) { return command }
        if !plays, let move = lessonMove(for: key) { return .lessonKeyWithoutLesson("\(move.key): \(move.does) (--play)") }
        if case .mouse(let report) = key { return click(report) }
        if phase == .choosing, let command = sheetCommand(for: key) { return command }
        switch key {
        case .character(let character): return command(for: character)
        case .enter: return .send(.commit)
        case .left: return .stepBack
        case .right: return .stepForward
        case .up: return scroll(lines: -1)
        case .down: return scroll(lines: 1)
        case .pageUp: return scroll(pages: -1)
        case .pageDown: return scroll(pages: 1)
        case .escape: return .nothingToCancel
        default: return .ignored
        }
    }

    private func command(for character: Character) -> KeypadCommand {
        if let digit = character.wholeNumberValue, character.isASCII { return .press(.digit(UInt8(digit))) }
        switch character {
        case ".", ",": return .press(.point)
        case "c", "C": return .press(.clear)
        case "-", "n", "±": return .press(.sign)
        case "k", "K": return .press(.convert)
        case " ": return plays ? .playNext : .press(.convert)
        case "e", "E": return .press(.exponent)
        case "p", "P": return .press(.precision)
        case "s", "S": return .press(.swap)
        case "r", "R": return .press(.reset)
        case "u": return .stepBack
        case "U": return .stepForward
        case "?": return .toggleHelp
        case "q", "Q": return .quit
        default: return .ignored
        }
    }

    /// Keys of the open action sheet; nil for keys that keep their usual meaning (quit, time travel).
    private func sheetCommand(for key: InputKey) -> KeypadCommand? {
        switch key {
        case .up: return .moveSelection(-1)
        case .down: return .moveSelection(1)
        case .enter: return .pickSelection
        case .escape: return .cancel
        case .character(let character):
            if let number = character.wholeNumberValue, character.isASCII { return .menuDigit(UInt8(number)) }
            if character == " " && plays { return KeypadCommand.playNext }
            return ["q", "Q", "u", "U", "?"].contains(character) ? nil : .ignored
        default: return nil
        }
    }

    /// The lines PgUp and PgDn scroll: the log's height, less one line kept in view.
    private var page: Int { max(1, (layout?.panel?.height ?? 3) - 3) }

    /// Scrolling by `lines` and `pages`: the event log, or, with no log on the screen (40×14),
    /// a refusal's reason too long for the machine panel (a page: the rows between the state
    /// and `(more: …)`, less one kept in view).
    private func scroll(lines: Int = 0, pages: Int = 0) -> KeypadCommand {
        guard let layout, layout.panel == nil, let machine = layout.machine else { return .scrollLog(lines + pages * page) }
        return .scrollMachine(lines + pages * max(1, machine.height - 5), panel: machine)
    }

    private func click(_ report: MouseReport) -> KeypadCommand {
        if report.wheel != 0 { return scroll(lines: report.wheel * 3) }
        if !report.pressed { return .release }
        guard report.isLeftPress, let layout else { return .release }  // other buttons and moves: nothing to say
        if phase == .choosing {
            let sheet = ActionSheet(layout: layout, lesson: plays, selection: selection, typed: offTheSheet, glyphs: glyphs)
            if sheet.typedRow?.contains(report.point) == true { return .pick(sheet.converters.count) }
            return sheet.row(at: report.point).map { .pick($0) } ?? .cancel
        }
        return layout.key(at: report.point).map { .press($0) } ?? .release  // a click beside the buttons
    }
}
