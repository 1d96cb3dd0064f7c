/// Reading a definitions file: the reader, then the resolver, then each unit given its kind.
extension UnitDefinitions {
    /// Reads `text` (from `file`); names it does not define are looked up in `environment` and
    /// `knownKinds` (the built-in units and kinds, when a user's file is read). With `strict`
    /// (the built-in table), a unit whose dimensions no kind names is a problem; otherwise it
    /// gets a kind named by its dimensions (`kg·m/s²`). With `database` (GNU units' own file,
    /// which its reader cannot fix), a line that cannot be taken is left out with its reason
    /// rather than said as a problem.
    public static func read(
        _ text: String, file: String, locale: String = "", variables: [String: String] = [:], database: Bool = false,
        environment: @escaping @Sendable (String) -> (map: UnitMap, kind: KindDefinition, isApproximate: Bool)? = { _ in nil },
        knownKinds: [KindDefinition] = [], strict: Bool = false
    ) -> UnitDefinitions {
        var reader = DefinitionsReader(file: file, locale: locale, variables: variables)
        reader.read(text)
        let resolver = DefinitionsResolver(environment: { name in
            guard let found = environment(name) else { return nil }
            return Quantity(unit: found.map, of: found.kind, isApproximate: found.isApproximate)
        }, environmentFirst: !database)
        resolver.add(reader.entries)
        var result = UnitDefinitions(problems: reader.problems, leftOut: reader.leftOut)
        result.isDatabase = database
        var builder = KindTable(known: knownKinds, strict: strict)
        for entry in reader.entries {
            switch entry {
            case .kind(let name, let nameColumn, let base, let domain, let word):
                let named = DefinitionPosition(file: base.position.file, line: base.position.line, column: nameColumn)
                builder.declare(name: name, at: named, base: base, domain: domain, word: word, resolver: resolver, into: &result)
            default:
                break
            }
        }
        var named: Set<String> = []  // a name defined twice is one unit: the resolver said so once
        for entry in reader.entries {
            switch entry {
            case .unit(let name, let nameColumn, let definition, let names, let options):
                guard named.insert(name).inserted else { continue }
                let namePosition = DefinitionPosition(file: definition.position.file, line: definition.position.line, column: nameColumn)
                result.addUnit(name: name, at: namePosition, definition: definition, names: names, options: options, resolver: resolver,
                               kinds: &builder)
            case .function(let name, _, let forward):
                result.addUnit(name: name, definition: forward, names: [], options: [], resolver: resolver, kinds: &builder, function: true)
            case .converter(let label, let from, let to):
                result.converters.append((label.text, from.text.replacingUnderscores, to.text.replacingUnderscores))
                result.converterPositions.append((label.position, from.position, to.position))
            case .compound(let parts):
                result.compounds.append(parts.map { $0.text.replacingUnderscores })
                result.compoundPositions.append(parts[0].position)
            case .hint(let name, let text):
                result.hints.append((name, text))
            case .prefix(let name, let definition) where !database:
                // Evaluated once here too, not only when a unit uses it: `kilo- 1000 kilo` (a cycle) and
                // `bogo- 1000 blorf` were dropped without a word, and `units --check` passed the file.
                do throws(ExpressionError) {
                    _ = try resolver.quantity(of: name)
                } catch {
                    let problem = if case .wrongDefinition(_, let inner) = error { inner }
                        else { DefinitionProblem(position: definition.position, message: error.message) }
                    if !result.problems.contains(where: { $0.position == problem.position }) { result.problems.append(problem) }
                }
            case .prefix, .kind:
                break
            }
        }
        result.kinds = builder.kinds
        if database { result.leaveProblems(duplicates: resolver.problems) } else { result.problems += resolver.problems }
        return result
    }

