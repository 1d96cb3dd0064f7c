/// Where everything goes on a screen of a given size: the displays, the buttons, the machine
/// panel, the event log (or a lesson), the status and hint lines.
///
/// Wide screens put the panels right of the keypad, narrow ones below it; buttons are 3 rows
/// high when there is room and 1 row at the least. Below the smallest usable size there is no
/// layout (the keypad then asks for more room): a number is never cut.
public struct KeypadLayout: Equatable, Sendable {
    /// The screen.
    public let size: ScreenSize
    /// The box around the two displays.
    public let displayBox: ScreenRect
    /// Each button and its rectangle.
    public let buttons: [KeypadButton]
    /// The machine panel, when there is room.
    public let machine: ScreenRect?
    /// The event log, or the lesson when one is played; when there is room.
    public let panel: ScreenRect?
    /// The status line (the last event, a refusal).
    public let status: ScreenRect
    /// The hint line (the keys).
    public let hint: ScreenRect

    /// The output display's row inside the box.
    public var outputDisplay: ScreenRect { ScreenRect(x: displayBox.x + 1, y: displayBox.y + 1, width: displayBox.width - 2, height: 1) }
    /// The input display's row inside the box.
    public var inputDisplay: ScreenRect { ScreenRect(x: displayBox.x + 1, y: displayBox.y + 2, width: displayBox.width - 2, height: 1) }
    /// The rectangle the keys fill, from the first row of buttons to the last: the displays are
    /// above it, the panels beside or below it. The precision picker stays inside it.
    public var keysArea: ScreenRect {
        let rects = buttons.map(\.rect)
        guard let first = rects.first else { return ScreenRect(x: displayBox.x, y: displayBox.bottom, width: 0, height: 0) }
        return rects.dropFirst().reduce(first) { area, key in
            let x = min(area.x, key.x), y = min(area.y, key.y)
            return ScreenRect(x: x, y: y, width: max(area.right, key.right) - x, height: max(area.bottom, key.bottom) - y)
        }
    }

    /// The button at `point`, if any.
    public func key(at point: ScreenPoint) -> KeypadKey? {
        buttons.first { $0.rect.contains(point) }?.key
    }

    /// The narrowest box: three buttons of 6 columns and two gaps.
    public static let minimumKeypadWidth = 20
    /// The rows of a screen that are not keypad: the display box (4), status and hint (2).
    static let chromeRows = 6
    /// The least height of the log or lesson panel (borders and three lines).
    public static let minimumPanelRows = 5
    /// The lesson panel's height at a projector's 40×20 (borders and six lines): a lesson
    /// beside the keypad with fewer goes under it, the machine beside the keypad (60×20).
    static let projectorLessonRows = 8

    /// The smallest screen that shows displays `displayWidth` characters wide (and a lesson).
    public static func minimum(displayWidth: Int, lesson: Bool) -> ScreenSize {
        ScreenSize(columns: max(minimumKeypadWidth, displayWidth + 4),
                   rows: chromeRows + KeypadLayout.keypadRows(buttonHeight: 1, gap: 0) + (lesson ? minimumPanelRows : 0))
    }

    /// The layout of a screen of `size` whose longest display text is `displayWidth`
    /// characters, or nil when it is too small.
    public static func make(size: ScreenSize, displayWidth: Int, lesson: Bool) -> KeypadLayout? {
        let least = minimum(displayWidth: displayWidth, lesson: lesson)
        guard size.columns >= least.columns && size.rows >= least.rows else { return nil }
        let status = KeypadLayout.status(size)
        let hint = KeypadLayout.hint(size)
        let body = size.rows - 2
        let wideKeypad = max(least.columns, 30)
        if size.columns >= least.columns + 1 + 30 {
            let width = size.columns >= wideKeypad + 31 ? wideKeypad : least.columns
            let (box, buttons) = keypad(x: 0, width: width, height: body, keepFree: 0)
            let side = ScreenRect(x: width + 1, y: 0, width: size.columns - width - 1, height: body)
            let (machine, panel) = panels(in: side, lesson: lesson)
            if let machine, lesson ? panel != nil : true {
                // A lesson beside a keypad as tall as the screen had fewer lines (4 at 60×20) than
                // under a short one with the machine beside it (6, as at 40×20): it goes under then.
                if lesson, let panel, panel.height < projectorLessonRows,
                   let under = compactBeside(size: size, keypadWidth: least.columns, displayBoxWidth: least.columns, body: body, lesson: lesson),
                   let underPanel = under.panel, underPanel.height > panel.height {
                    return under
                }
                return KeypadLayout(size: size, displayBox: box, buttons: buttons, machine: machine, panel: panel,
                                    status: status, hint: hint)
            }
        }
        let width = min(size.columns, wideKeypad)
        let panelWidth = min(size.columns, 80)
        let wanted = MachinePanel.height(width: panelWidth) + (lesson ? minimumPanelRows : 0)
        let (box, buttons) = keypad(x: 0, width: width, height: body, keepFree: wanted)
        let below = ScreenRect(x: 0, y: box.bottom + keypadHeight(buttons), width: panelWidth,
                               height: body - box.bottom - keypadHeight(buttons))
        var (machine, panel) = panels(in: below, lesson: lesson)
        if machine == nil, let beside = compactBeside(size: size, keypadWidth: least.columns, displayBoxWidth: least.columns,
                                                      body: body, lesson: lesson) {
            return beside
        }
        if machine == nil { (machine, panel) = panels(in: below, lesson: lesson, compact: true) }
        // A number too wide for the keypad beside the machine: the narrowest keypad under a wide display box.
        if machine == nil, let beside = compactBeside(size: size, keypadWidth: minimumKeypadWidth, displayBoxWidth: least.columns,
                                                      body: body, lesson: lesson) {
            return beside
        }
        if lesson && panel == nil { return nil }
        return KeypadLayout(size: size, displayBox: box, buttons: buttons, machine: machine, panel: panel,
                            status: status, hint: hint)
    }

