/// The calculator's state as it is saved between sessions: the input as typed, the
/// converter's unit symbols and the precision, in a small JSON object.
///
/// `{"version":1,"input":"212","from":"°F","to":"°C","precision":2}`. Decoding types the
/// saved input back through the machine as events (converter, precision, then the keys), so a
/// restored state obeys every rule a typed one does.
public enum SavedState {
    /// The JSON text for `state` (the phase is not saved: a restored calculator is `ready`).
    public static func encode(_ state: State) -> String {
        let buffer = OutputBuffer(capacity: 128)
        buffer.append("{\"version\":1,\"input\":")
        buffer.append(jsonString: state.entry.text)
        buffer.append(",\"from\":")
        buffer.append(jsonString: state.converter.inputUnit.symbol)
        buffer.append(",\"to\":")
        buffer.append(jsonString: state.converter.outputSymbol)
        buffer.append(",\"precision\":")
        switch state.precision {
        case .places(let places):
            buffer.append(integer: places)
        case .significant(let digits):
            buffer.append(integer: digits)
            buffer.append(",\"significant\":1")
        }
        buffer.append("}\n")
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    /// The unit a saved state in `text` names that no unit known now is but a units file could
    /// define (read then and not now), or nil: such a state is whole, not damaged. A name no
    /// file could define (`swap`, `mi km`, a control) makes it damaged.
    public static func unknownUnit(in text: String) -> String? {
        guard let fields = FlatJSON.parse(text), fields["version"] == .number(1),
              case .string(let from)? = fields["from"], case .string(let to)? = fields["to"] else { return nil }
        let unknown: String
        if let source = UnitCatalog.find(from) {
            // Named nothing (nil, `m` to a file's `ñ…`) or refused (a hint's name): not a pair of known units.
            if case .success? = Converter.named(from: source, to: to) { return nil }
            guard UnitCatalog.find(to) == nil else { return nil }
            unknown = to
        } else {
            unknown = from
        }
        let mayBeDefined = !unknown.isEmpty && unknown.utf8.count <= 64 && UserUnits.isPrintable(unknown)
            && !unknown.contains(where: { $0 == " " || $0 == "+" }) && !UserUnits.isWord(unknown)
            && UserUnits.reservedReason(unknown) == nil
        return mayBeDefined ? unknown : nil
    }

    /// The state saved in `text`, or nil when it is not a valid saved state.
    public static func decode(_ text: String) -> State? {
        guard let fields = FlatJSON.parse(text), fields["version"] == .number(1),
              case .string(let input)? = fields["input"], case .string(let from)? = fields["from"],
              case .string(let to)? = fields["to"], case .number(let precision)? = fields["precision"],
              let source = UnitCatalog.find(from), case .success(let converter)? = Converter.named(from: source, to: to),
              case let precision = fields["significant"] == .number(1) ? Precision.significant(precision) : .places(precision),
              precision.isInRange,
              input.utf8.allSatisfy({ $0 == 0x2D || $0 == 0x2E || $0 == 0x65 || (0x30...0x39).contains($0) })
        else { return nil }
        var session = Session()
        guard !input.isEmpty, session.choose(converter), session.send(.precision(precision)).error == nil,
              case .displays = session.handle(input).shows
        else { return nil }
        return session.state
    }
}
