import Foundation
import Testing
@testable import ConvCalcKit
import Seeding

/// What units files added, as bytes and back (`UserUnits.archived`, `init(archived:)`, the
/// units cache's content): every field comes back equal, for the files of the tests and GNU
/// units' database; a file read after the archive is read as it would be after the files;
/// and any other bytes are refused, never a crash.
@Suite(.seeded) struct UserUnitsArchiveTests {
    /// Every field of `user`, in a form that compares (`converters` are tuples).
    static func fields(_ user: UserUnits) -> [String] {
        [user.units.map { "\($0.symbol)|\($0.name)|\($0.kind.index)|\($0.toBase)|\($0.aliases)|\(String(describing: $0.everyday))|\($0.isApproximate)" }
            .joined(separator: "\n"),
         user.kinds.map { "\($0)" }.joined(separator: "\n"),
         user.converters.map { "\($0.label)|\($0.from)|\($0.to)" }.joined(separator: "\n"),
         user.hints.sorted { $0.key < $1.key }.map { "\($0.key)|\($0.value)" }.joined(separator: "\n"),
         user.problems.map(\.description).joined(separator: "\n"),
         user.leftOut.map { "\($0)|\($0.reason)" }.joined(separator: "\n"),
         "\(user.loaded)", user.files.joined(separator: "\n")]
    }

    /// A file with a bit of everything: units of built-in and new kinds, an offset, a
    /// reciprocal, a converter, a hint, problems, a section not taken and a byte that is not UTF-8.
    static let everything: [UInt8] = Array((UserUnitsTests.file + """

        !hint blorf: a blorf is no unit; write smoot
        ft 3 m
        bad line here (
        !locale en_GB
        pint 3 ft
        !endlocale
        """).utf8) + [0x0A] + Array("caf".utf8) + [0xE9] + Array(" 2 m\nlast 2 smoot\n".utf8)

    static func read(_ files: [(String, [UInt8])], database: Bool = false) -> UserUnits {
        var user = UserUnits()
        for (name, bytes) in files { user.read(bytes: bytes, file: name, database: database) }
        return user
    }

    @Test func everyFieldComesBack() throws {
        let user = Self.read([("everything.units", Self.everything)])
        #expect(user.units.count == 7 && !user.kinds.isEmpty && !user.converters.isEmpty && !user.hints.isEmpty)
        #expect(user.problems.count >= 3 && !user.leftOut.isEmpty)  // ft taken, the bad line, the byte; the section
        let back = try UserUnits(archived: user.archived())
        #expect(Self.fields(back) == Self.fields(user))
    }

    @Test func gnuUnitsDatabaseComesBack() throws {
        let path = "/usr/share/units/definitions.units"
        guard let data = FileManager.default.contents(atPath: path) else { return }  // GNUDatabaseStartTests needs it in CI
        let user = Self.read([(path, Array(data))], database: true)
        #expect(user.units.count > 2_000)
        let back = try UserUnits(archived: user.archived())
        #expect(Self.fields(back) == Self.fields(user))
    }

    /// A file read after the archive finds the archived units (the spelling index is made again).
    @Test func aFileReadAfterTheArchiveIsReadAsAfterTheFiles() throws {
        let second: [UInt8] = Array("twosmoot 2 smoot\nmorehelen 3 millihelen\nsmoot 1 m\n".utf8)
        let straight = Self.read([("everything.units", Self.everything), ("second.units", second)])
        var archived = try UserUnits(archived: Self.read([("everything.units", Self.everything)]).archived())
        archived.read(bytes: second, file: "second.units")
        #expect(Self.fields(archived) == Self.fields(straight))
        #expect(straight.units.contains { $0.symbol == "morehelen" })
        #expect(straight.problems.contains { $0.message.contains("'smoot' is already a unit") })
    }

