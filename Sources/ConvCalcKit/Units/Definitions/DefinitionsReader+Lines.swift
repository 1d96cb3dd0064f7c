/// The reader's line forms: units, prefixes, functions and tables, and convcalc's directives.
extension DefinitionsReader {
    /// Reads a line that is no directive: `name definition [; names [; option]…]`, `name- prefix`,
    /// `name(x) … forward ; inverse`, or a table `name[unit] …` (left out). `line` has a word.
    mutating func entry(_ line: ArraySlice<UInt8>, line number: Int) {
        var index = line.startIndex
        while DefinitionBytes.isBlank(line[index]) { index += 1 }
        let nameStart = index
        while index < line.endIndex, !DefinitionBytes.isBlank(line[index]),
              line[index] != DefinitionBytes.openParenthesis, line[index] != DefinitionBytes.openBracket {
            index += 1
        }
        let name = String(decoding: line[nameStart..<index], as: UTF8.self)
        let nameColumn = DefinitionBytes.column(of: nameStart, in: line)
        if index < line.endIndex, line[index] == DefinitionBytes.openBracket {
            leave(line: number, name: name, .table, "a table: tables are left out")
            return
        }
        if index < line.endIndex, line[index] == DefinitionBytes.openParenthesis {
            let characters = Array(String(decoding: line, as: UTF8.self))
            function(name, characters, from: nameColumn - 1 + name.count, line: number, nameColumn: nameColumn)
            return
        }
        while index < line.endIndex, DefinitionBytes.isBlank(line[index]) { index += 1 }
        guard index < line.endIndex else {
            report(problem(line: number, column: nameColumn, "'\(name)' has no definition: write one after it (\(name) 12 in)"))
            return
        }
        let definitionColumn = DefinitionBytes.column(of: index, in: line)
        let rest = String(decoding: line[index...], as: UTF8.self)
        if name.hasSuffix("-"), name.count > 1 {
            add(.prefix(name: String(name.dropLast()), definition: source(rest, line: number, column: definitionColumn)))
            return
        }
        guard line[index...].contains(DefinitionBytes.semicolon) else {  // no convcalc fields: GNU units' lines
            add(.unit(name: name, nameColumn: nameColumn, definition: source(rest, line: number, column: definitionColumn), names: [], options: []))
            return
        }
        var fields = rest.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        let definition = fields.removeFirst()
        let names = fields.isEmpty ? [] : fields.removeFirst().split(separator: ",").map { $0.trimmedBlanks }.filter { !$0.isEmpty }
        // Each option placed where it starts (`; bogus` is said at `bogus`, not at the definition).
        var fieldColumn = definitionColumn + definition.count + 1 + (fields.isEmpty ? 0 : rest.split(separator: ";",
            omittingEmptySubsequences: false)[1].count + 1)
        var options: [DefinitionEntry.Source] = []
        for field in fields {
            let leading = field.prefix { $0 == " " || $0 == "\t" }.count
            let option = source(field.trimmedBlanks, line: number, column: fieldColumn + leading)
            if !option.text.isEmpty { options.append(option) }
            fieldColumn += field.count + 1
        }
        add(.unit(name: name, nameColumn: nameColumn, definition: source(definition, line: number, column: definitionColumn), names: names, options: options))
    }

    /// A line of a `!locale` or `!var` section that is not taken: left out, named by its first word.
    mutating func notTaken(_ line: ArraySlice<UInt8>, line number: Int) {
        let word = line.prefix { !DefinitionBytes.isBlank($0) && $0 != DefinitionBytes.openParenthesis && $0 != DefinitionBytes.openBracket }
        leave(line: number, name: String(decoding: word, as: UTF8.self), .sectionNotTaken,
              "in a section for another locale or unit system ('!locale', '!var')")
    }

