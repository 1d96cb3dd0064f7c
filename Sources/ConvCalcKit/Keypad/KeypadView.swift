/// Draws a `KeypadModel` on a `Screen`: the displays, the buttons, the panels, the status and
/// hint lines, and the action sheet or help on top. Pure drawing: no terminal calls.
public struct KeypadView: Sendable {
    /// Box-drawing or ASCII.
    public let glyphs: Glyphs

    /// A view drawing with `glyphs`.
    public init(glyphs: Glyphs) {
        self.glyphs = glyphs
    }

    /// The layout `model` gets on a screen of `size`, or nil when the screen is too small. The
    /// machine panel takes rows from the panel under it when its whole form needs them; in its
    /// compact form beside the keypad, it runs down beside that panel when the state and a
    /// refusal's reason do not fit it whole.
    public static func layout(for model: KeypadModel, size: ScreenSize) -> KeypadLayout? {
        let displays = model.displays
        guard let layout = KeypadLayout.make(size: size, displayWidth: max(displays.output.count, displays.input.count),
                                             lesson: model.hasLessonPanel) else { return nil }
        guard let machine = layout.machine else { return layout }
        guard machine.height >= MachinePanel.height(width: machine.width) else {
            let rows = machine.height - 2
            let compact = machineLines(model, width: machine.width - 4, rows: rows)
            return MachinePanel.namesState(compact, rows: rows) ? layout : layout.machineDownTheSide()
        }
        let whole = machineLines(model, width: machine.width - 4, rows: .max).count + 2
        return layout.machineGrown(by: whole - machine.height)
    }

    /// Draws the whole screen; returns the layout used (nil when the screen was too small).
    @discardableResult
    public func draw(_ model: KeypadModel, on screen: Screen) -> KeypadLayout? {
        screen.erase()
        guard let layout = KeypadView.layout(for: model, size: screen.size) else {
            drawTooSmall(model, on: screen)
            screen.present()
            return nil
        }
        drawDisplays(model, layout, on: screen)
        for button in layout.buttons {
            drawButton(button, pressed: model.pressed == button.key, on: screen)
        }
        if let machine = layout.machine { drawMachine(model, in: machine, on: screen) }
        if let panel = layout.panel { drawPanel(model, in: panel, on: screen) }
        let status = TextWrap.clipAtBlank(glyphs.text(statusText(model, width: layout.status.width)), width: layout.status.width,
                                          ellipsis: glyphs.text("…"))
        put(status, at: layout.status, on: screen,
            style: model.status.isError ? .error : .normal)
        let plays = model.player.map { !$0.isAtEnd } ?? false
        let width = layout.hint.width
        let hint = model.showsHelp ? helpHint(width: width)
            : model.quiz?.isOver == false ? quizHint(width: width)
            : model.precisionPicker != nil ? precisionPickerHint(width: width)
            : model.state.phase == .choosing ? menuHint(width: width, plays: plays)
            : hint(width: width, plays: plays, lesson: model.player != nil)
        put(hint, at: layout.hint, on: screen, style: .dim)
        // While a quiz asks, its keys are answers, not picks: the sheet would hide the feedback.
        // Under the help the sheet is hidden wholly: the help covers only part of it, and its
        // pieces beside the help had broken borders (`┌─ conver┌─ keys` at 40×20).
        let sheetShows = model.state.phase == .choosing && model.quiz?.isOver != false && !model.showsHelp
        if sheetShows { drawSheet(model, layout, on: screen) }
        if let picker = model.precisionPicker { drawPrecisionPicker(picker, model, layout, on: screen) }
        if model.showsHelp { drawHelp(model, layout, on: screen) }
        screen.present()
        return layout
    }

    /// The status line's text: a quiz's feedback too wide for it is said in a few words
    /// (`Quiz.verdict`), as the quiz panel holds it whole; a lesson's prompt too wide for it in
    /// its longest briefer wording that fits (`LessonPlayer.prompt(brevity:)`: at 20 columns it
    /// was cut to `Space sends …`, hiding the key), after what the status says before it (`went
    /// to 5 · `) while that fits too.
    func statusText(_ model: KeypadModel, width: Int) -> String {
        let text = model.status.text
        if let lesson = model.player, ColumnWidth.of(glyphs.text(text)) > width, text.hasSuffix(lesson.prompt) {
            let before = text.dropLast(lesson.prompt.count)
            let wordings = (0...LessonPlayer.briefest).map { before + lesson.prompt(brevity: $0) }
                + [lesson.prompt(brevity: LessonPlayer.briefest)]
            return wordings.first { ColumnWidth.of(glyphs.text($0)) <= width } ?? wordings[wordings.count - 1]
        }
        guard let quiz = model.quiz, text == quiz.feedback, ColumnWidth.of(glyphs.text(text)) > width,
              let verdict = quiz.verdict else { return text }
        return verdict
    }

