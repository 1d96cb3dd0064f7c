/// The command language's table of words: the one place a key or command is declared.
public enum Words {
    /// Every word, in the order `help` lists them.
    public static let all: [Word] = keys + commands

    /// The keys: each sends one event to the machine.
    static let keys: [Word] = [
        Word(spellings: ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"], aliases: ["digit"], role: .numberKey(.digit),
             usage: "0-9 .", summary: "type a number; 98.6 is the keys 9 8 . 6; -40 is 4 0 then +/-",
             meaning: "a digit key: starts a new entry in ready, appends while entering",
             worksInMenu: false, completes: .nothing),
        Word(spellings: ["."], aliases: ["point"], role: .numberKey(.point),
             usage: "", summary: "",
             meaning: "the decimal point: starts the fraction part; a second one is refused",
             worksInMenu: false, completes: .nothing),
        Word(spellings: ["+/-", "±", "neg", "+-"], aliases: ["sign"], role: .key(.sign),
             usage: "+/-  ± neg", summary: "change the sign",
             meaning: "changes the sign of the entry, or of the shown value in ready",
             worksInMenu: false, completes: .nothing),
        Word(spellings: ["EE", "exp"], aliases: ["exponent"], role: .key(.exponent),
             usage: "EE  exp", summary: "the exponent: 1.5e-4 is the keys 1 . 5 EE +/- 4 (+/- after EE signs the exponent)",
             meaning: "starts the exponent: the digits after it are a power of ten (at most 99)",
             worksInMenu: false, completes: .nothing),
        Word(spellings: ["C", "clear"], aliases: [], role: .key(.clear),
             usage: "C  clear", summary: "clear the entry to 0 (keeps the converter)",
             meaning: "starts a fresh entry at 0; the converter stays (after a number, C is Celsius: 100 C)",
             worksInMenu: false, completes: .nothing),
        Word(spellings: ["Return"], aliases: ["enter", "commit", Event.Kind.commit.rawValue, "line end"], role: .lineEnd,
             usage: "Return", summary: "ends the line and commits the entry",
             meaning: "ends the line: after the line's keys, the machine's line-end event commits the entry,"
                + " so the next digit starts a new number",
             worksInMenu: false, completes: .nothing),
        Word(spellings: ["swap"], aliases: [], role: .key(.swap),
             usage: "swap", summary: "reverse the converter; the output becomes the input",
             meaning: "reverses the converter and moves the output into the input",
             worksInMenu: false, completes: .nothing),
        Word(spellings: ["reset"], aliases: [], role: .key(.reset),
             usage: "reset", summary: "back to 0, fahrenheit to celsius, 2 decimal places",
             meaning: "back to 0, the default converter and precision",
             worksInMenu: false, completes: .nothing),
        Word(spellings: ["cancel"], aliases: [], role: .key(.cancel),
             usage: "cancel", summary: "close the converter menu without a choice (so does an empty line)",
             meaning: "closes the converter menu without a choice",
             worksInMenu: true, completes: .nothing),
    ]

    /// The commands: the rest of the line is their argument, or they only show something.
    static let commands: [Word] = [
        Word(spellings: ["convert"], aliases: [], role: .command(.convert),
             usage: "convert [X]", summary: "open the converter menu; convert 3, convert mi->km pick directly",
             meaning: "opens the converter menu (convert X picks directly)",
             worksInMenu: false, completes: .converters),
        Word(spellings: ["pick"], aliases: [], role: .menuChoice,
             usage: "", summary: "",
             meaning: "in the open menu, a number, a name or a unit pair picks that converter",
             worksInMenu: true, completes: .nothing),
        Word(spellings: ["precision", "prec"], aliases: [], role: .command(.precision),
             usage: "precision [N]", summary: "N decimal places (0 to 12), or N sig: N significant digits (1 to 15)",
             meaning: "sets the decimal places of the output, 0 to 12, or N sig: N significant digits, 1 to 15",
             worksInMenu: false, completes: .precisions),
        Word(spellings: ["list"], aliases: [], role: .query(.list),
             usage: "list", summary: "the numbered converters",
             meaning: "shows the numbered converters; changes nothing",
             worksInMenu: true, completes: .nothing),
        Word(spellings: ["units"], aliases: [], role: .command(.units),
             usage: "units [KIND…]", summary: "the units, or each kind's units with their definitions",
             meaning: "lists the units (units length: one kind, with definitions; units temperature mass: two; distance is length);"
                + " changes nothing. A unit goes"
                + " after a number, as its symbol, name or plural, in any case but where case tells units apart"
                + " (B bytes, b bits; an M is mega, so ML is no mL): 5 mi to km, 5 miles in kilometers, 98.6 °F;"
                + " convert mi to km picks a pair; help to: the words that join units",
             worksInMenu: true, completes: .kinds),
        Word(spellings: ["state"], aliases: [], role: .query(.state),
             usage: "state", summary: "the machine's state, entry, converter and precision",
             meaning: "shows the machine's state; changes nothing",
             worksInMenu: true, completes: .nothing),
        Word(spellings: ["say"], aliases: [], role: .command(.say),
             usage: "say on|off", summary: "add a sentence under the displays",
             meaning: "turns the sentence under the displays on or off; say alone says which it is",
             worksInMenu: true, completes: .onOff),
        Word(spellings: ["trace"], aliases: [], role: .command(.trace),
             usage: "trace on|off", summary: "show every event the machine receives",
             meaning: "turns the trace of every event on or off; trace alone says which it is",
             worksInMenu: true, completes: .onOff),
        Word(spellings: ["help", "?"], aliases: [], role: .command(.help),
             usage: "help [KEY]", summary: "this list; help KEY says what KEY does now",
             meaning: "lists the keys and commands; help KEY says what KEY does now",
             worksInMenu: true, completes: .words),
        Word(spellings: ["quit", "exit"], aliases: [], role: .quit,
             usage: "quit  exit", summary: "leave (so does the end of input or Ctrl-D)",
             meaning: "leaves the calculator",
             worksInMenu: true, completes: .nothing),
    ]

    /// The word `help NAME` names: any spelling or alias, ignoring case.
    public static func named(_ name: String) -> Word? {
        let lowered = name.lowercased()
        return all.first { $0.isNamed(lowered) }
    }
}
