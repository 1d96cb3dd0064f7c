#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

/// Why a file could not be read or written, worded for the user.
///
/// The path came from outside (a flag, `XDG_STATE_HOME`), so `message` shows it through
/// `VisibleText.of`: no file name can move the cursor or set the clipboard of the terminal.
struct FileProblem: Error, Equatable {
    /// What went wrong.
    enum Reason: Equatable {
        /// A system call failed with this errno.
        case system(Int32)
        /// The path names something that is not a regular file ("a folder", "a device"…).
        case notRegular(String)
        /// The file holds more than this many bytes.
        case tooLarge(limit: Int)
        /// The folder is writable by others or owned by someone else.
        case unsafeFolder
        /// The name was given as bytes that are not UTF-8, so it cannot be opened as given.
        case notUTF8
        /// The name is empty (`--units ''`): it names no file.
        case emptyName
        /// A FIFO to write to has no reader yet (opening it would wait for one forever).
        case fifoWithoutReader
        /// The file to replace is read-only (for this user, or for everyone).
        case readOnly
        /// Someone other than this user or root controls a link or folder on the way.
        case untrusted(PathOwnership.Finding)
        /// The file was created, replaced or relinked between its check and its opening.
        case changedWhileChecked
        /// The file to write in place has more than one name (hard links).
        case hardLinked(names: Int)
        /// The file to replace is no longer what was read (`FileStamp`): edited, replaced or
        /// appended to while convcalc worked on it (`check --update`).
        case changedSinceRead
    }

    let path: String
    /// The verb of the failed action: "read", "write", "create the folder"…
    let action: String
    let reason: Reason

    /// The problem with the last system call's errno.
    static func system(_ action: String, _ path: String, errno number: Int32 = errno) -> FileProblem {
        FileProblem(path: path, action: action, reason: .system(number))
    }

    /// "cannot write 'PATH': No space left on device", the path escaped.
    var message: String {
        "cannot \(action) '\(FileProblem.shown(path))': \(detail)"
    }

    /// A path as it may be printed: escaped through `VisibleText`, never shortened.
    static func shown(_ path: String) -> String {
        VisibleText.of(path, limit: .max)
    }

    /// What the path should have been: a folder for the state folder, else a regular file.
    private var expected: String { action.hasSuffix("folder") ? "a folder" : "a regular file" }

    /// The reason alone.
    var detail: String {
        switch reason {
        case .system(ENOENT) where action == "write" && !FileProblem.folderExists(of: path):
            String(cString: strerror(ENOENT)) + "; its folder '\(FileProblem.shown(StateFolder.folder(of: path)))'"
                + " does not exist: create it first (mkdir -p), or name a file in a folder that does"
        case .system(let number): String(cString: strerror(number))
        case .notRegular(let kind): "it is \(kind), not \(expected)"
        case .tooLarge(let limit): "it is larger than \(FileProblem.size(limit))"
        case .unsafeFolder: "the folder is writable by others or not owned by you; make it yours alone (chmod go-w) or choose another"
        case .emptyName: "an empty name names no file; give the file's name"
        case .notUTF8: "the name is not valid UTF-8 (its invalid bytes shown as \\xNN), so convcalc cannot open it; rename the file"
        case .fifoWithoutReader: "it is a FIFO that nothing reads yet; start its reader first (such as 'cat FIFO'), or name a regular file"
        case .readOnly: "it is read-only; make it writable first (chmod u+w), or name another file"
        case .untrusted(let finding): finding.explanation
        case .changedWhileChecked: "it changed while convcalc checked it (a file or link put there by someone else?); nothing was written"
        case .hardLinked(let names): "it has \(names) names (hard links), so writing it would change a file elsewhere too;"
            + " nothing was written; name another file"
        case .changedSinceRead: "it changed while it was replayed (edited, replaced or appended to), and is left as it is now:"
            + " run --update again"
        }
    }

    /// True when the folder of `path` exists (as anything: only its absence is worth a hint).
    private static func folderExists(of path: String) -> Bool {
        FileKind.status(StateFolder.folder(of: path)) != nil
    }

    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes >> 10) KiB"
    }
}
