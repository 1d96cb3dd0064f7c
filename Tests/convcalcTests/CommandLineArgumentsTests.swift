import Foundation
import Testing

/// The command line (`convcalc keypad`'s above all): a flag a lesson would ignore is refused,
/// file names are taken by their bytes, invisible characters and line breaks in arguments are
/// shown escaped, `help` and `--version` work as the help says, a lesson never comes from
/// stdin, and a warning at start reaches the keypad's status line.
@Suite struct CommandLineArgumentsTests {
    /// A lesson starts from its own header's state and saves nothing: a flag it would ignore
    /// is refused up front, never silently dropped.
    @Test(arguments: [["--converter", "2"], ["--precision", "3"], ["--state", "s.json"],
                      ["--converter=mi->km", "--state=s.json"]])
    func aLessonRefusesTheFlagsItWouldIgnore(flags: [String]) throws {
        let run = try BuiltBinary.run(["keypad", "--play", "Examples/03-number-entry.txt"] + flags)
        #expect(run.status == 64)
        #expect(run.stderr.contains("--play starts from the lesson's own state and remembers nothing: drop"), "\(run.stderr)")
        let named = flags.compactMap { $0.hasPrefix("--") ? String($0.prefix { $0 != "=" }) : nil }
        #expect(named.allSatisfy { run.stderr.contains($0) }, "\(run.stderr)")
        // What a lesson does use is still accepted (then refused only for want of a terminal).
        let fine = try BuiltBinary.run(["keypad", "--play", "Examples/03-number-entry.txt", "--no-state", "--record", "r.txt"])
        #expect(fine.status == 64 && fine.stderr.contains("needs a terminal"), "\(fine.stderr)")
    }

    /// `--precision 4 sig`, typed as the prompt's `precision 4 sig` is, sets 4 significant
    /// digits: `sig` is no file to replay (it converted at 4 places, then failed to read `sig`).
    @Test(arguments: [["--precision", "4", "sig"], ["--precision=4", "SIG"], ["--precision", "4sig"]])
    func precisionTakesItsWordAsTheNextArgument(flags: [String]) throws {
        let run = try BuiltBinary.run(flags + ["-e", "1 mi to km"])
        #expect(run.status == 0 && run.stdout == "≈ 1.609 km\n1 mi\n", "\(run.stdout) \(run.stderr)")
        // After `--`, or when the word is no precision's, `sig` stays a file.
        let file = try BuiltBinary.run(["--precision", "4", "--", "sig"])
        #expect(file.status == 2 && file.stderr.contains("cannot read 'sig'"), "\(file.stderr)")
    }

    /// `-e212`, a short option's value glued to it as getopt reads it, is `-e 212`, by the quick
    /// start and the full parser alike (it was an unknown option); `-e=212` too; an `-e` value that
    /// looks so is the line's, and after `--` a file (`-- -e5`).
    @Test func aShortOptionsValueGluedToIt() throws {
        let run = try BuiltBinary.run(["-e212", "-e=-40", "--strict", "-e-40 F to C", "-e", "-e5"])
        #expect(run.status == 1 && run.stdout == "100 °C\n212 °F\n-40 °C\n-40 °F\n-40 °C\n-40 °F\n", "\(run.stdout) \(run.stderr)")
        #expect(run.stderr.hasPrefix("convcalc: -e 4: unknown key '-e5' at column 1"), "\(run.stderr)")
        let file = try BuiltBinary.run(["--", "-e5"])
        #expect(file.status == 2 && file.stderr.contains("cannot read '-e5'"), "\(file.stderr)")
    }

