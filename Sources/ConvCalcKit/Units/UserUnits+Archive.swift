/// What units files added, as bytes and back (`ByteArchive`): how a start reads the same
/// files again without reading their definitions (the executable's units cache).
///
/// Everything `read` produced is kept — units, kinds, converters, hints, problems, lines
/// left out, the count loaded and the files' names — but the spelling index it grew while
/// reading, which a later `read` grows again from the units (`read` checks).
extension UserUnits {
    /// The archive's format; a change to what is written, or to its meaning, changes it.
    static let archiveFormat = 2

    /// These units as bytes, which `init(archived:)` reads back.
    public func archived() -> [UInt8] {
        var out = ByteArchive.Writer()
        out.int(Self.archiveFormat)
        out.int(units.count)
        for unit in units {
            out.string(unit.symbol)
            out.bool(unit.name == unit.symbol)  // most units of a file: no name of their own, one text fewer to read
            if unit.name != unit.symbol { out.string(unit.name) }
            out.int(Int(unit.kind.index))
            let map = unit.toBase, isAffine = map.affine != nil  // most maps: c = 0, d = 1
            out.bool(isAffine)
            for ratio in isAffine ? [map.a, map.b] : [map.a, map.b, map.c, map.d] {
                out.int128(ratio.numerator)
                out.int128(ratio.denominator)
            }
            out.int(unit.aliases.count)
            for alias in unit.aliases { out.string(alias) }
            out.optionalString(unit.everyday)
            out.bool(unit.isApproximate)
        }
        out.int(kinds.count)
        for kind in kinds {
            out.string(kind.name)
            out.string(kind.baseSymbol)
            let powers = kind.dimensions.powers.sorted { $0.key < $1.key }
            out.int(powers.count)
            for (primitive, power) in powers {
                out.string(primitive)
                out.int(power)
            }
            out.int128(kind.baseFactor.numerator)
            out.int128(kind.baseFactor.denominator)
            switch kind.domain {
            case .any: out.int(0)
            case .atLeastZero(let reason): out.int(1); out.string(reason)
            case .aboveZero(let reason): out.int(2); out.string(reason)
            }
            out.string(kind.word)
        }
        out.int(converters.count)
        for converter in converters {
            out.string(converter.label)
            out.string(converter.from)
            out.string(converter.to)
        }
        let hints = hints.sorted { $0.key < $1.key }
        out.int(hints.count)
        for (name, text) in hints {
            out.string(name)
            out.string(text)
        }
        out.int(problems.count)
        for problem in problems {
            Self.write(problem.position, to: &out)
            out.string(problem.message)
        }
        out.int(leftOut.count)
        for line in leftOut {
            Self.write(line.position, to: &out)
            out.string(line.name)
            out.int(line.reason.rawValue)
            out.string(line.detail)
        }
        out.int(loaded)
        out.int(files.count)
        for file in files { out.string(file) }
        return out.bytes
    }

    /// The units `archived()` wrote, or `ByteArchive.Malformed` for bytes it did not write: a
    /// unit of a kind there is not, a converter of units there are not, a ratio over zero,
    /// a map that collapses values, bytes after the end.
    public init(archived bytes: [UInt8]) throws(ByteArchive.Malformed) {
        var input = ByteArchive.Reader(bytes)
        try self.init(reading: &input)
        guard input.isAtEnd else { throw ByteArchive.Malformed() }
    }

