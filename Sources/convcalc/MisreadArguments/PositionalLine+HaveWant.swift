#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

extension PositionalLine {
    /// `convcalc '98.6 F' C`, `convcalc '5 mi' km`: GNU units' "have" and "want", the value quoted
    /// and the unit wanted after it, no `-e`: the usage error offering the line that converts it,
    /// the options kept (it joined them as `98.6 F C`, where C is the clear key, refused). Nil for
    /// any other words, when that line is refused, and with an unknown option (`-t '5 mi' km`:
    /// its error says how convcalc takes GNU units' call).
    static func haveWant(_ arguments: [String]) -> String? {
        // One line of two words, read where they stood (not looked for by value).
        let read = read(arguments)
        guard read.lines.count == 1, read.unknownOption == nil, let words = read.lines.first, !words.isExecuted, words.words.count == 2,
              case let (have, want) = (words.words[0], words.words[1]), have.contains(" "), !want.contains(" "),
              access(have, F_OK) != 0, UnitCatalog.find(want) != nil,
              let line = CommandLineConversion.line(from: have, to: want) else { return nil }
        var written = arguments
        written.remove(at: words.positions[1])
        written[words.positions[0]] = line
        return "convcalc: '\(VisibleText.of(have))' is no file; as GNU units' have and want, write \(PositionalLine.read(written).command())"
    }
}
