/// convcalc's options after a unit's names: `to UNIT`, `square NAMES`, `cube NAMES`, `approximate`.
struct UnitOptions {
    /// Where a bare value of the unit goes (`to m`).
    var everyday: String?
    /// Where `to UNIT` is written, for its problems.
    var everydayPosition: DefinitionPosition?
    /// Spellings made by `square` and `cube`.
    var spellings: [String] = []
    var isApproximate = false
    var problems: [DefinitionProblem] = []

    init(_ options: [DefinitionEntry.Source], symbol: String) {
        for option in options {
            let word = String(option.text.prefix { $0 != " " && $0 != "\t" })
            let rest = String(option.text.dropFirst(word.count)).trimmedBlanks
            switch word {
            case "to" where !rest.isEmpty:
                everyday = rest.replacingUnderscores
                everydayPosition = option.position
            case "square", "cube":
                spellings += Self.powerSpellings(of: symbol, names: rest, power: word == "square" ? 2 : 3)
            case "approximate" where rest.isEmpty:
                isApproximate = true
            default:
                problems.append(DefinitionProblem(position: option.position,
                                                  message: "unknown option '\(option.text)': write 'to UNIT', 'square NAMES', 'cube NAMES' or 'approximate'"))
            }
        }
    }

    /// For `m²` with names `meter, meters`: `m2`, `m^2`, `sq m`, `square m`, `m squared`, then
    /// for each name `square meter`, `sq meter` and `meter squared` (`5 sq mile`, `5 metres
    /// squared`, `5 square km` were refused); `cubic`, `cu` and `cubed` for `³`.
    static func powerSpellings(of symbol: String, names: String, power: Int) -> [String] {
        let base = String(symbol.dropLast())  // the symbol without its ² or ³
        let (word, short, after) = power == 2 ? ("square", "sq", "squared") : ("cubic", "cu", "cubed")
        let baseNames = names.split(separator: ",").map { $0.trimmedBlanks }.filter { !$0.isEmpty }
        var spellings: [String] = [base + "\(power)", base + "^\(power)", short + " " + base, word + " " + base, base + " " + after]
        for name in baseNames { spellings += [word + " " + name, short + " " + name, name + " " + after] }
        return spellings
    }
}
