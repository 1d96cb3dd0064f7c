/// The one line a loaded database is summed up in: `3,012 units loaded, 274 lines left out:
/// 143 functions, 61 tables, …` — the reasons by count, most first, each line under one.
public enum LeftOutSummary {
    /// The summary of `units` units loaded and the lines `leftOut`, and of the lines refused
    /// as problems (`refused`, each said on a line of its own: a name holding a control).
    public static func line(units: Int, leftOut: [LeftOutLine], refused: Int = 0) -> String {
        let loaded = grouped(units) + (units == 1 ? " unit loaded" : " units loaded")
            + (refused == 0 ? "" : ", " + grouped(refused) + (refused == 1 ? " line" : " lines") + " refused (each said above)")
        guard !leftOut.isEmpty else { return loaded + ", no line left out" }
        var counts: [LeftOutReason: Int] = [:]
        for line in leftOut { counts[line.reason, default: 0] += 1 }
        let reasons = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        return loaded + ", " + grouped(leftOut.count) + (leftOut.count == 1 ? " line" : " lines") + " left out: "
            + reasons.map { $0.key.counted($0.value) }.joined(separator: ", ")
    }

    /// `3,012`: a count with a comma every three digits.
    public static func grouped(_ count: Int) -> String {
        var digits = Array(String(count))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }
}
