#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

/// What convcalc writes to a terminal whose locale is not UTF-8: ASCII only. Outside text is
/// already escaped there (`VisibleText.charset` is `.ascii`); this makes convcalc's own
/// characters ASCII too (`≈` → `~`, `→` → `->`, `…` → `...`, `°C` → `C`, through the keypad's
/// `Glyphs`), since such a terminal takes each byte ≥ 0x80 for a character of its own (0x88,
/// 0x89 and 0x96 are C1 controls in Latin-1). On a pipe, or in a UTF-8 locale, bytes pass as
/// they are: the plain output contract holds wherever it is read by a program.
enum TerminalText {
    /// True when stdout or stderr is a terminal in a locale that is not UTF-8 (set once at
    /// start). Outside text is then escaped where it is made (`VisibleText.charset` `.ascii`),
    /// except while a transcript is written or compared (`useTranscriptText`): a file's text
    /// is the same in every locale, and this edge makes what reaches the terminal ASCII.
    nonisolated(unsafe) static var localeIsASCII = false

    /// True when what goes to `descriptor` must be ASCII.
    static func mustBeASCII(_ descriptor: Int32) -> Bool {
        localeIsASCII && isatty(descriptor) != 0
    }

    /// Outside text escaped as a transcript holds it (UTF-8 kept), whatever the locale: for
    /// `check`, `play` and `--record`, whose files must read the same wherever they are written
    /// or checked (a recording made under LANG=C held `\xC3\xA9` where others hold `é`, and
    /// failed `check` elsewhere). Everything these commands write to a terminal goes through
    /// `OutputStream`, `FileText` or `print` here, which make it ASCII for such a terminal.
    static func useTranscriptText() {
        VisibleText.charset = .utf8
    }

    /// `bytes` as ASCII for such a terminal: convcalc's own characters transliterated, a
    /// table's columns kept and a spelling named once (`Glyphs.asciiKeepingColumns`), any
    /// other byte ≥ 0x80 escaped.
    static func ascii(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        escaped(Glyphs.asciiKeepingColumns(String(decoding: bytes, as: UTF8.self)).utf8)
    }

    /// `bytes` with every byte ≥ 0x80 written `\xHH`: ASCII, each byte told apart.
    static func escaped(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        bytes.flatMap { $0 < 0x80 ? [$0] : Array("\\x\(String($0, radix: 16, uppercase: true))".utf8) }
    }

    /// Prints `text` to stdout as `print` does, in ASCII when stdout is such a terminal (the
    /// help, the version, `machine`'s exports, the quiz's score).
    static func print(_ text: String, terminator: String = "\n") {
        let whole = text + terminator
        defer { StandardStreams.noteWriteFailure() }
        guard mustBeASCII(STDOUT_FILENO) else { return Swift.print(whole, terminator: "") }
        var copy = whole
        let ascii = copy.withUTF8 { TerminalText.ascii(UnsafeRawBufferPointer($0)) }
        Swift.print(String(decoding: ascii, as: UTF8.self), terminator: "")
    }
}
