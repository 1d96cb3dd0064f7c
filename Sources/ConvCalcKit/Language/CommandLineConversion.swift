/// A conversion as GNU units takes it on its command line (`units -t 1m ft`): the value and
/// the unit wanted, two arguments, as the line convcalc reads (`1 m to ft`), for the usage
/// error of a GNU units habit to offer.
public enum CommandLineConversion {
    /// `from` to `target` as a line convcalc accepts (spaced when glued: `1m` is `1 m`), or nil.
    public static func line(from: String, to target: String) -> String? {
        let typed = "\(from) to \(target)"
        if LineParser.refusal(of: typed) == nil { return typed }
        return KeyHint.spacedLines(typed.split(separator: " ").map(String.init)).first { LineParser.refusal(of: $0) == nil }
    }
}
