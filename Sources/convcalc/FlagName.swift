#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import ConvCalcKit

/// The flags that set up a calculator, declared once: their long names, which take a value,
/// and how that value may be written. ArgumentParser's option groups (`CalculatorOptions`,
/// `PromptOptions`, the keypad's) read the names; the one quick reader (`QuickFlags`) reads
/// the whole table, so both quick parsers write flags as ArgumentParser does.
enum FlagName: String, CaseIterable {
    case format, precision, converter, strict, say, trace, execute
    case noColor = "no-color", noState = "no-state", state, record, play, units

    /// The flag as typed: `--format`.
    var long: String { "--" + rawValue }
    /// The flag whose short name is `letter` (`e`, typed `-e`): the one declaration of short names.
    init?(short letter: UInt8) {
        switch letter {
        case UInt8(ascii: "e"): self = .execute
        default: return nil
        }
    }

    /// The short name, typed `-e`; nil for the flags that have none.
    var short: Character? {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).first { FlagName(short: $0) == self }.map { Character(Unicode.Scalar($0)) }
    }
    /// The names ArgumentParser declares: the long one and the short one, if any.
    var name: NameSpecification {
        guard let short else { return .customLong(rawValue) }
        return [.customShort(short), .customLong(rawValue)]
    }

    /// True for an option (`--precision 3`, `--precision=3`), false for a flag that stands
    /// alone (`--strict`; `--strict=1` is an error).
    var takesValue: Bool {
        switch self {
        case .format, .precision, .converter, .execute, .state, .record, .play, .units: true
        case .strict, .say, .trace, .noColor, .noState: false
        }
    }

    /// True when the value after the flag is taken whatever it looks like (`-e -40`, as
    /// ArgumentParser's `.unconditionalSingleValue`); otherwise a following `-x` is no value.
    var takesAnyValue: Bool { self == .execute }

    /// The flag `argument` names (`-e`, `--precision`), and a value written into it
    /// (`--precision=3`, `-e=212`) split off; nil for anything else. It reads bytes, not characters:
    /// it runs on every start of `convcalc -e 212`.
    static func split(_ argument: String) -> (flag: FlagName, value: String?)? {
        let dash = UInt8(ascii: "-")
        var bytes = argument.utf8[...]
        guard bytes.popFirst() == dash, let second = bytes.first else { return nil }
        guard second == dash else {
            if bytes.count == 1 { return FlagName(short: second).map { ($0, nil) } }
            // `-e=212`, as ArgumentParser reads it too.
            guard bytes[bytes.index(after: bytes.startIndex)] == UInt8(ascii: "=") else { return nil }
            return FlagName(short: second).map { ($0, String(Substring(bytes.dropFirst(2)))) }
        }
        bytes.removeFirst()
        guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else {
            return FlagName(rawValue: String(Substring(bytes))).map { ($0, nil) }
        }
        let value = String(Substring(bytes[bytes.index(after: equals)...]))
        return FlagName(rawValue: String(Substring(bytes[..<equals]))).map { ($0, value) }
    }

    /// `arguments` with a short flag's value glued to it written apart (`-e212` as `-e 212`, as
    /// getopt reads it; ArgumentParser called it an unknown option); `-e=212` stays, which
    /// ArgumentParser reads, and so do an `-e` value (`-e -e5` is the line `-e5`) and anything after `--`.
    static func separatingShortValues(_ arguments: [String]) -> [String] {
        var result: [String] = [], afterExecute = false
        for (index, argument) in arguments.enumerated() {
            if argument == "--" && !afterExecute { return result + arguments[index...] }
            let bytes = argument.utf8
            if !afterExecute, bytes.count > 2, bytes.first == UInt8(ascii: "-"), case let letter = bytes[bytes.index(after: bytes.startIndex)],
               let flag = FlagName(short: letter), flag.takesValue, bytes.dropFirst(2).first != UInt8(ascii: "=") {
                result += [String(argument.prefix(2)), String(argument.dropFirst(2))]
                afterExecute = false
                continue
            }
            result.append(argument)
            afterExecute = !afterExecute && split(argument).map { $0.flag == .execute && $0.value == nil } == true
        }
        return result
    }

    /// `arguments` with `--precision 4 sig` read as `--precision 4sig`: the words the prompt's
    /// `precision 4 sig` takes, typed as two arguments, would otherwise make `sig` a file to
    /// replay after converting at 4 places. Only a word `Precision` reads after the number, and
    /// no file names, is joined; a flag's value is skipped, and nothing after `--` is touched.
    static func joiningPrecisionWords(_ arguments: [String]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(arguments.count)
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return result + arguments[index...] }
            guard let (flag, written) = split(argument), flag.takesValue else {
                result.append(argument)
                index += 1
                continue
            }
            let valueIndex = written == nil ? index + 1 : index
            let value = written ?? (valueIndex < arguments.count ? arguments[valueIndex] : nil)
            // Not a file on disk (`--precision 4 s` where a file `s` is: it read the standard input).
            if flag == .precision, let value, valueIndex + 1 < arguments.count,
               arguments[valueIndex + 1].unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }), access(arguments[valueIndex + 1], F_OK) != 0,
               Precision(text: value + " " + arguments[valueIndex + 1]) != nil {
                result.append(written == nil ? argument : flag.long)
                result.append(value + arguments[valueIndex + 1])
                index = valueIndex + 2
                continue
            }
            result += arguments[index...min(valueIndex, arguments.count - 1)]
            index = valueIndex + 1
        }
        return result
    }
}

extension FlagName {
    /// `--precision`'s help, for the prompt's options and the keypad's alike.
    static let precisionHelp = ArgumentHelp("Decimal places of the output, 0 to 12 (default 2), or significant digits, 1sig to 15sig.",
                                            valueName: "n|nsig")
    /// `--converter`'s help, for the prompt's options and the keypad's alike.
    static let converterHelp = ArgumentHelp("The starting converter: a menu number, a name or a unit pair (mi->km).",
                                            valueName: "name-or-index")
}
