#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the C library reads the locale's data (`LOCPATH`) and its character-set conversion
/// modules (`GCONV_PATH`) from, and a module is code it runs. Named into a folder another user
/// controls, root running convcalc would run her code (an outside attacker's gconv module did,
/// with `LANG` naming her locale) or wait for ever on a FIFO put there. So each is honoured only
/// when no folder on its way is another user's to change (`PathOwnership`), as terminal
/// descriptions are (`TerminalDescriptions`); else it is dropped with a warning, first thing,
/// before any locale is set.
enum LocaleData {
    static let variables = ["LOCPATH", "GCONV_PATH"]

    /// Drops each variable that names a folder someone else controls, saying why.
    static func dropUntrusted() {
        for name in variables {
            guard let value = getenv(name).map({ String(cString: $0) }) else { continue }
            for path in value.split(separator: ":").map(String.init) {
                guard let finding = PathOwnership.finding(for: path) else { continue }
                unsetenv(name)
                FileText.warn("convcalc: warning: \(name) is not used: \(finding.explanation)")
                break
            }
        }
    }
}
