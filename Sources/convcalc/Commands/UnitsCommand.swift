import ArgumentParser
import ConvCalcKit

extension ConvCalc {
    /// `convcalc units [KIND]` lists the units; `convcalc units --check FILE…` reads units files
    /// as the calculator would and says every problem, for scripts.
    struct UnitsCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "units",
            abstract: "List the units (all kinds, or one with its definitions), or check units files.",
            discussion: """
                Examples:
                  convcalc units
                      every kind with its units
                  convcalc units pressure
                      one kind: names and exact definitions
                  convcalc units --check ~/.config/convcalc/units
                      each problem as FILE:LINE:COLUMN, then a summary; exit 0
                      when there is none, 65 when there are, 66 when a file
                      cannot be read
                  convcalc units --check /usr/share/units/definitions.units -v
                      GNU units' database: one summary line (units loaded,
                      lines left out by reason); -v names each line left out
                      and why. Its left-out lines are no problems: exit 0
                  convcalc --units my.units -e '3 smoot to m'

                How a line names units (spellings, countries, values in parts) is the
                calculator's help: type 'help units' at its prompt, or run
                convcalc -e 'help units'.
                """
        )

        @Option(name: .customLong("check"), help: ArgumentHelp("Read FILE as a units file and report (repeatable).", valueName: "file"))
        var check: [String] = []

        @Flag(name: .shortAndLong, help: "With --check: also name every line left out and why (FILE:LINE: name — why).")
        var verbose = false

        @OptionGroup var units: UnitsOption

        @Argument(help: ArgumentHelp("A kind to list with its definitions: length, pressure, fuel economy… (several: one after another)", valueName: "kind"),
                  completion: .kinds)
        var kindWords: [String] = []

        /// `arguments` with `-v` (or `--verbose`) written right after `--check` moved before it:
        /// `units --check -v FILE`, as GNU-style tools take it, was refused ("missing value for
        /// '--check <file>'"), the flag read where the file goes.
        static func verboseBeforeCheck(_ arguments: [String]) -> [String] {
            var result = arguments, index = 0
            while index + 1 < result.count {
                if result[index] == "--check", ["-v", "--verbose"].contains(result[index + 1]) { result.swapAt(index, index + 1) }
                if result[index] == "--" { break }
                index += 1
            }
            return result
        }

        /// The kinds named, their words joined: `units fuel economy`, `units temperature mass`, as at the prompt.
        var kind: String? { kindWords.isEmpty ? nil : kindWords.joined(separator: " ") }

        /// `1 unit`, `2 units`.
        static func counted(_ count: Int, _ one: String, _ many: String) -> String {
            "\(count) " + (count == 1 ? one : many)
        }

        func validate() throws {
            if kind != nil && !check.isEmpty { throw ValidationError("give a kind or --check FILE, not both") }
            if let kind, UnitKind.kinds(named: kind) == nil { throw ValidationError(UnitKind.notAKind(UnitKind.firstWordNamingNoKind(kind) ?? kind)) }
        }

        func run() throws {
            guard !check.isEmpty else {
                TerminalText.print(UnitsText.list(kind.flatMap(UnitKind.kinds(named:)) ?? []))
                return
            }
            var status: Int32 = 0
            for path in check {
                // Read as a start would read it: after the files read at start (the user's own, each
                // --units), whose units it may use; a file read at start already is checked alone.
                let started = UnitCatalog.installed
                let readBefore = started.files.contains { UnitsFiles.isSameFile($0, path) }
                var user = readBefore ? UserUnits() : started
                let before = (units: user.units.count, kinds: user.kinds.count, converters: user.converters.count,
                              problems: user.problems.count, leftOut: user.leftOut.count, files: user.files.count)
                let summary = UnitsFiles.read(path, into: &user, required: false)
                guard user.files.count == before.files + 1 else { status = 66; continue }
                let problems = user.problems[before.problems...], leftOut = user.leftOut[before.leftOut...]
                for problem in problems { print(VisibleText.of(problem.description, limit: 600)) }
                if verbose { for line in leftOut { print(VisibleText.of(line.description, limit: 600)) } }
                print(summary ?? (VisibleText.of(path, limit: 600) + ": "
                    + Self.counted(user.units.count - before.units, "unit", "units") + ", "
                    + Self.counted(user.kinds.count - before.kinds, "new kind", "new kinds") + ", "
                    + Self.counted(user.converters.count - before.converters, "converter", "converters") + "; "
                    + Self.counted(problems.count, "problem", "problems")
                    // A problem's line is left out, counted with the problems: a count of none said
                    // besides them read as if the line said "left out" were not (`1 problem, 0 lines left out`).
                    + (leftOut.isEmpty ? "" : ", " + Self.counted(leftOut.count, "line left out", "lines left out"))))
                if !problems.isEmpty && status == 0 { status = 65 }
            }
            if status != 0 { throw ExitCode(status) }
        }
    }
}
