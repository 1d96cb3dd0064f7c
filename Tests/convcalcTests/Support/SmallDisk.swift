import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tiny tmpfs mounted for one test, to fill a disk for real. Needs root (CI runs as root);
/// `SmallDisk(bytes:)` is nil where mounting is not allowed, and such tests are skipped.
final class SmallDisk {
    let path: String

    init?(bytes: Int) {
        guard geteuid() == 0, let folder = try? TemporaryHome.folder() else { return nil }
        guard mount("tmpfs", folder, "tmpfs", 0, "size=\(bytes),mode=0755") == 0 else {
            try? FileManager.default.removeItem(atPath: folder)
            return nil
        }
        path = folder
    }

    /// True where a test may mount one.
    static let available: Bool = SmallDisk(bytes: 4096) != nil

    deinit {
        umount2(path, Int32(MNT_DETACH))
        try? FileManager.default.removeItem(atPath: path)
    }
}
