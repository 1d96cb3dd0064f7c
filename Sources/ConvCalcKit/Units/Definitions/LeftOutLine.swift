/// A line of a definitions file that was read but not taken, and why: `convcalc units --check`
/// and the start's summary count every such line under exactly one reason.
public struct LeftOutLine: Sendable, Hashable, CustomStringConvertible {
    public let position: DefinitionPosition
    /// The name the line defines (`tempF`, `ton`), or its first word.
    public let name: String
    public let reason: LeftOutReason
    /// Why, in words: `a table: tables are left out`.
    public let detail: String

    /// `FILE:LINE: name — why` (`FILE:LINE: why` for a line that names nothing).
    public var description: String {
        "\(position.file):\(position.line): " + (name.isEmpty ? detail : "\(name) — \(detail)")
    }
}

/// Why a line is left out: the summary's categories, in the order it names them when counts tie.
public enum LeftOutReason: Int, CaseIterable, Sendable, Comparable {
    /// GNU units' functions whose formula is not linear-fractional (`tempF` is taken; `dB` is not).
    case function
    /// Piecewise tables (`gasmark[degR] …`).
    case table
    /// Irrational constants convcalc cannot hold exactly: square roots, `exp`, `ln`, sines.
    case irrational
    /// Names nothing in the files or the built-in table defines.
    case unknownReference
    /// Units defined through a line that is itself left out.
    case dependsOnLeftOut
    /// Definitions with `x` twice or raised to a power: not `(a·x + b) / (c·x + d)`.
    case nonLinear
    /// Numbers beyond the 128-bit ratios a unit's map holds.
    case tooLarge
    /// Names convcalc already defines with another meaning (`ton`, `h`): convcalc's is kept.
    case nameKept
    /// Lines of `!locale` or `!var` sections for another locale or unit system.
    case sectionNotTaken
    /// `!include` lines: the file named is not followed.
    case include
    /// Names defined a second time (GNU units' `!utf8` spellings of names it has): the first is kept.
    case duplicate
    /// Lines convcalc cannot read (a grammar it does not know, a sum of unlike units).
    case unreadable

    public static func < (left: LeftOutReason, right: LeftOutReason) -> Bool { left.rawValue < right.rawValue }

    /// The summary's words for `count` lines of this reason: `143 functions`.
    public func counted(_ count: Int) -> String {
        let (one, many): (String, String) = switch self {
        case .function: ("function", "functions")
        case .table: ("table", "tables")
        case .irrational: ("irrational constant", "irrational constants")
        case .unknownReference: ("unknown reference", "unknown references")
        case .dependsOnLeftOut: ("using a line left out", "using lines left out")
        case .nonLinear: ("non-linear", "non-linear")
        case .tooLarge: ("beyond 128 bits", "beyond 128 bits")
        case .nameKept: ("name convcalc means otherwise", "names convcalc means otherwise")
        case .sectionNotTaken: ("in a section not taken", "in sections not taken")
        case .include: ("include", "includes")
        case .duplicate: ("defined twice", "defined twice")
        case .unreadable: ("unreadable", "unreadable")
        }
        return LeftOutSummary.grouped(count) + " " + (count == 1 ? one : many)
    }
}
