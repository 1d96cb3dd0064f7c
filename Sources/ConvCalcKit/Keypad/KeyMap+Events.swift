extension KeyMap {
    /// The keys and clicks the keypad takes, by name, for finding what each does in a phase.
    private static let probes: [(name: String, key: InputKey)] = {
        let sheet = ActionSheet(size: probeLayout.size)
        let row = sheet.rows[0]
        let characters = ".-cekprs".map { (String($0), InputKey.character($0)) }
        return characters + [("Return", .enter), ("Esc", .escape), ("1–\(Converter.builtIn.count)", .character("1")),
                             ("click a row", click(ScreenPoint(x: row.x + 1, y: row.y))),
                             ("click outside", click(ScreenPoint(x: 0, y: 0)))]
    }()

    /// A screen to click on: the action sheet's rows are where they are on any screen of its size.
    private static let probeLayout = KeypadLayout(
        size: ScreenSize(columns: 80, rows: 40), displayBox: ScreenRect(x: 0, y: 0, width: 20, height: 4), buttons: [],
        machine: nil, panel: nil, status: ScreenRect(x: 0, y: 38, width: 80, height: 1),
        hint: ScreenRect(x: 0, y: 39, width: 80, height: 1))

    private static func click(_ point: ScreenPoint) -> InputKey {
        .mouse(MouseReport(button: 0, point: point, pressed: true))
    }

    /// The kind of event `command` sends to the machine, if any (`prec` sends a precision once picked).
    private static func kind(of command: KeypadCommand) -> Event.Kind? {
        switch command {
        case .press(let key): key.event?.kind ?? .precision
        case .send(let event): event.kind
        case .pick, .pickSelection, .menuDigit: .pick
        case .cancel: .cancel
        default: nil
        }
    }

    /// A key or click by name, the kind of event it sends in a phase, and whether that is what
    /// it sends in `ready` (its usual meaning).
    typealias SentEvent = (name: String, kind: Event.Kind, isUsual: Bool)

    /// The kind of event each key sends in `phase`, and whether that differs from what it
    /// sends in `ready` (Return picks in the menu; Esc cancels there and nowhere else).
    static func events(in phase: Phase) -> [SentEvent] {
        let usual = KeyMap(layout: probeLayout, phase: .ready, showsHelp: false, plays: false)
        let map = KeyMap(layout: probeLayout, phase: phase, showsHelp: false, plays: false)
        return probes.compactMap { name, key in
            guard let kind = kind(of: map.command(for: key)) else { return nil }
            return (name, kind, kind == self.kind(of: usual.command(for: key)))
        }
    }

    /// The name of the event the key named `name` (a name of `events`) sends in `phase`, as
    /// the machine panel names it: Return's `line-end`, `pick` in the menu; nil for none.
    static func event(sentBy name: String, in phase: Phase) -> String? {
        let keys = MachinePanel.keys[Phase.allCases.firstIndex(of: phase) ?? 0]
        return keys.first { $0.name == name }?.kind.rawValue
    }

    /// What the key named `name` sends (a name of `events`): its event in `ready`, then each
    /// state where it sends another, for the help's list of keys: `line-end (choosing: pick)`.
    static func sends(_ name: String) -> String {
        var usual = "", others: [String] = []
        for (phase, keys) in zip(Phase.allCases, MachinePanel.keys) {
            guard let sent = keys.first(where: { $0.name == name }) else { continue }
            if phase == .ready { usual = sent.kind.rawValue } else if !sent.isUsual { others.append("\(phase): \(sent.kind.rawValue)") }
        }
        return others.isEmpty ? usual : usual + " (" + others.joined(separator: ", ") + ")"
    }
}
