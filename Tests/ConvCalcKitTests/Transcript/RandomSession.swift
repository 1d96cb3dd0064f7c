@testable import ConvCalcKit
import Seeding

/// Random sessions for the round-trip property: random starting states and random lines of
/// every kind — keys, menus, errors, precision changes, `say`/`trace` toggles, queries.
enum RandomSession {
    /// A session in a random state: a random converter and precision, some random lines typed,
    /// `say` and `trace` set at random — as `--converter`, `--precision` and a restored state would.
    static func start(using random: inout SeededGenerator) -> Session {
        var played = Session()
        for _ in 0..<Int.random(in: 0...4, using: &random) { _ = played.handle(line(using: &random)) }
        if played.state.phase == .choosing { _ = played.handle("cancel") }
        let converter = Bool.random(using: &random) ? anyConverter(using: &random) : nil
        let precision: Precision? = switch Int.random(in: 0...2, using: &random) {
        case 0: .places(Int.random(in: Precision.placesRange, using: &random))
        case 1: .significant(Int.random(in: Precision.significantRange, using: &random))
        default: nil
        }
        return Session.starting(from: played.state, converter: converter, precision: precision,
                                says: Bool.random(using: &random), traces: Bool.random(using: &random))
    }

    /// A random converter: any two units of one kind, or a unit and a compound output (`ft+in`).
    static func anyConverter(using random: inout SeededGenerator) -> Converter {
        while Int.random(in: 0..<5, using: &random) == 0 {
            let from = UnitID(Int.random(in: 0..<UnitCatalog.all.count, using: &random))
            if let converter = Converter(from: from, to: CompoundUnit.all.randomElement(using: &random)!) { return converter }
        }
        while true {
            let from = UnitID(Int.random(in: 0..<UnitCatalog.all.count, using: &random))
            let to = UnitID(Int.random(in: 0..<UnitCatalog.all.count, using: &random))
            if let converter = Converter(from: from, to: to) { return converter }
        }
    }

    /// A random typed line.
    static func line(using random: inout SeededGenerator) -> String {
        let number = String(Int.random(in: 0...99_999, using: &random))
        let fraction = String(Int.random(in: 0...999, using: &random))
        let lines = [
            number, "\(number).\(fraction)", "-\(number)", ".\(fraction)", "C", "C +/- \(number)", "+/-", "± 5", ".",
            "1.2.3", "9999999999999999", "-500", "convert", "3", "mi->km", "cancel", "", "  ", "9", "x",
            "convert ft->in", "convert m->ft+in", "convert \(anyConverter(using: &random).label)", "convert mi->kg", "swap", "reset",
            "precision \(Int.random(in: 0...13, using: &random))", "precision \(Int.random(in: 0...16, using: &random)) sig", "precision", "say on", "say off", "trace on",
            "trace off", "help", "help .", "help C", "help convert", "state", "list", "units", "units length",
            "units volume", "\(number) # a comment", "# only a comment", "neg", "5 5 +/- swap", "1.5e-4", "6.02E23", "\(number)e\(fraction.prefix(2))",
        ]
        return lines.randomElement(using: &random)!
    }
}