    /// `name(x) units=[1;K] domain=[…] range=[…] forward ; inverse`: GNU units' function. The
    /// forward expression is kept; the resolver takes it when it is linear-fractional in `x`.
    private mutating func function(_ name: String, _ characters: [Character], from open: Int, line: Int, nameColumn: Int) {
        guard let close = characters[open...].firstIndex(of: ")") else {
            report(problem(line: line, column: open + 1, "'(' is not closed"))
            return
        }
        var parameter = String(characters[(open + 1)..<close]).trimmedBlanks
        var index = close + 1
        // Skip `units=[…]`, `domain=[…]`, `range=[…]` and `noerror`, which convcalc does not need.
        while true {
            while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
            let word = String(characters[index...].prefix { $0 != " " && $0 != "\t" && $0 != "=" })
            guard ["units", "domain", "range", "noerror"].contains(word) else { break }
            index += word.count
            if index < characters.count, characters[index] == "=" {
                guard let end = characters[index...].firstIndex(where: { $0 == "]" || $0 == ")" }) else { break }
                index = end + 1
            }
        }
        let body = String(characters[index...])
        var forward = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        if parameter.isEmpty, !forward.trimmedBlanks.isEmpty, !forward.trimmedBlanks.contains(where: { " \t(".contains($0) }) {
            (parameter, forward) = ("x", forward.trimmedBlanks + "(x)")  // `dB() decibel`: another name of a function
        }
        guard !parameter.isEmpty, !forward.trimmedBlanks.isEmpty else {
            leave(line: line, name: name, .function, "no parameter or no formula")
            return
        }
        add(.function(name: name, parameter: parameter, forward: source(forward, line: line, column: index + 1)))
    }

    /// convcalc's `!kind`, `!converter`, `!compound` and `!hint` lines.
    mutating func convcalcDirective(_ directive: String, text: String, line: Int) {
        let afterBang = text.drop { $0 == " " || $0 == "\t" }.dropFirst().drop { $0 == " " || $0 == "\t" }  // `!  kind`
        let body = String(afterBang.dropFirst(directive.count)).trimmedBlanks
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let column = text.count - body.count + 1
        switch directive {
        case "kind":
            kind(words, body: body, line: line, column: column)
        case "converter":
            // FROM and TO joined as everywhere a pair is named (`UnitPair`): `->`, `→`, `to`, `in`…,
            // looked for after FROM's first character (`in -> cm`: the unit in is no connector).
            // A bare pair of two one-word units (`tbsp tsp`) too, as a line takes it.
            let connectors = UnitPair.connectors.filter { $0 != "->" }.joined(separator: ", ")
            guard let colon = body.lastIndex(of: ":"),
                  let fromStart = body[body.index(after: colon)...].firstIndex(where: { $0 != " " && $0 != "\t" }) else {
                report(problem(line: line, column: column, "write a converter as '!converter LABEL: FROM -> TO' (or \(connectors),"
                    + " or the two units alone)"))
                return
            }
            let pair = body[fromStart...].split(whereSeparator: { $0 == " " || $0 == "\t" })
            let arrow = UnitPair.connectors.compactMap({ connector in
                let rest = body[body.index(after: fromStart)...]
                return UnitPair.arrows.contains(connector) ? rest.firstRange(of: connector) : rest.firstRange(of: " \(connector) ")
            }).min(by: { $0.lowerBound < $1.lowerBound }) ?? (pair.count == 2 ? pair[0].endIndex..<pair[0].endIndex : nil)
            guard let arrow else {
                report(problem(line: line, column: column, "write a converter as '!converter LABEL: FROM -> TO' (or \(connectors),"
                    + " or the two units alone)"))
                return
            }
            let label = String(body[..<colon]).trimmedBlanks
            let from = String(body[body.index(after: colon)..<arrow.lowerBound]).trimmedBlanks
            let to = String(body[arrow.upperBound...]).trimmedBlanks
            // Each unit at its own column, for its problems (`unknown unit 'nosuch'` was said at the label).
            let toStart = body[arrow.upperBound...].firstIndex { $0 != " " && $0 != "\t" } ?? body.endIndex
            let at = { (index: Substring.Index) in column + body.distance(from: body.startIndex, to: index) }
            let labelStart = body.firstIndex { $0 != " " && $0 != "\t" } ?? body.startIndex
            add(.converter(label: source(label, line: line, column: at(labelStart)), from: source(from, line: line, column: at(fromStart)),
                           to: source(to, line: line, column: at(toStart))))
        case "compound":
            guard words.count >= 2 else {
                // Said first that a units file cannot add one: the shape alone led to a second refusal.
                report(problem(line: line, column: column, "compound outputs come from the built-in table only, where one has"
                    + " two units or more, largest first: '!compound ft in'"))
                return
            }
            add(.compound(parts: words.map { source($0, line: line, column: column) }))
        default:  // "hint"
            guard words.count >= 2 else {
                report(problem(line: line, column: column, "write a hint as '!hint NAME TEXT'"))
                return
            }
            add(.hint(name: words[0].replacingUnderscores, text: String(body.dropFirst(words[0].count)).trimmedBlanks))
        }
    }

