/// Resolves the entries of definitions files into exact quantities: every name, prefix and
/// function looked up where it is needed, cycles and unknown names reported at the column
/// where they stand.
///
/// Names are found as GNU units finds them: the name itself; a prefix and a unit (`kiloyard`,
/// `kyd`); a plural (`furlongs`, `inches`, `calories`); a trailing power (`m2`). What the files
/// do not define, `environment` may (the built-in units, when a user's file is read).
final class DefinitionsResolver {
    /// The name of the typed value in a definition that maps it (`100 mi / (x gal)`).
    static let valueName = "x"

    /// π as the convergent 245850922 / 78256779 of its continued fraction: within 8·10⁻¹⁷ of
    /// it (16 significant digits), and small enough that every pair of built-in units keeps its
    /// map in 128-bit ratios (a parsec in micrometres too). A quantity that needs π is marked
    /// approximate, and its results ≈.
    static let pi = DefinitionNumber(Ratio(245_850_922, 78_256_779))

    private var definitions: [String: DefinitionEntry.Source] = [:]
    private var primitives: Set<String> = []
    private var prefixes: [String: DefinitionEntry.Source] = [:]
    /// The most characters of a prefix's name: a name is looked for prefixes up to it (every
    /// start of a 4,000-letter word was tried, each made anew: 200 such lines took 6.7 s).
    private var longestPrefix = 0
    private var functions: [String: (parameter: String, forward: DefinitionEntry.Source)] = [:]
    private var values: [String: Quantity] = [:]
    private var visiting: Set<String> = []
    /// During an outermost `evaluate`: how many definitions were postponed (`pending`) when each
    /// name's evaluation began, least first. A name met again while more are postponed than
    /// when it began is on a cycle longer than `maxNesting` (met at the same depth, after the
    /// deeper ones were done, it is only evaluated again). Without it a cycle of 60,000 lines
    /// went round up to 64 times, at each postponement a little further: 32 s.
    private var startedAt: [String: Int] = [:]
    private var pendingDepth = 0
    /// How many definitions have been evaluated (begun), and how many starts of names tried as
    /// prefixes, for the tests of linear work.
    private(set) var evaluations = 0
    private(set) var prefixesTried = 0
    /// Definitions found wrong, so a name referred to many times is reported once.
    private var failures: [String: DefinitionProblem] = [:]
    /// Why each definition found wrong is wrong (`tan` unknown), by name: what GNU units'
    /// database files a left-out line under.
    private var causes: [String: ExpressionError] = [:]
    private let environment: (String) -> Quantity?
    /// True when a name `environment` knows keeps that meaning in the files too (a user's file:
    /// its `ft 2 m` is refused, "the first definition is kept", so `foo 3 ft` is 3 built-in feet,
    /// not 6 m; its `cc !` makes no new kind). GNU units' database uses its own first (its
    /// `year` is tropical where convcalc's is Julian, and its units built on it are GNU's).
    private let environmentFirst: Bool
    private(set) var problems: [DefinitionProblem] = []

    init(environment: @escaping (String) -> Quantity? = { _ in nil }, environmentFirst: Bool = false) {
        self.environment = environment
        self.environmentFirst = environmentFirst
    }

    /// Takes the definitions among `entries`; a name defined twice keeps its first definition.
    func add(_ entries: [DefinitionEntry]) {
        // Room for every entry and its value at once: GNU units' database would grow each table a dozen times.
        definitions.reserveCapacity(definitions.count + entries.count)
        values.reserveCapacity(values.count + entries.count)
        for entry in entries {
            switch entry {
            case .unit(let name, let nameColumn, let definition, _, _):
                if environmentFirst && environment(name) != nil {
                    continue  // refused where the catalog takes the units (already a unit), and used as it is there
                } else if definitions[name] != nil || primitives.contains(name) {
                    // Said at the name defined again (it was said at its definition).
                    let at = DefinitionPosition(file: definition.position.file, line: definition.position.line, column: nameColumn)
                    problems.append(DefinitionProblem(position: at,
                                                      message: "'\(name)' is defined twice; the first definition is kept"))
                } else if definition.text == "!" {
                    primitives.insert(name)
                } else if definition.text == "!dimensionless" {
                    definitions[name] = DefinitionEntry.Source(text: "1", position: definition.position)
                } else {
                    definitions[name] = definition
                }
            case .prefix(let name, let definition):
                if prefixes[name] == nil {
                    prefixes[name] = definition
                    longestPrefix = max(longestPrefix, name.count)
                }
            case .function(let name, let parameter, let forward):
                if functions[name] == nil { functions[name] = (parameter, forward) }
            case .kind, .converter, .compound, .hint:
                break
            }
        }
    }

