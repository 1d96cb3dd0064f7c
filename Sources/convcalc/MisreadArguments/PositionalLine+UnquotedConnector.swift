import ConvCalcKit

extension PositionalLine {
    /// `convcalc 5 mi > ft` unquoted: the shell reads `>` as a redirection, which made the file
    /// `ft` empty and sends the output there, and convcalc is given `5 mi`, which converts to km
    /// (it offered `-e '5 mi'`). Read so only when the output is such a file (`RedirectedOutput`,
    /// `target`) named as a unit or an output in parts (`ft+in`), one line was given as words (`5
    /// mi`, `-e 5 mi`, `'5 mi'`, among lines typed whole: `-e 212 -e 5 mi`; `-e '5 mi'` typed
    /// whole runs as it is), and that line with `> UNIT` is accepted: the usage error offering it
    /// quoted. Nil otherwise.
    static func unquotedConnector(_ arguments: [String], target: @autoclosure () -> RedirectedOutput?) -> String? {
        // The `-` or `=` an arrow left makes it an arrow's (`5 mi -> km -> m`: it offered `-e '5 mi > m' - -`).
        guard !arguments.contains("-"), !arguments.contains("=") else { return nil }
        let read = read(arguments)
        let worded = read.lines.indices.filter { !read.lines[$0].words.isEmpty }
        guard worded.count == 1, let index = worded.first, let target = target(), let name = target.name,
              UnitCatalog.find(name) != nil || UnitCatalog.compound(name) != nil,
              case let text = read.lines[index].text + " > " + name, refusal(of: text) == nil else { return nil }
        return "convcalc: unquoted, the shell reads the connector '>' as \(target.said); quote the line: "
            + read.command { $0 == index ? text : nil } + order(read)
    }
}
