/// The JSON rendering: one object per line, keys in a fixed order.
///
/// `{"input":"212","inputUnit":"°F","output":"100","outputUnit":"°C",`
/// `"converter":"fahrenheit to celsius","state":"ready"}`; a rounded output adds
/// `"exact":false`, and `say` adds `"sentence"`.
public enum JSONText {
    /// Writes the display object.
    public static func displays(_ displays: Displays, into output: OutputBuffer) {
        let state = displays.state
        let shown = state.converter.isCompound ? state.shownOutput : ShownOutput.single(state.output)
        output.append("{\"input\":\"")
        output.append(entry: state.entry)
        output.append("\",\"inputUnit\":")
        output.append(jsonString: state.converter.inputUnit.symbol)
        if let typed = displays.inputParts { parts(typed, key: "inputParts", negative: "inputNegative", into: output) }
        output.append(",\"output\":")
        switch shown {
        case .single(let result) where result.form == .none: output.append("null")
        case .single(let result): output.append("\""); output.append(rounded: result); output.append("\"")
        case .compound(let value): output.append("\""); output.append(string: value.text); output.append("\"")
        }
        output.append(",\"outputUnit\":")
        if case .compound(let value) = shown {
            output.append(jsonString: state.converter.outputSymbol)
            parts(value, into: output)
        } else {
            output.append(jsonString: state.converter.outputUnit.symbol)
        }
        output.append(",\"converter\":")
        output.append(jsonString: state.converter.label)
        output.append(",\"state\":\"")
        output.append(string: state.phase.rawValue)
        output.append("\"")
        if !shown.isExact, !shown.hasNoValue { output.append(",\"exact\":false") }  // null is not rounded
        if displays.says {
            output.append(",\"sentence\":")
            output.append(jsonString: Sentence.of(state))
        }
        output.append("}\n")
    }

    /// Writes a compound output's `"parts":[{"value":"5","unit":"ft"},…]` (magnitudes), and
    /// `"negative":true` when the value is below zero; an input typed in parts the same way
    /// under the keys `inputParts` and `inputNegative`.
    static func parts(_ value: CompoundValue, key: String = "parts", negative: String = "negative", into output: OutputBuffer) {
        output.append(",\"")
        output.append(string: key)
        output.append("\":[")
        for (index, part) in value.parts.enumerated() {
            output.append(index == 0 ? "{\"value\":\"" : ",{\"value\":\"")
            output.append(rounded: part.value)
            if value.lastEndsInPoint && index == value.parts.count - 1 { output.append(".") }
            output.append("\",\"unit\":")
            output.append(jsonString: UnitCatalog.unit(part.unit).symbol)
            output.append("}")
        }
        output.append("]")
        if value.isNegative {
            output.append(",\"")
            output.append(string: negative)
            output.append("\":true")
        }
    }

    /// Writes the menu object.
    public static func menu(into output: OutputBuffer) {
        output.append("{\"menu\":[")
        for (offset, converter) in Converter.builtIn.enumerated() {
            if offset > 0 { output.append(",") }
            output.append("{\"index\":")
            output.append(integer: offset + 1)
            output.append(",\"name\":")
            output.append(jsonString: converter.label)
            output.append(",\"from\":")
            output.append(jsonString: converter.inputUnit.symbol)
            output.append(",\"to\":")
            output.append(jsonString: converter.outputUnit.symbol)
            output.append("}")
        }
        output.append("]}\n")
    }
}