    /// A keypad `keypadWidth` wide with the machine's compact form beside it and the log or
    /// lesson under both, when the screen is wide enough for that and tall enough for the panel
    /// (a projector's 40×20). A display box wider than the keypad (`displayBoxWidth`: a wide
    /// number) spans the screen over the machine, which then starts under it: the keys stay
    /// where they were and the machine keeps its place (at 40×14 a wide number hid it). With
    /// no log under both, the machine runs down to the status line.
    static func compactBeside(size: ScreenSize, keypadWidth: Int, displayBoxWidth: Int, body: Int, lesson: Bool) -> KeypadLayout? {
        let sideWidth = size.columns - keypadWidth - 1
        guard sideWidth >= minimumCompactWidth else { return nil }
        var (box, buttons) = keypad(x: 0, width: keypadWidth, height: body, keepFree: lesson ? 2 * minimumPanelRows : minimumPanelRows)
        if displayBoxWidth > keypadWidth { box = ScreenRect(x: 0, y: 0, width: size.columns, height: box.height) }
        let top = box.bottom + keypadHeight(buttons)
        let rest = body - top
        let panel = rest >= minimumPanelRows ? ScreenRect(x: 0, y: top, width: min(size.columns, 80), height: rest) : nil
        if lesson && panel == nil { return nil }
        let machineTop = box.width > keypadWidth ? box.bottom : 0
        let machine = ScreenRect(x: keypadWidth + 1, y: machineTop, width: sideWidth, height: (panel == nil ? body : top) - machineTop)
        return KeypadLayout(size: size, displayBox: box, buttons: buttons, machine: machine, panel: panel,
                            status: KeypadLayout.status(size), hint: KeypadLayout.hint(size))
    }

    /// The status line: the screen's last row but one.
    static func status(_ size: ScreenSize) -> ScreenRect { ScreenRect(x: 0, y: size.rows - 2, width: size.columns, height: 1) }
    /// The hint line: the screen's last row.
    static func hint(_ size: ScreenSize) -> ScreenRect { ScreenRect(x: 0, y: size.rows - 1, width: size.columns, height: 1) }

    /// The narrowest machine panel in its compact form (`MachinePanel.lines(…rows:)`).
    public static let minimumCompactWidth = 16

    /// The machine panel on top of `area` and the log or lesson panel under it, as they fit;
    /// a lesson takes precedence over the machine. With `compact`, a machine panel too tall
    /// for the area gets the rows it can (4 to 8), for its compact form, or all the area's rows
    /// when no event log fits under it.
    static func panels(in area: ScreenRect, lesson: Bool, compact: Bool = false) -> (machine: ScreenRect?, panel: ScreenRect?) {
        guard area.width >= minimumKeypadWidth else { return (nil, nil) }
        let fullHeight = MachinePanel.height(width: area.width)
        let reserved = lesson ? minimumPanelRows : 0
        let compactHeight = max(2 + MachinePanel.compactRows, min(8, area.height - reserved - minimumPanelRows))
        let machineHeight = area.height - reserved >= fullHeight || !compact ? fullHeight : compactHeight
        var machine: ScreenRect?
        var top = area.y
        if area.height - reserved >= machineHeight {
            machine = ScreenRect(x: area.x, y: area.y, width: area.width, height: machineHeight)
            top += machineHeight
        }
        let rest = area.bottom - top
        let panel = rest >= minimumPanelRows ? ScreenRect(x: area.x, y: top, width: area.width, height: rest) : nil
        if compact, panel == nil, !lesson, let compactMachine = machine {  // no log fits under it: the rows are the machine's
            return (ScreenRect(x: compactMachine.x, y: compactMachine.y, width: compactMachine.width, height: area.height), nil)
        }
        return (machine, panel)
    }
}

/// A button and where it is.
public struct KeypadButton: Equatable, Sendable {
    /// The key it sends.
    public let key: KeypadKey
    /// Its cells.
    public let rect: ScreenRect
}
