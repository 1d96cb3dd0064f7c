@testable import convcalc
import Foundation
import Testing
import Seeding

/// The walk writes take (`PathWalk`, on descriptors) applies the rule `PathOwnership.finding`
/// states (on paths, held to a model by `PathOwnershipPropertyTests`): over random real trees
/// of folders, links and files with random owners, groups and modes, both find the same thing
/// on the way to every path, or both nothing. Another owner is a numeric uid given with
/// `lchown`, so this runs as root only (CI runs as root).
@Suite(.seeded, .enabled(if: geteuid() == 0, "needs root to give files to another user"))
struct PathWalkRuleTests {
    static let other: UInt32 = 54_321

    @Test func theWalkFindsWhatTheRuleFindsOnEveryRandomTree() throws {
        var generator = SeededGenerator()
        for round in 0..<150 {
            let base = try TemporaryHome.folder()
            defer { try? FileManager.default.removeItem(atPath: base) }
            chmod(base, 0o755)
            let names = Self.randomTree(under: base, &generator)
            for _ in 0..<10 {
                let path = names.randomElement(using: &generator)! + (Bool.random(using: &generator) ? "/f.txt" : "")
                let rule = PathOwnership.finding(for: path)
                let walked: PathOwnership.Finding?
                do {
                    _ = try PathWalk.toFile(path, action: "write", followsLink: true)
                    walked = nil
                } catch {
                    if case .untrusted(let finding) = error.reason { walked = finding } else { walked = nil }
                }
                guard walked == rule else {
                    Issue.record("round \(round): \(path): the walk found \(String(describing: walked)), the rule \(String(describing: rule))")
                    return
                }
            }
        }
    }

    /// Twelve entries under `base`, each in a random folder made before it: a folder, a link
    /// (to an entry, to a missing name, absolute or `../`), or a file; owners root or another
    /// uid, groups root's or one nobody lists, modes with and without write for group, others
    /// and the sticky bit. Returns every entry's path.
    static func randomTree(under base: String, _ generator: inout SeededGenerator) -> [String] {
        var folders = [base], names: [String] = []
        for index in 0..<12 {
            let path = folders.randomElement(using: &generator)! + "/n\(index)"
            let owner = [0, other].randomElement(using: &generator)!
            let group = [0, other].randomElement(using: &generator)!
            let mode = mode_t([0o755, 0o777, 0o1777, 0o775, 0o1775, 0o700].randomElement(using: &generator)!)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0, 1:
                mkdir(path, 0o755)
                folders.append(path)
            case 2, 3:
                let target = (names + [base + "/missing"]).randomElement(using: &generator)!
                let relative = "../" + (target as NSString).lastPathComponent
                symlink(Bool.random(using: &generator) ? target : relative, path)
            default:
                _ = FileManager.default.createFile(atPath: path, contents: Data("x\n".utf8))
            }
            lchown(path, owner, group)
            var info = stat()
            if lstat(path, &info) == 0 && info.st_mode & S_IFMT != S_IFLNK { chmod(path, mode) }
            names.append(path)
        }
        return names
    }
}
