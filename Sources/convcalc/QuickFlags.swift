#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one quick reader of flags, for the command lines that skip ArgumentParser (its
/// reflection costs more than a whole `convcalc -e 212`): `QuickArguments` and
/// `QuickKeypadArguments` both read their arguments through it, by `FlagName`'s table.
///
/// It writes flags as ArgumentParser does: `--precision 3` and `--precision=3`, `-e -40`
/// (`-e` takes any value), a flag given twice (the last value counts). It only recognizes:
/// an unknown argument, a value on a flag that takes none, a missing or empty value, or a
/// value after the flag that looks like a flag makes it give up, and the full parser runs.
enum QuickFlags {
    /// Hands each flag of `arguments`, with its value, to `take`, in order; false when an
    /// argument is not recognized or `take` refuses one (the caller then returns nil).
    /// `CONVCALC_FULL_PARSER` set in the environment refuses everything (for the tests).
    static func read(_ arguments: [String], _ take: (FlagName, String?) -> Bool) -> Bool {
        guard getenv("CONVCALC_FULL_PARSER") == nil else { return false }
        var index = 0
        while index < arguments.count {
            guard let (flag, attached) = FlagName.split(arguments[index]), attached?.isEmpty != true else { return false }
            var value = attached
            if flag.takesValue && value == nil {
                index += 1
                guard index < arguments.count else { return false }
                let next = arguments[index]
                guard flag.takesAnyValue || !(next.isEmpty || next.hasPrefix("-")) else { return false }
                value = next
            }
            guard flag.takesValue == (value != nil), take(flag, value) else { return false }
            index += 1
        }
        return true
    }
}
