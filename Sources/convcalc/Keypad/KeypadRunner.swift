import ConvCalcKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The keypad's loop: read a key, turn it into a command, let the model carry it out, draw.
///
/// Leaves on `q`, Ctrl-C, Ctrl-D, SIGTERM, SIGHUP and SIGINT (status 128 + the signal).
/// `Signals` only records a signal; the read returns within a tick and the loop ends
/// normally, so the terminal is given back by the same code (unless the output is blocked:
/// see `Signals.deadline`). A resize and a return from Ctrl-Z redraw.
struct KeypadRunner {
    var model: KeypadModel
    let screen: CursesScreen
    let view: KeypadView
    let stateFile: StateFile?
    let writer: KeypadTranscriptWriter?

    /// Runs until the user leaves; returns the exit status.
    mutating func run() -> Int32 {
        // A recording that cannot even take its header (/dev/full, ulimit -f) is said on the first screen.
        if let notice = writer?.takeStopNotice() { model.status = ("✗ " + notice, true) }
        sayDrawnSize(before: nil)
        var layout = view.draw(model, on: screen)
        var mouseHolds = false
        var owesDrawing = false
        var ending: Int32?
        while !model.quits {
            ending = Signals.takeLeaving()
            if ending != nil { break }
            // In the background (after bg) the flags wait: `fg` brings the screen back at the next tick.
            if TerminalModes.isForeground && (Signals.takeResized() || Signals.takeContinued()) {
                let before = screen.sizeNotice
                screen.refit()
                sayDrawnSize(before: before)
                layout = view.draw(model, on: screen)
                if let panel = layout?.panel { model.keepScroll(in: panel) }  // drawn clamped already
            }
            guard let key = screen.nextKey(waits: model.lessonGoal == nil && !owesDrawing) else {
                if owesDrawing {  // the keys that were waiting are all taken: draw what they did
                    layout = view.draw(model, on: screen)
                    owesDrawing = false
                    continue
                }
                // A terminal that hung up ends the keypad as SIGHUP does (state saved, 129), even
                // when SIGHUP is ignored (`nohup`): its reads end at once, and the loop spun.
                if screen.isHungUp {
                    ending = SIGHUP
                    break
                }
                if model.lessonGoal != nil {  // a go-to plays on while no key is waiting
                    model.perform(.goOn)
                    writer?.update(model.calculator)
                    layout = view.draw(model, on: screen)
                } else if model.pressed != nil && !mouseHolds {  // a typed key shows pressed for one tick
                    model.perform(.release)
                    layout = view.draw(model, on: screen)
                }
                continue
            }
            // ncurses' notice that `refit` changed the size (it queues one as a key): the screen
            // is already redrawn, so it is neither a key press nor a reason to refit again.
            if case .resize = key { continue }
            if case .mouse(let report) = key { mouseHolds = report.pressed }
            var map = KeyMap(layout: layout, phase: model.state.phase, showsHelp: model.showsHelp,
                             plays: model.player != nil, typesLineNumber: model.lineNumber != nil)
            map.picksPrecision = model.precisionPicker != nil
            map.goesToLine = model.lessonGoal != nil
            map.selection = model.selection
            map.offTheSheet = model.offTheSheet
            map.glyphs = view.glyphs
            map.screenTooSmall = layout == nil  // the runner draws no layout only then
            map.quizzes = model.quiz?.isOver == false
            let command = map.command(for: key)
            if case .suspend = command {
                raise(SIGTSTP)  // Signals gives the screen back, stops; after `fg` the loop redraws
                continue
            }
            model.perform(command)
            if model.state.phase == .ready { stateFile?.save(model.state) }
            writer?.update(model.calculator)
            if let notice = writer?.takeStopNotice() { model.status = ("✗ " + notice, true) }  // as it happens
            if model.quits { break }  // no last screen: the terminal is given back at once
            // More keys waiting (a paste): drawn once they are taken. A click among them is
            // read against the layout on screen when it was made, the last one drawn.
            if screen.hasWaitingInput {
                owesDrawing = true
            } else {
                layout = view.draw(model, on: screen)
            }
        }
        writer?.update(model.calculator, closing: true)
        if let score = quizScore { writer?.comment(score) }
        writer?.finish()
        stateFile?.save(model.state)
        screen.close()
        TerminalModes.restore()
        if let problem = writer?.problem {
            FileText.warn("convcalc: warning: the recording is incomplete: \(problem.message)")
            return 74
        }
        return ending.map { 128 + $0 } ?? 0
    }

    /// The quiz's score as a line: `quiz 03-number-entry.txt: 7 of 10 right` (its name escaped), if a quiz was taken.
    var quizScore: String? {
        model.quiz.map { "quiz \(VisibleText.of($0.name)): \($0.score)" + ($0.isOver ? "" : " (left before the end)") }
    }

    /// Says on the status line that the keypad draws in part of a terminal too large for
    /// ncurses; once the terminal fits again, takes that back (`before`: the notice until now).
    private mutating func sayDrawnSize(before: String?) {
        if let notice = screen.sizeNotice {
            model.status = (notice, true)
        } else if let before, model.status.text == before {
            model.status = ("", false)
        }
    }
}
