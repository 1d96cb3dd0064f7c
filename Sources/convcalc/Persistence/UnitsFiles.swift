#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

/// The units files read at start, first thing: `$XDG_CONFIG_HOME/convcalc/units` (by default
/// `~/.config/convcalc/units`) when it exists, except for a transcript's replay
/// (`readsOwnFile`), then every `--units FILE` in order. Their
/// units join the catalog before anything reads it (`UnitCatalog.install`).
enum UnitsFiles {
    /// The user's own units file, or nil when neither XDG_CONFIG_HOME nor HOME names a folder.
    static var defaultPath: String? {
        StatePaths.baseFolder("XDG_CONFIG_HOME", underHome: ".config").map { $0 + "/convcalc/units" }
    }

    /// The units files a start reads (the user's own, then each `--units`), whether or not they
    /// added anything: files no recording may be written over.
    static var readAtStart: [String] {
        [defaultPath].compactMap { $0 }.filter { access($0, F_OK) == 0 } + requested(in: Array(CommandLine.arguments.dropFirst()))
    }

    /// False for a command that replays a transcript — `check` (and `--update`), `play`, a
    /// keypad lesson (`--play`, `--quiz`): its answers are the transcript's header and the
    /// command line's alone, the same for every user (`> units length` wrote the updating
    /// user's own units into the file, which then failed for everyone else). `arguments` has
    /// its subcommand first (`commandFirst`).
    static func readsOwnFile(_ arguments: [String]) -> Bool {
        switch arguments.first {
        case "check", "play": false
        case "keypad": !arguments.contains { $0 == "--play" || $0 == "--quiz" || $0.hasPrefix("--play=") || $0.hasPrefix("--quiz=") }
        default: true
        }
    }

    /// The values of every `--units` in `arguments`, read by `FlagName`'s table as the quick
    /// reader reads them (so `-e --units` is a line, not the flag).
    static func requested(in arguments: [String]) -> [String] {
        var paths: [String] = []
        var index = 0
        while index < arguments.count {
            defer { index += 1 }
            guard let (flag, attached) = FlagName.split(arguments[index]) else { continue }
            var value = attached
            if flag.takesValue && value == nil && index + 1 < arguments.count {
                index += 1
                value = arguments[index]
            }
            if flag == .units, let value { paths.append(value) }
        }
        return paths
    }

    /// The most problems a start says one by one; the rest are counted (a file of 200,000
    /// refused lines printed 200,000 lines before the first answer).
    static let shownProblems = 20

    /// Reads the default file (if it exists) and those `arguments` name, says the first
    /// `shownProblems` problems on stderr as `convcalc: FILE:LINE:COLUMN: …`, counts the
    /// rest, and says GNU units' database in one line when `summing` says so (a prompt starting
    /// in a terminal: `convcalc: FILE: 2,990 units loaded, 280 lines left out: …`), and installs
    /// what they define. Exits 66 when a named file cannot be read (but for a shell's completion).
    static func load(_ arguments: [String], summing: () -> Bool) {
        var sources: [UnitsCache.Source] = []
        if readsOwnFile(arguments), let path = defaultPath, access(path, F_OK) == 0,
           let bytes = bytes(of: path, required: false, own: true) {
            add(UnitsCache.Source(path: path, bytes: bytes), to: &sources, required: false)
        }
        // A shell's completion asking gets the candidates of the files that can be read (it ended 66
        // at a missing one, and bash offered file names instead).
        let required = arguments.first != "---completion"
        for path in requested(in: arguments) {
            if let bytes = bytes(of: path, required: required) { add(UnitsCache.Source(path: path, bytes: bytes), to: &sources, required: required) }
        }
        guard !sources.isEmpty else { return }
        // A transcript's replay reads GNU units' `!locale` blocks as no locale does (US), so its
        // verdict is the same for every user: en_GB's fluid ounce failed a transcript made in C.
        let locale = readsOwnFile(arguments) ? Self.locale : ""
        let (user, summaries) = UnitsCache.units(of: sources, locale: locale) { read(sources, locale: locale) }
        for problem in user.problems.prefix(shownProblems) {
            FileText.warn("convcalc: " + VisibleText.of(problem.description, limit: 600))
        }
        if user.problems.count > shownProblems {
            let files = Set(user.problems.dropFirst(shownProblems).map(\.position.file)).sorted()
            FileText.warn("convcalc: \(LeftOutSummary.grouped(user.problems.count - shownProblems)) more problems; 'convcalc units --check FILE' lists"
                + " every one (" + files.map { VisibleText.of($0, limit: 200) }.joined(separator: ", ") + ")")
        }
        // A cache's too: escaped as problems are.
        if !summaries.isEmpty && summing() {
            for summary in summaries { FileText.warn("convcalc: " + VisibleText.of(summary, limit: 2_000)) }
        }
        if !user.isEmpty { UnitCatalog.install(user) }
    }