    /// The quantity `name` stands for, or why it has none.
    func quantity(of name: String) throws(ExpressionError) -> Quantity {
        if let known = values[name] { return known }
        if primitives.contains(name) { return .constant(.one, Dimensions(primitive: name)) }
        if let definition = definitions[name] { return try evaluate(name, definition) }
        if functions[name] != nil { throw .scaleWithoutValue(name) }
        if name == "pi" || name == "π" { return Quantity(a: .zero, b: Self.pi, c: .zero, d: .one, dimensions: Dimensions(), isApproximate: true) }
        if name == Self.valueName { return .variable }
        // The files' own names in every form before the environment's: in GNU units' file,
        // `years` is its tropical `year`, not convcalc's Julian years.
        if let prefix = prefixes[name] { return try evaluate(name + "-", prefix) }
        // Found another way: remembered too, as a file names `psi` or `kyd` on many lines.
        let found = try derived(name)
        values[name] = found
        return found
    }

    /// The quantity of `name`, which the files do not define as it is written: a power, a
    /// prefixed unit, a plural, or one of the environment's.
    private func derived(_ name: String) throws(ExpressionError) -> Quantity {
        if let powered = try trailingPower(name) { return powered }  // before prefixes: km2 is (km)², not k·m²
        if let prefixed = try prefixed(name) { return prefixed }
        for singular in Self.singulars(of: name) where isDefined(singular) {
            return try quantity(of: singular)
        }
        if let outside = environment(name) {
            guard !outside.hasVariable else { throw .scaleWithoutValue(name) }
            return outside
        }
        throw .unknownName(name, hint: nil)
    }

    /// The map of the function `name` (GNU units' `tempF`, or a unit whose definition has `x`),
    /// for `name(…)`; nil when `name` is neither.
    func function(_ name: String) throws(ExpressionError) -> Quantity? {
        if let (parameter, forward) = functions[name] {
            return try evaluate(name, forward, parameter: parameter)
        }
        guard definitions[name] != nil else {
            return environment(name).flatMap { $0.hasVariable ? $0 : nil }  // a built-in scale: °C(…)
        }
        let value = try quantity(of: name)
        return value.hasVariable ? value : nil
    }

    /// The most definitions evaluated one inside another (each a few kilobytes of stack): a
    /// definition reached through more is postponed, evaluated first on its own, and the chain
    /// above it again, so a chain of any length (`u999 1 u998` … `u0 1 m`) is resolved in
    /// bounded stack.
    static let maxNesting = 64

    /// Evaluates `name`'s definition once (then remembers it), refusing a cycle. The outermost
    /// evaluation keeps the definitions postponed deeper down, innermost last, and evaluates
    /// them in turn: a loop, not a recursion.
    private func evaluate(_ name: String, _ source: DefinitionEntry.Source, parameter: String = valueName) throws(ExpressionError) -> Quantity {
        guard visiting.isEmpty else { return try evaluateNested(name, source, parameter: parameter) }
        var pending: [(name: String, source: DefinitionEntry.Source, parameter: String)] = [(name, source, parameter)]
        defer {
            startedAt.removeAll(keepingCapacity: true)
            pendingDepth = 0
        }
        while let next = pending.last {
            pendingDepth = pending.count
            do {
                let value = try evaluateNested(next.name, next.source, parameter: next.parameter)
                pending.removeLast()
                if pending.isEmpty { return value }
            } catch {
                guard case .postponed(let deeper, let deeperSource, let deeperParameter) = error else {
                    pending.removeLast()  // its failure is remembered: the one that needs it fails with it
                    if pending.isEmpty { throw error }
                    continue
                }
                let key = Self.key(deeper, parameter: deeperParameter)
                if let start = pending.firstIndex(where: { Self.key($0.name, parameter: $0.parameter) == key }) {
                    // A cycle longer than maxNesting: each definition postponed on it is wrong,
                    // and those that led to it are evaluated again, to fail with them.
                    for member in pending[start...] {
                        let key = Self.key(member.name, parameter: member.parameter), cycle = ExpressionError.cycle(member.name)
                        failures[key] = DefinitionProblem(position: member.source.position, message: cycle.message)
                        causes[key] = cycle
                    }
                    pending.removeSubrange(start...)
                    if pending.isEmpty { throw .cycle(name) }
                    continue
                }
                pending.append((deeper, deeperSource, deeperParameter))
            }
        }
        throw .cycle(name)  // not reached: the loop returns or throws
    }

    /// `name`'s key among the values: `tempF()` for a function's map.
    private static func key(_ name: String, parameter: String) -> String { parameter == valueName ? name : name + "()" }

