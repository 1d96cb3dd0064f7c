@testable import convcalc
import Foundation
import Testing
import Seeding

/// The ownership walk over random paths: at every component a folder, a link or a file with
/// a random owner, group and mode, links to other random chains, missing tails; groups with
/// random members (root, the user, another user) or none that can be read. The generator knows
/// which components a correct walk meets, in order, and so what it must find; the walk
/// (`PathOwnership.finding`) must find exactly that.
@Suite(.seeded) struct PathOwnershipPropertyTests {
    static let user: UInt32 = 1000, other: UInt32 = 2000
    static let userGroup: UInt32 = 1000, otherGroup: UInt32 = 2000, sharedGroup: UInt32 = 3000
    static let groups: [UInt32] = [0, userGroup, otherGroup, sharedGroup]

    /// An in-memory file system, and the components a correct walk meets on the way to `path`.
    struct World {
        var nodes: [String: PathOwnership.Node] = [:]
        var met: [(path: String, node: PathOwnership.Node, parentMode: UInt32)] = []
        var counter = 0
        /// Who can be in each group; a group missing here cannot be read.
        var members: [UInt32: [UInt32]] = [:]
    }

    /// Random members for every group: nobody, root, the user, another user, some of them,
    /// or none that can be read.
    static func randomMembers(_ generator: inout SeededGenerator) -> [UInt32: [UInt32]] {
        var members: [UInt32: [UInt32]] = [:]
        for group in groups where Int.random(in: 0..<6, using: &generator) > 0 {
            members[group] = [[], [0], [user], [0, user], [other], [user, other], [0, other, user]]
                .randomElement(using: &generator)!
        }
        return members
    }

    /// The model's rule: a group is trusted when it can be read and nobody but root and the user is in it.
    static func trusted(_ group: UInt32, _ members: [UInt32: [UInt32]]) -> Bool {
        guard let list = members[group] else { return false }
        return !list.contains(other)
    }

    @Test func theWalkFindsTheFirstUnsafeComponentOfEveryRandomPath() {
        var generator = SeededGenerator()
        for round in 0..<3000 {
            var world = World()
            world.members = Self.randomMembers(&generator)
            let path = "/" + Self.chain(in: &world, under: "", mode: 0o755, depth: 0, mayEndInFile: true,
                                        generator: &generator).typed.joined(separator: "/")
            let expected = Self.expectedFinding(world.met, members: world.members, nodes: world.nodes)
            let found = PathOwnership.finding(for: Self.noisy(path, &generator), user: Self.user, workingFolder: "/",
                                              node: { world.nodes[$0] }, members: { world.members[$0] })
            guard found == expected else {
                Issue.record("round \(round): \(path): found \(String(describing: found)), expected \(String(describing: expected))")
                return
            }
        }
    }

