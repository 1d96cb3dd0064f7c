/// Reads the text of a definitions file into entries: convcalc's built-in table, a user's
/// units file and GNU units' definitions.units alike. Nothing is resolved here (see
/// `DefinitionsResolver`); a line that cannot be read is a problem, and the rest reads on.
///
/// The format is GNU units' (`name definition`, `name- prefix`, `name !` for a primitive,
/// `name(x) units=[…] forward ; inverse`, `#` comments, `\` continuing a line, `!locale`,
/// `!utf8` and `!var` blocks), plus convcalc's `;` fields after a unit and its `!kind`,
/// `!converter`, `!compound` and `!hint` lines (the built-in table's header says how).
struct DefinitionsReader {
    /// The file's name, as messages show it.
    let file: String
    /// The locale `!locale` blocks are taken for (`en_US`), from LC_ALL, LC_MESSAGES or LANG.
    let locale: String
    /// GNU units' variables (`UNITS_ENGLISH`), as the environment sets them; `!set` fills the rest.
    var variables: [String: String]

    private(set) var entries: [DefinitionEntry] = []
    private(set) var problems: [DefinitionProblem] = []
    /// Lines read but not taken (`!include`, tables, sections for another locale), each with why.
    private(set) var leftOut: [LeftOutLine] = []

    /// The most lines a file may have, and the longest line: past them the rest is refused.
    static let maxLines = 200_000
    static let maxLineLength = 4096

    init(file: String, locale: String = "", variables: [String: String] = [:]) {
        self.file = file
        self.locale = locale
        self.variables = variables
    }

    /// Reads every line of `text`. The lines are cut as bytes (UTF-8): a definition becomes a
    /// `String` only once its name and its text are found, so comments and blank lines, most
    /// of GNU units' file, cost a scan and nothing more.
    mutating func read(_ text: String) {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }  // a byte-order mark
        var blocks: [Bool] = []  // for each open block, whether its lines are taken
        var pending: [UInt8] = []
        var pendingLine = 0
        var number = 0
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != DefinitionBytes.newline, bytes[end] != DefinitionBytes.carriageReturn { end += 1 }
            let next = end < bytes.count && bytes[end] == DefinitionBytes.carriageReturn && end + 1 < bytes.count
                && bytes[end + 1] == DefinitionBytes.newline ? end + 2 : end + 1  // "\r\n", "\n" or a lone "\r"
            defer { start = next }
            number += 1
            guard number <= Self.maxLines else {
                problems.append(problem(line: number, column: 1, "more than \(Self.maxLines) lines: the rest is not read"))
                return
            }
            guard end - start <= Self.maxLineLength else {
                problems.append(problem(line: number, column: 1, "a line longer than \(Self.maxLineLength) bytes: shorten it"))
                continue
            }
            if pending.isEmpty { pendingLine = number }
            let uncommented = bytes[start..<(bytes[start..<end].firstIndex(of: DefinitionBytes.hash) ?? end)]
            if uncommented.last == DefinitionBytes.backslash {
                pending += uncommented.dropLast()
                pending.append(DefinitionBytes.blank)
                continue
            }
            let logical = pending.isEmpty ? uncommented : (pending + uncommented)[...]
            pending = []
            guard let first = logical.firstIndex(where: { !DefinitionBytes.isBlank($0) }) else { continue }
            let taken = blocks.allSatisfy { $0 }
            if logical[first] == DefinitionBytes.bang {
                let line = String(decoding: logical, as: UTF8.self)
                handle(directive: Self.directive(line) ?? [], text: line, line: pendingLine, blocks: &blocks, taken: taken)
            } else if taken {
                entry(logical, line: pendingLine)
            } else {
                notTaken(logical[first...], line: pendingLine)
            }
        }
        if !blocks.isEmpty {
            problems.append(problem(line: number, column: 1, "a block ('!locale', '!utf8' or '!var') is not closed"))
        }
    }

    /// The directive's words after its `!` (`kind length m` for `!kind length m`), or nil for a
    /// line that is none. Blanks may follow the `!`: GNU's own database writes `!  set
    /// UNITS_ENGLISH GB` inside its `!locale en_GB` block.
    private static func directive(_ line: String) -> [String]? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.first == "!" else { return nil }
        return trimmed.dropFirst().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    private mutating func handle(directive words: [String], text: String, line: Int, blocks: inout [Bool], taken: Bool) {
        let directive = words.first ?? "", arguments = Array(words.dropFirst())
        switch directive {
        case "locale":
            blocks.append(arguments.first.map { locale.hasPrefix($0) } ?? false)
        case "utf8":
            blocks.append(true)  // convcalc reads and writes UTF-8
        case "var", "varnot":
            let value = arguments.first.flatMap { variables[$0] }
            let listed = value.map { arguments.dropFirst().contains($0) } ?? false
            blocks.append(directive == "var" ? listed : !listed)
        case "endlocale", "endutf8", "endvar":
            if blocks.popLast() == nil { problems.append(problem(line: line, column: 1, "'!\(directive)' closes no block")) }
        case "set":
            if taken, arguments.count >= 2, variables[arguments[0]] == nil { variables[arguments[0]] = arguments[1] }
        case "message", "prompt", "unitlist":
            break  // GNU units' messages and prompts have no place in convcalc
        case "include":
            if taken { leave(line: line, name: "!include", .include, "not followed: give the file with --units") }
        case "kind", "converter", "compound", "hint":
            if taken { convcalcDirective(directive, text: text, line: line) }
        default:
            if taken { problems.append(problem(line: line, column: 1, "unknown directive '!\(directive)'")) }
        }
    }

    func problem(line: Int, column: Int, _ message: String) -> DefinitionProblem {
        DefinitionProblem(position: DefinitionPosition(file: file, line: line, column: column), message: message)
    }

    mutating func add(_ entry: DefinitionEntry) { entries.append(entry) }
    mutating func report(_ problem: DefinitionProblem) { problems.append(problem) }
    mutating func leave(line: Int, name: String, _ reason: LeftOutReason, _ detail: String) {
        leftOut.append(LeftOutLine(position: DefinitionPosition(file: file, line: line, column: 1), name: name, reason: reason, detail: detail))
    }
}

/// What is wrong with a definition, where, and how to fix it:
/// `units:3:9: 'fathom' is defined twice; the first definition is kept`.
public struct DefinitionProblem: Error, Sendable, Hashable, CustomStringConvertible {
    public let position: DefinitionPosition
    public let message: String

    public var description: String { "\(position): \(message)" }
}
