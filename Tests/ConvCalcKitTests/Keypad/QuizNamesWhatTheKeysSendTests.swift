import Testing
@testable import ConvCalcKit

/// The quiz names the event it asks about; the machine panel names the keypad's keys beside
/// the events they send. A word both use means one thing: the quiz asked `in choosing, Return
/// leads to?` of a lesson's line end (which keeps the menu open) and marked `ready` wrong, while
/// the panel said `pick (Return, 1–8, click a row) ──▶ ready`.
@Suite struct QuizNamesWhatTheKeysSendTests {
    /// In every state, an event the quiz names as a key the panel lists there leads where that
    /// key leads, through the keypad's own key map (`KeyMap.events`) and `Machine.transition`.
    @Test func anEventNamedAsAKeyOfThePanelLeadsWhereThatKeyLeads() {
        for (index, phase) in Phase.allCases.enumerated() {
            let state = MachineExport.sample(phase)
            for key in MachinePanel.keys[index] {
                let byKey = Self.answer(Machine.transition(state, MachineExport.sample(key.kind)))
                for kind in Event.Kind.allCases where MachineExport.sample(kind).name == key.name {
                    let asked = Self.answer(Machine.transition(state, MachineExport.sample(kind)))
                    #expect(asked == byKey, "in \(phase), the quiz's '\(key.name)' is \(kind.identifier), the key sends \(key.kind.identifier)")
                }
            }
        }
    }

    /// A student who reads each question's key on the panel and answers what that key does there
    /// is marked right, in every lesson's quiz and a long random one.
    @Test(arguments: ExamplesTests.lessons + ["600 random keys"])
    func answeringAsThePanelSaysIsAlwaysRight(lesson name: String) throws {
        var model = if name.hasSuffix("random keys") {
            KeypadModel(start: .initial, quiz: Quiz(seed: 20_261_129, count: 600))
        } else {
            try Self.quizzing(name)
        }
        while let question = model.quiz?.question {
            let state = model.state
            let index = Phase.allCases.firstIndex(of: state.phase) ?? 0
            let key = MachinePanel.keys[index].first { $0.name == question.name }
            let event = key.map { $0.kind == question.kind ? question : MachineExport.sample($0.kind) } ?? question
            let answer = Self.answer(Machine.transition(state, event))
            let text = model.quiz?.questionText(in: state, numbered: false) ?? ""
            model.perform(.answer(answer))
            #expect(model.quiz?.last?.isRight == true, "\(name): \(text) answered \(answer.text) as the panel says")
        }
    }

    /// A keypad quizzing the lesson `name` of Examples/.
    static func quizzing(_ name: String) throws -> KeypadModel {
        let lesson = try LessonPlayer(name: name, transcript: Transcript(bytes: ExamplesTests.bytes(of: name)))
        return KeypadModel(start: lesson.start, quiz: Quiz(lesson: lesson))
    }

    /// The quiz's answer for what the machine did.
    static func answer(_ transition: Result<State, Rejection>) -> Quiz.Answer {
        switch transition {
        case .success(let next): .leadsTo(next.phase)
        case .failure: .refused
        }
    }
}
