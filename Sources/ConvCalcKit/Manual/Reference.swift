/// The reference of the calculator's language, files, environment and exit status, declared
/// once: the guide's tables must equal these (a test compares) and `convcalc manual-sections`
/// prints them as the man page's extra sections.
public enum Reference {
    /// Keys and commands, in the order `help` lists them.
    public static var commands: ReferenceTable {
        ReferenceTable(header: ["key / command", "what it does"], rows: listedWords.map(row))
    }

    /// The built-in converters, in menu order.
    public static var converters: ReferenceTable {
        ReferenceTable(header: ["#", "name", "units"], rows: Converter.builtIn.enumerated().map { index, converter in
            ["\(index + 1)", converter.label, converter.symbols]
        })
    }

    /// Every unit, from the unit table: its kind (with the base unit, on the kind's first row),
    /// symbol, exact value in the base unit, and every other name it is found by.
    public static var units: ReferenceTable {
        ReferenceTable(header: ["kind (base)", "unit", "exact definition", "names you can type"],
                       rows: UnitCatalog.all.enumerated().map { index, unit in
            let first = index == 0 || UnitCatalog.all[index - 1].kind != unit.kind
            let names = ([unit.name] + unit.aliases).map { $0.allSatisfy { "'\"".contains($0) } ? "`\($0)`" : $0 }
            return [first ? "\(unit.kind.name) (\(unit.kind.baseSymbol))" : "", unit.symbol,
                    UnitsText.definition(of: unit), names.joined(separator: ", ")]
        })
    }

    /// What the calculator remembers, and where.
    public static let files = ReferenceTable(header: ["what", "where", "notes"], rows: [
        ["state", "`$XDG_STATE_HOME/convcalc/state.json` (default `~/.local/state/convcalc/state.json`)",
         "input as typed, converter, precision; saved after every accepted line, atomically (exclusive temporary,"
            + " fsync, rename); at most 64 KiB read; folder 0700, file 0600"],
        ["history", "`$XDG_STATE_HOME/convcalc/history`",
         "one line per entry, at most 1000 loaded (only the last 4 MiB read), no blank lines, no repeat of the"
            + " previous line, no line holding a line break (Ctrl-V Return: refused as an unknown key, and it would"
            + " reload as two entries); every change under the lock of `history.lock`, so sessions at once all keep theirs;"
            + " a lock held by something else for longer than it waits (2 s) gives one warning, and the history is not kept"
            + " for the rest of the session (waiting again at every line made each line wait)"],
        ["units cache", "`$XDG_CACHE_HOME/convcalc/units.cache` (default `~/.cache/convcalc/units.cache`)",
         "what the units files read at start defined, with every byte of them, the locale and this build: a start"
            + " reading the same files takes their units from it (a 1,000-line file: 4 ms read, 0.3 ms cached; files of"
            + " more than 4 MiB together are read at every start, not cached); any"
            + " change reads them again and replaces it, keeping its mode, ACL and attributes; safe to delete; one it cannot"
            + " trust (another user's, one others may write, in a folder others may write) is neither read nor written, and"
            + " neither is a link, FIFO or folder at its place (left as it is); a read-only one is read, never replaced; new 0600"],
    ])

    /// The environment variables it reads.
    public static let environment = ReferenceTable(header: ["variable", "effect"], rows: [
        ["`NO_COLOR`", "when set and not empty, no colour at the prompt (as `--no-color`)"],
        ["`TERM`", "the terminal's terminfo entry for line editing; `dumb` also turns colour off, and a type with no entry (or holding escapes) is taken as dumb, with a warning"],
        ["`XDG_STATE_HOME`", "where the state and history are kept: `$XDG_STATE_HOME/convcalc/`; a relative path is ignored, with a warning (the XDG rule)"],
        ["`XDG_CONFIG_HOME`", "where your units file is read from: `$XDG_CONFIG_HOME/convcalc/units` (default `~/.config`); a relative path is ignored"],
        ["`XDG_CACHE_HOME`", "where the units cache is kept: `$XDG_CACHE_HOME/convcalc/units.cache` (default `~/.cache`); a relative path is ignored"],
        ["`HOME`", "the default for `XDG_STATE_HOME` (`~/.local/state`); when neither is set (a value that is not valid UTF-8"
            + " or a relative path counts as unset), a warning says what is not kept and the calculator goes on"],
        ["`LANG`, `LC_ALL`, `LC_CTYPE`", "a UTF-8 locale lets `°`, `±`, `→` be typed and shown; otherwise the prompt"
            + " reads `F->C> `"],
    ])

