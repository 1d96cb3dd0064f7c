import Testing
@testable import ConvCalcKit

@Suite struct CompletionTests {
    @Test func theFirstWordCompletesToACommandWithASpace() {
        let result = Completion.complete("conv", phase: .ready)
        #expect(result.candidates == ["convert"])
        #expect(result.insertion == "ert ")
    }

    @Test func anAmbiguousPrefixListsTheChoicesAndInsertsTheCommonPart() {
        let result = Completion.complete("s", phase: .ready)
        #expect(Set(result.candidates) == ["swap", "state", "say"])
        #expect(result.insertion == "")
    }

    @Test func convertMiOffersTheMilesConverters() {
        let result = Completion.complete("convert mi", phase: .ready)
        #expect(result.candidates.contains("mi->km"))
        #expect(result.candidates.contains("miles to kilometers"))
        #expect(result.candidates.allSatisfy { $0.lowercased().hasPrefix("mi") })
    }

    @Test func afterAnArrowOnlyUnitsOfTheSameKind() {
        let result = Completion.complete("convert ft->", phase: .ready)
        #expect(result.candidates.contains("ft->in"))
        #expect(!result.candidates.contains { $0.hasSuffix("kg") })
        #expect(Completion.complete("convert lb->k", phase: .ready).candidates == ["lb->kg", "lb->kg+g"])
    }

    /// The pair without a connector is a pair too (the grammar reads `mi km`): its output completes.
    @Test func aBarePairCompletesItsOutput() {
        #expect(Completion.complete("convert mi k", phase: .ready).candidates.contains("mi km"))
        #expect(Completion.complete("convert mi k", phase: .ready).candidates.allSatisfy { $0.hasPrefix("mi k") })
        #expect(Completion.complete("5 mi k", phase: .ready).candidates.contains("km"))
        #expect(Completion.complete("5 mi sw", phase: .ready).candidates == ["swap"], "keys still complete")
        #expect(Completion.complete("5 mi to km sw", phase: .ready).candidates == ["swap"])
    }

    /// After help, its topics complete too (`help t` was only `trace`).
    @Test func helpCompletesItsTopics() {
        #expect(Completion.complete("help t", phase: .ready).candidates.contains("to"))
        #expect(Completion.complete("help si", phase: .ready).candidates == ["sig"])
        #expect(Completion.complete("help tr", phase: .ready).candidates == ["trace"])
    }

    /// After a unit, the connector completes before the words (`5 mi t` was `trace`).
    @Test func theConnectorCompletesAfterAUnit() {
        #expect(Completion.complete("5 mi t", phase: .ready).candidates.first == "to")
        #expect(Completion.complete("5 °F ", phase: .ready).candidates.contains("to"))
        #expect(Completion.complete("5 mi to ", phase: .ready).candidates.contains("km"))
        #expect(!Completion.complete("5 mi to ", phase: .ready).candidates.contains("to"))
    }

    /// Compound input completes its parts and its output as a single unit does (`5 ft 10 i`
    /// offered nothing, `5 ft 10 in to c` the words).
    @Test func aCompoundInputCompletesItsPartsAndItsOutput() {
        #expect(Completion.complete("5 ft 10 i", phase: .ready).candidates.contains("in"))
        #expect(Completion.complete("6 st 4 l", phase: .ready).candidates.contains("lb"))
        #expect(Completion.complete("5 ft 10 in to c", phase: .ready).candidates.contains("cm"))
        #expect(Completion.complete("5 ft 10 in t", phase: .ready).candidates.first == "to")
        #expect(Completion.complete("1 h 30 min to m", phase: .ready).candidates.contains("min"))
        #expect(!Completion.complete("1 h 30 min to m", phase: .ready).candidates.contains("m"), "not a length")
        // After a later part's number, only the smaller parts (every unit and command was offered).
        #expect(Completion.complete("5 ft 10 ", phase: .ready).candidates == ["in"])
        #expect(Completion.complete("5 ft 10 i", phase: .ready).candidates == ["in"])
        #expect(Completion.complete("1 h 30 ", phase: .ready).candidates == ["min", "s"])
        // After a connector, every output (`t`); bare, `t` completes `lb t`, troy pounds, which
        // `5 lb t` reads, and is offered once, as that unit's later word.
        #expect(Completion.complete("5 lb to ", phase: .ready).candidates.contains("t"))
        #expect(Completion.complete("5 lb ", phase: .ready).candidates.filter { $0 == "t" }.count == 1)
        // After a word that takes the rest of the line, after a number too: its argument, not keys.
        #expect(Completion.complete("5 units l", phase: .ready).candidates.contains("length"))
        #expect(!Completion.complete("5 units ", phase: .ready).candidates.contains("swap"))
        #expect(Completion.complete("5 say ", phase: .ready).candidates.sorted() == ["off", "on"])
    }

