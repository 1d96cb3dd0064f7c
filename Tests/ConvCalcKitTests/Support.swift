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
            let answer = session.handle(line)
            if case .rejected(let error) = answer { fatalError("setup line '\(line)' was rejected: \(error.message)") }
        }
        return session
    }

    /// The plain-format text a session shows for its displays.
    static func plain(_ session: Session) -> String {
        let buffer = OutputBuffer()
        PlainText.displays(session, into: buffer)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }
}
