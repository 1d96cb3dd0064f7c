import Testing
@testable import ConvCalcKit
import Seeding

/// Every guard the machine refuses an event for is one the export lists for that phase and
/// event: over random walks of every kind of event, through converters with an absolute
/// zero, a reciprocal (0 mpg has no L/100km), a compound output and far exponents. (Swap from
/// `integer` with 0 mpg was refused for want of a value, and the export did not say so.)
@Suite(.seeded) struct ExportedGuardsTests {
    static let converters: [Converter] = [
        Converter(from: UnitCatalog.id(ofSymbol: "mpg"), to: UnitCatalog.id(ofSymbol: "L/100km")),
        Converter(from: UnitCatalog.id(ofSymbol: "L/100km"), to: UnitCatalog.id(ofSymbol: "mpg")),
        Converter(from: UnitCatalog.id(ofSymbol: "m"), to: CompoundUnit.all[0]),
        Converter(from: UnitCatalog.id(ofSymbol: "wk"), to: UnitCatalog.id(ofSymbol: "ms")),
        Converter(from: UnitCatalog.id(ofSymbol: "t"), to: UnitCatalog.id(ofSymbol: "mg")),
    ].compactMap { $0 } + Converter.builtIn

    static func randomEvent(_ random: inout SeededGenerator) -> Event {
        switch random.next(12) {
        case 0...4: .digit(UInt8(random.next(10)))
        case 5: .point
        case 6: .exponent
        case 7: .sign
        case 8: [.clear, .commit, .convert, .cancel, .reset][random.next(5)]
        case 9: .swap
        case 10: .pick(converters[random.next(converters.count)])
        default: .precision(random.next(2) == 0 ? .places(random.next(14)) : .significant(random.next(17)))
        }
    }

    @Test func everyGuardTheMachineFailsIsExportedForItsPhaseAndEvent() {
        var random = SeededGenerator()
        var met: Set<String> = []
        for _ in 0..<200 {
            var state = State.initial
            for _ in 0..<60 {
                let event = Self.randomEvent(&random)
                if case .pick = event, state.phase != .choosing, let open = try? Machine.transition(state, .convert).get() {
                    state = open  // a pick is made in the menu
                }
                switch Machine.transition(state, event) {
                case .success(let next):
                    state = next
                case .failure(let rejection):
                    guard let unmet = rejection.unmetGuard else { continue }
                    let exported = MachineExport.guards(of: event.kind, in: MachineExport.edges(state.phase))
                    met.insert("\(state.phase) \(event.kind) \(unmet)")
                    #expect(exported.contains(unmet), "\(state.phase) ──\(event.name)──▶ refused for \(unmet), not exported")
                }
            }
        }
        #expect(met.contains("integer swap outputHasValue"), "the walk meets the reciprocal's guard: \(met.sorted())")
    }
}
