/// The words of the command language, matched case-insensitively on raw bytes.
public enum Keyword: CaseIterable, Sendable {
    case sign, clear, swap, reset, convert, cancel, precision, list, help, quit, state, units, say, trace

    /// Every spelling of the word: the first is the one `help` shows.
    public var spellings: [String] {
        switch self {
        case .sign: ["+/-", "±", "neg"]
        case .clear: ["C", "clear"]
        case .swap: ["swap"]
        case .reset: ["reset"]
        case .convert: ["convert"]
        case .cancel: ["cancel"]
        case .precision: ["precision"]
        case .list: ["list"]
        case .help: ["help", "?"]
        case .quit: ["quit", "exit"]
        case .state: ["state"]
        case .units: ["units"]
        case .say: ["say"]
        case .trace: ["trace"]
        }
    }

    /// True for commands that read the rest of the line as their argument (`convert mi km`).
    /// `quit` is among them: nothing after it is read.
    public var takesRestOfLine: Bool {
        switch self {
        case .convert, .precision, .help, .units, .say, .trace, .quit: true
        default: false
        }
    }

    /// The keyword spelled by `bytes`, ignoring ASCII case, or nil.
    public static func match(_ bytes: UnsafeBufferPointer<UInt8>) -> Keyword? {
        for (spelling, keyword) in table where spelling.count == bytes.count {
            var same = true
            for index in 0..<spelling.count where lowered(bytes[index]) != spelling[index] {
                same = false
                break
            }
            if same { return keyword }
        }
        return nil
    }

    private static let table: [([UInt8], Keyword)] = allCases.flatMap { keyword in
        keyword.spellings.map { (Array($0.lowercased().utf8), keyword) }
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
