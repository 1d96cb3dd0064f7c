import Foundation
import Testing
@testable import ConvCalcKit

/// No character typed after any word can crash the calculator or change it when refused.
@Suite struct EveryScalarTests {
    /// Every typed spelling of every word, plus a number (the start of a one-line conversion).
    static let heads: [String] = Words.all.flatMap { word -> [String] in
        switch word.role {
        case .lineEnd, .menuChoice: []
        default: word.spellings
        }
    } + ["5"]

    /// The scalars tried: all of them with `CONVCALC_EVERY_SCALAR=1` (minutes in a debug build);
    /// by default every scalar below U+0800, every one with a numeric value (the class of
    /// `help 千`) and every 257th of the rest.
    static let scalars: [Unicode.Scalar] = (UInt32(0)...0x10FFFF).compactMap { value in
        guard let scalar = Unicode.Scalar(value) else { return nil }
        if getenv("CONVCALC_EVERY_SCALAR") != nil || value < 0x800 || value % 257 == 0 { return scalar }
        return scalar.properties.numericType != nil ? scalar : nil
    }

    @Test(arguments: heads)
    func everyUnicodeScalarAfterTheWordIsHandled(head: String) {
        var session = Session()
        _ = session.handle("212")
        var bytes = Array((head + " ").utf8)
        let prefix = bytes.count
        for scalar in EveryScalarTests.scalars {
            bytes.removeSubrange(prefix...)
            bytes.append(contentsOf: String(scalar).utf8)
            let before = session.state
            let outcome = bytes.withUnsafeBufferPointer { session.handle(LineBytes($0)) }
            if outcome.error != nil {
                #expect(session.state == before, "\(head) U+\(String(scalar.value, radix: 16))")
            }
            if session.state.phase == .choosing { _ = session.handle("cancel") }
        }
    }
}
