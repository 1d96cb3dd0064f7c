/// Everything the keypad screen shows, as a value: the calculator and its history, the
/// action sheet's highlight, the help overlay, the log's scroll, a pressed button, the status
/// line and a lesson being played. Keys change it through `perform`; the view draws it.
public struct KeypadModel: Sendable {
    /// The calculator and its timeline.
    public var calculator: KeypadCalculator
    /// The lesson being played, if any.
    public var player: LessonPlayer?
    /// The quiz being taken, if any.
    public var quiz: Quiz?
    /// The highlighted row of the action sheet: a converter's index, or one past the last for
    /// the row of a pair the sheet does not list (`offTheSheet`).
    public var selection = 0
    /// A converter's number typed in the menu that waits for Return or another digit.
    public internal(set) var menuNumber: MenuNumber?
    /// The precision picker, while it is open.
    public var precisionPicker: PrecisionPicker?
    /// True while the help overlay is shown.
    public var showsHelp = false
    /// How many lines the event log is scrolled back from its newest line.
    public var logOffset = 0
    /// The button drawn pressed.
    public var pressed: KeypadKey?
    /// The status line, and whether it reports a refusal.
    public var status: (text: String, isError: Bool) = ("", false)
    /// The line number being typed after `g` in a lesson, if any.
    public var lineNumber: LineNumberEntry?
    /// The line (0-based) a lesson's go-to is on its way to, while it plays there a slice at a
    /// time (a line not reached before). A key stops it at the line reached: Esc does only that,
    /// any other key then does what it does.
    public internal(set) var lessonGoal: Int?
    /// The most lines a lesson's go-to plays between two keys: a few milliseconds (docs/PERFORMANCE.md).
    public static let linesPerSlice = 1024
    /// How many lines the lesson's comments (a quiz's feedback) are scrolled down from their first.
    public var narrationScroll = 0
    /// How many lines a refusal's reason too long for the machine panel is scrolled down
    /// (`MachinePanel.scrolled`); any key but a scroll puts it back to 0.
    public var machineScroll = 0
    /// True once the user asked to leave.
    public private(set) var quits = false

    /// A keypad starting from `start` (a lesson starts from its transcript's header), playing
    /// `lesson` if given.
    public init(start: State, lesson: LessonPlayer? = nil) {
        calculator = KeypadCalculator(start: start)
        player = lesson
        selection = Converter.builtIn.firstIndex(of: start.converter) ?? 0
        if let lesson { status = (lesson.prompt, false) }
    }

    /// The state on the displays.
    public var state: State { calculator.state }

    /// The converter the lesson's next key picks while the sheet is open (lesson 05's `> 3`):
    /// the sheet opens with it highlighted, and picking it by hand plays the lesson's key.
    var lessonPick: Converter? {
        guard state.phase == .choosing, case .pick(let converter)? = player?.nextEvent else { return nil }
        return converter
    }

    /// The converter the lesson's next key picks while the sheet is open, when the sheet does
    /// not list it (a pair typed by name: lesson 10's `convert lb->kg`): the sheet shows it in
    /// a row of its own.
    public var lessonPickOffTheSheet: Converter? {
        lessonPick.flatMap { Converter.builtIn.contains($0) ? nil : $0 }
    }

    /// The pair the sheet shows in a last row of its own, as it does not list it: the lesson's
    /// next pick (`lessonPickOffTheSheet`), else the current converter when it is a pair typed
    /// by name (`in->cm`, `--converter in cm`: the sheet listed eight rows and marked none).
    public var offTheSheet: Converter? {
        lessonPickOffTheSheet ?? (Converter.builtIn.contains(state.converter) ? nil : state.converter)
    }

    /// The rows Up and Down move the highlight through: the converters, and the row of the
    /// pair the sheet does not list (`offTheSheet`).
    var sheetRows: Int { Converter.builtIn.count + (offTheSheet == nil ? 0 : 1) }

