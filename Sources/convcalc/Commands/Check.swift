import ArgumentParser
import ConvCalcKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ConvCalc {
    /// `convcalc check FILE…`: replay transcripts and compare, or rewrite them with `--update`.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replay transcripts and compare what convcalc prints with what they expect.",
            discussion: """
                A transcript holds typed lines ('> 212'), each followed by the output expected \
                for it; '! ' lines are expected errors, '#' lines comments, and an output line \
                that would read as one of those is written after a '\\'. An optional first line \
                '#! convcalc 1 --converter mi->km --precision 4 --input 26.2 --say --trace' sets \
                the starting state; without it each file starts from the defaults. \
                Prints 'FILE: ok', or the first differing line with the typed line that produced \
                it, then 'N transcripts, P passed, F failed'. Exit status 0 when all match, 1 when \
                one differs, 2 when a file cannot be read or is not a valid transcript.
                """
        )

        @Flag(help: "Rewrite the expected output of the files that differ from what convcalc prints now.")
        var update = false

        @Flag(name: .shortAndLong, help: "Print only failures.")
        var quiet = false

        @Flag(name: .shortAndLong, help: "List every typed line and whether its output matched.")
        var verbose = false

        @OptionGroup var units: UnitsOption

        @Argument(help: ArgumentHelp("Transcript files; '-' reads one from stdin.", valueName: "file"),
                  completion: .file())
        var files: [String]

        func validate() throws {
            if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together") }
            if update && files.contains("-") { throw ValidationError("--update rewrites files; it cannot rewrite stdin ('-')") }
            if files.filter({ $0 == "-" }).count > 1 { throw ValidationError("stdin ('-') can be read only once") }
            // A units file read at start is no transcript to rewrite (`--units F --update F`).
            if update, let file = files.first(where: { file in UnitsFiles.readAtStart.contains { SameFile.check(file, $0) } }) {
                throw ValidationError("'\(FileProblem.shown(file))' is a units file read at start: --update would rewrite it as a"
                    + " transcript; name the transcript, or drop --units")
            }
        }

        mutating func run() throws {
            TerminalText.useTranscriptText()
            var report = CheckReport(quiet: quiet, verbose: verbose, colors: Terminal.allowsColor(flag: false))
            for file in files {
                guard let (check, refusal, stamp) = replayed(file, report: &report) else {
                    report.add(.invalid, file: file)
                    continue
                }
                report.add(verdict(of: check, file: file, refusal: refusal, stamp: stamp, report: &report), file: file)
                report.list(check)
            }
            report.finish(updating: update)
            if report.status != 0 { throw ExitCode(report.status) }
        }

        /// The transcript in `file` replayed, or nil when it cannot be read or is invalid (reported);
        /// with `--update`, why it must not be rewritten, if it must not (`transcriptToUpdate`).
        private func replayed(_ file: String, report: inout CheckReport) -> (TranscriptCheck, refusal: FileProblem?, stamp: FileStamp?)? {
            do throws(TranscriptFile.Unusable) {
                let (transcript, refusal, stamp) = update ? try TranscriptFile.transcriptToUpdate(in: file)
                    : (try TranscriptFile.transcript(in: file), nil, nil)
                do throws(TranscriptError) {
                    return (try TranscriptCheck(transcript), refusal, stamp)
                } catch {
                    throw TranscriptFile.Unusable(file, error)
                }
            } catch {
                report.problem(error.message)
                return nil
            }
        }

        /// A line refused for an unknown unit while the user has a units file of their own, which
        /// `check` does not read (its answers are the transcript's and the command line's alone):
        /// said, since `--update` would write the refusal as the line's answer (a teacher's `1 smoot`).
        /// The unit named is the first `unknown unit '…'` of `said` (already escaped there).
        private func ownUnitsNote(_ file: String, said: String, report: inout CheckReport) {
            guard let own = UnitsFiles.defaultPath, access(own, F_OK) == 0 else { return }
            let marker = "unknown unit '"
            let unit = said.firstRange(of: marker).map { said[$0.upperBound...].prefix { $0 != "'" } }.map { "'\($0)'" } ?? "a unit"
            report.problem("convcalc: \(FileProblem.shown(file)): note: \(unit) is unknown to it; check reads no units file of"
                + " yours (\(FileProblem.shown(own))): give it with --units FILE, or name it in the transcript's header"
                + " (#! convcalc 1 --units FILE)")
        }

        /// Passed, or failed with its diff printed, or (with `--update`) rewritten — or left as it
        /// was, and invalid, when the rewrite would be larger than `check` reads, or unwritten
        /// when the file changed since it was read (`stamp`): an edit made meanwhile is kept.
        private func verdict(of check: TranscriptCheck, file: String, refusal: FileProblem?, stamp: FileStamp?,
                             report: inout CheckReport) -> CheckReport.Verdict {
            guard let mismatch = check.firstMismatch else { return .passed }
            guard update else {
                var diff = TranscriptDiff(mismatch, colors: report.colors).text(file: file)
                // The first only: how many more, so a teacher does not fix one and find the next.
                if check.mismatchCount > 1 && !report.verbose {
                    let more = check.mismatchCount - 1
                    diff += "  \(more) more typed line\(more == 1 ? "" : "s") after it differ\(more == 1 ? "s" : ""): check -v lists them\n"
                }
                report.failure(diff)
                if diff.contains("unknown unit '") { ownUnitsNote(file, said: diff, report: &report) }
                return .failed
            }
            let updated: [UInt8]
            do throws(TranscriptCheck.TooLarge) {
                guard let bytes = try check.updatedBytes(limit: SafeFile.Limit.transcript) else { return .passed }
                updated = bytes
                if case let text = String(decoding: bytes, as: UTF8.self), text.contains("! unknown unit '") {
                    ownUnitsNote(file, said: text, report: &report)
                }
            } catch {
                report.problem("convcalc: \(FileProblem.shown(file)): not updated: with the output of line \(error.line) it would be "
                    + "larger than \(FileProblem.size(error.limit)), the most 'check' reads; the file is left as it was")
                return .invalid
            }
            do throws(FileProblem) {
                if let refusal { throw refusal }
                try SafeFile.replace(file, with: updated, unchangedSince: stamp)
                return .updated
            } catch {
                report.problem("convcalc: \(error.message)" + (error.reason == .changedSinceRead ? "" : "; the file is left as it was"))
                return .unwritten
            }
        }
    }
}
