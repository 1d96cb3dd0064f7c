/// What a key press or a click asks the keypad to do.
public enum KeypadCommand: Equatable, Sendable {
    /// Press a keypad button: its event goes to the machine and the button shows pressed.
    case press(KeypadKey)
    /// Send an event that has no button (Return's line-end).
    case send(Event)
    /// Move the action sheet's highlight by this many rows.
    case moveSelection(Int)
    /// Pick the converter at this index of the menu (`Converter.builtIn`).
    case pick(Int)
    /// A digit of a converter's number in the open menu (`MenuNumber`: 10 and up wait for Return or a digit).
    case menuDigit(UInt8)
    /// Pick the highlighted converter.
    case pickSelection
    /// Close the action sheet without a choice.
    case cancel
    /// Esc with nothing open to cancel: no mistake, so no error; the status line says so.
    case nothingToCancel
    /// Time travel: one event back, or forward again.
    case stepBack, stepForward
    /// Scroll the event log by this many lines (negative: towards older events).
    case scrollLog(Int)
    /// Scroll a refusal's reason too long for the machine panel `panel` by this many lines
    /// (negative: towards its start), when no event log is shown (40×14).
    case scrollMachine(Int, panel: ScreenRect)
    /// Show or hide the help overlay.
    case toggleHelp
    /// What a key does in the open precision picker.
    case precisionPicker(PrecisionPicker.Action)
    /// A quiz: the student's answer to the question; then the key is applied.
    case answer(Quiz.Answer)
    /// A lesson: send its next key.
    case playNext
    /// A lesson: back to the start of the line, or the line before (Backspace, `b`).
    case lessonBack
    /// A lesson: start again from its first line (Home).
    case restartLesson
    /// A lesson: scroll its comments by this many lines (negative: towards their start), in
    /// the lesson panel `panel` (nil: unknown).
    case scrollNarration(Int, panel: ScreenRect?)
    /// A lesson: a key of the line number typed after `g` (`g 12 Return`).
    case lineNumber(LineNumberEntry.Key)
    /// A lesson: play on towards the line a go-to is going to (`KeypadModel.lessonGoal`); the
    /// loop sends it while no key is waiting.
    case goOn
    /// A key that moves a lesson, pressed with none: what it does in one (`b: back a lesson
    /// line (--play)`), for the status line.
    case lessonKeyWithoutLesson(String)
    /// The mouse button went up: nothing is pressed any more.
    case release
    /// Ctrl-Z: give the terminal back to the shell and stop, as a shell's job does.
    case suspend
    /// Leave the keypad.
    case quit
    /// Nothing to do: a key with no meaning here.
    case ignored
    /// A key pressed while the screen is too small to show the keypad: it changes nothing
    /// out of sight (a lesson's Space played on unseen), and says nothing either.
    case unseen
}
