/// Evaluates a definition's expression as GNU units reads it, exactly.
///
/// Precedence, loosest first: `+` and `-`; `*`, `/` and `per` (left to right); multiplication
/// by a blank (`kg m / s^2` is `(kg m) / s^2`, and `m / s s` is `m / s²`); unary `-`; `^` or
/// `**` to a whole power (also a trailing digit: `m2`); then numbers (`1|8` is one eighth,
/// `1.5e-3` exact as written), names, `name(…)` and parentheses. `x` is the typed value.
struct UnitExpression {
    /// The expression's UTF-8 bytes: every operator is ASCII, and a name is any other run.
    private let characters: [UInt8]
    private var index = 0
    /// Parentheses open here: a bound, so a hostile definition cannot exhaust the stack.
    private var depth = 0
    /// The deepest parentheses and powers (`m^2^2`) a definition may nest.
    static let maxDepth = 64
    /// Where the expression starts in its file, for the column of a problem.
    private let start: DefinitionPosition
    /// The value of a name, or why it has none.
    private let lookup: (String) throws(ExpressionError) -> Quantity
    /// The map of a function applied with parentheses (`tempC(…)`), or nil when `name` is none.
    private let function: (String) throws(ExpressionError) -> Quantity?

    init(_ source: DefinitionEntry.Source,
         lookup: @escaping (String) throws(ExpressionError) -> Quantity,
         function: @escaping (String) throws(ExpressionError) -> Quantity?) {
        characters = Array(source.text.utf8)
        start = source.position
        self.lookup = lookup
        self.function = function
    }

    /// Why the expression has no value, once `evaluate` has thrown.
    private(set) var failure: ExpressionError?

    /// The expression's value, or the problem at its column.
    mutating func evaluate() throws(DefinitionProblem) -> Quantity {
        do throws(ExpressionError) {
            // A bracket left open is said first (`(x + 10 K`: the sum inside failed first, "cannot add
            // 1 and K", where the `)` was forgotten).
            if characters.count(where: { $0 == UInt8(ascii: "(") }) > characters.count(where: { $0 == UInt8(ascii: ")") }) {
                index = characters.count
                throw ExpressionError.expected(")")
            }
            let value = try sum()
            skipBlanks()
            guard index == characters.count else { throw ExpressionError.unexpected(character(at: index)) }
            return value
        } catch {
            failure = error
            let column = DefinitionBytes.column(of: index, in: characters[...]) - 1
            throw DefinitionProblem(position: DefinitionPosition(file: start.file, line: start.line, column: start.column + column),
                                    message: error.message)
        }
    }

    private mutating func sum() throws(ExpressionError) -> Quantity {
        var value = try product()
        while true {
            skipBlanks()
            guard let next = peek, next == UInt8(ascii: "+") || next == UInt8(ascii: "-") else { return value }
            index += 1
            let right = try product()
            value = try arithmetic { () throws(QuantityError) in next == UInt8(ascii: "+") ? try value + right : try value + -right }
        }
    }

    private mutating func product() throws(ExpressionError) -> Quantity {
        skipBlanks()
        // A definition may start with `/`: GNU units' `hertz /s` is 1/s.
        var value = peek == UInt8(ascii: "/") ? Quantity.constant(.one) : try group()
        while true {
            skipBlanks()
            let divides: Bool
            if peek == UInt8(ascii: "*") && peek(at: 1) != UInt8(ascii: "*") { divides = false; index += 1 }
            else if peek == UInt8(ascii: "/") { divides = true; index += 1 }
            else if perAhead { divides = true; index += 3 }
            else { return value }
            let right = try group()
            value = try arithmetic { () throws(QuantityError) in divides ? try value / right : try value * right }
        }
    }

    /// Factors multiplied by blanks: up to an operator, a `)` or the end.
    private mutating func group() throws(ExpressionError) -> Quantity {
        var value = try unary()
        while true {
            skipBlanks()
            guard let next = peek, !"+-*/)".utf8.contains(next), !perAhead else { return value }
            let right = try unary()
            value = try arithmetic { () throws(QuantityError) in try value * right }
        }
    }

