import ArgumentParser

/// `--units FILE`, for every command that runs a calculator. The files are read before any
/// parsing (`UnitsFiles.load`), since their units must be in the catalog when a converter
/// named on the command line is looked up; the option is declared here so that the parsers
/// accept it and `--help` teaches it.
struct UnitsOption: ParsableArguments {
    @Option(name: FlagName.units.name, help: ArgumentHelp(
        "Read more units from FILE (repeatable), after $XDG_CONFIG_HOME/convcalc/units: GNU units' format"
            + " ('smoot 67 in'), plus '!kind', x-maps and '!converter' lines (see the guide).",
        valueName: "file"))
    var files: [String] = []
}
