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
    /// any other words, and when that line is refused.
    static func haveWant(_ files: [String], arguments: [String]) -> String? {
        guard files.count == 2, files[0].contains(" "), !files[1].contains(" "), access(files[0], F_OK) != 0,
              UnitCatalog.find(files[1]) != nil, !read(arguments).lines.contains(where: \.isExecuted),
              let line = CommandLineConversion.line(from: files[0], to: files[1]),
              let have = arguments.firstIndex(of: files[0]), let want = arguments.lastIndex(of: files[1]), have < want
        else { return nil }
        var written = arguments
        written.remove(at: want)
        written[have] = line
        return "convcalc: '\(VisibleText.of(files[0]))' is no file; as GNU units' have and want, write \(read(written).command())"
    }
}
