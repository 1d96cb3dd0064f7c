import Foundation
import Testing
import RepositoryFiles

/// The architecture's source map stays true: every folder under `Sources/` is named in
/// docs/ARCHITECTURE.md's map (as `NAME/` on a line of its own block), and every folder the
/// map names exists. The map is what a newcomer reads first; a folder it leaves out is a
/// folder nobody finds.
@Suite struct ArchitectureMapTests {
    static let root = Repository.root

    /// The map: the fenced block after the "## Source map" heading.
    static func map() throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let heading = lines.firstIndex(of: "## Source map"),
              let open = lines[heading...].firstIndex(where: { $0.hasPrefix("```") }),
              let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") }) else { return [] }
        return Array(lines[(open + 1)..<close])
    }

    /// Every folder under Sources/, at any depth, as paths relative to the repository
    /// (`Sources/convcalc/Files`, `Sources/ConvCalcKit/Units/Definitions`); a C target's
    /// `include` folder is left out.
    static func sourceFolders() throws -> [String] {
        var folders: [String] = []
        func walk(_ relative: String) throws {
            let path = root.appendingPathComponent(relative)
            for name in try FileManager.default.contentsOfDirectory(atPath: path.path).sorted() where name != "include" {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path.appendingPathComponent(name).path, isDirectory: &isFolder),
                      isFolder.boolValue else { continue }
                folders.append(relative + "/" + name)
                try walk(relative + "/" + name)
            }
        }
        try walk("Sources")
        return folders
    }

    /// The folders the map names: a top-level `Sources/NAME/` line, and the `  NAME/` lines
    /// indented under it.
    static func mappedFolders(_ map: [String]) -> [String] {
        var folders: [String] = []
        var current: String?
        for line in map {
            let name = line.split(separator: " ", omittingEmptySubsequences: true).first.map(String.init) ?? ""
            if line.hasPrefix("Sources/"), name.hasSuffix("/") {
                current = String(name.dropLast())
                folders.append(current!)
            } else if line.hasPrefix("  "), let current, name.hasSuffix("/") {
                // Indented two blanks a level: `  Units/` under its target, `    Definitions/` under Units.
                let depth = line.prefix { $0 == " " }.count / 2
                let parents = folders.filter { $0.hasPrefix(current) && $0.split(separator: "/").count == depth + 1 }
                folders.append((depth == 1 ? current : parents.last ?? current) + "/" + name.dropLast())
            } else if !line.hasPrefix(" ") {
                current = nil
            }
        }
        return folders
    }

    @Test func everySourceFolderIsNamedInTheMapAndEveryNamedFolderExists() throws {
        let map = try Self.map()
        try #require(!map.isEmpty, "docs/ARCHITECTURE.md has no source map under '## Source map'")
        let mapped = Set(Self.mappedFolders(map))
        let actual = Set(try Self.sourceFolders())
        #expect(actual.subtracting(mapped).sorted() == [], "folders the map leaves out")
        #expect(mapped.subtracting(actual).sorted() == [], "folders the map names that do not exist")
    }
}
