/// GNU units' names that convcalc already has: the same unit is simply there; another meaning
/// keeps convcalc's (its documented choice) and the clash is said once, as a line left out.
extension UserUnits {
    /// `defined`, from GNU units' database, against convcalc's unit `owner` of the same name:
    /// counted as loaded when both mean one thing, else left out with both meanings said.
    mutating func keep(_ owner: MeasurementUnit, against defined: UnitDefinition, at position: DefinitionPosition) {
        let ours = Int(owner.kind.index)
        if ours == defined.kind, owner.toBase == defined.toBase {
            loaded += 1
            return
        }
        let theirs = ours == defined.kind ? "another " + kindName(ours)
            : kindName(defined.kind) == "1" ? "a plain number" : Self.article(kindName(defined.kind))
        leftOut.append(LeftOutLine(position: position, name: defined.symbol, reason: .nameKept, detail:
            "convcalc's is \(owner.name), \(Self.article(kindName(ours))); GNU units' is \(theirs): convcalc's is kept"))
    }

    /// `line` (too large for a unit's map), filed as a name convcalc means otherwise when it
    /// has the name: GNU units' `h`, Planck's constant, is not convcalc's hour.
    func clash(_ line: LeftOutLine) -> LeftOutLine {
        guard line.reason == .tooLarge, let id = index.find(line.name), Int(id) < UnitCatalog.builtInUnits.count else { return line }
        let owner = UnitCatalog.builtInUnits[Int(id)]
        return LeftOutLine(position: line.position, name: line.name, reason: .nameKept, detail: "convcalc's is \(owner.name), "
            + "\(Self.article(kindName(Int(owner.kind.index)))); GNU units' (\(line.detail)) is another unit: convcalc's is kept")
    }

    /// `a mass`, `an angle`.
    private static func article(_ kind: String) -> String {
        ("aeiou".contains(kind.first ?? "x") ? "an " : "a ") + kind
    }

    /// The name of the kind at `index`: built in, or added by the files.
    private func kindName(_ index: Int) -> String {
        index < UnitCatalog.builtInKinds.count ? UnitCatalog.builtInKinds[index].name : kinds[index - UnitCatalog.builtInKinds.count].name
    }
}
