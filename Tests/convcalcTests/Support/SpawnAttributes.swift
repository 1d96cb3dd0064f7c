#if canImport(Glibc)
import Glibc
#endif

/// Spawn attributes for a child of the multi-threaded test runner: no blocked signals and the
/// default handlers for the ones tests send (or Ctrl-C and SIGTERM would never reach it);
/// `sessionLeader` also makes it a new session, so a terminal it opens becomes its controlling one.
/// The caller destroys the attributes.
func cleanSpawnAttributes(sessionLeader: Bool) -> posix_spawnattr_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    var empty = sigset_t(), defaults = sigset_t()
    sigemptyset(&empty)
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGWINCH, SIGQUIT, SIGCHLD] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    let setsid: Int32 = 0x80  // POSIX_SPAWN_SETSID (glibc 2.26+), hidden behind _GNU_SOURCE
    posix_spawnattr_setflags(&attributes, Int16((sessionLeader ? setsid : 0) | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    return attributes
}
