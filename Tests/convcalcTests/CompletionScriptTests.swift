import Foundation
import Testing
import RepositoryFiles

/// The bash completion script that `Scripts/completions.sh` writes (the one install and the
/// package ship), loaded into a real bash and asked to complete as if TAB were pressed.
@Suite struct CompletionScriptTests {
    /// What bash offers for `line` (the cursor at its end).
    static func complete(_ line: String) throws -> [String] {
        try bashLines(line).filter { $0 != notFileNames && $0 != noBlank && $0 != noFiles }
    }

    /// True when completing `line` turned bash's `-o filenames` off.
    static func offersWords(_ line: String) throws -> Bool {
        try bashLines(line).contains(notFileNames)
    }

    /// The line the driver adds after the offers when the script turned `-o filenames` off.
    static let notFileNames = "(not file names)"

    /// The line the driver adds after the offers when the script asked for no blank after the word.
    static let noBlank = "(no blank)"

    /// The line the driver adds when the script turned bash's default (file names) off.
    static let noFiles = "(no files)"

    /// The offers for `line`, and `notFileNames` and `noBlank` after them when so.
    private static func bashLines(_ line: String) throws -> [String] {
        try bash(line).lines
    }

    /// `bashLines`, and what bash and convcalc wrote on stderr meanwhile.
    private static func bash(_ line: String) throws -> (lines: [String], errors: String) {
        let root = Repository.root.path
        let script = try Shell.run("bash '\(root)/Scripts/completions.sh' \"$CONVCALC\" bash")
        try #require(script.status == 0)
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try script.stdout.write(toFile: folder + "/convcalc.bash", atomically: true, encoding: .utf8)
        let driver = """
            compopt() {  # bash's own works only inside completion
                [[ "$*" == "+o filenames" ]] && COMPREPLY_AS_WORDS=1
                [[ "$*" == "-o nospace" ]] && COMPREPLY_NO_BLANK=1
                [[ "$*" == "+o default" ]] && COMPREPLY_NO_FILES=1
                return 0
            }
            source "$1"
            read -ra COMP_WORDS <<< "$2"
            [[ "$2" == *" " ]] && COMP_WORDS+=("")
            COMP_WORDS[0]=$3
            COMP_LINE=$2 COMP_POINT=${#2} COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )) COMPREPLY=()
            _convcalc convcalc "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            [[ -n "${COMPREPLY_AS_WORDS:-}" ]] && printf '(not file names)\\n'
            [[ -n "${COMPREPLY_NO_BLANK:-}" ]] && printf '(no blank)\\n'
            [[ -n "${COMPREPLY_NO_FILES:-}" ]] && printf '(no files)\\n'
            """
        let bash = Process()
        bash.executableURL = URL(fileURLWithPath: "/bin/bash")
        bash.arguments = ["-c", driver, "bash", folder + "/convcalc.bash", line, BuiltBinary.path]
        let output = Pipe(), errors = Pipe()
        bash.standardOutput = output
        bash.standardError = errors
        try bash.run()
        nonisolated(unsafe) var said = Data()
        let reader = Thread { said = errors.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        bash.waitUntilExit()
        while !reader.isFinished { usleep(1000) }
        return (String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init), String(decoding: said, as: UTF8.self))
    }

    @Test func aFlagPrefixCompletesToTheFlag() throws {
        #expect(try Self.complete("convcalc --conv") == ["--converter"])
    }

    @Test func aUnitPairIsCompletedFromTheFirstUnit() throws {
        let offered = try Self.complete("convcalc --converter mi-")
        #expect(offered.contains("mi->km"))
        #expect(offered.allSatisfy { $0.hasPrefix("mi-") })
    }

    /// Bash writes the `>` it inserted as `\>` and hands that back on the next Tab.
    @Test func aUnitPairCompletesPastTheArrowBashQuoted() throws {
        let offered = try Self.complete("convcalc --converter km-\\>")
        #expect(offered.contains("km->mi"))
        #expect(offered.allSatisfy { $0.hasPrefix("km->") })
        #expect(try Self.complete("convcalc keypad --converter km-\\>m").contains("km->mi"))
    }

    /// A pair is inserted quoted: by `-o filenames`, which quotes the `>` bash inserts (turned off,
    /// `°F->` went in bare and the line's `>` made a file; an attacker's finding); or, where a
    /// pair has a slash, which `-o filenames` lists as a path's last part (`km/L->` as `L->`, read
    /// as litres: a teacher's finding), by the script, with `-o filenames` off.
    @Test func aPairIsInsertedQuoted() throws {
        #expect(try !Self.offersWords("convcalc --converter °F-"))
        #expect(try Self.complete("convcalc --converter °F-").contains("°F->°C"))
        for line in ["convcalc --converter km/", "convcalc keypad --converter km/"] {
            #expect(try Self.offersWords(line), "\(line)")
            let offered = try Self.complete(line)
            #expect(offered.contains("km/L-\\>") && offered.allSatisfy { $0.hasPrefix("km/") && !$0.contains("->") }, "\(offered)")
        }
    }

