import ArgumentParser
import ConvCalcKit

extension ConvCalc {
    /// `convcalc manual-sections`: the man page's sections that generate-manual cannot know
    /// (keys and commands, converters, files, environment, exit status, examples), in mdoc.
    /// Hidden: Scripts/manual.sh appends its output to the generated page.
    struct ManualSections: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "manual-sections",
            abstract: "Print the man page's extra sections (mdoc), from the same tables as README.",
            shouldDisplay: false
        )

        func run() {
            print(ManualPage.sections, terminator: "")
        }
    }
}