    /// An output with a space in it (`survey ft`) completes past the space, after convert and a number.
    @Test func anOutputWithASpaceCompletesPastIt() {
        let first = Completion.complete("convert mi->surv", phase: .ready)
        #expect(first.candidates == ["mi->survey ft", "mi->survey mi"])
        #expect(first.insertion == "ey ")
        #expect(Completion.complete("convert mi->survey ", phase: .ready).candidates.prefix(2) == ["mi->survey ft", "mi->survey mi"])
        #expect(Completion.complete("5 mi->survey ", phase: .ready).candidates == ["ft", "mi"])
        #expect(Completion.complete("5 mi to survey f", phase: .ready).candidates == ["ft"])
    }

    /// A unit to itself converts nothing: it is never offered.
    @Test func aPairToTheSameUnitIsNotOffered() {
        #expect(!Completion.complete("convert mi->", phase: .ready).candidates.contains("mi->mi"))
        #expect(!Completion.complete("convert mi->m", phase: .ready).candidates.contains("mi->mi"))
        #expect(!Completion.complete("5 mi to m", phase: .ready).candidates.contains("mi"))
        #expect(Completion.complete("5 mi to m", phase: .ready).candidates.contains("m"))
    }

    @Test func precisionOffersZeroToTwelve() {
        #expect(Completion.complete("precision 1", phase: .ready).candidates == ["1", "10", "11", "12"])
    }

    @Test func theMenuCompletesNamesPairsAndCancel() {
        #expect(Completion.complete("ca", phase: .choosing).candidates == ["cal->", "cancel"])  // calories start a pair
        #expect(Completion.complete("meters to y", phase: .choosing).candidates == ["meters to yd", "meters to yd+ft+in", "meters to yards"])
    }
}

@Suite struct MenuNumberCompletionTests {
    @Test func convertOffersTheMenuNumbers() {
        let result = Completion.complete("convert ", phase: .ready)
        #expect(Array(result.candidates.prefix(8)) == ["1", "2", "3", "4", "5", "6", "7", "8"])
        #expect(Completion.complete("5", phase: .choosing).candidates == ["5"])
    }

    /// A unit of several words after a number completes word by word, as it does after `to`
    /// (`5 imp g` listed nothing, `5 imp ` the keys).
    @Test func aUnitOfSeveralWordsCompletesAfterANumber() {
        #expect(Completion.complete("5 imp g", phase: .ready).candidates == ["gal", "gill"])
        let second = Completion.complete("5 imp ", phase: .ready).candidates
        #expect(second.contains("gal") && second.contains("fl oz") && !second.contains("clear"), "\(second)")
        #expect(Completion.complete("5 survey ", phase: .ready).candidates == ["ft", "mi"])
        #expect(Completion.complete("5 imp fl o", phase: .ready).candidates == ["oz"])
        #expect(Completion.complete("5 imp gal to imp g", phase: .ready).candidates == ["gill"])
        #expect(Completion.complete("5 blorf ", phase: .ready).candidates.contains("clear"), "not a unit's start: the keys")
    }

    /// A unit typed in another case is completed as the unit writes it (`1 kWh to m` → `MJ`,
    /// `MWh`): keeping the typed `m` made `mJ`, which the line then refused.
    @Test func aUnitTypedInAnotherCaseIsCompletedAsWritten() {
        let mega = Completion.complete("1 kWh to m", phase: .ready)
        #expect(mega.candidates.allSatisfy { $0.hasPrefix("M") } && !mega.candidates.isEmpty, "\(mega.candidates)")
        #expect(mega.replacedCount == 1 && mega.insertion.hasPrefix("M"), "\(mega.insertion)")
        let one = Completion.complete("1 kWh to mj", phase: .ready)
        #expect(one.candidates == ["MJ"] && one.replacedCount == 2 && one.insertion == "MJ ")
        // Typed as written, or candidates that differ among themselves in case: nothing typed is replaced.
        #expect(Completion.complete("1 kWh to M", phase: .ready).replacedCount == 0)
        #expect(Completion.complete("5 ft to m", phase: .ready).replacedCount == 0)
    }
}

