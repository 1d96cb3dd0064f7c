import ArgumentParser
import ConvCalcKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ConvCalc {
    /// `convcalc play FILE`: replays a transcript the way a teacher walks a class through it.
    struct Play: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replay a transcript, showing each typed line and what convcalc prints for it now.",
            discussion: """
                Shows the transcript's comments, each typed line as '> 212' and the output \
                convcalc gives it now (errors as '! message'), starting from the state its header \
                names. The expected lines of the file are not shown: 'convcalc check' compares them. \
                At a terminal, comments and output are wrapped at blanks to its width. \
                Exit status 0, or 2 when the file cannot be read or is not a valid transcript.
                """
        )

        @Flag(help: "Show every event the machine receives, as 'trace on' does.")
        var trace = false

        @Flag(help: "When stdin and stdout are a terminal, show each typed line and wait for Return to play it.")
        var step = false

        @OptionGroup var units: UnitsOption

        @Argument(help: ArgumentHelp("The transcript; '-' reads it from stdin.", valueName: "file"),
                  completion: .file())
        var file: String

        func validate() throws {
            if step && file == "-" { throw ValidationError("--step reads Return from stdin, so the transcript cannot come from it") }
        }

        mutating func run() throws {
            TerminalText.useTranscriptText()
            let transcript: Transcript
            var session: Session
            do throws(TranscriptFile.Unusable) {
                transcript = try TranscriptFile.transcript(in: file)
                do throws(TranscriptError) {
                    session = try transcript.startingSession()
                } catch {
                    throw TranscriptFile.Unusable(file, error)
                }
            } catch {
                FileText.warn(error.message)
                throw ExitCode(2)
            }
            if trace { session.apply(.trace(true)) }
            var stage = PlayStage(colors: Terminal.allowsColor(flag: false),
                                  // Stepping shows each line before Return plays it: not on a pipe, whose
                                  // reader sees nothing while Returns are awaited.
                                  waits: step && Terminal.isTerminal(STDIN_FILENO) && Terminal.isTerminal(STDOUT_FILENO),
                                  width: Terminal.isTerminal(STDOUT_FILENO) ? Terminal.columns() : nil)
            do throws(TranscriptError) {
                try stage.play(transcript, in: &session)
            } catch {
                FileText.warn(TranscriptFile.Unusable(file, error).message)
                throw ExitCode(2)
            }
        }
    }
}
