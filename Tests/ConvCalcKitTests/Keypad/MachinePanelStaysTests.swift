import Testing
@testable import ConvCalcKit
import Seeding

/// On a projector's large font (40×20), at 60×24 and at 100×40, the machine panel stays on
/// screen — whole, or in its compact form — and a refusal's reason is shown whole, wrapped at
/// blanks; the status line cuts only at a blank.
@Suite(.seeded) struct MachinePanelStaysTests {
    static let sizes = [ScreenSize(columns: 40, rows: 20), ScreenSize(columns: 60, rows: 24), ScreenSize(columns: 100, rows: 40)]

    func draw(_ model: KeypadModel, _ size: ScreenSize) throws -> (TextScreen, KeypadLayout) {
        let screen = TextScreen(columns: size.columns, rows: size.rows)
        let layout = try #require(KeypadView(glyphs: Glyphs(unicode: true)).draw(model, on: screen), "\(size)")
        return (screen, layout)
    }

    /// The words inside `rect`'s box, row after row.
    func words(in rect: ScreenRect, of screen: TextScreen) -> [Substring] {
        (rect.y + 1..<rect.bottom - 1).flatMap { row -> [Substring] in
            let line = Array(screen.lines[row])[(rect.x + 1)..<(rect.right - 1)]
            return String(line).split(separator: " ")
        }
    }

    /// True when `text` is among `words`, whole, wrapped at blanks.
    func shows(_ words: [Substring], _ text: String) -> Bool {
        words.joined(separator: " ").contains(text.split(separator: " ").joined(separator: " "))
    }

    /// The status line shows its text, a lesson's prompt in a briefer wording
    /// (`LessonPlayer.prompt(brevity:)`), or a part of one ending at a blank, then `…`.
    func expectStatusCutAtABlank(_ screen: TextScreen, _ text: String, _ context: String, lesson: LessonPlayer? = nil) {
        let shown = screen.lines[screen.size.rows - 2].trimmingBlanks
        let wordings = [text] + (lesson.map { lesson in (1...LessonPlayer.briefest).map { lesson.prompt(brevity: $0) } } ?? [])
        guard shown.hasSuffix("…") else {
            #expect(wordings.contains(shown), "\(context)")
            return
        }
        let kept = String(shown.dropLast()).trimmingBlanks
        #expect(wordings.contains { $0.hasPrefix(kept + " ") }, "cut mid-word: \(shown) of \(text) (\(context))")
    }

    /// Random keys at each size: after every refused key, the machine panel is on screen and
    /// holds the reason whole, wrapped at blanks.
    @Test(arguments: sizes)
    func everyReasonIsShownWholeInTheMachinePanel(size: ScreenSize) throws {
        var random = SeededGenerator()
        let commands: [KeypadCommand] = KeypadKey.all.map { .press($0) } + [.send(.exponent), .send(.commit)]
            + (0..<Converter.builtIn.count).map { .pick($0) } + Array(repeating: .press(.digit(9)), count: 6)
        var refusals = 0
        for _ in 0..<8 {
            var model = KeypadModel(start: .initial)
            for _ in 0..<150 {
                model.perform(commands[random.next(commands.count)])
                // The open action sheet is drawn over the panels.
                guard let step = model.calculator.lastStep, let rejection = step.refusal, model.state.phase != .choosing,
                      model.precisionPicker == nil  // the precision picker too

                else { continue }
                refusals += 1
                let (screen, layout) = try draw(model, size)
                let machine = try #require(layout.machine, "no machine panel at \(size)")
                #expect(shows(words(in: machine, of: screen), rejection.message), "\(rejection.message) at \(size):\n\(screen.text)")
                expectStatusCutAtABlank(screen, model.status.text, "\(size)")
            }
        }
        #expect(refusals > 50)
    }

