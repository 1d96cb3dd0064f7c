extension OutputBuffer {
    /// Appends the input display's text: the mantissa as typed, then `e`, the exponent's sign
    /// and its digits when `EE` was pressed (`1.5e-4`, and `1.5e`, `1.5e-` while typing it).
    @inline(__always)
    public func append(entry: Entry) {
        append(decimal: entry.mantissa, point: entry.hasPoint)
        guard entry.hasExponent else { return }
        append("e")
        if entry.exponentNegative { append("-") }
        if entry.exponentHasDigits { append(integer: abs(entry.exponent)) }
    }
}