    /// The two displays, right-aligned on their colours, in their box.
    func drawDisplays(_ model: KeypadModel, _ layout: KeypadLayout, on screen: Screen) {
        screen.box(layout.displayBox, glyphs: glyphs)
        let displays = model.displays
        for (text, rect, style) in [(displays.output, layout.outputDisplay, Style.outputDisplay),
                                    (displays.input, layout.inputDisplay, Style.inputDisplay)] {
            screen.fill(rect, style: style)
            let shown = glyphs.text(text)
            screen.put(shown, at: ScreenPoint(x: rect.right - 1 - shown.count, y: rect.y), style: style)
        }
    }

    /// A button: its colour over its whole area, the label in the middle.
    func drawButton(_ button: KeypadButton, pressed: Bool, on screen: Screen) {
        let style = pressed ? Style.pressedKey : button.key.style
        screen.fill(button.rect, style: style)
        let label = button.key.label
        screen.put(label, at: ScreenPoint(x: button.rect.x + (button.rect.width - label.count) / 2, y: button.rect.middleRow),
                   style: style)
    }

    /// Writes `text` at the start of `rect`'s first row, through the glyphs.
    func put(_ text: String, at rect: ScreenRect, on screen: Screen, style: Style) {
        screen.put(clip(text, width: rect.width), at: ScreenPoint(x: rect.x, y: rect.y), style: style)
    }

    /// `text` as this terminal shows it, cut to `width` columns with an ellipsis it can show
    /// (`…`, or `...` in ASCII: three columns, counted as three).
    func clip(_ text: String, width: Int) -> String {
        TextWrap.clip(glyphs.text(text), width: width, ellipsis: glyphs.text("…"))
    }

    /// Writes styled `lines` inside the box `rect` (`padding` blank columns inside each border),
    /// from the top, as many as fit.
    func put(_ lines: [StyledLine], inside rect: ScreenRect, on screen: Screen, padding: Int = 1) {
        let box = rect.inset(by: 1)
        let inner = ScreenRect(x: box.x + padding, y: box.y, width: max(0, box.width - 2 * padding), height: box.height)
        for (row, line) in lines.prefix(inner.height).enumerated() {
            var x = inner.x
            for span in line where x < inner.right {
                let text = clip(span.text, width: inner.right - x)
                screen.put(text, at: ScreenPoint(x: x, y: inner.y + row), style: span.style)
                x += ColumnWidth.of(text)
            }
        }
    }

    /// The keys, as many as fit the width as this terminal shows them (ASCII's `<-/->` is wider).
    /// The keys whose letter is not their label's, `e` (EE) and `p` (prec), stay down to 20
    /// columns, each with its meaning at every width, and so do `?` and `q`: the way out goes
    /// last, after `k Convert` and the meanings of `?` and `q` (`e EE  p prec  ?  q`). The sign is
    /// `-`, a key every keyboard has, as in the help (its button's `±` is on few).
    /// A lesson names every key that works in it down to 39 columns — Space while it has keys
    /// left, back, restart, go to, EE, prec, help, quit — their meanings left out where the
    /// width is short (Space's is on the status line; `?` lists them all).
    func hint(width: Int, plays: Bool, lesson: Bool = false) -> String {
        let next = plays ? "Space next key  " : ""
        let space = plays ? "Space  " : ""
        let variants = lesson ? [
            next + "b back  Home restart  g N go to line  e EE  p prec  ←/→ time travel  ? help  q quit",
            (plays ? "Space next  " : "") + "b back  Home restart  g N line  e EE  p prec  ? help  q quit",
            space + "b back  Home  g N line  e EE  p prec  ? help  q quit",
            space + "b  Home  g N  e EE  p prec  ?  q",
        ] : [
            "0-9 . c - ⏎  e EE  k Convert  p prec  s swap  r reset  ←/→ time travel  ? help  q quit",
            "0-9 . c - ⏎  e EE  k Convert  p prec  s swap  r reset  ? help  q quit",
            "c - ⏎  e EE  k Convert  p prec  s swap  r reset  ? help  q quit",
            "e EE  p prec  k Convert  s swap  r reset  ? help  q quit",
            "e EE  p prec  k Convert  ? help  q quit",
        ]
        let shortest = ["e EE  p prec  ? help  q quit", "e EE  p prec  ?  q", "?  q"]
        return (variants + shortest).first { glyphs.text($0).count <= width } ?? ""
    }
}
