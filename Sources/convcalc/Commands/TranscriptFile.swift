#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConvCalcKit

/// Reads a transcript's bytes for `check` and `play`: a file through `SafeFile.read`
/// (regular files only, so nothing can block or flood), or stdin for `-`; at most
/// `SafeFile.Limit.transcript` bytes either way.
enum TranscriptFile {
    /// The bytes of `path` (`-`: stdin), or why they cannot be read.
    static func bytes(of path: String) throws(FileProblem) -> [UInt8] {
        let limit = SafeFile.Limit.transcript
        guard path == "-" else { return try SafeFile.read(path, limit: limit) }
        // A duplicate, so closing it leaves stdin open.
        guard let bytes = Descriptor(dup(STDIN_FILENO)).readAll(limit: limit) else { throw .system("read", path) }
        guard bytes.count <= limit else { throw FileProblem(path: path, action: "read", reason: .tooLarge(limit: limit)) }
        return bytes
    }
}

extension TranscriptFile {
    /// Why a file gave no transcript, worded for stderr: "convcalc: cannot read 'x': …" or
    /// "convcalc: x: line 3: '>' must be followed by a space…".
    struct Unusable: Error {
        let message: String
    }

    /// The transcript in `path` (`-`: stdin), read and parsed.
    static func transcript(in path: String) throws(Unusable) -> Transcript {
        let bytes: [UInt8]
        do throws(FileProblem) {
            bytes = try TranscriptFile.bytes(of: path)
        } catch {
            throw Unusable(message: "convcalc: \(error.message)" + InstalledLessons.hint(for: path, error))
        }
        return try parsed(bytes, path: path)
    }

    /// The transcript in the file `path`, which `check --update` may rewrite: read through
    /// `PathWalk`, as the rewrite reaches it. When the way to it is not this user's or root's,
    /// it is read as `check` reads any file and `refusal` says why it must not be rewritten: it
    /// is compared, never written back (else a link raced in could have root read its own
    /// private transcript and write it where the link's owner reads it). `stamp` is the file
    /// as it was read, for the rewrite to find it unchanged.
    static func transcriptToUpdate(in path: String) throws(Unusable) -> (transcript: Transcript, refusal: FileProblem?, stamp: FileStamp?) {
        let stamp = FileStamp(path)  // before the read: a change during it shows too
        let bytes: [UInt8]
        do throws(FileProblem) {
            bytes = try SafeFile.read(path, limit: SafeFile.Limit.transcript, checked: true)
        } catch {
            guard case .untrusted = error.reason else { throw Unusable(message: "convcalc: \(error.message)") }
            return (try transcript(in: path), FileProblem(path: error.path, action: "write", reason: error.reason), stamp)
        }
        return (try parsed(bytes, path: path), nil, stamp)
    }

    /// `bytes` parsed as the transcript of `path`.
    private static func parsed(_ bytes: [UInt8], path: String) throws(Unusable) -> Transcript {
        do throws(TranscriptError) {
            return try Transcript(bytes: bytes)
        } catch {
            throw Unusable(path, error)
        }
    }
}

extension TranscriptFile.Unusable {
    /// The transcript in `path` breaks the grammar, or cannot be replayed, as `error` says.
    init(_ path: String, _ error: TranscriptError) {
        message = "convcalc: \(FileProblem.shown(path)): \(error.message)"
    }
}