extension CompletionTests {
    /// After a one-line conversion, Tab offers only words the line may go on with: `convert`,
    /// `help`, `quit` or `reset` there would be refused (nothing may hide the answer), so they
    /// are not offered; each word offered, given an argument when it takes one, is accepted.
    @Test(arguments: ["5 mi to km ", "5 mi ", "5 ft 10 in to cm ", "5 mi to km s", "5 mi h", "5 mi to km c", "5 mi to km r",
                      "5 mi to km swap "])
    func afterAConversionOnlyWordsThatMayFollowItAreOffered(line: String) {
        let offered = Completion.complete(line, phase: .ready).candidates
        for word in ["convert", "help", "quit", "reset", "state", "units"] {
            #expect(!offered.contains(word), "\(line)|: \(word) would be refused")
        }
        let typed = line.hasSuffix(" ") ? line : String(line[...line.lastIndex(of: " ")!])
        for word in offered where word.first?.isLetter == true && !Completion.connectorWords.contains(word) {
            var session = Session()
            let argument = ["precision", "prec"].contains(word) ? " 4" : ""
            #expect(session.handle(typed + word + argument).error == nil, "\(typed + word + argument)")
        }
    }

    @Test func afterAConversionSwapAndPrecisionAreOffered() {
        #expect(Completion.complete("5 mi to km s", phase: .ready).candidates == ["swap"])
        #expect(Completion.complete("5 mi to km p", phase: .ready).candidates == ["precision", "prec"])
        #expect(Completion.complete("5 mi to km c", phase: .ready).candidates == [])
    }
}

extension CompletionTests {
    /// A unit's name completes after a number when no symbol starts with what was typed: a
    /// newcomer types `kilom` or `fath` before learning `km` and `ftm`; each offered name is a unit.
    @Test func aUnitsNameCompletesWhenNoSymbolStartsSo() {
        let offered = Completion.complete("5 kilom", phase: .ready).candidates
        #expect(offered.contains("kilometers") && offered.contains("kilometres"), "\(offered)")
        for name in offered { #expect(UnitCatalog.find(name) != nil, "\(name)") }
        #expect(Completion.complete("5 mi", phase: .ready).candidates.contains("mi"), "symbols first")
        #expect(!Completion.complete("5 mi", phase: .ready).candidates.contains("miles"))
    }
}

extension CompletionTests {
    /// In the menu Tab offers what may be typed there: not `pick` (the name of what a menu
    /// line does: `pick 3` was refused), every word offered accepted while the menu is open.
    @Test func theMenuOffersNoWordItRefuses() {
        let offered = Completion.complete("p", phase: .choosing).candidates
        #expect(!offered.contains("pick"), "\(offered)")
        for word in Completion.menuWords {
            var session = Session()
            _ = session.handle("convert")
            #expect(session.handle(word).error == nil, "\(word) at the menu")
        }
    }

    /// Tab offers no word the line would refuse where it stands: `cancel` outside the menu,
    /// `quit` and `exit` after keys (`5 quit` would leave before the answer); at a line's
    /// start `quit` is offered, in the menu `cancel`.
    @Test func tabOffersNoWordTheLineRefusesThere() {
        let afterNumber = Completion.complete("5 ", phase: .ready).candidates
        #expect(!afterNumber.contains("quit") && !afterNumber.contains("exit") && !afterNumber.contains("cancel"), "\(afterNumber)")
        #expect(afterNumber.contains("swap"))
        #expect(!Completion.complete("ca", phase: .ready).candidates.contains("cancel"))
        #expect(Completion.complete("qu", phase: .ready).candidates == ["quit"])
        #expect(Completion.complete("ca", phase: .choosing).candidates.contains("cancel"))
        var session = Session()
        for word in Completion.complete("", phase: .ready).candidates where !["quit", "exit"].contains(word) {
            #expect(session.handle(word).error.map { $0.message.contains("only works while the converter menu is open") } != true, "\(word)")
        }
    }
}

/// Tab inside a unit's spelling of several words, after a number, and after a number that no
/// part may follow (found by a new user: `5 sq ` listed every command, `5 sq f` nothing, `5 kg 3 ` every unit).
@Suite struct CompletionAfterPowerWordsTests {
    @Test func afterSqOrCubicTheUnitsThatGoOnSo() {
        let square = Completion.complete("5 sq ", phase: .ready).candidates
        #expect(square.contains("ft") && square.contains("m") && square.contains("mi"), "\(square)")
        #expect(!square.contains("help") && !square.contains("precision"), "\(square)")
        let cubic = Completion.complete("5 cubic ", phase: .ready).candidates
        #expect(cubic.contains { $0.hasPrefix("f") } && !cubic.contains("help"), "\(cubic)")
        // Every candidate, written after the line typed, names a unit.
        for typed in ["5 sq ", "5 cubic ", "5 square "] {
            for candidate in Completion.complete(typed, phase: .ready).candidates {
                #expect(UnitCatalog.find(String(typed.dropFirst(2)) + candidate) != nil, "\(typed)\(candidate)")
            }
        }
    }

