import Foundation
import Testing

/// README is the door and docs/ holds the rest: every relative link between them (a file, or
/// a file and one of its headings) leads somewhere, so moving a section never leaves a dead
/// link behind.
@Suite struct DocumentationLinksTests {
    static let root = ArchitectureMapTests.root
    static let documents = ["README.md", "docs/GUIDE.md", "docs/PERFORMANCE.md", "docs/RELIABILITY.md", "docs/ARCHITECTURE.md"]

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as `-`; a repeat
    /// gets `-1`, `-2`…
    static func anchors(of text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            var slug = String(title.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == " " || $0 == "_" }
                .map(Character.init)).replacingOccurrences(of: " ", with: "-")
            if let count = seen[slug] {
                seen[slug] = count + 1
                slug += "-\(count + 1)"
            } else {
                seen[slug] = 0
            }
            anchors.insert(slug)
        }
        return anchors
    }

    /// `docs/../README.md` as `README.md`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    @Test(arguments: documents)
    func everyRelativeLinkLeadsToAFileAndHeading(document: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
        let folder = document.contains("/") ? String(document[..<document.lastIndex(of: "/")!]) : ""
        let pattern = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let target = String(text[Range(match.range(at: 1), in: text)!])
            guard !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let file = parts[0].isEmpty ? document : Self.normalized(folder + "/" + parts[0])
            let url = Self.root.appendingPathComponent(file)
            #expect(FileManager.default.fileExists(atPath: url.path), "\(document): \(target): no file \(file)")
            guard parts.count == 2, file.hasSuffix(".md"), let linked = try? String(contentsOf: url, encoding: .utf8) else { continue }
            #expect(Self.anchors(of: linked).contains(parts[1]), "\(document): \(target): no heading #\(parts[1]) in \(file)")
        }
    }
}
