/// The plain rendering: the output display above the input display, one line each.
///
/// ```
/// ≈ 3.28 ft
/// 1 m
/// ```
/// `≈ ` marks an output that is rounded; an exact one has no mark. This layout is a
/// contract: transcripts and scripts read it.
public enum PlainText {
    /// Writes what `shows` shows, when it is an answer (not an error or quit).
    public static func answer(_ shows: Outcome.Shows, into output: OutputBuffer) {
        switch shows {
        case .displays(let displays):
            PlainText.displays(displays, into: output)
        case .menu(let current):
            menu(current: current, into: output)
        case .info(let text):
            output.append(string: text)
            output.append("\n")
        case .nothing, .quit, .rejected:
            break
        }
    }

    /// Writes the two displays (and the sentence, when `say` is on).
    @inline(__always)
    public static func displays(_ displays: Displays, into output: OutputBuffer) {
        outputLine(of: displays.state, into: output)
        inputLine(of: displays.state, into: output)
        if displays.says {
            output.append(string: Sentence.of(displays.state))
            output.append("\n")
        }
    }

    /// Writes the output display's line and its line end: `≈ 3.28 ft`.
    @inline(__always)
    public static func outputLine(of state: State, into output: OutputBuffer) {
        let result = state.converter.isCompound ? nil : state.output
        if let result, result.form == .decimal {
            output.appendDisplayLine(result.value, point: false, approximate: !result.isExact, symbolOf: state.converter.to)
        } else {
            output.append(string: state.outputText)
            output.append(byte: UInt8(ascii: "\n"))
        }
    }

    /// Writes the input display's line and its line end: `1 m`, `1.5e-4 m`.
    @inline(__always)
    public static func inputLine(of state: State, into output: OutputBuffer) {
        if state.entry.hasExponent { return exponentInputLine(of: state.entry, state.converter, into: output) }
        output.appendDisplayLine(state.entry.mantissa, point: state.entry.hasPoint, approximate: false,
                                 symbolOf: state.converter.from)
    }

    /// `inputLine` of an entry with an exponent (`1.5e-4 m`). Out of line, so the usual line
    /// is small enough for the compiler to inline into the renderer.
    @inline(never)
    private static func exponentInputLine(of entry: Entry, _ converter: Converter, into output: OutputBuffer) {
        output.append(entry: entry)
        output.append(byte: UInt8(ascii: " "))
        output.append(symbolOf: converter.from)
        output.append(byte: UInt8(ascii: "\n"))
    }

    /// Writes the numbered converters, the current one marked with `*`; a current pair that is
    /// none of them (`convert in cm`) follows them, marked, with no number. Numbers are right
    /// aligned, so from ten converters (a units file's) ` 9.` stands over `10.`.
    public static func menu(current: Converter, into output: OutputBuffer) {
        let width = String(Converter.builtIn.count).count
        for (offset, converter) in Converter.builtIn.enumerated() {
            output.append(converter == current ? "* " : "  ")
            output.append(string: String(repeating: " ", count: width - String(offset + 1).count))
            output.append(integer: offset + 1)
            output.append(". ")
            menuItem(converter, into: output)
        }
        if !Converter.builtIn.contains(current) {
            output.append(string: "* " + String(repeating: " ", count: width) + "  ")
            menuItem(current, into: output)
        }
    }

    /// `meters to feet (m → ft)` and the line's end.
    private static func menuItem(_ converter: Converter, into output: OutputBuffer) {
        output.append(string: converter.label)
        output.append(" (")
        output.append(string: converter.symbols)
        output.append(")\n")
    }
}
