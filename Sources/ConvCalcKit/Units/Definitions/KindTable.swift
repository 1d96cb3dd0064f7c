/// The kinds while a definitions file is read: those declared with `!kind`, those known
/// before (the built-in ones, for a user's file), and, unless `strict`, one made for each
/// new dimension a unit has (named by it: `kg·m/s²`).
struct KindTable {
    private(set) var kinds: [KindDefinition]
    /// The first kind of each dimensions, by them: every unit of a file asks.
    private var byDimensions: [Dimensions: Int] = [:]
    /// Each kind by its name as `units KIND` finds it (case and `_` aside): a declaration asks
    /// (a search of every kind made 29,000 `!kind` lines take 44 s).
    private var byName: [String: Int] = [:]
    let strict: Bool

    init(known: [KindDefinition], strict: Bool) {
        kinds = []
        self.strict = strict
        for kind in known { append(kind) }
    }

    private mutating func append(_ kind: KindDefinition) {
        if byDimensions[kind.dimensions] == nil { byDimensions[kind.dimensions] = kinds.count }
        if byName[UnitCatalog.normalized(kind.name)] == nil { byName[UnitCatalog.normalized(kind.name)] = kinds.count }
        kinds.append(kind)
    }

    /// Declares the kind `name` (written at `namePosition`, where its name's problems are said),
    /// whose base unit is `base`.
    mutating func declare(name: String, at namePosition: DefinitionPosition, base: DefinitionEntry.Source, domain: KindDomain, word: String?,
                          resolver: DefinitionsResolver, into definitions: inout UnitDefinitions) {
        // A kind's name and word are printed as they are (`units`, errors, Tab), as a unit's are.
        for text in [name] + (word.map { [$0] } ?? []) where text.isEmpty || !UserUnits.isPrintable(text) {
            definitions.problems.append(DefinitionProblem(position: namePosition, message: "a kind's name holds a control or"
                + " invisible character (\(VisibleText.of(text))): names are printed on terminals, so they are printable text only"))
            return
        }
        let quantity: Quantity
        do { quantity = try resolver.quantity(of: base.text) } catch {
            definitions.problems.append(DefinitionProblem(position: base.position, message: "the kind \(name)'s base: \(error.message)"))
            return
        }
        guard !quantity.hasVariable, let factor = quantity.value.ratio, factor.numerator > 0 else {
            definitions.problems.append(DefinitionProblem(position: base.position,
                                                          message: "a kind's base is a unit that only scales, such as m or Pa"))
            return
        }
        if let same = byName[UnitCatalog.normalized(name)] {  // `LENGTH` beside length could not be listed by its name
            definitions.problems.append(DefinitionProblem(position: namePosition,
                                                          message: "'\(name)' is already a kind's name ('\(kinds[same].name)'): give yours another"))
            return
        }
        if let same = byDimensions[quantity.dimensions] {
            definitions.problems.append(DefinitionProblem(position: base.position,
                                                          message: "the kind '\(kinds[same].name)' already has \(quantity.dimensions): one kind per dimension"))
            return
        }
        append(KindDefinition(name: name, baseSymbol: base.text.replacingUnderscores, dimensions: quantity.dimensions,
                              baseFactor: factor, domain: domain, word: word ?? name))
    }

    /// The index of the kind of `dimensions`; made when not strict, else a problem and nil.
    /// True when a kind has `dimensions` already (a unit of others would make a new kind).
    func hasKind(of dimensions: Dimensions) -> Bool { byDimensions[dimensions] != nil }

    mutating func kind(of dimensions: Dimensions, at position: DefinitionPosition, problems: inout [DefinitionProblem]) -> Int? {
        if let index = byDimensions[dimensions] { return index }
        guard !strict else {
            problems.append(DefinitionProblem(position: position, message: "no kind has the dimensions \(dimensions): declare one with '!kind NAME UNIT'"))
            return nil
        }
        // Without dimensions, a plain number (GNU units' `dozen 12`, `percent 0.01`): named so, its base `1`.
        let name = dimensions.powers.isEmpty ? "number" : dimensions.description
        append(KindDefinition(name: name, baseSymbol: dimensions.description, dimensions: dimensions, baseFactor: .one, domain: .any,
                              word: name))
        return kinds.count - 1
    }
}