    /// Evaluates `name`'s definition inside the ones being evaluated, postponing it when they are
    /// `maxNesting` deep.
    private func evaluateNested(_ name: String, _ source: DefinitionEntry.Source, parameter: String) throws(ExpressionError) -> Quantity {
        let key = Self.key(name, parameter: parameter)
        if let known = values[key] { return known }
        if let failure = failures[key] { throw .wrongDefinition(name, failure) }
        guard visiting.count < Self.maxNesting else { throw .postponed(name: name, source: source, parameter: parameter) }
        if let began = startedAt[key], began < pendingDepth { throw .cycle(name) }
        startedAt[key] = min(startedAt[key] ?? pendingDepth, pendingDepth)
        guard visiting.insert(key).inserted else { throw .cycle(name) }
        defer { visiting.remove(key) }
        var expression = expression(source, parameter: parameter)
        evaluations += 1
        do throws(DefinitionProblem) {
            let value = try expression.evaluate()
            values[key] = value
            return value
        } catch {
            if case .postponed = expression.failure { throw expression.failure! }  // not wrong: evaluated again later
            failures[key] = error
            causes[key] = expression.failure
            throw .wrongDefinition(name, error)
        }
    }

    /// Why the definition of `name` has no value (a name it uses that nothing defines, a
    /// name whose own definition is wrong…), once it has been evaluated and failed.
    func cause(of name: String) -> ExpressionError? { causes[name] }

    /// The expression `source`, whose names this resolver looks up (`parameter` is the typed value).
    func expression(_ source: DefinitionEntry.Source, parameter: String = valueName) -> UnitExpression {
        UnitExpression(source, lookup: { [unowned self] (word: String) throws(ExpressionError) -> Quantity in
            word == parameter ? .variable : try quantity(of: word)
        }, function: { [unowned self] (word: String) throws(ExpressionError) -> Quantity? in
            try function(word)
        })
    }

    /// True when the files define `name` itself (a unit or a primitive).
    private func isDefined(_ name: String) -> Bool { definitions[name] != nil || primitives.contains(name) }

    /// `kiloyard`, `kyd`, `kiloinches`: the longest prefix whose rest is a unit or its plural,
    /// as GNU units finds them (one prefix: `ukpound` is no micro-kilo-pound).
    private func prefixed(_ name: String) throws(ExpressionError) -> Quantity? {
        for length in stride(from: min(name.count - 1, longestPrefix), through: 1, by: -1) {
            prefixesTried += 1
            let prefix = String(name.prefix(length)), rest = String(name.dropFirst(length))
            guard let definition = prefixes[prefix], isDefined(rest) || Self.singulars(of: rest).contains(where: isDefined)
                    || environment(rest) != nil else { continue }
            let factor = try evaluate(prefix + "-", definition)
            let unit = try quantity(of: rest)
            do { return try factor * unit } catch { throw .arithmetic(error) }
        }
        return nil
    }

    /// The most digits from 2 to 9 a name may end in as powers (`m22` is `(m²)²`), each one
    /// evaluation inside another: `m` and 4,000 `2`s crashed convcalc. Eight already raise a
    /// unit beyond the exponents a quantity holds.
    static let maxTrailingPowers = 8

    /// `m2` is `m^2`, `cm3` is `cm^3`: a name ending in one digit from 2 to 9 after a unit.
    private func trailingPower(_ name: String) throws(ExpressionError) -> Quantity? {
        guard let last = name.last, let power = last.wholeNumberValue, (2...9).contains(power), name.count > 1 else { return nil }
        let powers = name.reversed().prefix { $0.wholeNumberValue.map { (2...9).contains($0) } ?? false }.count
        guard powers <= Self.maxTrailingPowers else { return nil }
        let base: Quantity
        do { base = try quantity(of: String(name.dropLast())) } catch {
            if case .unknownName = error { return nil }  // not a power: the name may be the environment's
            throw error
        }
        do { return try base.raised(to: power) } catch { throw .arithmetic(error) }
    }

    /// The singulars GNU units tries for a plural, in order: without `s` (`furlongs`,
    /// `calories`), without `es` (`inches`), and `ies` as `y` (`centuries`).
    static func singulars(of name: String) -> [String] {
        var result: [String] = []
        if name.hasSuffix("s"), name.count > 2 { result.append(String(name.dropLast())) }
        if name.hasSuffix("es"), name.count > 3 { result.append(String(name.dropLast(2))) }
        if name.hasSuffix("ies"), name.count > 4 { result.append(String(name.dropLast(3)) + "y") }
        return result
    }
}