    /// Carries out `command`.
    public mutating func perform(_ command: KeypadCommand) {
        let wasChoosing = state.phase == .choosing
        if lessonGoal != nil && command != .goOn && command != .release {
            stopGoing()  // a key stops the go-to where it is; Esc does nothing else, others go on as usual
            if command == .lineNumber(.cancel) { return }
        }
        switch command {
        case .press(let key):
            pressed = key
            if let event = key.event { send(event) } else {
                precisionPicker = PrecisionPicker(current: state.precision)
                statusAsAnOverlayOpens()
            }
        case .precisionPicker(let action): pick(action)
        case .answer(let answer): take(answer)
        case .send(let event): send(event)
        case .moveSelection(let delta):
            selection = (selection + delta + sheetRows) % sheetRows
        case .pick(let index) where index >= Converter.builtIn.count: pickOffTheSheet()
        case .pick(let index) where Converter.builtIn[index] == lessonPick: playNext()  // the lesson's own pick
        case .pick(let index): send(.pick(Converter.builtIn[index]))
        case .menuDigit(let digit): typeMenuDigit(digit)
        case .pickSelection where selection >= Converter.builtIn.count: pickOffTheSheet()
        case .pickSelection where Converter.builtIn[selection] == lessonPick: playNext()
        case .pickSelection: send(.pick(Converter.builtIn[selection]))
        case .nothingToCancel: status = ("nothing to cancel", false)
        case .cancel: send(.cancel)
        case .stepBack: travel(calculator.stepBack(), "back")
        case .stepForward: travel(calculator.stepForward(), "forward")
        case .scrollLog(let lines) where hasLessonPanel: scrollNarration(lines, panel: nil)
        case .scrollNarration(let lines, let panel): scrollNarration(lines, panel: panel)
        case .scrollMachine(let lines, let panel):
            machineScroll = max(0, min(KeypadView.machineScrollLimit(self, in: panel), machineScroll + lines))
        case .scrollLog(let lines): logOffset = max(0, min(calculator.steps.count - 1, logOffset - lines))
        case .toggleHelp:
            showsHelp.toggle()
            if showsHelp { statusAsAnOverlayOpens() }
        case .playNext: playNext()
        case .lessonBack: lessonBack()
        case .restartLesson: restartLesson()
        case .lineNumber(let key): typeLineNumber(key)
        case .goOn: goOn()
        case .lessonKeyWithoutLesson(let does): status = ("✗ " + does, true)
        case .release: pressed = nil
        case .quit: quits = true
        case .suspend: break  // the terminal's owner (the runner) stops the program
        case .unseen: break
        case .ignored where quiz?.isOver == false: status = ("✗ answer with a key: " + Quiz.answerKeys, true)
        case .ignored where precisionPicker != nil: status = (PrecisionPicker.otherKey, true)
        case .ignored: status = (state.phase == .choosing
            ? "✗ the converter list is open: a number 1–\(Converter.builtIn.count), arrows and Return, or Esc to cancel"
            : "✗ not a key of the keypad; press ? for the keys", true)
        }
        switch command {
        case .menuDigit, .release: break
        default: menuNumber = nil  // any other key lets a waiting number go
        }
        switch command {
        case .scrollMachine, .release: break
        default: machineScroll = 0  // a new reason, or none, starts at its first line
        }
        // The sheet opens on the current converter (its own row when the sheet does not list
        // it); while a lesson's next key picks, on that pick (its own row when the sheet does
        // not list it), also when the lesson comes to its pick with the sheet open (lesson 05's
        // `> 3` after `> convert`): Return then picks what the lesson asks, as Space and a click
        // on that row do.
        if state.phase == .choosing && (!wasChoosing || command == .playNext) {
            if let pick = lessonPick {
                selection = Converter.builtIn.firstIndex(of: pick) ?? Converter.builtIn.count
            } else if !wasChoosing {
                selection = Converter.builtIn.firstIndex(of: state.converter) ?? Converter.builtIn.count
            }
        }
    }

    /// Picks the pair of the sheet's own row (`offTheSheet`): the lesson's pick plays the
    /// lesson's key, as Space does; the current converter is picked again, as its row would be
    /// on the sheet.
    private mutating func pickOffTheSheet() {
        if lessonPickOffTheSheet != nil { return playNext() }
        if let pair = offTheSheet { send(.pick(pair)) }
    }

    /// Sends one event and reports it on the status line.
    mutating func send(_ event: Event) {
        let step = calculator.send(event)
        logOffset = 0
        if let refusal = step.refusal {
            status = ("✗ " + (refusal.namesItsEvent ? "" : "\(event.name): ") + refusal.message, true)
        } else {
            status = (TraceText.plain(step), false)
        }
    }

    private mutating func travel(_ moved: Bool, _ direction: String) {
        logOffset = 0
        guard moved else {
            status = (direction == "back" ? "time travel: this is the start" : "time travel: this is the newest event", false)
            return
        }
        // Back at the newest event with no lesson waiting: the status of that event, as before
        // travelling (it went on saying "time travel: event 17 of 17").
        if calculator.position == calculator.steps.count, player.map({ !$0.isAtEnd }) != true, let last = calculator.steps.last {
            status = (TraceText.plain(last), false)
            return
        }
        let next = player.map { !$0.isAtEnd } == true ? "Space returns to the lesson" : "a key continues from here"
        status = ("time travel: event \(calculator.position) of \(calculator.steps.count) (←/→; \(next))", false)
    }

    private mutating func playNext() {
        guard var lesson = player else { return }
        player = nil  // the lesson's trail grows in place, not in a copy
        let line = lesson.lineIndex
        lesson.step(&calculator)
        if lesson.lineIndex != line { narrationScroll = 0 }
        player = lesson
        logOffset = 0
        status = KeypadModel.status(of: lesson)
    }

    /// The status line of a lesson: what Space plays next, an error when a line mismatched or
    /// was refused.
    private static func status(of lesson: LessonPlayer) -> (text: String, isError: Bool) {
        (lesson.prompt, lesson.mismatches > 0 || lesson.refusal != nil)
    }

    /// The status line as an overlay (the help, the precision picker) opens: a message about an
    /// earlier key read as the overlay's (`nothing to cancel` above `any key closes the help`).
    /// A quiz's question or feedback stays, a lesson's prompt comes back; else it is cleared.
    private mutating func statusAsAnOverlayOpens() {
        if quiz?.isOver == false { return }
        status = player.map(KeypadModel.status(of:)) ?? ("", false)
    }

    /// The texts of the output and the input display: `≈ 37.06 °C`, `98.7 °F`.
    public var displays: (output: String, input: String) {
        KeypadModel.displays(of: state)
    }

    /// The texts of the displays of `state`, each written by the plain renderer's line writer
    /// (the keypad draws states, not outcomes: see docs/ARCHITECTURE.md).
    public static func displays(of state: State) -> (output: String, input: String) {
        (line { PlainText.outputLine(of: state, into: $0) }, line { PlainText.inputLine(of: state, into: $0) })
    }

    /// The one line `write` writes, without its line end.
    private static func line(_ write: (OutputBuffer) -> Void) -> String {
        let buffer = OutputBuffer(capacity: 64)
        write(buffer)
        return String(decoding: buffer.bytes.dropLast(), as: UTF8.self)
    }
}
