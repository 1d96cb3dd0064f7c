import ArgumentParser
import ConvCalcKit

extension ConvCalc {
    /// `convcalc manual-sections`: the man page's sections that generate-manual cannot know
    /// (keys and commands, converters, files, environment, exit status, examples), in mdoc.
    /// Hidden: Scripts/manual.sh appends its output to the generated page.
    struct ManualSections: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "manual-sections",
            abstract: "Print the man page's extra sections (mdoc), from the same tables as the guide.",
            shouldDisplay: false
        )

        @Flag(help: "Print the guide's tables (Markdown) instead, to paste when a declaration changes.")
        var markdown = false

        func run() {
            guard markdown else { return print(ManualPage.sections, terminator: "") }
            for table in [Reference.commands, Reference.converters, Reference.units, Reference.files, Reference.environment,
                          Reference.exitStatus] {
                print(table.markdown + "\n")
            }
        }
    }
}
