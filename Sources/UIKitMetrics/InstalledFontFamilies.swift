/// The font families iOS itself has, which an app names without shipping a file: `UIFont.familyNames` as
/// published logs of devices and simulators give it (iOS 7, 9 and 10 among them), with the families later
/// releases added (PingFang, Hiragino Sans, Charter, Rockwell, ...; Apple lists them under "Fonts for Apple
/// platforms", developer.apple.com/fonts/system-fonts). A family no longer shipped stays listed: a document
/// that names it still names one of iOS's fonts, not the app's. Interface Builder names them as it names an app's
/// own fonts, so telling the two apart says where a missing font's file is to be found: in the app's
/// project, or on a Mac (macOS has the same faces).
public enum InstalledFontFamilies {
    /// The family names, as `UIFont.familyNames` gives them.
    public static let names: Set<String> = [
        "Academy Engraved LET", "Al Nile", "American Typewriter", "Apple Color Emoji", "Apple SD Gothic Neo", "Apple Symbols",
        "Arial", "Arial Hebrew", "Arial Rounded MT Bold", "Avenir", "Avenir Next", "Avenir Next Condensed", "Bangla Sangam MN",
        "Baskerville", "Bodoni 72", "Bodoni 72 Oldstyle", "Bodoni 72 Smallcaps", "Bodoni Ornaments", "Bradley Hand",
        "Chalkboard SE", "Chalkduster", "Charter", "Cochin", "Copperplate", "Courier", "Courier New", "DIN Alternate",
        "DIN Condensed", "Damascus", "Devanagari Sangam MN", "Didot", "Euphemia UCAS", "Farah", "Futura", "Galvji",
        "Geeza Pro", "Georgia", "Gill Sans", "Grantha Sangam MN", "Gujarati Sangam MN", "Gurmukhi MN", "Heiti SC", "Heiti TC",
        "Helvetica", "Helvetica Neue", "Hiragino Kaku Gothic ProN", "Hiragino Maru Gothic ProN", "Hiragino Mincho ProN",
        "Hiragino Sans", "Hoefler Text", "Iowan Old Style", "Kailasa", "Kannada Sangam MN", "Kefa", "Khmer Sangam MN",
        "Kohinoor Bangla", "Kohinoor Devanagari", "Kohinoor Gujarati", "Kohinoor Telugu", "Lao Sangam MN",
        "Malayalam Sangam MN", "Marion", "Marker Felt", "Menlo", "Mishafi", "Mukta Mahee", "Myanmar Sangam MN", "Noteworthy",
        "Noto Nastaliq Urdu", "Noto Sans Kannada", "Noto Sans Myanmar", "Noto Sans Oriya", "Optima", "Oriya Sangam MN",
        "Palatino", "Papyrus", "Party LET", "PingFang HK", "PingFang SC", "PingFang TC", "Rockwell", "Savoye LET",
        "Sinhala Sangam MN", "Snell Roundhand", "Superclarendon", "Symbol", "Tamil Sangam MN", "Telugu Sangam MN", "Thonburi",
        "Times New Roman", "Trebuchet MS", "Verdana", "Zapf Dingbats", "Zapfino",
    ]

    /// The installed family a document's font is of: its `family` when that is one (letter case aside), else
    /// the one whose name without spaces is its PostScript name's stem, the part before a hyphen, with
    /// Monotype's "MT" or "PSMT" ending left out ("HelveticaNeue-Light", "AvenirNext-Bold", "TimesNewRomanPSMT");
    /// nil for any other font ("FuturaPT-Book" is not Futura).
    public static func family(named family: String?, postScriptName: String?) -> String? {
        if let family, let known = byLowercasedName[family.lowercased()] { return known }
        guard let postScriptName else { return nil }
        let stem = postScriptName.split(separator: "-", maxSplits: 1).first.map { $0.lowercased() } ?? ""
        for ending in ["", "mt", "psmt", "ps"] where stem.hasSuffix(ending) {
            if let known = bySquashedName[String(stem.dropLast(ending.count))] { return known }
        }
        return nil
    }

    private static let byLowercasedName = Dictionary(uniqueKeysWithValues: names.map { ($0.lowercased(), $0) })
    private static let bySquashedName = Dictionary(uniqueKeysWithValues: names.map { (String($0.filter { $0 != " " }).lowercased(), $0) })
}