    /// `!kind NAME BASE [min 0 REASON… | above 0 REASON…] [word WORD]`.
    private mutating func kind(_ words: [String], body: String, line: Int, column: Int) {
        guard words.count >= 2 else {
            report(problem(line: line, column: column, "write a kind as '!kind NAME BASE' (!kind length m)"))
            return
        }
        var rest = Array(words.dropFirst(2))
        var word: String?
        if let index = rest.firstIndex(of: "word"), index + 1 < rest.count {
            word = rest[index + 1].replacingUnderscores
            rest.removeSubrange(index...(index + 1))
        }
        var domain = KindDomain.any
        if rest.count >= 2, rest[1] == "0", rest[0] == "min" || rest[0] == "above" {
            let reason = rest.dropFirst(2).joined(separator: " ")
            domain = rest[0] == "min" ? .atLeastZero(reason: reason) : .aboveZero(reason: reason)
        } else if !rest.isEmpty {
            report(problem(line: line, column: column, "after a kind's base: 'min 0 REASON', 'above 0 REASON' or 'word WORD'"))
            return
        }
        // The base at its own column, for its problems (an unknown one was said at the kind's name).
        let afterName = body.index(body.startIndex, offsetBy: words[0].count)
        let baseColumn = column + (body[afterName...].firstRange(of: words[1]).map { body.distance(from: body.startIndex, to: $0.lowerBound) } ?? 0)
        add(.kind(name: words[0].replacingUnderscores, nameColumn: column, base: source(words[1], line: line, column: baseColumn), domain: domain, word: word))
    }

    private func source(_ text: String, line: Int, column: Int) -> DefinitionEntry.Source {
        DefinitionEntry.Source(text: text.trimmedBlanks, position: DefinitionPosition(file: file, line: line, column: column))
    }
}

extension StringProtocol {
    /// Without blanks and tabs at either end.
    var trimmedBlanks: String {
        // Cut at bytes where each end kept is ASCII (every definition of GNU units' database but
        // a few): a blank there is a character of its own. A blank before a combining mark is
        // part of a larger character, so any other text is trimmed by characters
        // (`trimmedBlanksByCharacter`); `UnitNameFastPathTests` holds the two equal.
        let text = Substring(self), utf8 = text.utf8
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = utf8.firstIndex(where: { !isBlank($0) }), let last = utf8.lastIndex(where: { !isBlank($0) }) else { return "" }
        let end = utf8.index(after: last)
        if (first == utf8.startIndex || utf8[first] < 0x80) && (end == utf8.endIndex || utf8[last] < 0x80) {
            return String(text[first..<end])
        }
        return trimmedBlanksByCharacter
    }

    /// `trimmedBlanks` character by character: the general path.
    var trimmedBlanksByCharacter: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else { return "" }
        return String(self[first...last])
    }

    /// With `_` read as a blank: `fl_oz` is `fl oz`. An ASCII name (each byte a character) is
    /// mapped byte by byte: a fifth of the time the character-by-character map took on GNU
    /// units' database, where a quarter of the names have `_` (`UnitNameFastPathTests`).
    var replacingUnderscores: String {
        guard utf8.contains(UInt8(ascii: "_")) else { return String(self) }
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return replacingUnderscoresByCharacter }
        return String(decoding: utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
    }

    /// `replacingUnderscores` character by character: the general path.
    var replacingUnderscoresByCharacter: String { String(map { $0 == "_" ? " " : $0 }) }
}
