extension KeypadView {
    /// Draws the panels an overlay's `box` (the action sheet, the help, the precision picker)
    /// covers again, each once, in its own box in the rows left above the overlay or in those
    /// left below it, whichever are more (above on a tie), where a box has a row inside (three
    /// rows); the rest of the panel is blank, its columns beside the overlay too. Drawn in both,
    /// a panel showed twice (at 120×40 the event log's title above the sheet and below it).
    /// Cleared only between their borders, the panels' borders ran on into the overlay's
    /// (`│─────┘` at 60×20, `┌│` at 40×20) and their last rows above it were cut mid-sentence
    /// (`pick (Return, 1–8, click a row),`); redrawn, each shows what fits its rows, as on a
    /// smaller screen (the machine panel in its compact form). The displays' box, which has no
    /// smaller form, is hidden whole when the overlay covers part of it, and so is a key: the
    /// pieces of the keys beside the sheet read as words of their own (` C │`, `│set` of `reset`,
    /// `│E` of `EE` at 20×17).
    func drawPanels(covered box: ScreenRect, _ model: KeypadModel, _ layout: KeypadLayout, on screen: Screen) {
        if layout.displayBox.overlaps(box) { screen.fill(layout.displayBox, style: .normal) }
        for button in layout.buttons where button.rect.overlaps(box) { screen.fill(button.rect, style: .normal) }
        for panel in [layout.machine, layout.panel].compactMap({ $0 }) where panel.overlaps(box) {
            screen.fill(panel, style: .normal)
            let above = ScreenRect(x: panel.x, y: panel.y, width: panel.width, height: box.y - panel.y)
            let below = ScreenRect(x: panel.x, y: box.bottom, width: panel.width, height: panel.bottom - box.bottom)
            let part = below.height > above.height ? below : above
            guard part.height >= 3 else { continue }
            if panel == layout.machine { drawMachine(model, in: part, on: screen) } else { drawPanel(model, in: part, on: screen) }
        }
    }

    /// The panel under the keypad in `rect`: the quiz's, the lesson's, or the event log.
    func drawPanel(_ model: KeypadModel, in rect: ScreenRect, on screen: Screen) {
        if let quiz = model.quiz {
            drawQuiz(quiz, model.state, scroll: model.narrationScroll, in: rect, on: screen)
        } else if let lesson = model.player {
            drawLesson(lesson, scroll: model.narrationScroll, byPage: model.state.phase == .choosing, in: rect, on: screen)
        } else {
            drawLog(model, in: rect, on: screen)
        }
    }
}
