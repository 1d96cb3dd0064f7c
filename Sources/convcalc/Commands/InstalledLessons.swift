#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

/// Where the lessons are when convcalc is installed: `Examples/` in the source is copied to
/// `PREFIX/share/doc/convcalc/examples` (`Scripts/install.sh`, the Debian package), next to
/// `PREFIX/bin/convcalc`. `--help` and the guide name `Examples/…`, which an installed copy
/// run from another folder cannot read: the error then says where they are.
enum InstalledLessons {
    /// The installed lessons' folder, when this executable is an installed one and it exists.
    static var folder: String? {
        guard var executable = FileKind.linkTarget("/proc/self/exe") else { return nil }
        guard let slash = executable.lastIndex(of: "/") else { return nil }
        executable = String(executable[..<slash])  // PREFIX/bin
        guard executable.hasSuffix("/bin") else { return nil }
        let folder = String(executable.dropLast(4)) + "/share/doc/convcalc/examples"
        guard let status = FileKind.status(folder), status.st_mode & S_IFMT == S_IFDIR else { return nil }
        return folder
    }

    /// What to add to the error for `path` that cannot be read because of `problem`: where the
    /// lessons are, when `path` names one of `Examples/` that is not there; else nothing.
    static func hint(for path: String, _ problem: FileProblem) -> String {
        guard problem.reason == .system(ENOENT), path.hasPrefix("Examples/") || path.hasPrefix("./Examples/"),
              let folder else { return "" }
        let shown = "'" + FileProblem.shown(folder) + "'"
        return "; the lessons are installed in \(shown) (convcalc check \(shown)/*.txt)"
    }
}
