#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

/// Where standard output goes, as far as an unquoted arrow needs it: `convcalc 5 mi -> km`
/// reaches convcalc as `5 mi -` with its output redirected to the file `km`, which the shell
/// has just made empty. Only then is a `-` after a unit an arrow's (`echo 5 | convcalc -e
/// '98.6 F' -` reads standard input), and the file's name is the unit that followed it.
struct RedirectedOutput {
    /// The file's name, the word the arrow was followed by; nil when it cannot be known for
    /// certain: a symbolic link in its folder names the file too (`ln -s ft km`: the system
    /// names `ft`, the user typed `km`), it was removed, or its name is no UTF-8 (the line
    /// offered could not hold it).
    let name: String?

    /// The output's, when it is an empty regular file the shell truncated (not appended to:
    /// `>>`) whose name holds no `.` (`km`, not `out.txt`); nil otherwise: a terminal, a pipe,
    /// a FIFO, a file written to already.
    static func arrowTarget() -> RedirectedOutput? {
        var status = stat()
        guard fstat(STDOUT_FILENO, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size == 0,
              fcntl(STDOUT_FILENO, F_GETFL) & O_APPEND == 0 else { return nil }
        guard status.st_nlink > 0, let path = path(of: STDOUT_FILENO), let slash = path.lastIndex(of: "/") else {
            return RedirectedOutput(name: nil)
        }
        let name = String(path[path.index(after: slash)...]), folder = String(path[..<slash])
        guard !name.contains(".") else { return nil }
        return RedirectedOutput(name: linked(to: status, in: folder) ? nil : name)
    }

    /// The name of the file the output goes to when it is empty and named as a unit or an output
    /// in parts, appended to or not (`convcalc -e 212 -e 5 mi > ft`, `5 mi >> ft`): a `>` or an
    /// arrow before that unit was likely meant for the line; nil otherwise, and when the name is
    /// not known for certain (`name`).
    static func emptyUnitFile() -> String? {
        var status = stat()
        guard fstat(STDOUT_FILENO, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size == 0, status.st_nlink > 0,
              let path = path(of: STDOUT_FILENO), let slash = path.lastIndex(of: "/"),
              case let name = String(path[path.index(after: slash)...]),
              UnitCatalog.find(name) != nil || UnitCatalog.compound(name) != nil,
              !linked(to: status, in: String(path[..<slash])) else { return nil }
        return name
    }

    /// The arrow's unit as the line offered writes it: the file's name, or `UNIT`.
    var written: String { name ?? "UNIT" }
    /// What the redirection did, said of the file.
    var said: String {
        name.map { "a redirection to the file '\(VisibleText.of($0))' after it, which it made empty" }
            ?? "a redirection to a file named after the unit that followed it"
    }
    /// How to quote, said before the command offered: with the unit for `UNIT` when the name is not known.
    var quoting: String { name == nil ? ", with that unit for UNIT" : "" }

    /// The path `descriptor` is open on, as the system names it (symbolic links followed), when
    /// it is UTF-8; nil otherwise.
    private static func path(of descriptor: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        #if canImport(Darwin)
        guard fcntl(descriptor, F_GETPATH, &buffer) != -1 else { return nil }
        #else
        let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        buffer[count] = 0
        #endif
        return String(validating: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// True when a symbolic link in `folder` (at most 4,096 entries looked at) leads to the file
    /// of `status`: then the name the user typed may be the link's.
    private static func linked(to status: stat, in folder: String) -> Bool {
        guard let directory = opendir(folder) else { return true }
        defer { closedir(directory) }
        var looked = 0
        while let entry = readdir(directory), looked < 4096 {
            looked += 1
            guard entry.pointee.d_type == UInt8(DT_LNK) || entry.pointee.d_type == UInt8(DT_UNKNOWN) else { continue }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            var linkStatus = stat(), target = stat()
            guard lstat(folder + "/" + name, &linkStatus) == 0, linkStatus.st_mode & S_IFMT == S_IFLNK,
                  stat(folder + "/" + name, &target) == 0 else { continue }
            if target.st_dev == status.st_dev && target.st_ino == status.st_ino { return true }
        }
        return looked >= 4096
    }
}
