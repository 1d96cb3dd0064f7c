// Writes the Swift source of the built-in unit table (Units/BuiltInUnits.swift) from
// BuiltInUnits.units: `swift run unit-table-generator FILE`. Scripts/generate-units.sh runs it.
import ConvCalcKit
import Foundation

guard CommandLine.arguments.count == 2, let text = try? String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8) else {
    FileHandle.standardError.write(Data("usage: unit-table-generator BuiltInUnits.units\n".utf8))
    exit(64)
}
let definitions = UnitDefinitions.read(text, file: "BuiltInUnits.units", strict: true)
guard definitions.problems.isEmpty && definitions.leftOut.isEmpty else {
    for problem in definitions.problems.map(\.description) + definitions.leftOut.map(\.description) {
        FileHandle.standardError.write(Data("\(problem)\n".utf8))
    }
    exit(65)
}
print(UnitTableSource.render(definitions), terminator: "")
