/// The families tried after the requested one when a character is missing.
///
/// The default cascade is Inter, Noto Sans CJK SC, then Noto Color Emoji (the
/// bundled fonts). Chinese locales put the matching CJK face first among the
/// fallbacks when it is registered (TC for Traditional, HK, TW), Japanese and
/// Korean likewise, and Simplified Chinese serves as the last resort for Han.
/// Apple's own families (PingFang, Hiragino Sans, Apple SD Gothic Neo, Apple
/// Color Emoji), when a team registers its copies, come before the stand-ins
/// of the same role, as iOS falls back to them.
/// Every other registered family follows these (`FontCollection.cascade`).
enum FallbackCascade {
    /// The bundled emoji family, standing in for Apple Color Emoji.
    static let emoji = "Noto Color Emoji"
    /// Apple's emoji family: a team's own copy, registered, comes before the stand-in.
    static let appleEmoji = "Apple Color Emoji"

    /// Fallback families whose clusters in a system-font run take the system font's line rather than their own,
    /// as they take the line of one of iOS's own families drawn at its line (`InstalledFontLines`) in its runs:
    /// CaseAssistant's Chinese labels in Helvetica Neue Bold at 16 pt are stored 19.5 tall (Helvetica Neue's
    /// line, 19.09; the stand-in's own would give 24), GithubClient's in PingFang SC at 12 pt 17 (PingFang's).
    /// - Chinese (stand-ins for PingFang SC, TC and HK, and a team's own PingFang). Source: text in UIKit's
    ///   system font measured on iOS gives "你" the line of "A", 2444/2048 of the size (20.287109 at 17 pt;
    ///   `boundingRect` logged at 14-19 pt), not PingFang SC's own 1.4 (its hhea: 1060 and -340 per 1000).
    /// - Emoji (the stand-in and a team's own Apple Color Emoji). Source: one-line system-font labels holding
    ///   only emoji, as Xcode stored them with Apple's fonts: "🎉" at 17 pt 20.5 tall (a 2x canvas; SF Pro's
    ///   line is 20.287 there, the stand-in's own 19.92 would give 20), "✅" at 17 pt 21 (a whole-point
    ///   canvas) and "🏃‍♂️" in the large title style (34 pt) 41 (SF Pro's 40.57; the stand-in's 39.84 gives 40).
    ///   Those frames bound Apple Color Emoji's line in a label to 1.191-1.206 em, SF Pro's 1.193 among them.
    /// Japanese and Korean faces keep their own line: no measurement of them was found (Fonts/README.md). Kana
    /// the bundled Noto Sans CJK SC draws are in a face of this set, so they take the line its ideographs take.
    static let systemLineFamilies: Set<String> = [
        "noto sans cjk sc", "noto sans cjk tc", "noto sans cjk hk", "pingfang sc", "pingfang tc", "pingfang hk",
        "noto color emoji", "apple color emoji",
    ]

    static func takesSystemLine(_ family: String) -> Bool { systemLineFamilies.contains(family.lowercased()) }

    static func families(for locale: String) -> [String] {
        let tag = locale.lowercased().replacingOccurrences(of: "_", with: "-")
        var cjk: [String]
        if tag.hasPrefix("zh-hant") || tag.hasPrefix("zh-tw") || tag.hasPrefix("zh-hk") || tag.hasPrefix("zh-mo") {
            cjk = ["PingFang TC", "PingFang HK", "Noto Sans CJK TC", "Noto Sans CJK HK"]
        } else if tag.hasPrefix("ja") {
            cjk = ["Hiragino Sans", "Noto Sans CJK JP"]
        } else if tag.hasPrefix("ko") {
            cjk = ["Apple SD Gothic Neo", "Noto Sans CJK KR"]
        } else {
            cjk = []
        }
        cjk += ["PingFang SC", "Noto Sans CJK SC"]
        return ["Inter"] + cjk + [appleEmoji, emoji]
    }
}
