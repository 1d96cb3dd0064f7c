import Testing
@testable import ConvCalcKit

/// What a newcomer is shown first is true: every one-line conversion `help`, `--help`, the
/// man page and the welcome teach shows what they say it shows, and `help` leads on to
/// `help units` and `help to`.
@Suite struct TeachingExamplesTests {
    @Test func everyTaughtConversionShowsWhatItSays() {
        for conversion in Reference.conversions {
            var session = Session()
            for line in conversion.lines { #expect(session.handle(line).error == nil, "\(line)") }
            let shown = Given.plain(session).split(separator: "\n").first.map(String.init)
            #expect(shown == conversion.shows, "\(conversion.lines)")
        }
    }

    @Test func helpShowsTheConversionsAndWhereToReadOn() {
        // Last, so a 24-line terminal still shows it under the prompt's line when the top scrolls away.
        #expect(HelpText.overview.hasSuffix(([Reference.conversionsHeading] + Reference.conversionRows).joined(separator: "\n")))
        #expect(HelpText.overview.split(separator: "\n").suffix(23).contains { $0 == Reference.conversionsHeading })
        #expect(HelpText.overview.contains("help units, help to"))
        #expect(Reference.conversionRows.allSatisfy { $0.count <= 73 }, "an 80-column man page wraps lines longer than 73 columns")
    }

    @Test func helpToNamesEveryConnectorAndHelpUnitsHowToNameAUnit() {
        let to = HelpText.explain("to", in: .initial)
        for connector in UnitPair.connectors { #expect(to.contains(connector), "\(connector)") }
        #expect(to.contains("5 mi km"))
        let units = HelpText.explain("units", in: .initial).replacing("\n  ", with: " ")  // unwrapped
        #expect(units.contains("units length") && units.contains("5 miles in kilometers") && units.contains("help to"))
    }
}