    private mutating func unary() throws(ExpressionError) -> Quantity {
        var negative = false
        skipBlanks()
        while peek == UInt8(ascii: "-") {  // a loop, not a recursion: ----2 cannot exhaust the stack
            index += 1
            negative.toggle()
            skipBlanks()
        }
        let value = try power()
        return negative ? -value : value
    }

    private mutating func power() throws(ExpressionError) -> Quantity {
        let base = try primary()
        skipBlanks()
        if peek == UInt8(ascii: "^") { index += 1 }
        else if peek == UInt8(ascii: "*") && peek(at: 1) == UInt8(ascii: "*") { index += 2 }
        else { return base }
        depth += 1  // m^2^2^…: an exponent is read inside its power, counted as parentheses are
        guard depth <= Self.maxDepth else { throw .tooDeep }
        let exponent = try wholeExponent()
        depth -= 1
        return try arithmetic { () throws(QuantityError) in try base.raised(to: exponent) }
    }

    /// A power: a whole number, maybe negative or in parentheses (`m^-2`, `s^(3/3)`).
    private mutating func wholeExponent() throws(ExpressionError) -> Int {
        skipBlanks()
        let value: Quantity
        if peek == UInt8(ascii: "(") {
            index += 1
            value = try parenthesized()
        } else {
            value = try unary()
        }
        guard !value.hasVariable, value.dimensions == Dimensions(), !value.isApproximate else { throw .exponentNotWhole }
        let number = value.value.fraction.reduced
        guard number.denominator == Natural(1), let magnitude = number.numerator.uint128,
              magnitude <= UInt128(Quantity.maxExponent) else {
            throw number.denominator == Natural(1) ? .exponentOutOfRange : .exponentNotWhole
        }
        return number.isNegative ? -Int(magnitude) : Int(magnitude)
    }

    private mutating func primary() throws(ExpressionError) -> Quantity {
        skipBlanks()
        guard let next = peek else { throw .missingOperand }
        if next == UInt8(ascii: "(") {
            index += 1
            return try parenthesized()
        }
        if DefinitionBytes.isDigit(next) || next == UInt8(ascii: ".") { return try numberWithFraction() }
        return try named()
    }

    /// `3`, `1.5e-3`, or `1|8` (a fraction of two numbers, tighter than any operator).
    private mutating func numberWithFraction() throws(ExpressionError) -> Quantity {
        var value = try number()
        if peek == UInt8(ascii: "|") {
            index += 1
            // `1|x`: a unit after the bar (it said "'' is not a number").
            guard let next = peek, DefinitionBytes.isDigit(next) || next == UInt8(ascii: ".") else { throw .fractionOfNumbers }
            let divisor = try number()
            guard !divisor.isZero else { throw .arithmetic(.divisionByZero) }
            value = value / divisor
        }
        return .constant(value)
    }

    private mutating func number() throws(ExpressionError) -> DefinitionNumber {
        let begin = index
        while let next = peek, DefinitionBytes.isDigit(next) || next == UInt8(ascii: ".") { index += 1 }
        if let next = peek, next == UInt8(ascii: "e") || next == UInt8(ascii: "E"), let after = peek(at: 1),
           DefinitionBytes.isDigit(after) || ((after == UInt8(ascii: "-") || after == UInt8(ascii: "+")) && peek(at: 2).map(DefinitionBytes.isDigit) == true) {
            index += 2
            while let digit = peek, DefinitionBytes.isDigit(digit) { index += 1 }
        }
        let text = characters[begin..<index]
        guard let value = ExactNumberText.value(of: text) else { throw .badNumber(String(decoding: text, as: UTF8.self)) }
        return value
    }

    private mutating func named() throws(ExpressionError) -> Quantity {
        let begin = index
        while let next = peek, !Self.isStop(next) { index += 1 }
        guard index > begin else { throw .unexpected(character(at: index)) }
        let name = String(decoding: characters[begin..<index], as: UTF8.self)
        if peek == UInt8(ascii: "("), let map = try function(name) {
            index += 1
            let inner = try parenthesized()
            return try arithmetic { () throws(QuantityError) in try map.applied(to: inner) }
        }
        do { return try lookup(name) } catch {
            index = begin  // the problem is the name: its column is where it starts
            throw error
        }
    }