    /// A pair begun and completed alone (`mph->`) gets no blank after it: bash added one, and the
    /// target could not be completed (a teacher's finding); a whole pair does.
    @Test func aPairBegunGetsNoBlankAfterIt() throws {
        #expect(try Self.bashLines("convcalc --converter mph").contains(Self.noBlank))
        #expect(try Self.complete("convcalc --converter mph") == ["mph->"])
        #expect(try !Self.bashLines("convcalc --converter mph->km/").contains(Self.noBlank))
    }

    /// A converter no list offers gets no file names (`--converter sm` completed to a file in the
    /// folder, smoots.units: a teacher's finding); a file's flag still gets them.
    @Test func aConverterNoListOffersGetsNoFileNames() throws {
        #expect(try Self.bashLines("convcalc --converter zzq").contains(Self.noFiles))
        #expect(try !Self.bashLines("convcalc --converter mp").contains(Self.noFiles))
        #expect(try !Self.bashLines("convcalc --units ").contains(Self.noFiles))
    }

    /// Completion says nothing on stderr, and offers what it can, when a units file named cannot
    /// be read (it printed `cannot read` in the middle of the line typed, then file names).
    @Test func anUnreadableUnitsFileIsNotSaid() throws {
        let (offers, errors) = try Self.bash("convcalc --units /nonexistent/x.units --converter mp")
        #expect(errors.isEmpty, "\(errors)")
        #expect(offers.contains("mph->"), "\(offers)")
    }

    /// A units file's names that a shell would expand are never offered: `compgen -W` expands its
    /// word list again, and a kind or label `$(touch x)` ran at a Tab (an attacker's finding).
    @Test func aUnitsFilesShellWordsAreNotOffered() throws {
        let folder = try TemporaryHome.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let units = folder + "/evil.units", touched = folder + "/PWN"
        try "!kind $(touch${IFS}\(touched)) helen\nhelen ! ; helens\n!converter `touch${IFS}\(touched)`: helen -> helen\n"
            .write(toFile: units, atomically: true, encoding: .utf8)
        let kinds = try Self.complete("convcalc --units \(units) units ")
        let converters = try Self.complete("convcalc --units \(units) --converter ")
        #expect(!(kinds + converters).contains { $0.contains("$") || $0.contains("`") }, "\(kinds) \(converters)")
        #expect(kinds.contains("length"))
        #expect(!FileManager.default.fileExists(atPath: touched), "nothing ran")
    }

    @Test func anEmptyConverterOffersMenuNumbersNamesAndPairs() throws {
        let offered = try Self.complete("convcalc --converter ")
        #expect(offered.contains("3"))
        #expect(offered.contains("miles to kilometers"))
        #expect(offered.contains("°F->°C"))
    }

    @Test func aSubcommandsOwnFlagsAreOffered() throws {
        let offered = try Self.complete("convcalc keypad --")
        #expect(offered.contains("--play"))
        #expect(!offered.contains("--strict"), "the root's flags are not the keypad's")
        #expect(try Self.complete("convcalc machine --as ").sorted() == ["dot", "json", "mermaid", "scxml", "slide", "table"])
        #expect(try Self.complete("convcalc ke") == ["keypad"])
    }

    /// `units KIND` completes the kinds, `--precision` its values (bash offered files: the
    /// completion's call naming a subcommand was refused as a subcommand after options).
    @Test func kindsAndPrecisionsAreCompleted() throws {
        #expect(try Self.complete("convcalc units fu") == ["fuel_economy"])
        #expect(try Self.complete("convcalc units ").contains("temperature"))
        #expect(try Self.complete("convcalc --precision 1").sorted() == ["1", "10", "10sig", "11", "11sig", "12", "12sig", "13sig",
                                                                          "14sig", "15sig", "1sig"])
        #expect(try Self.complete("convcalc keypad --precision 4").sorted() == ["4", "4sig"])
    }

    @Test func formatValuesAreCompleted() throws {
        #expect(try Self.complete("convcalc --format j") == ["json"])
    }
}

/// `convcalc --version`: the version in VERSION, the one place the scripts and the package read.
@Suite struct VersionTests {
    @Test func versionPrintsTheVersionFileAndMaybeTheCommit() throws {
        let root = Repository.root
        let version = try String(contentsOf: root.appendingPathComponent("VERSION"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let run = try BuiltBinary.run(["--version"])
        #expect(run.status == 0)
        let line = run.stdout.trimmingCharacters(in: .newlines)
        #expect(line == "convcalc \(version)" || line.hasPrefix("convcalc \(version) (commit "))
    }
}