    @Test func aWordStartedAfterSqCompletes() {
        let result = Completion.complete("5 sq f", phase: .ready)
        #expect(result.candidates.contains("ft"), "\(result.candidates)")
        #expect(result.candidates.allSatisfy { $0.hasPrefix("f") })
    }

    @Test func afterANumberNoPartMayFollowNothingIsOffered() {
        #expect(Completion.complete("5 km 3 ", phase: .ready).candidates == [])
        #expect(Completion.complete("5 ft 10 in 2 ", phase: .ready).candidates == [])
        #expect(Completion.complete("1 lb 8 ", phase: .ready).candidates == ["oz"])
        #expect(Completion.complete("1 h 30 ", phase: .ready).candidates == ["min", "s"])
    }
}

/// Tab offers the units' names where it offers their symbols, once three letters match no
/// symbol (two after a pair's first unit): after a connector and after `convert` as after a number (a new user's third trial:
/// `5 mi to kilom`, `convert pou` offered nothing, while `5 kilom` offered kilometers).
@Suite struct CompletionOfNamesTests {
    @Test(arguments: [("5 mi to kilom", "kilometers"), ("5 m to fee", "feet"), ("5 kg to pou", "pounds"),
                      ("5 °F to cel", "celsius"), ("convert pou", "pounds"), ("convert mi to kilo", "mi to kilometers"),
                      // Two letters after a pair's first unit, whose kind keeps the names few (a fourth trial).
                      ("5 kg to po", "pounds"), ("convert kg to po", "kg to pounds")])
    func aNameIsOfferedWhereNoSymbolGoesOn(typed: String, offered: String) {
        let result = Completion.complete(typed, phase: .ready)
        #expect(result.candidates.contains(offered), "\(typed): \(result.word) \(result.candidates)")
    }

    /// After `convert`, inside a unit's spelling of several words, as after a number.
    @Test func afterConvertASpellingOfSeveralWordsCompletes() {
        #expect(Completion.complete("convert sq f", phase: .ready).candidates.contains("sq ft"))
        #expect(Completion.complete("convert cubic ", phase: .ready).candidates.contains { $0.hasPrefix("cubic f") })
    }

    @Test func aSymbolThatGoesOnKeepsTheNamesOut() {
        #expect(!Completion.complete("5 mi to k", phase: .ready).candidates.contains("kilometers"))
        #expect(Completion.complete("5 mi to k", phase: .ready).candidates.contains("km"))
    }
}

/// Tab after a conversion to a compound offers no `swap`, which it refuses (a compound is an
/// output only); after a conversion to a unit it does.
@Suite struct CompletionAfterACompoundTests {
    @Test func swapIsNotOfferedAfterACompound() {
        #expect(!Completion.complete("5 mi to ft+in s", phase: .ready).candidates.contains("swap"))
        #expect(!Completion.complete("90 min to h+min ", phase: .ready).candidates.contains("swap"))
        #expect(Completion.complete("5 mi to km s", phase: .ready).candidates.contains("swap"))
    }