    /// The expression after a `(` up to its `)`, counted against `maxDepth`.
    private mutating func parenthesized() throws(ExpressionError) -> Quantity {
        depth += 1
        guard depth <= Self.maxDepth else { throw .tooDeep }
        let value = try sum()
        try expect(UInt8(ascii: ")"))
        depth -= 1
        return value
    }

    /// True for a byte that ends a name: a blank, an operator, a parenthesis, `;` or `,`.
    private static func isStop(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ";"), UInt8(ascii: ","): true
        default: false
        }
    }

    /// The character that starts at byte `index`, for a message.
    private func character(at index: Int) -> Character {
        String(decoding: characters[index...], as: UTF8.self).first ?? " "
    }

    private func arithmetic(_ operation: () throws(QuantityError) -> Quantity) throws(ExpressionError) -> Quantity {
        do { return try operation() } catch { throw .arithmetic(error) }
    }

    private mutating func expect(_ character: UInt8) throws(ExpressionError) {
        skipBlanks()
        guard peek == character else { throw .expected(Character(Unicode.Scalar(character))) }
        index += 1
    }

    private mutating func skipBlanks() {
        while let next = peek, next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") { index += 1 }
    }

    private var peek: UInt8? { peek(at: 0) }

    private func peek(at offset: Int) -> UInt8? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    /// The word that divides, as `/` does (`miles per hour`).
    static let divisionWord = "per"

    /// True when the word starting here is `per`.
    private var perAhead: Bool {
        let length = Self.divisionWord.utf8.count
        return characters[index...].starts(with: Self.divisionWord.utf8)
            && (index + length == characters.count || Self.isStop(characters[index + length]))
    }
}

/// Why an expression cannot be read or evaluated.
enum ExpressionError: Error, Sendable {
    case unexpected(Character), expected(Character), missingOperand, badNumber(String), tooDeep, fractionOfNumbers
    case exponentNotWhole, exponentOutOfRange
    case unknownName(String, hint: String?)
    case scaleWithoutValue(String)
    case cycle(String)
    /// A definition reached through more than `DefinitionsResolver.maxNesting` others: the
    /// resolver evaluates it first, on its own, then the ones that need it (never said).
    case postponed(name: String, source: DefinitionEntry.Source, parameter: String)
    /// A name whose own definition is wrong (reported at its own line).
    case wrongDefinition(String, DefinitionProblem)
    case arithmetic(QuantityError)

    var message: String {
        switch self {
        case .unexpected(let character): "unexpected '\(character)'"
        case .expected(let character): "'\(character)' expected"
        case .missingOperand: "the expression ends where a number or a unit was expected"
        case .tooDeep: "parentheses or powers nested deeper than \(UnitExpression.maxDepth)"
        case .badNumber(let text): "'\(text)' is not a number"
        case .fractionOfNumbers: "'|' joins two numbers (1|3); to divide by a unit, write /"
        case .exponentNotWhole: "an exponent must be a whole number (m^2, s^-1)"
        case .exponentOutOfRange: "an exponent must be between -\(Quantity.maxExponent) and \(Quantity.maxExponent)"
        case .unknownName(let name, let hint): "unknown unit '\(name)'" + (hint.map { "; \($0)" } ?? "")
        case .scaleWithoutValue(let name): "'\(name)' is a scale with an offset: write \(name)(value), or use its base unit"
        case .cycle(let name): "'\(name)' is defined in terms of itself"
        case .postponed(let name, _, _): "'\(name)' is reached through more than \(DefinitionsResolver.maxNesting) definitions"
        case .wrongDefinition(let name, let problem): "'\(name)' cannot be used: its definition (\(problem.position)) was left out, for the reason given at that line"
        case .arithmetic(let error): error.message
        }
    }
}
