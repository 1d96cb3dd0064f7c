import Foundation

extension TmuxTerminal {
    /// The keypad in tmux with converters of a units file in `home` joining the eight
    /// (`!converter` lines, one a line), for the menu's tests, in `locale`.
    static func keypad(converters: [String], home: TemporaryHome, columns: Int, rows: Int,
                       locale: String = "C.UTF-8") throws -> TmuxTerminal {
        let units = home.path + "/units"
        try converters.map { "!converter " + $0 + "\n" }.joined().write(toFile: units, atomically: false, encoding: .utf8)
        return try TmuxTerminal(["keypad", "--no-state", "--units", units], environment: home.environment(locale: locale),
                                columns: columns, rows: rows)
    }
}
