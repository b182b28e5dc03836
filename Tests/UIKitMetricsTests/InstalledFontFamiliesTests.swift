import Testing
import UIKitMetrics

/// iOS's own font families, as a document names them: by family, or by a PostScript name alone.
@Suite struct InstalledFontFamiliesTests {
    @Test(arguments: [
        (nil, "HelveticaNeue-Light", "Helvetica Neue"), (nil, "AvenirNext-Bold", "Avenir Next"),
        (nil, "AvenirNextCondensed-Medium", "Avenir Next Condensed"), (nil, "TimesNewRomanPSMT", "Times New Roman"),
        (nil, "ArialMT", "Arial"), (nil, "Menlo-Regular", "Menlo"), ("avenir", "Avenir-Book", "Avenir"),
        ("Avenir", "Whatever-Bold", "Avenir"),
    ] as [(String?, String, String)])
    func installedFamiliesAreKnownByFamilyOrPostScriptName(family: String?, postScriptName: String, expected: String) {
        #expect(InstalledFontFamilies.family(named: family, postScriptName: postScriptName) == expected)
    }

    /// An app's own fonts are not iOS's, even where a name begins like one of iOS's.
    @Test(arguments: [("Roboto", "Roboto-Regular"), (nil, "FuturaPT-Book"), (nil, "ArialNova-Bold"), ("Open Sans", "OpenSans-Semibold")]
          as [(String?, String)])
    func otherFontsAreNot(family: String?, postScriptName: String) {
        #expect(InstalledFontFamilies.family(named: family, postScriptName: postScriptName) == nil)
    }
}
