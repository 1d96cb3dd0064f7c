import ArgumentParser
import ConvCalcKit

extension ConvCalc {
    /// `convcalc manual-sections`: the man page's sections that generate-manual cannot know
    /// (keys and commands, converters, files, environment, exit status, examples), in mdoc.
    /// Hidden: Scripts/manual.sh appends its output to the generated page, and puts the ASCII
    /// forms of its characters (`--ascii-characters`) at the page's top.
    struct ManualSections: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "manual-sections",
            abstract: "Print the man page's extra sections (mdoc), from the same tables as the guide.",
            shouldDisplay: false
        )

        @Flag(help: "Print the guide's tables (Markdown) instead, to paste when a declaration changes.")
        var markdown = false

        @Flag(help: "Print the roff lines that give the page's characters ASCII forms where the locale is not UTF-8.")
        var asciiCharacters = false

        func run() {
            if asciiCharacters { return print(ManualPage.asciiCharacters, terminator: "") }
            guard markdown else { return print(ManualPage.sections, terminator: "") }
            for table in [Reference.commands, Reference.converters, Reference.units, Reference.files, Reference.environment,
                          Reference.exitStatus] {
                print(table.markdown + "\n")
            }
        }
    }
}
