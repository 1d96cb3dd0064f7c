import Foundation
import Testing

/// Every class of bytes that is not plain text, typed at the prompt of the real binary in a
/// pseudo-terminal: libedit never sees ill-formed UTF-8 (it aborted on `FC 84 80 80 80 80`),
/// the calculator answers each line and keeps going.
@Suite(.serialized) struct HostileKeysTests {
    static func utf8(_ scalars: [UInt32]) -> [UInt8] {
        scalars.flatMap { Array(String(Unicode.Scalar($0)!).utf8) }
    }

    /// Each class, typed alone on a line.
    static let classes: [(name: String, bytes: [UInt8])] = [
        ("6-byte legacy form FC 84", [0xFC, 0x84, 0x80, 0x80, 0x80, 0x80]),
        ("6-byte legacy form FD BF", [0xFD, 0xBF, 0xBF, 0xBF, 0xBF, 0xBF]),
        ("6-byte legacy form FC 86", [0xFC, 0x86, 0x9F, 0xBA, 0x93, 0xB6]),
        ("5-byte legacy form", [0xF8, 0x88, 0x80, 0x80, 0x80]),
        ("4-byte form above U+10FFFF", [0xF4, 0x90, 0x80, 0x80, 0xF7, 0xBF, 0xBF, 0xBF]),
        ("overlong forms", [0xC0, 0xAF, 0xC1, 0xBF, 0xE0, 0x80, 0xAF, 0xF0, 0x80, 0x80, 0xAF]),
        ("surrogates", [0xED, 0xA0, 0x80, 0xED, 0xBF, 0xBF]),
        ("stray continuation bytes", [0x80, 0xBF, 0x35, 0x9F]),
        ("sequences cut short", [0xE2, 0x86, 0x35, 0xF0, 0x9F, 0x98, 0xC2]),
        ("bytes never in UTF-8", [0xFE, 0xFF, 0xF5]),
        ("NUL and editing controls", [0x00, 0x01, 0x02, 0x05, 0x06, 0x07, 0x08, 0x0B, 0x0C, 0x0E, 0x10, 0x14, 0x17,
                                      0x19, 0x1E, 0x1F, 0x7F, 0x35]),
        ("C1 controls", utf8(Array(0x80...0x9F))),
        ("noncharacters and private use", utf8([0xFFFE, 0xFFFF, 0x10FFFF, 0xE000, 0xF8FF, 0x1FFFE])),
        ("combining, zero-width and bidi controls", utf8([0x35, 0x301, 0x200B, 0x200D, 0xFEFF, 0x202E, 0x2066, 0x35])),
        ("wide and astral characters", utf8([0x5343, 0x1F600, 0x1F1FA, 0x1F1F8, 0x2160, 0xFFFD])),
    ]

    /// convcalc at its prompt in `locale`.
    static func prompt(in locale: String, home: TemporaryHome) throws -> PseudoTerminal {
        let environment = home.environment(locale: locale)
        return try PseudoTerminal(environment: environment)
    }

    @Test(arguments: [("C.UTF-8", "❯ "), ("C", "> ")])
    func noByteSequenceAbortsThePromptAndEveryLineIsAnswered(locale: String, prompt: String) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try HostileKeysTests.prompt(in: locale, home: home)
        #expect(terminal.expectPrompt(prompt))
        for (name, bytes) in HostileKeysTests.classes {
            terminal.type(bytes: bytes + [0x0D])
            guard terminal.expectPrompt(prompt, timeout: 5) else {
                Issue.record("no prompt after \(name) (\(locale)); exit status \(String(describing: terminal.waitForExit(timeout: 1)))")
                return
            }
        }
        terminal.type("212\r")
        #expect(terminal.expect(locale == "C" ? "212 F" : "212 °F"))  // outside UTF-8 the face is ASCII
        #expect(terminal.expectPrompt(prompt))
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.hasItsModesAsFound)
    }

    /// In the C locale the line reaches the calculator whole: libedit's multibyte text dropped
    /// every non-ASCII character (`5 m² to ft²` ran as `5 m to ft`, `ø` as an empty line),
    /// and a prompt with `²` in it crashed libedit. The face and prompt are written in ASCII.
    @Test func inTheCLocaleNonASCIIKeysReachTheCalculator() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try HostileKeysTests.prompt(in: "C", home: home)
        #expect(terminal.expectPrompt("> "))
        terminal.type("5 m² to ft²\r")
        #expect(terminal.expect("~ 53.82 ft2"))
        #expect(terminal.expectPrompt("m2->ft2> "))
        terminal.type("ø\r")
        #expect(terminal.expect("unknown key '\\xC3\\xB8' at column 1"))  // outside text is ASCII here
        terminal.type("5 ø\r")
        #expect(terminal.expect("unknown key '\\xC3\\xB8' at column 3"))
        terminal.type("\u{1B}[A\u{1B}[A\u{1B}[A\r")  // history keeps the line whole too
        #expect(terminal.expect("~ 53.82 ft2"))
        #expect(terminal.expectPrompt("m2->ft2> "))
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test(arguments: [("C.UTF-8", "❯ "), ("C", "> ")])
    func libeditsOwnCommandLineIsClosedAndMetaCharactersAreCharacters(locale: String, prompt: String) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try HostileKeysTests.prompt(in: locale, home: home)
        #expect(terminal.expectPrompt(prompt))
        // ESC x, ESC X and (in the C locale, where U+00F8 is M-x) ø opened libedit's command
        // line, which crashed on an unmatched quote.
        for keys in ["\u{1B}x'\r", "\u{1B}X'\r", "\u{F8}'\r"] {
            terminal.type(keys)
            #expect(terminal.expectPrompt(prompt, timeout: 5), "\(keys.debugDescription) (\(locale))")
        }
        if locale == "C.UTF-8" {  // (the C locale cannot hold U+0088 in a line: libedit drops it)
            terminal.type("5\u{88}\r")  // U+0088 was M-^H, delete a word: now a key the calculator rejects
            #expect(terminal.expect("unknown key '5\\u{0088}'"))
            #expect(terminal.expectPrompt(prompt))
        }
        terminal.type("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func illFormedBytesReachTheCalculatorAsReplacementCharacters() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let terminal = try PseudoTerminal(environment: home.environment())
        #expect(terminal.expectPrompt("❯ "))
        terminal.type(bytes: [0xFC, 0x84, 0x80, 0x80, 0x80, 0x80, 0x35, 0x0D])
        #expect(terminal.expect("unknown key '\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}5'"))
        #expect(terminal.expectPrompt("❯ "))
        terminal.type("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }
}
