#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where standard output goes, as far as an unquoted arrow needs it: `convcalc 5 mi -> km`
/// reaches convcalc as `5 mi -` with its output redirected to the file `km`, which the shell
/// has just made empty. Only then is a `-` after a unit an arrow's (`echo 5 | convcalc -e
/// '98.6 F' -` reads standard input), and the file's name is the unit that followed it.
enum RedirectedOutput {
    /// The name of the file standard output is, when that is an empty regular file whose name
    /// holds no `.` (`km`, not `out.txt`): the word an unquoted arrow was followed by. Nil
    /// otherwise: a terminal, a pipe, a file written to already.
    static func arrowTarget() -> String? {
        var status = stat()
        guard fstat(STDOUT_FILENO, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size == 0,
              let path = path(of: STDOUT_FILENO), let name = path.split(separator: "/").last, !name.contains(".")
        else { return nil }
        return String(name)
    }

    /// The path `descriptor` is open on, as the system names it; nil when it cannot say.
    private static func path(of descriptor: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        #if canImport(Darwin)
        guard fcntl(descriptor, F_GETPATH, &buffer) != -1 else { return nil }
        #else
        let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        buffer[count] = 0
        #endif
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