    /// After a value in parts, no later word of a unit of another kind (`5 ft 10 in ` offered
    /// `squared`, `cubed` and `hg`: in², in³ and inHg, refused after feet).
    @Test func afterPartsOnlyWordsOfTheirKind() {
        let candidates = Completion.complete("5 ft 10 in ", phase: .ready).candidates
        #expect(!candidates.contains("squared") && !candidates.contains("cubed") && !candidates.contains("hg"), "\(candidates)")
        #expect(candidates.contains("to"))
        #expect(Completion.complete("5 mpg ", phase: .ready).candidates.contains("UK"))
    }
}

/// A list of choices shows what each adds, as after a number: `convert mi ` listed `mi km`,
/// `mi m`… (the whole argument), where `5 mi ` lists `km`, `m`…
@Suite struct CompletionListTests {
    @Test func aListLeavesOutWhatWasTypedUpToTheLastBlankOrArrow() {
        let afterConvert = Completion.complete("convert mi ", phase: .ready)
        #expect(afterConvert.candidates.contains("mi km"))
        #expect(afterConvert.listed.contains("km") && !afterConvert.listed.contains { $0.hasPrefix("mi ") }, "\(afterConvert.listed)")
        #expect(Completion.complete("convert mi->k", phase: .ready).listed.contains("km"))
        #expect(Completion.complete("convert mi → ", phase: .ready).listed.contains("km"))
        // Candidates that do not all share the words typed are listed whole.
        let result = Completion.Result(word: "mi k", candidates: ["mi km", "miles to kilometers"], addsSpace: false)
        #expect(result.listed == ["mi km", "miles to kilometers"])
        #expect(Completion.complete("5 mi ", phase: .ready).listed == Completion.complete("5 mi ", phase: .ready).candidates)
    }

    /// Every connector after a unit, and after `help` what its overview lists (`+/-`, `digit`,
    /// `EE` once, not also `ee`).
    @Test func everyConnectorAndEveryHelpTopicIsOffered() {
        let afterUnit = Completion.complete("5 mi ", phase: .ready).candidates
        for connector in ["to", "in", "as", "->", "→", "=>", ">"] { #expect(afterUnit.contains(connector), "\(connector)") }
        let help = Completion.complete("help ", phase: .ready).candidates
        for topic in ["digit", "+/-", "EE", "line-end", "pick", "to", "parts", "sig"] { #expect(help.contains(topic), "\(topic)") }
        #expect(!help.contains("ee"))
        // The outputs first, a later word of the unit after them (`US` led, before km).
        #expect(afterUnit.first == "km" && afterUnit.contains("US"), "\(afterUnit.prefix(3))")
    }

    /// A unit of several words completes from its first word (`5 sq`, `5 cubic`, `5 naut`
    /// offered nothing), and its later words after it.
    @Test func aUnitOfSeveralWordsCompletesFromItsFirstWord() {
        for (typed, word) in [("5 sq", "sq"), ("5 squ", "square"), ("5 cubic", "cubic"), ("5 naut", "nautical"), ("5 flu", "fluid")] {
            #expect(Completion.complete(typed, phase: .ready).candidates.contains(word), "\(typed)")
        }
        #expect(Completion.complete("5 sq ", phase: .ready).candidates.contains("ft"))
        #expect(!Completion.complete("5 mi", phase: .ready).candidates.contains("miles"))
        // Typed whole beside units that go on from it, the word is no choice of its own (`5 survey`
        // listed `survey ft  survey mi  survey`).
        #expect(Completion.complete("5 survey", phase: .ready).candidates.sorted() == ["survey ft", "survey mi"])
    }

    /// EE follows a number's digits: it is not offered first on a line, where it is refused.
    @Test func theExponentKeyIsOfferedAfterANumberOnly() {
        #expect(!Completion.complete("", phase: .ready).candidates.contains { ["ee", "EE", "exp"].contains($0) })
        #expect(Completion.complete("5 ", phase: .ready).candidates.contains("ee"))
    }

    /// Tab reads the words the parser reads: a degree sign or a height mark glued to a number
    /// starts a word (`20°C t` offered `trace`, refused after the conversion; `20°` nothing).
    @Test func aMarkGluedToANumberStartsAWord() {
        #expect(Completion.complete("20°C t", phase: .ready).candidates.first == "to")
        #expect(Completion.complete("20°C to ", phase: .ready).candidates.contains("°F"))
        #expect(Completion.complete("20°", phase: .ready).candidates.contains("°C"))
        #expect(Completion.complete("20°", phase: .ready).word == "°")
        #expect(!Completion.complete("6'2\" t", phase: .ready).candidates.contains("trace"))
        #expect(Completion.spacedAtCuts("20°C to °F") == "20 °C to °F")
        #expect(Completion.spacedAtCuts("5 mi to km") == "5 mi to km")
        // Primes glued to a number are feet and inches, as the parser reads them (angles were offered).
        #expect(Completion.complete("6′2″ ", phase: .ready).candidates.contains("cm"))
        #expect(!Completion.complete("6′2″ ", phase: .ready).candidates.contains("rad"))
    }
}
