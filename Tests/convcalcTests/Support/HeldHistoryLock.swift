#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The history's lock held by the test, as another session holding it would, until `release()`.
///
/// Opened close-on-exec: a lock opened without it was inherited by every process the tests
/// running alongside started meanwhile, and `flock` stays held while any of them keeps the
/// descriptor, so the session under test waited past `FileLock.waitLimit`, gave its history
/// up, and the test failed now and then under a loaded machine.
final class HeldHistoryLock: @unchecked Sendable {  // released by one caller: the test, or a timer it starts
    private var descriptor: Int32

    /// Takes the lock of the history in the state folder `folder` (created when missing).
    init(folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        descriptor = open(folder + "/history.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0, flock(descriptor, LOCK_EX) == 0 else {
            throw CocoaError(.fileLocking, userInfo: [NSFilePathErrorKey: folder + "/history.lock"])
        }
    }

    /// Lets the lock go (once; later calls do nothing).
    func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
