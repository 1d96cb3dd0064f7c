/// A run of text in one style.
public struct Span: Equatable, Sendable {
    /// The text.
    public var text: String
    /// Its style.
    public var style: Style

    /// `text` in `style`.
    public init(_ text: String, _ style: Style = .normal) {
        self.text = text
        self.style = style
    }
}

/// One line of a panel: spans drawn left to right.
public typealias StyledLine = [Span]

/// Breaking text into lines of a width.
public enum TextWrap {
    /// `text` broken at spaces into lines of at most `width` characters; a word longer than
    /// the width is cut into pieces. Continuation lines start with `indent` spaces.
    public static func lines(_ text: String, width: Int, indent: Int = 0) -> [String] {
        guard width > indent else { return [text] }
        var lines: [String] = []
        var line = ""
        var used = 0  // line.count, kept as the line grows: counting characters is not free
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let length = word.count
            let room = width - used - (line.isEmpty ? 0 : 1)
            if length <= room {
                if !line.isEmpty {
                    line += " "
                    used += 1
                }
                line += word
                used += length
                continue
            }
            if !line.trimmingBlanks.isEmpty { lines.append(line) }
            var rest = word
            var restLength = length
            line = String(repeating: " ", count: indent)
            used = indent
            while used + restLength > width {
                let piece = rest.prefix(width - used)
                lines.append(line + piece)
                rest = rest.dropFirst(width - used)
                restLength -= width - used
            }
            line += rest
            used += restLength
        }
        if !line.trimmingBlanks.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// `text` cut to `width` characters, ending in `…` when it was longer.
    public static func clip(_ text: String, width: Int) -> String {
        guard text.count > width else { return text }
        guard width > 0 else { return "" }
        return String(text.prefix(width - 1)) + "…"
    }
}