    /// `convcalc units fuel economy` takes the kind's two words as the prompt's `units` does.
    /// A subcommand's name after an option was read as a file to replay ("'units' is no file;
    /// to convert, write convcalc -e 'units'"): it is named as the subcommand, which comes first.
    /// GNU units' way (`units -t 1m ft`): the unknown option's error says how convcalc takes it.
    @Test func aGNUUnitsCallIsAnsweredWithTheLine() throws {
        let run = try BuiltBinary.run(["-t", "1m", "ft"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("convcalc: Unknown option '-t'; convcalc takes a conversion as a line: convcalc -e '1 m to ft'\n"),
                "\(run.stderr)")
        #expect(try BuiltBinary.run(["-e", "1 m to ft"]).status == 0, "the line offered")
    }

    /// `--json`, as other tools spell it, names `--format json` (it asked whether `--say` was meant).
    @Test func jsonAsAFlagNamesTheFormat() throws {
        let run = try BuiltBinary.run(["--json", "-e", "212"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("convcalc: Unknown option '--json': JSON output is --format json\n"), "\(run.stderr)")
        #expect(try BuiltBinary.run(["--format", "json", "-e", "212"]).status == 0, "the flag named")
    }

    /// With the subcommand's own options after it, they are not blamed (`Unknown option '--check'`).
    @Test(arguments: [(["--no-state", "units"], "units"), (["--precision", "3", "check", "x.txt"], "check"),
                      (["--no-state", "units", "--check", "my.units"], "units"), (["--say", "check", "-v", "x.txt"], "check"),
                      (["-e", "5", "--precision=3", "keypad", "--quiz", "3"], "keypad")])
    func aSubcommandAfterAnOptionIsNamedAsOne(arguments: [String], name: String) throws {
        let run = try BuiltBinary.run(arguments)
        #expect(run.status == 64)
        #expect(run.stderr.contains("'\(name)' is a subcommand: it comes first, before options"), "\(run.stderr)")
    }

    @Test func unitsTakesAKindOfTwoWords() throws {
        let run = try BuiltBinary.run(["units", "fuel", "economy"])
        #expect(run.status == 0 && run.stdout.contains("miles per US gallon"), "\(run.stderr)")
        let typo = try BuiltBinary.run(["units", "lenght"])
        #expect(typo.status == 64 && typo.stderr.contains("did you mean length?"), "\(typo.stderr)")
    }

    /// With no file descriptor free, the command line (read from /proc) cannot be read: nothing
    /// is done, 71 (it ran as a replay of stdin: `--version` printed nothing, exit 0). A
    /// dynamically linked build does not even load then (127): the release build is static.
    @Test func aCommandLineThatCannotBeReadDoesNothing() throws {
        let run = try Shell.run("ulimit -n 3; \"$CONVCALC\" --version; echo \"status=$?\"")
        #expect(run.stdout.hasSuffix("status=71\n") || run.stdout.hasSuffix("status=127\n"), "\(run.stdout) \(run.stderr)")
        #expect(run.stdout.hasSuffix("status=127\n") || run.stderr.contains("cannot read its command line"), "\(run.stderr)")
    }

    /// An empty file name is named as such everywhere (`--units ''` called it a folder: the
    /// working one).
    @Test(arguments: [["--units", "", "-e", "1"], ["check", ""], ["check", "--update", ""], ["play", ""]])
    func anEmptyFileNameIsSaidToBeEmpty(arguments: [String]) throws {
        let run = try BuiltBinary.run(arguments)
        #expect(run.status != 0 && run.stderr.contains("an empty name names no file"), "\(run.stderr)")
    }

    /// `--help`'s text above its options is the man page's description, which a man page
    /// indents 5 of its 78 columns: at most 73 a line, or an 80-column man page wraps rows mid-way.
    @Test func theHelpTextFitsTheManPagesWidth() throws {
        let run = try BuiltBinary.run(["--help"])
        let text = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let description = text.drop { !$0.hasPrefix("OVERVIEW") }.prefix { !$0.hasPrefix("USAGE") }
        #expect(description.count > 20)
        for line in description.dropFirst() { #expect(line.count <= 73, "\(line)") }  // not the overview: the man page's NAME
    }

    /// A subcommand's examples fit 80 columns as written: ArgumentParser wraps a longer line
    /// at the terminal's width, leaving a word alone on the next (`units --help` had five).
    @Test(arguments: ["check", "play", "machine", "keypad", "units"])
    func aSubcommandsExamplesFit80Columns(subcommand: String) throws {
        let run = try BuiltBinary.run([subcommand, "--help"])
        let text = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.hasPrefix("USAGE") }
        let discussion = text.drop { !$0.isEmpty }  // after the overview
        for line in discussion { #expect(line.count <= 78, "\(subcommand): \(line)") }
    }

    /// A subcommand's examples fit its place in the man page: `man` on an 80-column terminal
    /// sets a subcommand's text 13 columns in, of 78. A line that starts with a space is a line
    /// of its own there (roff breaks before it), so it holds at most 65 columns or `man` folds
    /// it mid-sentence (`exit 0` / `when`); the prose after it starts a paragraph, or roff runs
    /// it on after the example (`transitions SCXML and JSON name…`). The prose itself is filled.
    @Test(arguments: ["check", "play", "machine", "keypad", "units"])
    func aSubcommandsExamplesFitItsPlaceInAnEightyColumnManPage(subcommand: String) throws {
        let run = try BuiltBinary.run([subcommand, "--help"])
        let text = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.hasPrefix("USAGE") }
        let discussion = text.drop { !$0.isEmpty }  // after the overview
        #expect(discussion.count > 3, "\(subcommand) has a discussion")
        var afterExample = false
        for line in discussion {
            let example = line.first == " "
            if example { #expect(line.count <= 65, "\(subcommand): \(line)") }
            if !example && !line.isEmpty { #expect(!afterExample, "\(subcommand): prose right after an example: \(line)") }
            afterExample = example
        }
    }

    /// `--help`'s usage needs no subcommand: ArgumentParser's own line ended in `<subcommand>`.
    @Test func theUsageLineNeedsNoSubcommand() throws {
        let run = try BuiltBinary.run(["--help"])
        #expect(run.stdout.contains("USAGE: convcalc [<options>] [<file> ...]\n       convcalc <subcommand> [<options>]"), "\(run.stdout)")
        #expect(!run.stdout.contains("[<file> ...] <subcommand>"))
    }

    @Test func aFileNameThatIsNotUTF8IsRefusedNotSwappedForAnother() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The name Swift would make of the bad byte exists too: it must not be read or written.
        let run = try Shell.run("""
            cd '\(folder)' && printf '212\\n' > $'\\xef\\xbf\\xbd'in.txt && printf '5\\n' > $'\\xff'in.txt
            "$CONVCALC" $'\\xff'in.txt; echo "status=$?"
            "$CONVCALC" --state $'\\xff'.json -e 5 > /dev/null; ls
            """)
        #expect(run.stdout.hasPrefix("status=2\n"), "nothing replayed from the wrong file: \(run.stdout)")
        #expect(run.stderr.contains("is not valid UTF-8"))
        #expect(!run.stdout.contains(".json"), "no state file under another name")
        // A name that really holds U+FFFD is used as given.
        let real = try Shell.run("cd '\(folder)' && \"$CONVCALC\" $'\\xef\\xbf\\xbd'in.txt")
        #expect(real.status == 0 && real.stdout == "100 °C\n212 °F\n")
    }

    /// An invalid name is shown with its bytes escaped; beside a valid name holding U+FFFD that
    /// it decodes to, neither is opened: once decoded they cannot be told apart.
    @Test func lookAlikeNamesAreRefusedAndShownByTheirBytes() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Shell.run("""
            cd '\(folder)' && printf '212\\n' > $'\\xef\\xbf\\xbd'in.txt
            "$CONVCALC" $'\\xef\\xbf\\xbd'in.txt $'\\xff'in.txt
            """)
        #expect(run.stdout == "", "no file read in place of another")
        #expect(run.status == 2)
        #expect(run.stderr.contains("cannot read '\\xFFin.txt': the name is not valid UTF-8"))
    }

    /// `convcalc 5 mi to km`, GNU units' way: words that are no file but read as a line get a
    /// usage error (64) that says to write -e; a missing file that reads as no line is still
    /// unreadable (2).
    @Test func wordsThatAreNoFileButALineSayToWriteE() throws {
        let run = try BuiltBinary.run(["5", "mi", "to", "km"])
        #expect(run.status == 64)
        #expect(run.stderr == "convcalc: '5' is no file; to convert, write convcalc -e '5 mi to km'\nSee 'convcalc --help'.\n")
        #expect(run.stdout == "")
        let height = try BuiltBinary.run(["6'2\"", "to", "cm"])
        #expect(height.stderr == "convcalc: '6'2\"' is no file; to convert, write convcalc -e '6'\\''2\" to cm'\nSee 'convcalc --help'.\n")
        // The options given are kept, in their places: without its units file, the line offered is refused.
        let home = try TemporaryHome()
        defer { home.remove() }
        try "smoot 67 in\n".write(toFile: home.path + "/-a.units", atomically: true, encoding: .utf8)
        let units = "--units=\(home.path)/-a.units"
        let options = try BuiltBinary.run([units, "--precision", "4", "sig", "1", "smoot", "--say", "--", "to", "m"])
        #expect(options.status == 64)
        #expect(options.stderr == "convcalc: '1' is no file; to convert, write convcalc \(units)"
                + " --precision 4sig -e '1 smoot to m' --say\nSee 'convcalc --help'.\n", "\(options.stderr)")
        // Words that read as a line refused: why, as -e would say (it said only "cannot read '5'").
        let refused = try BuiltBinary.run(["5", "ft", "10"])
        #expect(refused.status == 64)
        #expect(refused.stderr == "convcalc: '5' is no file; read as a line (convcalc -e '5 ft 10'), it is refused: a unit"
                + " is missing after '10' at column 6; write e.g. 5 ft 10 in\nSee 'convcalc --help'.\n", "\(refused.stderr)")
        // A value with a minus is no option: the line, options kept wherever they stand (it said only
        // "Unknown option '-40'", and `-1.5h` printed the help, exit 0).
        let negative = try BuiltBinary.run(["-40", "F", "to", "C", "--precision", "3"])
        #expect(negative.status == 64)
        #expect(negative.stderr.hasPrefix("convcalc: '-40' is a value with a minus, not an option; to convert, write convcalc"
                + " -e '-40 F to C' --precision 3\n"), "\(negative.stderr)")
        let glued = try BuiltBinary.run(["-1.5h"])
        #expect(glued.status == 64 && glued.stdout.isEmpty)
        #expect(glued.stderr.hasPrefix("convcalc: '-1.5h' is a value with a minus, not an option; read as a line (convcalc -e"
                + " '-1.5h'), it is refused: unknown key '-1.5h' at column 1; put a space between the number and the unit: -1.5 h\n"),
                "\(glued.stderr)")
        let exponent = try BuiltBinary.run(["-1.5e-4", "km", "to", "mm"])
        #expect(exponent.stderr.hasPrefix("convcalc: '-1.5e-4' is a value with a minus, not an option; to convert, write convcalc"
                + " -e '-1.5e-4 km to mm'\n"), "\(exponent.stderr)")
        // An option's value is a value (`-e -40` converts).
        let value = try BuiltBinary.run(["-e", "-40"])
        #expect(value.status == 0 && value.stdout == "-40 °C\n-40 °F\n")
        // A pasted no-break space is a blank, as -e reads it: the line offered is accepted (it was called refused).
        let pasted = try BuiltBinary.run(["5", "mi\u{00A0}to", "km"])
        #expect(pasted.stderr == "convcalc: '5' is no file; to convert, write convcalc -e $'5 mi\\xC2\\xA0to km'\nSee 'convcalc --help'.\n", "\(pasted.stderr)")
        // Missing files named as files are: still unreadable (2).
        let files = try BuiltBinary.run(["2024.txt", "b.txt"])
        #expect(files.status == 2 && files.stderr.contains("cannot read '2024.txt'"), "\(files.stderr)")
        let missing = try BuiltBinary.run(["no-such-file.txt"])
        #expect(missing.status == 2 && missing.stderr.contains("cannot read 'no-such-file.txt'"))
        // One word that is an unknown key and no more is a file named wrong.
        let notes = try BuiltBinary.run(["notes"])
        #expect(notes.status == 2 && notes.stderr.contains("cannot read 'notes'"), "\(notes.stderr)")
    }

    /// Words of a line with a minus or an arrow among them, where the command line reads
    /// options: all the words are the line, read as -e reads it (`5 ft -6 in` offered `-e '-6 in'`,
    /// a wrong value, and `-40 F -> C` put `->` before -e as an option); the options' own
    /// errors come first (the offer met them: `--json`, `--state` with no value looped); an
    /// arrow is a connector; `-.5`, `-5.e3`, `-½` are values (they were unknown options).
    @Test func wordsWithAMinusOrAnArrowAreOneLine() throws {
        let expectations: [([String], String)] = [
            (["5", "ft", "-6", "in", "to", "cm"], "convcalc: '-6' is a value with a minus, not an option; read as a line"
                + " (convcalc -e '5 ft -6 in to cm'), it is refused: '5 ft -6 in to cm' at column 6: '-6' has a sign;"),
            // A value with no unit after it goes on with the conversion before it, refused as typed.
            (["5", "mi", "to", "km", "-3"], "convcalc: '-3' is a value with a minus, not an option; read as a line"
                + " (convcalc -e '5 mi to km -3'), it is refused: '-3' at column 12 would add digits to the number converted before it;"),
            (["-40", "F", "->", "C"], "convcalc: '-40' is a value with a minus, not an option; to convert, write convcalc -e '-40 F -> C'\n"),
            (["5", "mi", "->", "km"], "convcalc: '->' is a connector, not an option; to convert, write convcalc -e '5 mi -> km'\n"),
            (["-5", "mi", "->km"], "convcalc: '-5' is a value with a minus, not an option; to convert, write convcalc -e '-5 mi ->km'\n"),
            (["-.5", "mi"], "convcalc: '-.5' is a value with a minus, not an option; to convert, write convcalc -e '-.5 mi'\n"),
            (["-5.e3", "mi"], "convcalc: '-5.e3' is a value with a minus, not an option; to convert, write convcalc -e '-5.e3 mi'\n"),
            (["-½", "cup"], "convcalc: '-½' is a value with a minus, not an option; read as a line (convcalc -e '-½ cup'), it is refused:"),
            (["-40", "-"], "convcalc: '-40' is a value with a minus, not an option; to convert, write convcalc -e '-40' -\n"),
            (["-e", "212", "-40", "F", "to", "C"], "convcalc: '-40' is a value with a minus, not an option; to convert, write"
                + " convcalc -e 212 -e '-40 F to C'\n"),
            // The options' own errors, as the command offered would meet them.
            (["-40", "F", "to", "C", "--json"], "convcalc: Unknown option '--json': JSON output is --format json\n"),
            (["-40", "F", "to", "C", "--state"], "convcalc: Missing value for '--state <file>'\n"),
            (["-40", "F", "to", "C", "--precision"], "convcalc: Missing value for '--precision <n|nsig>'\n"),
            (["-40", "F", "to", "C", "--precision", "99"], "convcalc: --precision must be 0 to 12, or 1sig to 15sig, not 99\n"),
            (["-40", "F", "to", "C", "--record", "r.txt"], "convcalc: --record records the interactive calculator only"),
        ]
        for (arguments, start) in expectations {
            let run = try BuiltBinary.run(arguments)
            #expect(run.status == 64 && run.stdout.isEmpty, "\(arguments)")
            #expect(run.stderr.hasPrefix(start), "\(arguments): \(run.stderr)")
        }
        let help = try BuiltBinary.run(["-40", "--help"])
        #expect(help.status == 0 && help.stdout.hasPrefix("OVERVIEW:"), "\(help.stderr)")
    }

    /// Words after -e lines that are no files but a line are offered as another -e, before
    /// anything runs (the -e line ran, then '5' could not be read, 2); standard input or a path
    /// among them keeps them files; keys alone are not "to convert".
    @Test func wordsThatAreNoFilesAfterALine() throws {
        let after = try BuiltBinary.run(["-e", "212", "5", "mi", "to", "km"])
        #expect(after.status == 64 && after.stdout.isEmpty)
        #expect(after.stderr == "convcalc: '5' is no file; to convert, write convcalc -e 212 -e '5 mi to km'\nSee 'convcalc --help'.\n", "\(after.stderr)")
        // Standard input after them stays a file (it said "cannot read '5'", exit 2).
        let stdin = try BuiltBinary.run(["5", "mi", "to", "km", "-"])
        #expect(stdin.status == 64 && stdin.stderr.hasPrefix("convcalc: '5' is no file; to convert, write convcalc -e '5 mi to km' -\n"),
                "\(stdin.stderr)")
        let path = try BuiltBinary.run(["5", "Examples/no-such-lesson.txt"])
        #expect(path.status == 2 && path.stderr.hasPrefix("convcalc: cannot read '5'"), "\(path.stderr)")
        let keys = try BuiltBinary.run(["quit"])
        #expect(keys.stderr == "convcalc: 'quit' is no file; to type it as a line, write convcalc -e 'quit'\nSee 'convcalc --help'.\n", "\(keys.stderr)")
    }

    /// A converter given unquoted, split by the shell: its words quoted whole (`--converter mi 2 to
    /// km 2` said "'mi' is one unit" and offered `--converter 'mi to km'`, lengths; `--converter mi2
    /// to km2` offered `'mi2 to km²'`), or why they are refused; words after a converter that names
    /// one alone are lines to convert, as before.
    @Test func aConverterTheShellSplit() throws {
        let said = "convcalc: --converter: unquoted, the shell split the converter at its blanks"
        let expectations: [([String], String)] = [
            (["--converter", "mi", "2", "to", "km", "2"], said + "; quoted (--converter 'mi 2 to km 2'), it is refused: unknown"
                + " unit '2'; a power is written against its unit: --converter 'mi² to km²'\n"),
            (["--converter", "mi2", "to", "km2"], said + "; quote it: --converter 'mi2 to km2'\n"),
            (["--converter=miles", "to", "kilometers", "-e", "5"], said + "; quote it: --converter 'miles to kilometers'\n"),
            (["--converter", "blorf", "to", "km"], said + "; quoted (--converter 'blorf to km'), it is refused: unknown unit"
                + " 'blorf';"),
            (["--converter", "-40", "F", "to", "C"], said + "; quoted (--converter '-40 F to C'), it is refused: '-40 F to C'"
                + " starts with a number, which a converter's name has not; to convert a value, write convcalc -e '-40 F to C'\n"),
            (["--converter", "mi", "-e", "5"], "convcalc: --converter: 'mi' is one unit; a converter is a pair: --converter"
                + " 'mi to km'\n"),
        ]
        for (arguments, start) in expectations {
            let run = try BuiltBinary.run(arguments)
            #expect(run.status == 64 && run.stdout.isEmpty, "\(arguments)")
            #expect(run.stderr.hasPrefix(start), "\(arguments): \(run.stderr)")
        }
    }

    /// A file among the words of a line the shell split is kept as a file to replay after the line:
    /// a path (`./lines.txt` replayed 5 °F and then exited 2 on `mi`), or a name on disk that is no
    /// unit (`lines.txt` was read into the line: "unknown unit"); a file named as a unit stays the unit.
    @Test func aFileAmongSplitWords() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try Shell.run("cd '\(home.path)' && : > lines.txt && : > km && for words in 'lines.txt' './lines.txt' 'to km';"
            + " do \"$CONVCALC\" -e 5 mi $words; echo \"status=$?\"; done")
        #expect(run.stdout == "status=64\nstatus=64\nstatus=64\n", "\(run.stdout)")
        let said = "convcalc: 'mi' is no file; unquoted, the shell split the lines at their blanks; quote each: convcalc -e"
        #expect(run.stderr == said + " '5 mi' lines.txt\nSee 'convcalc --help'.\n" + said + " '5 mi' ./lines.txt\nSee 'convcalc --help'.\n"
            + said + " '5 mi to km'\nSee 'convcalc --help'.\n", "\(run.stderr)")
        // Files given after `--` stay after it in the offer (`-- --strict` offered `--strict`, the option); a word on disk
        // that is a unit is the line's (files mi, to, km and a folder ft were replayed after 5 °F and 212 °F).
        let after = try Shell.run("cd '\(home.path)' && : > ./--strict && : > mi && : > to && mkdir ft && \"$CONVCALC\" -e 5 mi -- --strict;"
            + " \"$CONVCALC\" -e 5 mi to km; \"$CONVCALC\" -e 212 ft; echo \"status=$?\"")
        #expect(after.stdout == "status=64\n", "\(after.stdout)")
        let onDisk = "convcalc: 'mi' is a word of a line here, not the file of that name; unquoted, the shell split the lines at their"
            + " blanks; quote each: convcalc -e"
        #expect(after.stderr == onDisk + " '5 mi' -- --strict\nSee 'convcalc --help'.\n"
            + "convcalc: 'mi' is a word of a line here, not the file of that name; unquoted, the shell split the lines at their blanks;"
            + " quote each: convcalc -e '5 mi to km'\nSee 'convcalc --help'.\n"
            + "convcalc: 'ft' is a word of a line here, not the file of that name; unquoted, the shell split the lines at their blanks;"
            + " quote each: convcalc -e '212 ft'\nSee 'convcalc --help'.\n", "\(after.stderr)")
        // A file on disk after a line's words, no -e: the line offered, the file kept (it was read into the line).
        let file = try Shell.run("cd '\(home.path)' && \"$CONVCALC\" 5 mi to km lines.txt")
        #expect(file.stderr == "convcalc: '5' is no file; to convert, write convcalc -e '5 mi to km' lines.txt\nSee 'convcalc --help'.\n",
                "\(file.stderr)")
        // `--precision 4 s` with a file `s`: the file, not 4 significant digits and the standard input.
        let precision = try Shell.run("cd '\(home.path)' && echo 1 mi > s && \"$CONVCALC\" --precision 4 s; echo \"status=$?\"")
        #expect(precision.stdout == "≈ 1.6093 km\n1 mi\nstatus=0\n", "\(precision.stdout) \(precision.stderr)")
    }

    /// An arrow typed unquoted reaches convcalc as `-` after a unit (the shell made `>` a
    /// redirection): said so, with the line quoted (`5 mi -> km` said "cannot read '5'", and
    /// `-40 F -> K` offered `-e '-40 F' -`, which converts to °C and reads stdin). A unit with a
    /// hyphen, a dash for a minus, a unit first: read as a line, the options kept.
    @Test func wordsTheShellOrAKeyboardChanged() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let expectations: [([String], String)] = [
            (["5", "mi", "-"], "convcalc: '-' after 'mi' is standard input here: unquoted, the shell reads an arrow -> as '-' and a"
                + " redirection to the file 'km' after it, which it made empty; quote the line: convcalc -e '5 mi -> km'\nSee"
                + " 'convcalc --help'.\n"),
            // No redirection: the words after `-` are the line's (`5 mi - m` offered `5 mi -> km`, another unit).
            (["5", "mi", "-", "m"], "convcalc: '-' after 'mi' is standard input here; read as a line (convcalc -e '5 mi - m'), it"
                + " is refused: '-' at column 6 is no connector; join the units with to, in, as, ->, →, => or >: 5 mi to m\n"),
            // The unit the file is named is written back; a line it makes that is refused says why.
            (["-40", "F", "-"], "convcalc: '-' after 'F' is standard input here; read as a line (convcalc -e '-40 F -> km'), it"
                + " is refused: cannot convert temperature (°F) to length (km)"),
            // The options kept as options (the 3 of `--precision 3` was read into the line: 35 mi), and a
            // unit of several words before the `-`.
            (["--precision", "3", "5", "mi", "-"], "convcalc: '-' after 'mi' is standard input here: unquoted, the shell reads"
                + " an arrow -> as '-' and a redirection to the file 'km' after it, which it made empty; quote the line: convcalc"
                + " --precision 3 -e '5 mi -> km'\nSee 'convcalc --help'.\n"),
            (["5", "kilometers", "per", "litre", "-"], "convcalc: '-' after 'litre' is standard input here; read as a line"
                + " (convcalc -e '5 kilometers per litre -> km'), it is refused: cannot convert fuel economy (km/L) to length (km)"),
            (["5", "mi", "-km"], "convcalc: '-km' is a unit with a sign, not an option; read as a line (convcalc -e '5 mi -km'),"
                + " it is refused: '-' at column 6 is no connector;"),
            (["–40", "F", "to", "C"], "convcalc: '–40' is no file; read as a line (convcalc -e '–40 F to C'), it is refused:"
                + " unknown key '–40' at column 1; a dash is no minus sign: write -40 F to C\nSee 'convcalc --help'.\n"),
            (["mi", "to", "km"], "convcalc: 'mi' is no file; read as a line (convcalc -e 'mi to km'), it is refused:"),
            (["precision", "4"], "convcalc: 'precision' is no file; to type it as a line, write convcalc -e 'precision 4'\nSee 'convcalc --help'.\n"),
            (["-e", "212", "5", "blorf"], "convcalc: '5' is no file; read as a line (convcalc -e 212 -e '5 blorf'), it is refused:"),
            // A value in parts before the `-`: its last unit is `in`, no connector (it said "cannot read '5'").
            (["5", "ft", "10", "in", "-"], "convcalc: '-' after 'in' is standard input here: unquoted, the shell reads an arrow"
                + " -> as '-' and a redirection to the file 'km' after it, which it made empty; quote the line: convcalc -e"
                + " '5 ft 10 in -> km'\nSee 'convcalc --help'.\n"),
            // A connector with a hyphen (it was an unknown option).
            (["5", "mi", "-to", "km"], "convcalc: '-to' is a connector with a hyphen, not an option; read as a line (convcalc -e"
                + " '5 mi -to km'), it is refused: '-' at column 6 is no connector;"),
            // A line given to -e unquoted, split by the shell: whole (it offered `-e -40 -e 'F to C'`, another
            // converter); words before an -e keep their place (the offer ran the lines in another order).
            (["-e", "-40", "F", "to", "C"], "convcalc: 'F' is no file; unquoted, the shell split the lines at their blanks; quote"
                + " each: convcalc -e '-40 F to C'\nSee 'convcalc --help'.\n"),
            (["--precision", "2", "-e", "5", "mi", "to", "km", "--format", "json"], "convcalc: 'mi' is no file; unquoted, the shell"
                + " split the lines at their blanks; quote each: convcalc --precision 2 -e '5 mi to km' --format json\n"),
            // Each line keeps its own words (`-e 100 C -e 212 F` offered `-e '100 C F' -e 212`: 212 °C, 413.6 °F),
            // words before an -e are a line, two values two lines (`212 5` offered 2125).
            (["-e", "100", "C", "-e", "212", "F"], "convcalc: 'C' is no file; unquoted, the shell split the lines at their blanks;"
                + " quote each: convcalc -e '100 C' -e '212 F'\n"),
            (["5", "mi", "-e", "10", "ft"], "convcalc: '5' is no file; unquoted, the shell split the lines at their blanks; quote"
                + " each: convcalc -e '5 mi' -e '10 ft'\n"),
            // Numbers alone: one line is one number, else a line each (it offered one, then the other, each found wrong).
            (["212", "5"], "convcalc: '212' is no file; as one line, numbers apart are the keys of one number (2125): write convcalc"
                + " -e '2125'; for a line each, write -e before each number\n"),
            // Words the user quoted are lines of their own (they were joined into one, refused).
            (["5 mi to km", "3 ft"], "convcalc: '5 mi to km' is no file; a line is given with -e: convcalc -e '5 mi to km' -e"
                + " '3 ft'\n"),
            // A value in parts with marks is one line (`5' 10"` was two lines, 5 ft and 10 in; -5' 6" two values).
            (["-e", "-5'", "6\"", "to", "cm"], "convcalc: '6\"' is no file; unquoted, the shell split the lines at their blanks;"
                + " quote each: convcalc -e '-5'\\'' 6\" to cm'\n"),
            (["5′", "10″", "to", "cm"], "convcalc: '5′' is no file; to convert, write convcalc -e '5′ 10″ to cm'\n"),
            // An option given to -e before the line's words: the option, then the line (it quoted '--strict 5 mi').
            // The output going to an empty file named as a unit, one line of words: the shell's `>` was the connector
            // (`convcalc -e --strict 5 mi > km`; `5 mi > ft` offered -e '5 mi', which converts to km).
            (["-e", "--strict", "5", "mi"], "convcalc: unquoted, the shell reads the connector '>' as a redirection to the file 'km'"
                + " after it, which it made empty; quote the line: convcalc --strict -e '5 mi > km'\n"),
            (["5", "ft", "10", "in"], "convcalc: unquoted, the shell reads the connector '>' as a redirection to the file 'km' after"
                + " it, which it made empty; quote the line: convcalc -e '5 ft 10 in > km'\n"),
            (["5 mi"], "convcalc: unquoted, the shell reads the connector '>' as a redirection to the file 'km' after it, which it"
                + " made empty; quote the line: convcalc -e '5 mi > km'\n"),
            // Have and want with a minus (it was the dashed line `-40 F C`, refused: C the clear key).
            (["-40 F", "C"], "convcalc: '-40 F' is no file; as GNU units' have and want, write convcalc -e '-40 F to C'\n"),
            // A file on disk first, the line's words after it (it replayed the file, then "cannot read '5'").
            (["status", "5", "mi", "to", "km"], "convcalc: '5' is no file; to convert, write convcalc -e '5 mi to km' status (every"
                + " -e line runs before the files: to replay a file first, give the lines in a file after it)\n"),
            // A glued short option's value, as getopt reads it (`-e5` was an unknown option).
            (["-e5", "mi", "to", "km"], "convcalc: 'mi' is no file; unquoted, the shell split the lines at their blanks; quote"
                + " each: convcalc -e '5 mi to km'\n"),
            // Standard input first: the line's first word named (it said '-' is no file).
            (["-", "5", "mi", "to", "km"], "convcalc: '5' is no file; to convert, write convcalc -e '5 mi to km' - (every -e line"
                + " runs before the files: to replay a file first, give the lines in a file after it)\n"),
            // The line's first word taken as an option's value (it said 'mi' is no file, offering --state 5 -e 'mi to km').
            (["--state", "5", "mi", "to", "km"], "convcalc: '5' is the value of --state here, not the line's; to convert, write"
                + " convcalc -e '5 mi to km' (and give --state a value of its own)\n"),
            // A value after a whole conversion starts a line (they were joined into one, refused).
            (["5 mi to km", "3", "ft", "--strict"], "convcalc: '5 mi to km' is no file; unquoted, the shell split the lines at"
                + " their blanks; quote each: convcalc -e '5 mi to km' -e '3 ft' --strict\n"),
            (["-e", "5", "mi", "to", "km", "3", "ft"], "convcalc: 'mi' is no file; unquoted, the shell split the lines at their"
                + " blanks; quote each: convcalc -e '5 mi to km' -e '3 ft'\n"),
            // A key first: the line read, refused for its own reason (it said "cannot read 'convert'", exit 2).
            (["convert", "mi", "km", "26.2"], "convcalc: 'convert' is no file; read as a line (convcalc -e 'convert mi km 26.2'),"
                + " it is refused: '26.2' at column 15 is a number after the converter's name;"),
            // An option written with dashes, as autocorrect writes hyphens (`–e` was read as a line, `‐‐precision` as a
            // file after the lines ran at 2 places, exit 2).
            (["–e", "5 mi to km"], "convcalc: '–e' is written with a dash, not hyphens: -e is the option; write convcalc -e"
                + " '5 mi to km'\n"),
            (["—e", "5", "mi", "to", "km"], "convcalc: '—e' is written with a dash, not hyphens: -e is the option; write convcalc"
                + " -e '5 mi to km'\n"),
            (["‐‐precision", "4", "-e", "5 mi to km"], "convcalc: '‐‐precision' is written with a dash, not hyphens: --precision is"
                + " the option; write convcalc --precision 4 -e '5 mi to km'\n"),
            // `help` before a line to convert: the line (it offered -e 'help 5 mi to km', which says it is a line).
            (["help", "5", "mi", "to", "km"], "convcalc: no subcommand '5'; the subcommands are check, play, machine, keypad, units;"
                + " to convert, write convcalc -e '5 mi to km'\n"),
            // GNU units' have and want, quoted (it offered -e '98.6 F C', where C is the clear key: refused).
            (["--format", "json", "98.6 F", "C"], "convcalc: '98.6 F' is no file; as GNU units' have and want, write convcalc"
                + " --format json -e '98.6 F to C'\n"),
            // GNU units' one-line option (it offered -e '-1' -e '5 mi km', converting -1 °F too).
            (["-1", "5 mi", "km"], "convcalc: -1 is GNU units' one-line option; convcalc takes a conversion as a line: convcalc -e"
                + " '5 mi to km'\n"),
            // An unquoted arrow after a converter's unit (it said 'mi' is one unit and offered mi to km).
            (["--converter", "mi", "-"], "convcalc: '-' after 'mi' is standard input here: unquoted, the shell reads an arrow -> as"
                + " '-' and a redirection to the file 'km' after it, which it made empty; quote the converter: --converter 'mi -> km'\n"),
            // A `>` before the unit (it offered --converter 'mi to km', when ft was the unit wanted).
            (["--converter", "mi", "-e", "5"], "convcalc: --converter: unquoted, the shell reads the connector '>' as a redirection to"
                + " the file 'km' after it, which it made empty; quote the converter: --converter 'mi > km'\n"),
            // Glued to the unit (`--converter mi->km`: it said "unknown unit 'mi-'").
            (["--converter", "mi-"], "convcalc: '-' after 'mi' is standard input here: unquoted, the shell reads an arrow -> as"
                + " '-' and a redirection to the file 'km' after it, which it made empty; quote the converter: --converter 'mi -> km'\n"),
            // A line so rejoined that is refused says why (it blamed 'mi' in `-e 5 -e 'mi to kmm'`).
            (["-e", "5", "mi", "to", "kmm"], "convcalc: 'mi' is no file; unquoted, the shell split the lines at their blanks;"
                + " quoted (convcalc -e '5 mi to kmm'), a line is refused: unknown unit 'kmm' at column 9; did you mean 'km'?\n"),
            // An unquoted arrow after an -e line's words, and `=>` (it ran the line into the file `km`, exit 2).
            (["-e", "5", "mi", "-"], "convcalc: '-' after 'mi' is standard input here: unquoted, the shell reads an arrow -> as"
                + " '-' and a redirection to the file 'km' after it, which it made empty; quote the line: convcalc -e '5 mi -> km'\n"),
            // The -e line the words go on with is the one before them, not a later one (it offered
            // `-e 5 -e '3 mi -> UNIT'`, 5 °F and 3 mi), written `-e=5` too (it ran 5 °F, exit 2).
            (["-e", "5", "mi", "-", "-e", "3"], "convcalc: '-' after 'mi' is standard input here: unquoted, the shell reads an"
                + " arrow -> as '-' and a redirection to the file 'km' after it, which it made empty; quote the line: convcalc -e"
                + " '5 mi -> km' -e 3\n"),
            (["-e=5", "mi", "-"], "convcalc: '-' after 'mi' is standard input here: unquoted, the shell reads an arrow -> as '-'"
                + " and a redirection to the file 'km' after it, which it made empty; quote the line: convcalc -e '5 mi -> km'\n"),
            (["-e=-40", "F", "to", "C"], "convcalc: 'F' is no file; unquoted, the shell split the lines at their blanks; quote each:"
                + " convcalc -e '-40 F to C'\n"),
            // `=>` with options after it (it said '=' is no connector).
            (["5", "mi", "=", "--format", "json"], "convcalc: '=' after 'mi' is a word of no line here: unquoted, the shell reads"
                + " an arrow => as '=' and a redirection to the file 'km' after it, which it made empty; quote the line: convcalc"
                + " -e '5 mi => km' --format json\n"),
            // `help` on no subcommand: the calculator's help as a line, whole, when it answers.
            (["help", "line", "end"], "convcalc: no subcommand 'line'; the subcommands are check, play, machine, keypad, units;"
                + " for the calculator's help on a key, an event or a unit, write convcalc -e 'help line end'\nSee 'convcalc --help'.\n"),
            (["help", "frobnicate"], "convcalc: no subcommand 'frobnicate'; the subcommands are check, play, machine, keypad,"
                + " units\nSee 'convcalc --help'.\n"),
            (["5", "mi", "="], "convcalc: '=' after 'mi' is a word of no line here: unquoted, the shell reads an arrow => as '='"
                + " and a redirection to the file 'km' after it, which it made empty; quote the line: convcalc -e '5 mi => km'\n"),
            (["5", "mi", "to", "km", "-e", "10 ft to m"], "convcalc: '5' is no file; to convert, write convcalc -e '5 mi to km' -e"
                + " '10 ft to m'\n"),
            // `--` among the words: read past (`-e -- -40 F` offered `-e -- -e '-40 F'`, refused; `-e 5 mi to km
            // --` was two lines), and an option among a line's words keeps its place after the line.
            (["-e", "--", "-40", "F"], "convcalc: '-40' is a value with a minus, not an option; to convert, write convcalc -e"
                + " '-40 F'\n"),
            (["-e", "5", "mi", "to", "km", "--"], "convcalc: 'mi' is no file; unquoted, the shell split the lines at their"
                + " blanks; quote each: convcalc -e '5 mi to km'\n"),
            (["-e", "5", "mi", "--strict", "to", "km"], "convcalc: 'mi' is no file; unquoted, the shell split the lines at their"
                + " blanks; quote each: convcalc -e '5 mi to km' --strict\n"),
            // An unquoted arrow in a line after another: the line it is in (it offered `-e 3 -e '5 mi ft -> UNIT'`).
            (["5", "mi", "-e", "3", "ft", "-", "m"], "convcalc: '-' after 'ft' is standard input here; read as a line (convcalc"
                + " -e '5 mi' -e '3 ft - m'), it is refused: '-' at column 6 is no connector;"),
            (["5", "mi", "-e", "3", "ft", "-"], "convcalc: '-' after 'ft' is standard input here: unquoted, the shell reads an"
                + " arrow -> as '-' and a redirection to the file 'km' after it, which it made empty; quote the line: convcalc -e"
                + " '5 mi' -e '3 ft -> km'\n"),
            // Two minus signs, as an option is written (it was an unknown option, "did you mean '--say'").
            (["--40", "F", "to", "C"], "convcalc: '--40' is a value with a minus, not an option; read as a line (convcalc -e"
                + " '--40 F to C'), it is refused: unknown key '--40' at column 1; a value takes one minus sign: write -40 F to C\n"),
            // One word whose refusal says what it is (it said "cannot read").
            (["q"], "convcalc: 'q' is no file; read as a line (convcalc -e 'q'), it is refused: unknown key 'q' at column 1;"
                + " type quit or press Ctrl-D to leave\nSee 'convcalc --help'.\n"),
            (["98,6"], "convcalc: '98,6' is no file; read as a line (convcalc -e '98,6'), it is refused: unknown key '98,6' at"
                + " column 1; use . for the decimal point: write 98.6\nSee 'convcalc --help'.\n"),
        ]
        // As typed in a shell, the output redirected to the file `km` as an unquoted `-> km` does (an arrow is read
        // so only then); the status written after it.
        let folder = home.path + "/typed"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (arguments, start) in expectations {
            let words = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
            let run = try Shell.run("cd '\(folder)' && rm -f km && HOME='\(home.path)' \"$CONVCALC\" \(words) > km; echo $? > status; cat km status")
            #expect(run.stdout == "64\n", "\(arguments)")
            #expect(run.stderr.hasPrefix(start), "\(arguments): \(run.stderr)")
        }
        // After a whole conversion a `-` is standard input, as files are read (it said "cannot read '5'", exit 2); so
        // is a `-` after a unit when the output is no file an arrow made (`echo 5 | convcalc -e 98.6 F -`).
        let after = try BuiltBinary.run(["5", "mi", "to", "km", "-"], environment: home.environment())
        #expect(after.status == 64 && after.stderr == "convcalc: '5' is no file; to convert, write convcalc -e '5 mi to km' -\n"
                + "See 'convcalc --help'.\n", "\(after.stderr)")
        // With no such file, `5 mi` is one line that converts to km; a value after a whole conversion starts a line.
        for (arguments, said) in [(["5", "mi"], "convcalc: '5' is no file; to convert, write convcalc -e '5 mi'\n"),
                                  (["5 mi to km", "3", "ft"], "convcalc: '5 mi to km' is no file; unquoted, the shell split the"
                                      + " lines at their blanks; quote each: convcalc -e '5 mi to km' -e '3 ft'\n")] {
            let unredirected = try BuiltBinary.run(arguments, environment: home.environment())
            #expect(unredirected.status == 64 && unredirected.stderr == said + "See 'convcalc --help'.\n", "\(unredirected.stderr)")
        }
        let piped = try BuiltBinary.run(["-e", "98.6", "F", "-"], environment: home.environment())
        #expect(piped.stderr.hasPrefix("convcalc: 'F' is no file; unquoted, the shell split the lines at their blanks; quote each:"
                + " convcalc -e '98.6 F' -\n"), "\(piped.stderr)")
    }

    /// The shell's own syntax and habits among a line's words, each as an outside attacker typed
    /// them, whose offers converted other values or units, read standard input, or were refused:
    /// a `-` before a value is a minus (`5 ft - 2 in` offered two lines and stdin); numbers the
    /// shell split join (`1 000 mi` offered 1 and 000 mi); a folder and `.` are words (`98 . 6 F`
    /// offered 98 and 6 °F, then read the folder); a file named as an output in parts or a key is
    /// the line's (`> ft+in` made one); a value after a conversion with no unit stays on its line
    /// (`5 mi to km 3`); words after a quoted `-e` line start one (`-e '5 mi' 3 ft` was 26403 ft);
    /// an option's value taken behind a dash (`—state 5` wrote a state file `5`); an unknown
    /// option is not offered (`-t '5 mi' km`); GNU units' `-1` with any words; `>` with lines
    /// typed whole before it; `>>`; a path after a line's words; a bracket first.
    @Test func shellSyntaxAmongTheWords() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let folder = home.path + "/words"
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        let cases: [(String, String)] = [
            ("5 ft - 2 in", "convcalc: '5' is no file; read as a line (convcalc -e '5 ft - 2 in'), it is refused: unknown key '-' at"
                + " column 6; convcalc does no arithmetic"),
            ("1 000 mi to km", "convcalc: '1' is no file; read as a line (convcalc -e '1 000 mi to km'), it is refused: '1 000' at"
                + " column 1 holds numbers apart before one unit"),
            ("98 . 6 F", "convcalc: '98' is no file; to convert, write convcalc -e '98 . 6 F'\n"),
            ("5 mi sub", "convcalc: '5' is no file; read as a line (convcalc -e '5 mi sub'), it is refused: unknown unit 'sub'"),
            ("5 m > ft+in", "convcalc: unquoted, the shell reads the connector '>' as a redirection to the file 'ft+in' after it,"
                + " which it made empty; quote the line: convcalc -e '5 m > ft+in'\n"),
            ("5 m ft+in", "convcalc: '5' is no file; to convert, write convcalc -e '5 m ft+in'\n"),
            ("5 mi to km 3", "convcalc: '5' is no file; read as a line (convcalc -e '5 mi to km 3'), it is refused: '3' at column 12"),
            ("-e '5 mi' 3 ft", "convcalc: '3' is no file; to convert, write convcalc -e '5 mi' -e '3 ft'\n"),
            ("—state 5 mi to km", "convcalc: '—state' is written with a dash, not hyphens: --state is the option; and '5' is the"
                + " value of --state here, not the line's; to convert, write convcalc -e '5 mi to km' (and give --state a value of its own)\n"),
            ("-t '5 mi' km", "convcalc: Unknown option '-t'; convcalc takes a conversion as a line: convcalc -e '5 mi to km'\n"),
            ("-1 5 mi km", "convcalc: -1 is GNU units' one-line option; convcalc takes a conversion as a line: convcalc -e '5 mi km'\n"),
            ("-1 '-40 F' C", "convcalc: -1 is GNU units' one-line option; convcalc takes a conversion as a line: convcalc -e '-40 F to C'\n"),
            ("-e 212 -e 5 mi > yd", "convcalc: unquoted, the shell reads the connector '>' as a redirection to the file 'yd' after it,"
                + " which it made empty; quote the line: convcalc -e 212 -e '5 mi > yd'\n"),
            ("5 mi >> ft", "convcalc: '5' is no file; to convert, write convcalc -e '5 mi'\n(the output goes to the file 'ft', which"
                + " is empty: a '>' or an arrow before ft was read by the shell; if it was meant for a line, put it inside that line's quotes)\n"),
            ("5 mi to km ./sub/lines.txt", "convcalc: '5' is no file; to convert, write convcalc -e '5 mi to km' ./sub/lines.txt\n"),
            ("'(5 ft)' to m", "convcalc: '(5 ft)' is no file; read as a line (convcalc -e '(5 ft) to m'), it is refused: unknown key"
                + " '(5' at column 1; no brackets here: write 5 ft to m\n"),
        ]
        // A third round: arrows chained in one line (it offered `-e '5 mi > m' - -`, stdin twice); an arrow into a file
        // named as a unit after a whole conversion or a bare number (they offered `-e '5 mi to km' -`, stdin); numbers
        // apart after a split `-e` line (it offered `-e '2 3'`, 23); the note after an offer with options before it.
        let more: [(String, String)] = [
            ("5 mi -> km -> m", "convcalc: unquoted arrows in one line: the shell read each '-' or '=' as a word and each '>' as a"
                + " redirection; a line converts to one unit: quote it, with the unit wanted for UNIT: convcalc -e '5 mi -> UNIT'\n"),
            ("5 mi to km -> m", "convcalc: '-' after 'km' is standard input here; read as a line (convcalc -e '5 mi to km -> m'), it is"
                + " refused: '->' at column 12 joins a number's unit to the unit to show it in, once a line"),
            ("-40 -> C", "convcalc: '-' after '-40' is standard input here; read as a line (convcalc -e '-40 -> C'), it is refused:"),
            // `=>` before a file (it was the line `5 mi =`, refused).
            ("5 mi => km sub/lines.txt", "convcalc: '=' after 'mi' is a word of no line here: unquoted, the shell reads an arrow =>"
                + " as '=' and a redirection to the file 'km' after it, which it made empty; quote the line: convcalc -e '5 mi => km'"
                + " sub/lines.txt\n"),
            ("5 mi -e 1 2 3", "convcalc: '5' is no file; unquoted, the shell split the lines at their blanks; as one line, numbers apart"
                + " are the keys of one number (23): write convcalc -e '5 mi' -e 1 -e '23'; for a line each, write -e before each number\n"),
            ("--strict 5 mi - 3 > yd", "convcalc: '-' after 'mi' is standard input here; read as a line (convcalc --strict -e '5 mi - 3'),"
                + " it is refused: unknown key '-' at column 6; convcalc does no arithmetic: write the difference in one unit\n(the output"
                + " goes to the file 'yd', which is empty: a '>' or an arrow before yd was read by the shell; if it was meant for a line,"
                + " put it inside that line's quotes)\n"),
        ]
        for (typed, start) in cases + more {
            let run = try Shell.run("cd '\(folder)' && rm -f ft+in ft yd && : > sub/lines.txt && HOME='\(home.path)' \"$CONVCALC\" \(typed); echo $?")
            #expect(run.stdout.hasSuffix("64\n") && run.stderr.hasPrefix(start), "\(typed): \(run.stderr)")
        }
        // A line the user quoted, then standard input, into a file named as a unit: run, no arrow read (it was refused).
        let quoted = try Shell.run("cd '\(folder)' && printf '98.6\\n' | \"$CONVCALC\" -e '5 mi' - > km; echo $?; cat km")
        #expect(quoted.stdout == "0\n≈ 8.05 km\n5 mi\n≈ 158.68 km\n98.6 mi\n",
                "\(quoted.stdout) \(quoted.stderr)")
        // A last check: legitimate commands run as typed: a line given whole to -e, then standard input from a file,
        // into a file named as a unit (it was refused as `5 -> km`), or into one named as no unit (`98.6 F -> out`); a
        // file after `--` named as a unit is that file (it was read into the line, `5 mi km`). By hand: 5 °F = -15 °C.
        let legit = try Shell.run("cd '\(folder)' && printf '5 mi to km\\n' > lines.txt && \"$CONVCALC\" -e 5 - > km < lines.txt;"
            + " echo $?; cat km; printf '5\\n' | \"$CONVCALC\" -e 98.6 F - > out; echo $?; printf '3 ft\\n' > m;"
            + " \"$CONVCALC\" -e '5 mi' -- m; echo $?; rm -f km out m lines.txt")
        // 5 mi = 8.04672 km; 3 ft = 0.0009144 km, shown at 2 places as ≈ 9.1e-4.
        #expect(legit.stdout == "0\n-15 °C\n5 °F\n≈ 8.05 km\n5 mi\n64\n≈ 8.05 km\n5 mi\n≈ 9.1e-4 km\n3 ft\n0\n",
                "\(legit.stdout) \(legit.stderr)")
        #expect(legit.stderr == "convcalc: 'F' is no file; unquoted, the shell split the lines at their blanks; quote each: convcalc -e"
                + " '98.6 F' -\nSee 'convcalc --help'.\n", "\(legit.stderr)")
        // The file `ft+in` the shell made stays the unit; no state file was written.
        let made = try Shell.run("cd '\(folder)' && : > ft+in && \"$CONVCALC\" 5 m ft+in; ls ft+in 5 2>&1")
        #expect(made.stderr.hasPrefix("convcalc: '5' is no file; to convert, write convcalc -e '5 m ft+in'\n")
                && made.stdout.hasPrefix("ls: cannot access '5'") && made.stdout.hasSuffix("\nft+in\n"),
                "\(made.stdout) \(made.stderr)")
    }

    /// Unquoted arrows, each as the shell leaves it, the output redirected to the last one's file:
    /// every line quoted with its arrow (the second `-` was standard input in the offer, and an
    /// `=` before a later line "no connector"), an arrow glued to its unit too (`5 mi->km`: unknown
    /// unit 'mi-').
    @Test func unquotedArrows() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try Shell.run("cd '\(home.path)' && \"$CONVCALC\" -e 5 mi -> km -e 98.6 F -> C; \"$CONVCALC\" -e 5 mi => km -e 3 ft;"
            + " \"$CONVCALC\" 5 mi->km; \"$CONVCALC\" --converter mi -> ft -e 5; cat km C ft")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "convcalc: unquoted arrows: the shell read each as its '-' or '=' and a redirection to a file named"
                + " after the unit that followed it, made empty, the output going to the last, 'C'; quote each line, with the unit"
                + " of each arrow before the last for UNIT: convcalc -e '5 mi -> UNIT' -e '98.6 F -> C'\nSee 'convcalc --help'.\n"
                + "convcalc: '=' after 'mi' is a word of no line here: unquoted, the shell reads an arrow => as '=' and a redirection"
                + " to the file 'km' after it, which it made empty; quote the line: convcalc -e '5 mi => km' -e '3 ft'\nSee"
                + " 'convcalc --help'.\n"
                + "convcalc: '-' after 'mi' is standard input here: unquoted, the shell reads an arrow -> as '-' and a redirection to"
                + " the file 'km' after it, which it made empty; quote the line: convcalc -e '5 mi -> km'\nSee 'convcalc --help'.\n"
                + "convcalc: '-' after 'mi' is standard input here: unquoted, the shell reads an arrow -> as '-' and a redirection to"
                + " the file 'ft' after it, which it made empty; quote the converter: --converter 'mi -> ft'\nSee 'convcalc --help'.\n",
                "\(run.stderr)")
        // A file whose name is not known for certain gives UNIT: a symbolic link to it (`ln -s ft km`: it named ft, the
        // link's target), a removed file (it named 'km (deleted)'), a name that is no UTF-8 (its bytes became U+FFFD);
        // appended to (`>>`), the output was not made empty: no arrow is read (it said the shell made it empty).
        let unsure = try Shell.run("cd '\(home.path)' && mkdir unsure && cd unsure && ln -s ft km && \"$CONVCALC\" 5 mi - > km;"
            + " (exec 3>gone; rm gone; \"$CONVCALC\" 5 mi - >&3); \"$CONVCALC\" 5 mi - > $'km\\xff'; : > mi;"
            + " \"$CONVCALC\" 5 ft - >> mi")
        let unnamed = "convcalc: '-' after 'mi' is standard input here: unquoted, the shell reads an arrow -> as '-' and a redirection"
            + " to a file named after the unit that followed it; quote the line, with that unit for UNIT: convcalc -e '5 mi -> UNIT'\n"
            + "See 'convcalc --help'.\n"
        // Appended to, the empty file named as a unit is said after the offer, which loses that unit.
        #expect(unsure.stderr == unnamed + unnamed + unnamed + "convcalc: '5' is no file; to convert, write convcalc -e '5 ft' -\n"
                + "(the output goes to the file 'mi', which is empty: a '>' or an arrow before mi was read by the shell; if it was meant"
                + " for a line, put it inside that line's quotes)\nSee 'convcalc --help'.\n", "\(unsure.stderr)")
        // Arrows in lines with no -e, a value after each (it offered -e '5 mi' -e '3 ft' - -: km, and stdin twice);
        // an option typed with a dash before an arrow (it offered -e '5 mi' -, to km).
        let more = try Shell.run("cd '\(home.path)' && \"$CONVCALC\" 5 mi -> km 3 ft -> in; \"$CONVCALC\" –e 5 mi -> ft")
        #expect(more.stderr == "convcalc: unquoted arrows: the shell read each as its '-' or '=' and a redirection to a file named"
                + " after the unit that followed it, made empty, the output going to the last, 'in'; quote each line, with the unit"
                + " of each arrow before the last for UNIT: convcalc -e '5 mi -> UNIT' -e '3 ft -> in'\nSee 'convcalc --help'.\n"
                + "convcalc: '–e' is written with a dash, not hyphens: -e is the option; and '-' after 'mi' is standard input here:"
                + " unquoted, the shell reads an arrow -> as '-' and a redirection to the file 'ft' after it, which it made empty;"
                + " quote the line: convcalc -e '5 mi -> ft'\nSee 'convcalc --help'.\n", "\(more.stderr)")
    }

    /// A rate said with `per` that a units file defines under a name of its own is found by its
    /// value, the first time the file is read as after (the first, uncached read said "a units
    /// file can define mi/min"); its slash form is offered that name.
    @Test func aRateInWordsFindsAUnitsFilesRateByValue() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.path + "/rates.units"
        try "mipm  mi / min  ; miles per minute\n".write(toFile: file, atomically: true, encoding: .utf8)
        for _ in 0..<2 {  // uncached, then cached
            let run = try BuiltBinary.run(["--units", file, "-e", "5 mi per min to mph"], environment: home.environment())
            #expect(run.stdout == "300 mph\n5 mipm\n" && run.status == 0, "\(run.stdout) \(run.stderr)")
        }
        let slash = try BuiltBinary.run(["--units", file, "-e", "5 mi/min"], environment: home.environment())
        #expect(slash.stderr.contains("unknown unit 'mi/min' at column 3; did you mean 'mipm'?"), "\(slash.stderr)")
        // Of two units of one value, the first defined; a rate said with two `per`s, the rate
        // before the second read whole (m/s, then per s: m/s², whose first unit is mps2).
        try "mipm  mi / min\nmilepm  mi / min\nmps2  m/s^2\nmpss  m / s / s\n".write(toFile: file, atomically: true, encoding: .utf8)
        let first = try BuiltBinary.run(["--units", file, "-e", "5 mi per min", "-e", "5 m per s per s to mps2"],
                                        environment: home.environment())
        #expect(first.stdout == "≈ 134.11 m/s\n5 mipm\n5 mps2\n5 mps2\n" && first.status == 0, "\(first.stdout) \(first.stderr)")
    }

    /// A value that starts with '-' after its option is read as another option: the usage error
    /// says to join it (ArgumentParser said only "Missing value", though one was typed); not for
    /// an option convcalc knows (`--converter -e 1`: the value is missing).
    @Test func aValueStartingWithADashIsToldToBeJoined() throws {
        let converter = try BuiltBinary.run(["--converter", "-> km", "-e", "1"])
        #expect(converter.status == 64)
        #expect(converter.stderr == "convcalc: Missing value for '--converter <name-or-index>'; a value that starts with '-'"
                + " is joined to its option: --converter='-> km'\nSee 'convcalc --help'.\n", "\(converter.stderr)")
        // A value to convert given as the converter: the line to write (joined, it was refused so).
        let value = try BuiltBinary.run(["--converter", "-40 F to C", "-e", "1"])
        // No "Missing value" there: one was given.
        #expect(value.stderr == "convcalc: '-40 F to C' after --converter is a value to convert,"
                + " not a converter: write convcalc -e '-40 F to C'\nSee 'convcalc --help'.\n", "\(value.stderr)")
        let state = try BuiltBinary.run(["keypad", "--state", "-a.json"])
        #expect(state.stderr.hasPrefix("convcalc keypad: Missing value for '--state <file>'; a value that starts with '-'"
                + " is joined to its option: --state=-a.json\n"), "\(state.stderr)")
        let missing = try BuiltBinary.run(["--converter", "-e", "1"])
        #expect(missing.stderr == "convcalc: Missing value for '--converter <name-or-index>'\nSee 'convcalc --help'.\n")
    }

    /// The line it suggests came from outside: a comment in it may hold any byte, escaped (it
    /// set the terminal's title before) in `$'…'`, which a shell reads back as the bytes (in
    /// single quotes, `\x1B` was four characters).
    @Test func theLineSuggestedForWordsIsEscaped() throws {
        let run = try BuiltBinary.run(["5", "#", "\u{1B}]0;title\u{7}\u{9B}"])
        #expect(run.status == 64)
        #expect(run.stderr == "convcalc: '5' is no file; to convert, write convcalc -e $'5 # \\x1B]0;title\\x07\\xC2\\x9B'\nSee 'convcalc --help'.\n",
                "\(run.stderr)")
    }

    /// A no-break or ideographic space is a blank: a refused line holding one is refused as read
    /// with a space there, and the blank is not printed.
    @Test(arguments: ["\u{00A0}", "\u{3000}"])
    func aUnicodeBlankInARefusedLineIsABlank(character: String) throws {
        let run = try BuiltBinary.run(["-e", "x\(character)x"])
        #expect(run.status == 1)
        #expect(run.stderr == "convcalc: -e 1: unknown key 'x' at column 1; type 'help' for the keys\n", "\(run.stderr)")
    }

    @Test(arguments: ["\u{00AD}", "\u{0600}", "\u{206A}", "\u{E0001}", "\u{E0041}", "\u{1D173}",
                      // No character: a noncharacter, an unassigned code point, private use.
                      "\u{10FFFF}", "\u{FFFE}", "\u{D7FF}", "\u{E000}", "\u{F0000}"])
    func everyInvisibleCharacterInAnErrorIsEscaped(character: String) throws {
        let run = try BuiltBinary.run(["-e", "x\(character)x"])
        #expect(run.status == 1)
        let code = String(character.unicodeScalars.first!.value, radix: 16, uppercase: true)
        #expect(run.stderr.contains("\\u{\(String(repeating: "0", count: max(0, 4 - code.count)) + code)}"), "\(run.stderr)")
        #expect(!run.stderr.contains(character))
    }

    @Test func aCarriageReturnInsideAnExecutedLineIsNoBlank() throws {
        let run = try BuiltBinary.run(["-e", "212\r98.6"])
        #expect(run.status == 1, "not one number 21298.6: \(run.stdout)")
        #expect(run.stderr.contains("\\x0D"))
    }

    @Test func aLineBreakInAQuotedArgumentIsShownEscaped() throws {
        for arguments in [["keypad", "x\nconvcalc: ok"], ["keypad", "--precision", "4\n"], ["--no-state\n"],
                          ["keypad", "--no-state=\n"]] {
            let run = try BuiltBinary.run(arguments)
            #expect(run.status == 64)
            #expect(run.stderr.contains("\\x0A"), "\(arguments): \(run.stderr)")
            #expect(!run.stderr.split(separator: "\n").contains { $0.hasPrefix("convcalc: ok") || $0.hasPrefix("'") })
        }
    }

    @Test func helpWithMoreThanASubcommandSaysSoAndTheListNamesTheKeypad() throws {
        let extra = try BuiltBinary.run(["help", "keypad", "--bogus"])
        #expect(extra.status == 64)
        #expect(extra.stderr == "convcalc: 'help' takes one subcommand name, as in 'convcalc help keypad'.\n")
        let unknown = try BuiltBinary.run(["help", "nope"])
        #expect(unknown.stderr.contains("check, play, machine, keypad"))
    }

    @Test(arguments: ["keypad", "check", "machine"])
    func versionWorksAfterASubcommandAsItsHelpSays(subcommand: String) throws {
        let run = try BuiltBinary.run([subcommand, "--version"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("convcalc "))
    }

    @Test func aLessonCannotComeFromStdin() throws {
        let run = try BuiltBinary.run(["keypad", "--play", "-"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--play needs a transcript file"))
    }

    @Test func aFlagsValueIsNotPlacedAtAColumn() throws {
        let run = try BuiltBinary.run(["keypad", "--converter", "99"])
        #expect(run.stderr.contains("--converter: there is no converter 99; the menu has 1 to 8"))
        #expect(!run.stderr.contains("column"))
    }

    @Test func aWarningAtStartIsOnTheKeypadsStatusLine() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let state = home.path + "/damaged.json"
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: state))
        let terminal = try TmuxTerminal(["keypad", "--state", state], environment: home.environment(color: false))
        #expect(terminal.wait(for: "Convert"))
        #expect(terminal.wait(for: "warning: the saved state"))
        terminal.type("q")
        #expect(terminal.wait(for: "EXIT=0"))
    }
}