    @Test func aLoopOfLinksEndsWithAFinding() {
        let nodes: [String: PathOwnership.Node] = [
            "/a": .init(kind: .link(target: "/b"), owner: 0, mode: 0o777),
            "/b": .init(kind: .link(target: "a"), owner: 0, mode: 0o777),
        ]
        #expect(PathOwnership.finding(for: "/a/file", user: Self.user, workingFolder: "/", node: { nodes[$0] }, members: { _ in nil })
            == .tooManyLinks(path: "/a/file"))
    }

    @Test func aRelativePathIsWalkedFromTheWorkingFolderAndDotDotLeavesTheRealFolder() {
        let nodes: [String: PathOwnership.Node] = [
            "/home": .init(kind: .folder, owner: 0, mode: 0o755),
            "/home/alice": .init(kind: .folder, owner: Self.other, mode: 0o755),
            "/srv": .init(kind: .folder, owner: 0, mode: 0o755),
            "/srv/link": .init(kind: .link(target: "/home/alice"), owner: 0, mode: 0o777),
        ]
        let lookUp = { (path: String) in nodes[path] }
        let members = { (_: UInt32) -> [UInt32]? in nil }
        #expect(PathOwnership.finding(for: "rec.txt", user: Self.user, workingFolder: "/home/alice", node: lookUp, members: members)
            == .folderOwnedByOther(path: "/home/alice", owner: Self.other))
        // `..` after a link leaves the link's real folder, as the kernel does: /home, not /srv.
        #expect(PathOwnership.finding(for: "/srv/link/../rec.txt", user: Self.user, workingFolder: "/", node: lookUp, members: members)
            == .folderOwnedByOther(path: "/home/alice", owner: Self.other))
        #expect(PathOwnership.finding(for: "/srv/rec.txt", user: Self.user, workingFolder: "/", node: lookUp, members: members) == nil)
    }

    /// Where building a chain ended: the real path reached, its mode, and whether a missing
    /// component ended the walk there.
    struct End { var real: String; var mode: UInt32; var stopped: Bool }

    /// Builds 1–3 components under the real folder `real` and returns what to type for them
    /// (relative to `real`) and where they end; records what a walk meets. A file may end the
    /// chain only when `mayEndInFile`.
    static func chain(in world: inout World, under real: String, mode: UInt32, depth: Int, mayEndInFile: Bool,
                      generator: inout SeededGenerator) -> (typed: [String], end: End) {
        var typed: [String] = []
        var end = End(real: real, mode: mode, stopped: false)
        let length = Int.random(in: 1...3, using: &generator)
        for index in 0..<length {
            world.counter += 1
            let name = "c\(world.counter)"
            let path = end.real + "/" + name
            let isLast = index == length - 1
            let roll = Int.random(in: 0..<10, using: &generator)
            let owner = [user, 0, other].randomElement(using: &generator)!
            typed.append(name)
            if roll == 0 {  // missing: the rest is created by the user, and not looked at
                if !isLast { typed.append("rest") }
                end.stopped = true
                return (typed, end)
            }
            if roll <= 3 && depth < 3 {  // a link to a new chain, under a new folder of root's or beside itself
                let linkIndex = world.met.count
                world.met.append((path, .init(kind: .other, owner: 0, mode: 0), end.mode))  // filled in below
                var base = end
                var prefix: [String] = []
                if Bool.random(using: &generator) {
                    world.counter += 1
                    base = End(real: "/t\(world.counter)", mode: 0o755, stopped: false)
                    let root = PathOwnership.Node(kind: .folder, owner: 0, mode: 0o755)
                    world.nodes[base.real] = root
                    world.met.append((base.real, root, 0o755))
                    prefix = ["", "t\(world.counter)"]
                }
                let inner = chain(in: &world, under: base.real, mode: base.mode, depth: depth + 1,
                                  mayEndInFile: mayEndInFile && isLast, generator: &generator)
                let link = PathOwnership.Node(kind: .link(target: (prefix + inner.typed).joined(separator: "/")),
                                              owner: owner, mode: 0o777, names: Int.random(in: 0..<8, using: &generator) == 0 ? 2 : 1)
                world.nodes[path] = link
                world.met[linkIndex] = (path, link, end.mode)
                end = inner.end
                if end.stopped { return (typed, end) }
                continue
            }
            let isFile = isLast && mayEndInFile && roll >= 8
            let nodeMode = UInt32([0o755, 0o700, 0o777, 0o1777, 0o775, 0o1775, 0o770, 0o644].randomElement(using: &generator)!)
            let group = groups.randomElement(using: &generator)!
            let writers: [PathOwnership.ACLWriter] = [[], [], [.user(other)], [.group(otherGroup)], [.user(user)], [.group(0)],
                                                      [.user(0), .group(otherGroup)], [.group(sharedGroup)],
                                                      [.group(userGroup)]].randomElement(using: &generator)!
            let node = PathOwnership.Node(kind: isFile ? .other : .folder, owner: owner, group: group, mode: nodeMode,
                                          aclWriters: isFile ? [] : writers)
            world.nodes[path] = node
            world.met.append((path, node, end.mode))
            end = End(real: path, mode: nodeMode, stopped: false)
        }
        return (typed, end)
    }

    /// What a correct walk finds among the components it meets, in order.
    static func expectedFinding(_ met: [(path: String, node: PathOwnership.Node, parentMode: UInt32)],
                                members: [UInt32: [UInt32]], nodes: [String: PathOwnership.Node]) -> PathOwnership.Finding? {
        /// Whether anyone but root and the user may write in the real folder holding `path`.
        func othersWrite(inFolderOf path: String) -> Bool {
            let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
            guard let parent = nodes[folder.isEmpty ? "/" : folder] else { return false }
            let aclOthers = parent.aclWriters.contains { writer in
                switch writer {
                case .user(let id): id != 0 && id != user
                case .group(let id): !trusted(id, members)
                }
            }
            return parent.mode & 0o002 != 0 || (parent.mode & 0o020 != 0 && !trusted(parent.group, members)) || aclOthers
        }
        for (index, (path, node, parentMode)) in met.enumerated() {
            let isOwn = node.owner == user || node.owner == 0
            switch node.kind {
            case .link:
                if !isOwn { return .linkOwnedByOther(path: path, owner: node.owner) }
                if node.names > 1 { return .linkWithManyNames(path: path, names: node.names) }
                if othersWrite(inFolderOf: path) { return .linkInSharedFolder(path: path) }
            case .folder:
                if !isOwn { return .folderOwnedByOther(path: path, owner: node.owner) }
                if node.mode & 0o002 != 0 && node.mode & 0o1000 == 0 { return .folderOpenToAll(path: path) }
                if node.mode & 0o020 != 0 && node.mode & 0o1000 == 0 && !trusted(node.group, members) {
                    return .folderOpenToGroup(path: path, group: node.group)
                }
                let untrusted = node.aclWriters.contains { writer in
                    switch writer {
                    case .user(let id): id == other
                    case .group(let id): !trusted(id, members)
                    }
                }
                if node.mode & 0o1000 == 0 && untrusted { return .folderOpenThroughACL(path: path) }
            case .other:
                if index == met.count - 1 && !isOwn && parentMode & 0o002 != 0 {
                    return .fileOwnedByOtherInSharedFolder(path: path, owner: node.owner)
                }
            }
        }
        return nil
    }

    /// `path` with harmless noise a user may type: doubled slashes and `.` components.
    static func noisy(_ path: String, _ generator: inout SeededGenerator) -> String {
        path.split(separator: "/").map { component in
            Int.random(in: 0..<4, using: &generator) == 0 ? "./" + component : String(component)
        }.reduce("") { $0 + (Bool.random(using: &generator) ? "//" : "/") + $1 }
    }
}