    /// Any bytes decode to units or to `Malformed`: the archive cut anywhere, bytes changed at
    /// random, and random bytes.
    @Test func otherBytesAreRefusedNeverACrash() {
        let archive = Self.read([("everything.units", Self.everything)]).archived()
        var random = SeededGenerator()
        for cut in 0..<archive.count {
            #expect((try? UserUnits(archived: Array(archive[..<cut]))) == nil, "cut at \(cut)")
        }
        #expect((try? UserUnits(archived: archive + [0])) == nil)  // a byte after the end
        var decoded = 0
        for _ in 0..<3_000 {
            var bytes = archive
            for _ in 0..<(1 + random.next(4)) { bytes[random.next(bytes.count)] = UInt8(random.next(256)) }
            if (try? UserUnits(archived: bytes)) != nil { decoded += 1 }
            let noise = (0..<random.next(200)).map { _ in UInt8(random.next(256)) }
            _ = try? UserUnits(archived: [1] + noise)
        }
        #expect(decoded < 3_000)  // most changes were noticed (a changed letter of a name is still an archive)
    }

    /// A name with a control character is no archive of units: a unit, kind or converter is
    /// printed by name (a cache with `ESC` in a unit's name would have reached the terminal).
    @Test func aNameWithAControlCharacterIsRefused() throws {
        var user = UserUnits()
        user.read(bytes: Array("escXe 3 m\n".utf8), file: "esc.units")
        var bytes = user.archived()
        #expect((try? UserUnits(archived: bytes)) != nil)
        let name = Array("escXe".utf8)
        let at = try #require((0...(bytes.count - name.count)).first { Array(bytes[$0..<($0 + name.count)]) == name })
        for control: UInt8 in [0x1B, 0x07, 0x0D, 0x7F, 0x1F] {
            bytes[at + 3] = control
            #expect(throws: ByteArchive.Malformed.self) { try UserUnits(archived: bytes) }
        }
        // The ends of printable ASCII come back; so does printable text beyond ASCII, while an
        // invisible scalar (zero-width space, a bidi override) or bytes that are not UTF-8 do not.
        let kept: [[UInt8]] = [[0x20, 0x20, 0x65], [0x7E, 0x21, 0x65], [0xC2, 0xB5, 0x65], [0xE2, 0x84, 0xA6]]  // " ", "~!", "µe", "Ω"
        let refused: [[UInt8]] = [[0xE2, 0x80, 0x8B], [0xE2, 0x80, 0xAE], [0xC3, 0x28, 0x65], [0xC2, 0x85, 0x65]]
        for (replacement, comesBack) in kept.map({ ($0, true) }) + refused.map({ ($0, false) }) {
            bytes.replaceSubrange((at + 2)..<(at + 5), with: replacement)
            let back = try? UserUnits(archived: bytes)
            #expect((back != nil) == comesBack, "\(replacement)")
            if let back { #expect(Array(back.units[0].symbol.utf8) == Array("es".utf8) + replacement) }
        }
    }

    /// Numbers and texts come back as written, at their limits and at random.
    @Test func numbersAndTextsComeBack() throws {
        var random = SeededGenerator()
        var ints: [Int] = [0, 1, -1, 63, 64, -64, -65, 127, 128, Int.max, Int.min]
        var wides: [Int128] = [0, 1, -1, Int128.max, Int128.min, Int128(Int64.max) + 1, Int128(Int64.min) - 1]
        for _ in 0..<2_000 {
            ints.append(Int(bitPattern: UInt(random.next())) >> random.next(64))
            wides.append(Int128(Int(bitPattern: UInt(random.next()))) << random.next(64) | Int128(random.next(1000)))
        }
        let texts = ["", "m", "°Ré", "réaumur", String(repeating: "x", count: 300), "\u{0}", "🙂 ok"]
        var writer = ByteArchive.Writer()
        for value in ints { writer.int(value) }
        for value in wides { writer.int128(value) }
        for text in texts { writer.string(text) }
        var reader = ByteArchive.Reader(writer.bytes)
        for value in ints { #expect(try reader.int() == value) }
        for value in wides { #expect(try reader.int128() == value) }
        for text in texts { #expect(try reader.string() == text) }
        #expect(reader.isAtEnd)
        var notUTF8 = ByteArchive.Reader([2, 0xC3, 0x28])  // a length of 1, then a lone lead byte
        #expect(throws: ByteArchive.Malformed.self) { try notUTF8.string() }
    }
}
