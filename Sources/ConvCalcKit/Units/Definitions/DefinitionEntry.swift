/// One statement of a definitions file, as read (nothing resolved yet): the reader's output
/// and the resolver's input.
enum DefinitionEntry: Sendable {
    /// `furlong 220 yd ; furlongs ; to m`: a unit, its definition and convcalc's additions.
    case unit(name: String, nameColumn: Int, definition: Source, names: [String], options: [Source])
    /// `kilo- 1e3`: a prefix for names in definitions.
    case prefix(name: String, definition: Source)
    /// `tempF(x) units=[1;K] … (x+(-32)) degF + stdtemp ; …`: GNU units' function, taken when
    /// its forward expression is linear-fractional in its parameter.
    case function(name: String, parameter: String, forward: Source)
    /// `!kind length m word distance`.
    case kind(name: String, nameColumn: Int, base: Source, domain: KindDomain, word: String?)
    /// `!converter miles to kilometers: mi -> km`.
    case converter(label: Source, from: Source, to: Source)
    /// `!compound ft in`.
    case compound(parts: [Source])
    /// `!hint ton 'ton' is ambiguous: …`.
    case hint(name: String, text: String)

    /// A piece of text and where it starts in its file, for messages (`FILE:LINE:COLUMN`).
    struct Source: Sendable, Hashable {
        let text: String
        let position: DefinitionPosition
    }
}

/// Where a definition starts: a file's name, a line (from 1) and a column (from 1, in characters).
public struct DefinitionPosition: Sendable, Hashable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int

    /// `FILE:LINE:COLUMN`.
    public var description: String { "\(file):\(line):\(column)" }
}

/// The values a kind's base unit may take: any, at least 0 (temperatures: absolute zero), or
/// above 0 (fuel economy), with what to say of a value outside.
public enum KindDomain: Sendable, Hashable {
    case any
    case atLeastZero(reason: String)
    case aboveZero(reason: String)
}
