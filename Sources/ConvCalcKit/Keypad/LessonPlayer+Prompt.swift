extension LessonPlayer {
    /// The status line's words: what Space does next (the key it sends, and which of the line's
    /// keys that is; a line that sends none is played whole).
    /// The most important first, as a narrow screen cuts the rest: that a line was undone (or
    /// refused, when it sent nothing to undo) and why, then whether keys typed by hand were set
    /// aside (said last, it was cut at 40 columns; the next Space says it no more), then what
    /// Space does.
    public var prompt: String { prompt(brevity: 0) }

    /// The briefest of the prompt's wordings (`prompt(brevity:)`).
    public static let briefest = 4

    /// The prompt's words, briefer as `brevity` grows from 0 (`prompt`) to `briefest`, for a
    /// status line too narrow for them (20 columns cut `Space sends …`, hiding the key). Each
    /// part shortens, never losing the key Space sends: `Space sends digit 2 (1 of 3) of > 2 1
    /// 2`, then without the line, `Space: digit 2 (1/3)`, `Space: digit 2`; a refusal's reason
    /// goes at 2 (the machine panel says it), `end of the lesson:` becomes `end:`; the briefest
    /// says only what Space does (`✗ line 5 undone · Space: digit 2` is 33 columns: the status
    /// line stays red, and the lesson panel marks the line).
    public func prompt(brevity: Int) -> String {
        let parts = promptParts(brevity: min(brevity, 3))
        return brevity < LessonPlayer.briefest ? parts.joined(separator: " · ") : parts.last ?? ""
    }

    /// The prompt's parts, in `brevity` 0 to 3.
    private func promptParts(brevity: Int) -> [String] {
        var parts: [String] = []
        // Named by its number: after a move back (`b`) it read as if the move itself had failed.
        if let refusal {
            let said = "✗ line \(place.lineIndex) \(place.refusalUndid ? "undone" : "refused")"
            parts.append(brevity < 2 ? said + ": " + refusal : said)
        }
        if setAsideKeys { parts.append(brevity < 2 ? "your keys set aside" : "keys set aside") }
        if isAtEnd {
            let result = switch mismatches {
            case 0: "no mismatch"
            case 1: "1 mismatched line"
            default: "\(mismatches) mismatched lines"
            }
            parts.append((brevity < 2 ? "end of the lesson: " : "end: ") + result)
        } else if let line = currentLine {
            let input = "> " + VisibleText.of(line.input)
            // Before a line's first key too: it said `Space plays the next line`, and Space sent one key.
            let events = eventsOfLine
            if sent < events.count {
                let name = events[sent].name
                parts.append([
                    "Space sends \(name) (\(sent + 1) of \(events.count)) of \(input)",
                    "Space sends \(name) (\(sent + 1) of \(events.count))",
                    "Space: \(name) (\(sent + 1)/\(events.count))",
                    "Space: \(name)",
                ][brevity])
            } else {
                parts.append(["Space plays the next line: \(input)", "Space plays the next line",
                              "Space: next line", "Space: next line"][brevity])
            }
        }
        return parts
    }
}
