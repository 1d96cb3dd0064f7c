/// The interactive rendering: the boxed, coloured face for the displays, dimmed trace lines,
/// plain menus and text, and errors in red for stderr.
public struct FaceRenderer: Renderer {
    /// The face's size, colours and symbols (the width is updated on resize).
    public var face: Face

    /// A renderer drawing `face`.
    public init(face: Face) {
        self.face = face
    }

    public func render(_ outcome: Outcome, at place: Place, into output: OutputBuffer, errors: OutputBuffer) {
        let undone = outcome.error != nil ? TraceText.undone(outcome.trace) : nil
        for line in outcome.trace.map({ TraceText.plain($0) }) + [undone].compactMap({ $0 }) {
            output.append(string: face.paint(face.glyphs.text(line), .dim))
            output.append("\n")
        }
        var shows = outcome.shows
        // Text wrapped for 80 columns, broken again at blanks for a narrower terminal (a projector's
        // large font: it was cut mid-word by the terminal).
        if case .info(let text) = shows, face.columns < HelpText.width, face.columns >= 20 {
            shows = .info(HelpText.wrapped(text, width: face.columns - 1))
        }
        switch shows {
        case .displays(let displays):
            output.append(string: face.render(displays))
        case .rejected(let error):
            errors.append(string: face.paint("convcalc: " + error.message, .error))
            errors.append("\n")
        case .nothing, .quit, .menu, .info:
            guard !face.unicode else { return PlainText.answer(shows, into: output) }
            // Outside UTF-8, in the terminal's ASCII (`m²` as `m2`, `→` as `->`): the menu too,
            // and help's tables with their columns kept.
            let text = OutputBuffer(capacity: 256)
            PlainText.answer(shows, into: text)
            output.append(string: Glyphs.asciiKeepingColumns(String(decoding: text.bytes, as: UTF8.self)))
        }
    }
}
