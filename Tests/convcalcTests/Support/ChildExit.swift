import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Waits up to `timeout` for the child `pid` to exit, calling `meanwhile` between looks: its
/// exit status (128 + the signal's number when a signal ended it), or nil on timeout.
func waitForChild(_ pid: pid_t, timeout: TimeInterval, meanwhile: () -> Void = {}) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
        meanwhile()
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid {
            return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        }
        usleep(10_000)
    } while Date() < deadline
    return nil
}