    /// `init(archived:)` of the units `input` holds next, read up to their end.
    public init(reading input: inout ByteArchive.Reader) throws(ByteArchive.Malformed) {
        guard try input.int() == Self.archiveFormat else { throw ByteArchive.Malformed() }
        self.init()
        let unitCount = try input.count()
        guard UnitCatalog.builtInCount + unitCount <= Self.maxUnits else { throw ByteArchive.Malformed() }
        units.reserveCapacity(unitCount)
        var kindsOfUnits: [Int] = []
        for _ in 0..<unitCount {
            let symbol = try Self.name(&input), name = try input.bool() ? symbol : try Self.name(&input), kind = try input.int()
            let isAffine = try input.bool(), a = try Self.ratio(&input), b = try Self.ratio(&input)
            let map: UnitMap
            if isAffine {  // most units: a scale, perhaps an offset
                guard a.numerator != 0 else { throw ByteArchive.Malformed() }
                map = UnitMap(scale: a, offset: b)
            } else {
                guard let general = UnitMap(archived: a, b, try Self.ratio(&input), try Self.ratio(&input)) else { throw ByteArchive.Malformed() }
                map = general
            }
            let aliasCount = try input.count()
            var aliases: [String] = []
            if aliasCount > 0 {
                aliases.reserveCapacity(aliasCount)
                for _ in 0..<aliasCount { aliases.append(try Self.name(&input)) }
            }
            let everyday = try input.bool() ? try Self.name(&input) : nil, isApproximate = try input.bool()
            kindsOfUnits.append(kind)
            units.append(MeasurementUnit(symbol: symbol, name: name, kind: UnitKind(max(0, min(kind, Int(UInt16.max)))),
                                         toBase: map, spellings: aliases, everyday: everyday, isApproximate: isApproximate))
        }
        for _ in 0..<(try input.count()) {
            let name = try Self.name(&input), baseSymbol = try Self.name(&input)
            var powers: [String: Int] = [:]
            for _ in 0..<(try input.count()) { powers[try input.string()] = try input.int() }
            let factor = try Self.ratio(&input)
            let domain: KindDomain = switch try input.int() {
            case 0: .any
            case 1: .atLeastZero(reason: try input.string())
            case 2: .aboveZero(reason: try input.string())
            default: throw ByteArchive.Malformed()
            }
            kinds.append(KindDefinition(name: name, baseSymbol: baseSymbol, dimensions: Dimensions(powers),
                                        baseFactor: factor, domain: domain, word: try Self.name(&input)))
        }
        let kindCount = UnitCatalog.builtInKindCount + kinds.count
        guard kindsOfUnits.allSatisfy({ (0..<kindCount).contains($0) }) else { throw ByteArchive.Malformed() }
        for _ in 0..<(try input.count()) {
            converters.append((label: try Self.name(&input), from: try Self.name(&input), to: try Self.name(&input)))
        }
        if !converters.isEmpty {  // the menu finds each by its symbol
            let symbols = Set(UnitCatalog.builtInSymbols + units.map(\.symbol))
            guard converters.allSatisfy({ symbols.contains($0.from) && symbols.contains($0.to) }) else { throw ByteArchive.Malformed() }
        }
        for _ in 0..<(try input.count()) { hints[try Self.name(&input)] = try Self.name(&input) }
        for _ in 0..<(try input.count()) {
            problems.append(DefinitionProblem(position: try Self.position(&input), message: try input.string()))
        }
        for _ in 0..<(try input.count()) {
            let position = try Self.position(&input), name = try input.string()
            guard let reason = LeftOutReason(rawValue: try input.int()) else { throw ByteArchive.Malformed() }
            leftOut.append(LeftOutLine(position: position, name: name, reason: reason, detail: try input.string()))
        }
        loaded = try input.int()
        for _ in 0..<(try input.count()) { files.append(try input.string()) }
    }

    /// A name, printed as it is in listings and menus: printable text only, as `admitted` and
    /// the kind and converter checks let in from a file (an archive is read back unchecked
    /// otherwise: a cache's `ESC` in a name would reach the terminal).
    private static func name(_ input: inout ByteArchive.Reader) throws(ByteArchive.Malformed) -> String {
        let slice = try input.byteSlice()
        return try slice.withUnsafeBufferPointer { (bytes) throws(ByteArchive.Malformed) -> String in
            // Printable ASCII (nearly every name) is valid UTF-8 and printable, known in one pass
            // over the bytes: validating the text, then walking it again for `isPrintable`, took
            // a cached start 0.5 M instructions for 1,000 units. `isPrintable`'s own fast path,
            // so the same answer (`UserUnitsArchiveTests` checks both kinds of name).
            if bytes.allSatisfy(isPrintableASCII) { return String(decoding: bytes, as: UTF8.self) }
            guard let name = String(validating: bytes, as: UTF8.self), isPrintable(name) else { throw ByteArchive.Malformed() }
            return name
        }
    }

    private static func write(_ position: DefinitionPosition, to out: inout ByteArchive.Writer) {
        out.string(position.file)
        out.int(position.line)
        out.int(position.column)
    }

    private static func position(_ input: inout ByteArchive.Reader) throws(ByteArchive.Malformed) -> DefinitionPosition {
        DefinitionPosition(file: try input.string(), line: try input.int(), column: try input.int())
    }

    /// A ratio as written, over a positive denominator (else malformed). It was in lowest
    /// terms when written, and is taken so: reducing it again cost a start 0.4 M instructions
    /// for 1,000 units, and the cache's checksum guards what was written.
    private static func ratio(_ input: inout ByteArchive.Reader) throws(ByteArchive.Malformed) -> Ratio {
        let numerator = try input.int128(), denominator = try input.int128()
        guard denominator > 0, numerator != Int128.min else { throw ByteArchive.Malformed() }
        return Ratio(lowestTerms: numerator, denominator)
    }
}

extension UnitMap {
    /// The map of four ratios as `UnitMap` keeps one that is not affine (`c = 1`, not
    /// collapsing values), or nil for four that are not.
    init?(archived a: Ratio, _ b: Ratio, _ c: Ratio, _ d: Ratio) {
        guard c == .one, !(LargeFraction(a) * LargeFraction(d)).equals(LargeFraction(b) * LargeFraction(c)) else { return nil }
        self.init(normal: a, b, c, d)
    }
}
