import ArgumentParser
import ConvCalcKit

extension CompletionKind {
    /// What `--converter` completes to, in every shell: menu numbers, names and unit pairs, the
    /// same candidates as `convert ` at the prompt. The shell's quoting of the word is taken
    /// off first (bash passes `km-\>` back after completing `km->`).
    static let converters = CompletionKind.custom { _, _, prefix in
        shellSafe(Completion.complete("convert " + Completion.shellUnquoted(prefix), phase: .ready).candidates)
    }

    /// What `--precision` completes to: places 0…12, then significant digits `1sig`…`15sig` (bash
    /// offered files: nothing was declared).
    static let precisions = CompletionKind.list((0...12).map(String.init) + (1...15).map { "\($0)sig" })

    /// What `units KIND` completes to: the kinds, built-in and a units file's, as the prompt's
    /// `units ` completes them (bash offered files).
    static let kinds = CompletionKind.custom { _, _, prefix in
        shellSafe(Completion.complete("units " + Completion.shellUnquoted(prefix), phase: .ready).candidates)
    }

    /// `candidates` without those a shell would expand: bash's `compgen -W` expands its word list
    /// again, so a units file's label or kind `$(touch x)` ran at a Tab (an attacker's finding).
    static func shellSafe(_ candidates: [String]) -> [String] {
        candidates.filter { !$0.contains { "$`\\\"'".contains($0) } }
    }
}