extension CommandLineArgumentsTests {
    /// The full parser's time grows with the square of the options (10,000 `-e` with `--state`
    /// took 9 s): more than `maxOptions` are refused, with what to do instead, before it runs;
    /// and so are they where the quick reader would take them (`--no-state`, `--execute`, `--say`:
    /// 10,000 of each were run, against README's exit statuses); files are no options.
    @Test func aCommandLineOfThousandsOfOptionsIsRefused() throws {
        let lines = Array(repeating: ["-e", "1"], count: 1100).flatMap { $0 }
        let refused = try BuiltBinary.run(["--state", "/nonexistent/s.json"] + lines)
        #expect(refused.status == 64 && refused.stdout.isEmpty)
        #expect(refused.stderr.contains("1101 options are more than the 1024 one command line may give; put the lines in a file"))
        for quick in [["--no-state"] + lines, Array(repeating: ["--execute", "5"], count: 1100).flatMap { $0 },
                      Array(repeating: "--say", count: 1100) + ["-e", "5"], ["keypad"] + Array(repeating: "--no-color", count: 1100)] {
            let run = try BuiltBinary.run(quick)
            #expect(run.status == 64 && run.stdout.isEmpty && run.stderr.contains("options are more than the 1024"), "\(quick.prefix(2))")
        }
        let fewer = try BuiltBinary.run(["--state", "/nonexistent/s.json"] + Array(lines.prefix(2000)))
        #expect(fewer.status == 0 && fewer.stdout.split(separator: "\n").count == 2000, "\(fewer.stderr)")
        // File names count too (16,000 took 8 s), with the way to give them in batches.
        let files = try BuiltBinary.run(["check", "-q"] + Array(repeating: "/nonexistent/t.txt", count: 5000))
        #expect(files.status == 64 && files.stderr.contains("5001 arguments are more than the 4096 one command line may give;"
            + " give the files in batches (xargs -n 1000 convcalc check)"), "\(files.stderr)")
    }
}

extension CommandLineArgumentsTests {
    /// A value given to `--converter` (a line written where a converter goes) is answered with
    /// the line's own way in: `-e` (it was told to write the line "without convert").
    @Test(arguments: [["--converter", "5 mi km", "-e", "1"], ["keypad", "--converter", "5 ft to cm"]])
    func aValueGivenAsTheConverterIsToldToUseExecute(arguments: [String]) throws {
        let run = try BuiltBinary.run(arguments)
        #expect(run.status == 64)
        let line = arguments[arguments.firstIndex(of: "--converter")! + 1]
        #expect(run.stderr.contains("starts with a number, which a converter's name has not; to convert a value, write convcalc -e '\(line)'"),
                "\(run.stderr)")
    }
}