    /// The exit status.
    public static let exitStatus = ReferenceTable(header: ["status", "meaning"], rows: [
        ["0", "every line was accepted (or `quit`); the interactive prompt, left with `quit` or Ctrl-D, whatever it refused"],
        ["1", "at least one line of a replay (`-e`, files, piped stdin) was rejected (it goes on to the end unless `--strict`)"],
        ["2", "an input file could not be read, or it or an `-e` line is a transcript (use `convcalc check` or `convcalc play`)"],
        ["64", "usage error (unknown flag, bad `--precision` or `--converter`; words given as files when the first is no file"
            + " and they read as a line: `convcalc 5 mi to km` → `convcalc: '5' is no file; to convert, write convcalc -e"
            + " '5 mi to km'` (the options given kept; a line refused says why, as `-e` would; a value with a minus"
            + " or an arrow among the words, `convcalc -40 F to C`, `convcalc 5 mi -> km`, is said so, not an unknown option,"
            + " an unquoted arrow when the output went to the empty file the shell's `>` made, its name written back:"
            + " `convcalc -e '5 mi -> km'`;"
            + " words the shell split off an `-e` line or a converter too, each line offered whole and quoted, before any line runs:"
            + " `convcalc -e 100 C -e 212 F` → `convcalc -e '100 C' -e '212 F'`, `convcalc --converter mi 2 to km 2` → why"
            + " `--converter 'mi 2 to km 2'` is refused, `--converter 'mi² to km²'`; a file on disk among the words, a path or"
            + " standard input `-` stays a file: `convcalc -e 5 mi lines.txt` → `convcalc -e '5 mi' lines.txt`, said to run after"
            + " the lines when it was given before them; a folder, `.`, and a file named as a unit, an output in parts or a key are"
            + " words of the line; an unquoted `>` connector, when the output went to the empty file named as a unit the shell made:"
            + " `convcalc 5 mi > ft` → `convcalc -e '5 mi > ft'`, and a note after any other offer that loses that unit; a `-`"
            + " before a value is a minus, not standard input: `convcalc 5 ft - 2 in` is refused as the line is, no arithmetic;"
            + " numbers the shell split are one line, refused as typed (`convcalc 1 000 mi`), numbers alone said both ways"
            + " (`convcalc 212 5`); a value an option took: `convcalc --state 5 mi to km` → `'5' is the value of --state here`;"
            + " GNU units' have and want, `convcalc '-40 F' C` → `convcalc -e '-40 F to C'`, and its `-1`; `-e212` is `-e 212`,"
            + " as getopt reads it); more than 1,024 options, or 4,096 arguments, on one command line: put the lines in a file, give files in batches)"],
        ["66", "a `--units FILE` could not be read (missing, unreadable, unsafe or too large); nothing was done"],
        ["71", "the system refused what a start needs: no file descriptor was free to read the command line, or the keypad's terminal description (`ulimit -n`); nothing was done"],
        ["74", "the output could not be written (a full disk, `/dev/full`, stdout closed, a `--record` file that cannot be created or stops being written, a `check --update` that cannot write its file)"],
        ["128 + n", "ended by signal n: 143 SIGTERM, 129 SIGHUP (also the terminal of the prompt or the keypad hanging"
            + " up), 130 SIGINT (the keypad; replay), 141 SIGPIPE (a closed output)"],
    ])

    /// A command line worth knowing: what it does and, when it prints something worth
    /// showing, exactly what it prints (a test runs every example that says so).
    public struct Example: Sendable {
        public let command: String
        public let meaning: String
        public let output: String?
    }

    /// Command lines worth knowing, with what they do: the man page's EXAMPLES and `--help`'s.
    public static let examples: [Example] = [
        Example(command: "convcalc", meaning: "start the interactive calculator", output: nil),
        Example(command: "convcalc -e '5 mi to km' -e '1.8 m to ft+in'", meaning: "one-line conversions, as in GNU units",
                output: "≈ 8.05 km\n5 mi\n≈ 5 ft 10.87 in\n1.8 m\n"),
        Example(command: "printf '212\\n98.6\\n' | convcalc", meaning: "replay keys from a pipe: two answers of two lines each",
                output: "100 °C\n212 °F\n37 °C\n98.6 °F\n"),
        Example(command: "convcalc -e 'convert mi km' -e 26.2",
                meaning: "pick miles to kilometers, then convert 26.2 (each shows the displays)",
                output: "0 km\n0 mi\n≈ 42.16 km\n26.2 mi\n"),
        Example(command: "echo '5 mi to km' | convcalc --format json", meaning: "one JSON object per line", output: nil),
        Example(command: "convcalc check Examples/*.txt", meaning: "check the lessons (installed in PREFIX/share/doc/convcalc/examples)",
                output: nil),
        Example(command: "convcalc play Examples/04-commit-on-return.txt",
                meaning: "walk through a lesson: each typed line and its output", output: nil),
        Example(command: "convcalc machine --as dot | dot -Tsvg > machine.svg", meaning: "draw the state machine", output: nil),
    ]
}
