import ArgumentParser
import ConvCalcKit

extension CompletionKind {
    /// What `--converter` completes to, in every shell: menu numbers, names and unit pairs, the
    /// same candidates as `convert ` at the prompt. The shell's quoting of the word is taken
    /// off first (bash passes `km-\>` back after completing `km->`).
    static let converters = CompletionKind.custom { _, _, prefix in
        Completion.complete("convert " + Completion.shellUnquoted(prefix), phase: .ready).candidates
    }
}
