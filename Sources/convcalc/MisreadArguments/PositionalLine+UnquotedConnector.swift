import ConvCalcKit

extension PositionalLine {
    /// `convcalc 5 mi > ft` unquoted: the shell reads `>` as a redirection, which made the file
    /// `ft` empty and sends the output there, and convcalc is given `5 mi`, which converts to km
    /// (it offered `-e '5 mi'`). Read so only when the output is such a file (`RedirectedOutput`,
    /// `target`) named as a unit, the arguments hold one line, given as words (`5 mi`, `-e 5 mi`,
    /// `'5 mi'`; `-e '5 mi'` typed whole runs as it is), and that line with `> UNIT` is accepted:
    /// the usage error offering it quoted. Nil otherwise.
    static func unquotedConnector(_ arguments: [String], target: @autoclosure () -> RedirectedOutput?) -> String? {
        let read = read(arguments)
        guard read.lines.count == 1, let line = read.lines.first, !line.words.isEmpty, let target = target(), let name = target.name,
              UnitCatalog.find(name) != nil, case let text = line.text + " > " + name, refusal(of: text) == nil
        else { return nil }
        return "convcalc: unquoted, the shell reads the connector '>' as \(target.said); quote the line: " + read.command { _ in text }
    }
}
