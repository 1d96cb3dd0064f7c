import Foundation
import Testing
@testable import ConvCalcKit
import RepositoryFiles

/// Every lesson in Examples/ is a regression test: it must replay exactly, however it was
/// saved, and must fail when one expected digit changes.
@Suite struct ExamplesTests {
    static let folder = Repository.url("Examples")

    static var lessons: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".txt") }.sorted()
    }

    static func bytes(of lesson: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(lesson)))
    }

    @Test func thereAreLessons() {
        #expect(Self.lessons.count >= 8)
    }

    @Test(arguments: lessons)
    func lessonReplaysExactlyAndUpdateWouldChangeNothing(name: String) throws {
        let transcript = try Transcript(bytes: Self.bytes(of: name))
        let first = Array(transcript.lines).first
        guard case .comment = first?.kind, first?.bytes.starts(with: "# Lesson".utf8) == true
        else { Issue.record("each lesson opens with a '# Lesson' heading"); return }
        let check = try TranscriptCheck(transcript)
        #expect(check.firstMismatch == nil, "\(check.firstMismatch.map { TranscriptDiff($0, colors: false).text(file: name) } ?? "")")
        #expect(try check.updatedBytes(limit: .max) == nil)
    }

    @Test(arguments: lessons)
    func lessonPassesWithCRLFWithLoneCRAndWithAByteOrderMark(name: String) throws {
        let bytes = try Self.bytes(of: name)
        let crlf = bytes.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }
        let cr = bytes.map { $0 == 0x0A ? 0x0D : $0 }
        for variant in [crlf, cr, TranscriptLines.byteOrderMark + bytes, TranscriptLines.byteOrderMark + crlf] {
            let check = try TranscriptCheck(Transcript(bytes: variant))
            #expect(check.firstMismatch == nil)
            #expect(Array(check.results).count == Array(try TranscriptCheck(Transcript(bytes: bytes)).results).count)
        }
    }

    @Test(arguments: lessons)
    func lessonWithOneExpectedDigitChangedFailsNamingThatLine(name: String) throws {
        let transcript = try Transcript(bytes: Self.bytes(of: name))
        guard let (number, line) = transcript.lines.enumerated().first(where: { _, line in
            if case .expected = line.kind { return line.bytes.contains { (0x30...0x39).contains($0) } }
            return false
        }) else { Issue.record("no expected digit in \(name)"); return }
        var bytes = try Self.bytes(of: name)
        let digit = line.bytes.firstIndex { (0x30...0x39).contains($0) }!
        bytes[digit] = bytes[digit] == 0x39 ? 0x30 : bytes[digit] + 1
        let check = try TranscriptCheck(Transcript(bytes: bytes))
        let mismatch = try #require(check.firstMismatch)
        let diff = TranscriptDiff(mismatch, colors: false).text(file: name)
        let typed = transcript.lines.filter { line in
            if case .input = line.kind { return line.number <= mismatch.exchange.lineNumber }
            return false
        }.count
        #expect(diff.hasPrefix("\(name): FAILED at line \(number + 1), the output of line \(mismatch.exchange.lineNumber) (typed line \(typed)):"), "\(diff)")
        #expect(diff.contains("  line \(number + 1): expected "))
    }
}