    /// Lesson 09 played at each size: the machine panel is always there, the comments of the
    /// line are told in whole words, and a refused line's reason is shown whole.
    @Test(arguments: sizes)
    func lessonNineKeepsTheMachineAndTellsItsComments(size: ScreenSize) throws {
        let lesson = try LessonPlayer(name: "09-watching-the-machine.txt",
                                      transcript: Transcript(bytes: ExamplesTests.bytes(of: "09-watching-the-machine.txt")))
        var model = KeypadModel(start: lesson.start, lesson: lesson)
        var sawRefusal = false
        while model.player?.isAtEnd == false {
            model.perform(.playNext)
            let (screen, layout) = try draw(model, size)
            let machine = try #require(layout.machine, "no machine panel at \(size)")
            let panel = try #require(layout.panel)
            let player = try #require(model.player)
            guard model.state.phase != .choosing, !player.isAtEnd else { continue }  // the sheet covers the panel
            let told = player.narration.joined(separator: " ").split(separator: " ")
            let shown = words(in: panel, of: screen).prefix { !$0.hasPrefix(">") && $0 != "(more:" && $0 != "✓" && $0 != "✗" }
            #expect(!shown.isEmpty || told.isEmpty, "the comments are told at \(size)")
            #expect(Array(told.prefix(shown.count)) == Array(shown), "whole words, in order, at \(size)")
            if let refusal = player.refusal {
                sawRefusal = true
                #expect(shows(words(in: machine, of: screen), refusal), "\(refusal) at \(size)")
            }
            expectStatusCutAtABlank(screen, model.status.text, "\(size)", lesson: player)
        }
        #expect(sawRefusal)
    }

    /// Every lesson played key by key at each size: the machine panel names the state after
    /// every key, and a refusal's reason is shown whole beside or under it (at 40×20 the reason
    /// of lesson 7's `convert 3 4` filled the compact panel beside the keypad: no state, the
    /// reason cut).
    @Test(arguments: sizes)
    func everyLessonKeepsTheStateNamedWithTheReasonWhole(size: ScreenSize) throws {
        for name in ExamplesTests.lessons {
            let lesson = try LessonPlayer(name: name, transcript: Transcript(bytes: ExamplesTests.bytes(of: name)))
            var model = KeypadModel(start: lesson.start, lesson: lesson)
            while model.player?.isAtEnd == false {
                model.perform(.playNext)
                guard model.state.phase != .choosing, model.precisionPicker == nil else { continue }  // drawn over the panels
                let (screen, layout) = try draw(model, size)
                // Lesson 7's 16 digits, too wide for the keypad's 20 columns, hid the panel at 40×20.
                let machine = try #require(layout.machine, "no machine panel in \(name) at \(size):\n\(screen.text)")
                let shown = words(in: machine, of: screen)
                #expect(shown.contains(Substring(model.state.phase.rawValue)), "no state in \(name) at \(size):\n\(screen.text)")
                if let reason = model.calculator.lastStep?.refusal?.message ?? model.player?.refusal {
                    // Whole: every character in order (a word wider than the panel, 150000000000000000000, is split).
                    #expect(shown.joined().contains(("✗ " + reason).filter { $0 != " " }),
                            "\(reason) in \(name) at \(size):\n\(screen.text)")
                }
            }
        }
    }

    /// Down to the smallest screen, wherever there is room beside the keypad (37 columns) or
    /// four rows more than the least, the machine panel stays.
    @Test func theMachinePanelStaysDownToTheMinimum() {
        for lesson in [false, true] {
            let least = KeypadLayout.minimum(displayWidth: 11, lesson: lesson)
            for columns in least.columns...120 {
                for rows in least.rows...50 {
                    let layout = KeypadLayout.make(size: ScreenSize(columns: columns, rows: rows), displayWidth: 11, lesson: lesson)
                    guard columns >= 37 || rows >= least.rows + 4 else { continue }
                    #expect(layout?.machine != nil, "\(columns)×\(rows)\(lesson ? " lesson" : "")")
                }
            }
        }
    }
}
