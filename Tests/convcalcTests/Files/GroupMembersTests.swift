import Testing
@testable import convcalc

/// Who can be in a group, read from account files given as text: `/etc/gshadow` (readable by
/// root only) is what a user other than root cannot see, so only a user's own private group
/// is told then; a group with a password or members there was trusted by everyone but root.
@Suite struct GroupMembersTests {
    static let passwd = "root:x:0:0::/root:/bin/sh\nalice:x:1000:1000::/home/alice:/bin/sh\nbob:x:1001:1001::/home/bob:/bin/sh\n"
    static let group = "root:x:0:\nalice:x:1000:\nbob:x:1001:\nG:x:2000:alice\n"

    static func members(_ gid: UInt32, gshadow: PathOwnership.AccountFile, group: String = group) -> Set<UInt32>? {
        PathOwnership.members(ofGroup: gid, read: { path in
            switch path {
            case "/etc/passwd": .text(passwd)
            case "/etc/group": .text(group)
            default: gshadow
            }
        }).map(Set.init)
    }

    @Test func readableGShadowAddsItsMembersAndAPasswordOpensTheGroup() {
        #expect(Self.members(2000, gshadow: .text("G:!::alice\n")) == [1000])
        #expect(Self.members(2000, gshadow: .text("G:!::alice,bob\n")) == [1000, 1001], "bob, a member in gshadow only")
        #expect(Self.members(2000, gshadow: .text("G:$6$salt$hash::alice\n")) == nil, "a password: anyone who knows it")
        #expect(Self.members(2000, gshadow: .missing) == [1000], "no gshadow at all: /etc/group says")
    }

    /// As alice: gshadow unreadable. G (alice alone in /etc/group) may have a password or bob
    /// as a member there: nobody can tell. Her own private group can be told.
    @Test func unreadableGShadowLeavesOnlyAPrivateGroupKnown() {
        #expect(Self.members(2000, gshadow: .unreadable) == nil)
        #expect(Self.members(1000, gshadow: .unreadable) == [1000], "alice's private group")
        #expect(Self.members(1001, gshadow: .unreadable) == [1001], "bob's, which alice does not trust")
        let shared = Self.group.replacingOccurrences(of: "alice:x:1000:", with: "alice:x:1000:bob")
        #expect(Self.members(1000, gshadow: .unreadable, group: shared) == nil, "a private group listing another user")
    }
}

extension GroupMembersTests {
    /// An id is read as glibc reads it: blanks before it, a `+` and leading zeros still name the
    /// group (`evil:x: 1000:bob` put bob in alice's group, and convcalc did not count him).
    @Test(arguments: [" 1000", "\t1000", "  +1000", "\r1000", "01000", "+01000"])
    func anIdWrittenAsGlibcStillReadsItCounts(gid: String) {
        let extra = Self.group + "evil:x:\(gid):bob\n"
        #expect(Self.members(1000, gshadow: .missing, group: extra) == [1000, 1001], "\(gid) names gid 1000")
        let passwd = Self.passwd + "carol:x:1002:\(gid)::/home/carol:/bin/sh\n"
        let members = PathOwnership.members(ofGroup: 1000, read: { path in
            path == "/etc/passwd" ? .text(passwd) : path == "/etc/group" ? .text(Self.group) : .missing
        }).map(Set.init)
        #expect(members == [1000, 1002], "carol's primary group \(gid)")
    }

    /// What glibc does not read as an id is no entry, as for glibc: a minus, a blank after.
    @Test func whatGlibcReadsAsNoIdIsNoEntry() {
        #expect(PathOwnership.id("-1000") == nil && PathOwnership.id("1000 ") == nil && PathOwnership.id("0x3e8") == nil)
        #expect(PathOwnership.id("4295968296") == nil, "beyond 32 bits")
    }
}
