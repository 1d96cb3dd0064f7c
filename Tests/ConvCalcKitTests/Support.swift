@testable import ConvCalcKit

/// Test helpers: a converter by its units, a decimal from text, a state after some lines.
enum Given {
    static func converter(_ from: String, _ to: String) -> Converter {
        Converter(from: UnitCatalog.find(from)!, to: UnitCatalog.find(to)!)!
    }

    /// The exact decimal written in `text` ("-12.50").
    static func decimal(_ text: String) -> ExactDecimal {
        let negative = text.hasPrefix("-")
        let body = negative ? String(text.dropFirst()) : text
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        return ExactDecimal(isNegative: negative, digits: UInt128(String(parts[0]) + fraction)!, scale: fraction.count)
    }

    /// A session after replaying `lines`; each line must be accepted.
    static func session(after lines: [String], from state: State = .initial) -> Session {
        var session = Session(state: state)
        for line in lines {
            let answer = session.handle(line).shows
            if case .rejected(let error) = answer { fatalError("setup line '\(line)' was rejected: \(error.message)") }
        }
        return session
    }

    /// The entry typed as `text` (`-12.50`, `5.`, `-0`, `1.5e-4`), through the machine.
    static func entry(_ text: String) -> Entry {
        var session = Session()
        _ = session.handle(text)
        return session.state.entry
    }

    /// The displays of a session's state.
    static func displays(_ session: Session) -> Displays {
        Displays(state: session.state, says: session.says)
    }

    /// The plain-format text a session shows for its displays.
    static func plain(_ session: Session) -> String {
        let buffer = OutputBuffer()
        PlainText.displays(displays(session), into: buffer)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }
}

extension Outcome.Shows {
    /// True when the outcome shows the two displays.
    var isDisplays: Bool {
        if case .displays = self { return true }
        return false
    }

    /// True when the outcome shows the numbered converters.
    var isMenu: Bool {
        if case .menu = self { return true }
        return false
    }
}