    /// The most bytes the units files of a start hold together, as one file may (eight files of
    /// 16 MiB each took 400 MB).
    static let totalLimit = SafeFile.Limit.units

    /// Appends `source` to `sources` when the files stay within `totalLimit` together; else says
    /// so, and ends the program (66) when the file was named on the command line, as a file
    /// that cannot be read does, or leaves its units out.
    private static func add(_ source: UnitsCache.Source, to sources: inout [UnitsCache.Source], required: Bool) {
        guard sources.reduce(source.bytes.count, { $0 + $1.bytes.count }) > totalLimit else { return sources.append(source) }
        FileText.warn("convcalc: \(VisibleText.of(source.path, limit: 600)): the units files of a start hold"
            + " \(totalLimit >> 20) MiB at most together, and this one would pass that" + (required ? "" : "; its units are left out"))
        if required { leave(66) }
    }

    /// The bytes of the units file `path`; a file that cannot be read ends the program (66)
    /// when it was named on the command line, and is said and skipped otherwise (nil).
    /// The user's own file (`own`, read at every start unasked) must be theirs (or root's) and
    /// writable by no one else: another user who may change it would define root's units, names
    /// and all. A file named with `--units` is read as named (a class's shared file).
    static func bytes(of path: String, required: Bool, own: Bool = false) -> [UInt8]? {
        do throws(FileProblem) {
            // Read only along a path this user or root controls (`PathWalk`): root with another
            // user's HOME must not read what her link points at (and echo it in problems).
            return try SafeFile.read(path, limit: SafeFile.Limit.units, checked: true, ownContent: own)
        } catch {
            FileText.warn("convcalc: " + error.message + (required ? "" : "; its units are left out"))
            if required { leave(66) }
            return nil
        }
    }

    /// Reads the units files `sources` in order, with the one-line summary of each that is GNU
    /// units' database (`FILE: 2,990 units loaded, …`).
    static func read(_ sources: [UnitsCache.Source], locale: String) -> (units: UserUnits, summaries: [String]) {
        var user = UserUnits()
        let summaries = sources.compactMap { read($0, into: &user, locale: locale) }
        return (user, summaries)
    }

    /// Reads the units file `path` into `user` (`bytes(of:)` says why it cannot), and returns
    /// the one-line summary when the file is GNU units' database.
    @discardableResult
    static func read(_ path: String, into user: inout UserUnits, required: Bool, locale: String = UnitsFiles.locale) -> String? {
        guard let bytes = bytes(of: path, required: required) else { return nil }
        return read(UnitsCache.Source(path: path, bytes: bytes), into: &user, locale: locale)
    }

    /// Reads `source` into `user`; the one-line summary when it is GNU units' database.
    private static func read(_ source: UnitsCache.Source, into user: inout UserUnits, locale: String) -> String? {
        // A line with a byte that is not UTF-8 (outside a comment) is left out, the byte named.
        let database = UserUnits.isGNUDatabase(bytes: source.bytes)
        let (loaded, leftOut, problems) = (user.loaded, user.leftOut.count, user.problems.count)
        user.read(bytes: source.bytes, file: source.path, locale: locale, database: database)
        guard database else { return nil }
        return VisibleText.of(source.path, limit: 600) + ": "
            + LeftOutSummary.line(units: user.loaded - loaded, leftOut: Array(user.leftOut[leftOut...]),
                                  refused: user.problems.count - problems)
    }

    /// True when the paths `a` and `b` name one file (the same device and inode).
    static func isSameFile(_ a: String, _ b: String) -> Bool {
        guard let first = FileKind.status(a, followsLinks: true), let second = FileKind.status(b, followsLinks: true) else {
            return a == b
        }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// The locale GNU units' `!locale` blocks are chosen by: LC_ALL, LC_MESSAGES or LANG.
    static var locale: String {
        ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { StatePaths.environment($0) }.first { !$0.isEmpty } ?? ""
    }
}