    private mutating func addUnit(name: String, at namePosition: DefinitionPosition? = nil, definition: DefinitionEntry.Source,
                                  names: [String], options: [DefinitionEntry.Source], resolver: DefinitionsResolver,
                                  kinds: inout KindTable, function: Bool = false) {
        let quantity: Quantity
        do {
            quantity = function ? try resolver.function(name)! : try resolver.quantity(of: name)
        } catch {
            let problem = if case .wrongDefinition(_, let inner) = error { inner }
                else { DefinitionProblem(position: definition.position, message: error.message) }
            if function { leave(name + "()", at: definition.position, .function, problem.message) }
            else if !isDatabase, case .scaleWithoutValue = error,
                    let owner = UnitCatalog.builtInUnits.first(where: { unit in ([unit.symbol, unit.name] + unit.aliases).contains { $0.lowercased() == name.lowercased() } }) {
                // `F 3 m`: a built-in temperature's name, said as any built-in's is (it said "a scale with an offset").
                problems.append(DefinitionProblem(position: namePosition ?? definition.position, message: "'\(name)' is already a unit (\(owner.name)):"
                    + " the first definition is kept; give yours another name"))
            }
            else if isDatabase {
                let cause = resolver.cause(of: name) ?? error  // its own definition's fault, or one it uses
                leave(name, at: definition.position, cause.leftOutReason, cause.message)
            }
            else { problems.append(problem) }
            return
        }
        var parsed = UnitOptions(options, symbol: name.replacingUnderscores)
        problems += parsed.problems
        guard parsed.problems.isEmpty else { return }  // said, and the line left out: `; bogus` was loaded anyway
        if quantity.isApproximate && !parsed.isApproximate && kinds.strict {
            problems.append(DefinitionProblem(position: definition.position, message: "'\(name)' uses π: add '; approximate'"))
        }
        // `pinch 1/16 tsp`: read as GNU units reads it, 1 / (16 tsp), a reciprocal volume of a kind of
        // its own, where a sixteenth was meant (`units --check` said nothing). Said, and left out.
        if !isDatabase, !kinds.strict, !kinds.hasKind(of: quantity.dimensions), let fraction = Self.leadingFraction(definition.text) {
            problems.append(DefinitionProblem(position: definition.position, message: "'\(name)': '\(fraction.written)' is 1 / (\(fraction.read)),"
                + " of no kind but a new one (\(quantity.dimensions)); for a fraction of it write \(fraction.bar)"))
            return
        }
        guard let kind = kinds.kind(of: quantity.dimensions, at: definition.position, problems: &problems) else { return }
        let base = DefinitionNumber(kinds.kinds[kind].baseFactor)
        // A definition without x is what one unit is: x units are x times it.
        let (a, b) = quantity.hasVariable ? (quantity.a, quantity.b) : (quantity.value, DefinitionNumber.zero)
        let (c, d) = quantity.hasVariable ? (quantity.c, quantity.d) : (DefinitionNumber.zero, DefinitionNumber.one)
        guard let map = UnitMap(a / base, b / base, c, d) else {
            // `zero 0 m`: every value would be 0, which no map undoes (it was said to need more digits).
            let why = !quantity.hasVariable && quantity.value.isZero ? "maps every value to one"
                : isDatabase ? "needs numbers beyond 38 digits" : "needs numbers beyond 38 digits, or maps every value to one"
            if isDatabase { return leave(name, at: definition.position, .tooLarge, why) }
            problems.append(DefinitionProblem(position: definition.position, message: "'\(name)' \(why): left out"))
            return
        }
        parsed.isApproximate = parsed.isApproximate || quantity.isApproximate
        let symbol = name.replacingUnderscores
        units.append(UnitDefinition(symbol: symbol, name: names.first ?? symbol, spellings: Array(names.dropFirst()) + parsed.spellings,
                                    kind: kind, toBase: map, everyday: parsed.everyday, isApproximate: parsed.isApproximate,
                                    position: definition.position, namePosition: namePosition ?? definition.position,
                                    everydayPosition: parsed.everydayPosition))
    }
}

extension UnitDefinitions {
    /// A definition that starts with a fraction written with `/` and goes on with a unit
    /// (`1/16 tsp`): how it was written, how it is read (`16 tsp`) and the fraction with `|`
    /// (`1|16 tsp`); nil for any other.
    static func leadingFraction(_ text: String) -> (written: String, read: String, bar: String)? {
        let trimmed = text.trimmingBlanks
        let parts = trimmed.split(separator: "/", maxSplits: 1)
        guard parts.count == 2, case let top = String(parts[0]).trimmingBlanks, !top.isEmpty,
              top.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else { return nil }
        let rest = parts[1].drop { $0 == " " || $0 == "\t" }
        let bottom = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let unit = rest.dropFirst(bottom.count).drop { $0 == " " || $0 == "\t" }
        guard !bottom.isEmpty, let first = unit.first, first.isLetter else { return nil }
        return (trimmed, "\(bottom) \(unit)", "\(top)|\(bottom) \(unit)")
    }
}

extension Quantity {
    /// A unit of `kind` whose map to the base is `map`, as a quantity of primitive units: one
    /// of it (a constant) when it only scales, else its map of `x` (a scale with an offset or
    /// a reciprocal, which a definition uses as `°C(…)`).
    init(unit map: UnitMap, of kind: KindDefinition, isApproximate: Bool) {
        let factor = DefinitionNumber(kind.baseFactor)
        if let affine = map.affine, affine.offset == .zero {
            self.init(a: .zero, b: DefinitionNumber(affine.scale) * factor, c: .zero, d: .one, dimensions: kind.dimensions,
                      isApproximate: isApproximate)
            return
        }
        self.init(a: DefinitionNumber(map.a) * factor, b: DefinitionNumber(map.b) * factor, c: DefinitionNumber(map.c),
                  d: DefinitionNumber(map.d), dimensions: kind.dimensions, isApproximate: isApproximate)
    }
}

extension UnitDefinitions {
    mutating func leave(_ name: String, at position: DefinitionPosition, _ reason: LeftOutReason, _ detail: String) {
        leftOut.append(LeftOutLine(position: position, name: name, reason: reason, detail: detail))
    }

    /// GNU units' database: its problems are lines convcalc cannot read and names defined twice
    /// (`duplicates`), left out (in the file's order).
    mutating func leaveProblems(duplicates: [DefinitionProblem]) {
        for problem in problems { leave("", at: problem.position, .unreadable, problem.message) }
        for problem in duplicates { leave("", at: problem.position, .duplicate, problem.message) }
        problems = []
        leftOut.sort { $0.position.line < $1.position.line }
    }
}
