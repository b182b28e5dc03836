/// The families tried after the requested one when a character is missing.
///
/// The default cascade is Inter, Noto Sans CJK SC, then Noto Color Emoji (the
/// bundled fonts). Chinese locales put the matching CJK face first among the
/// fallbacks when it is registered (TC for Traditional, HK, TW), Japanese and
/// Korean likewise, and Simplified Chinese serves as the last resort for Han.
/// Every other registered family follows these (`FontCollection.cascade`).
enum FallbackCascade {
    /// The bundled emoji family, standing in for Apple Color Emoji.
    static let emoji = "Noto Color Emoji"

    static func families(for locale: String) -> [String] {
        let tag = locale.lowercased().replacingOccurrences(of: "_", with: "-")
        var cjk: [String]
        if tag.hasPrefix("zh-hant") || tag.hasPrefix("zh-tw") || tag.hasPrefix("zh-hk") || tag.hasPrefix("zh-mo") {
            cjk = ["Noto Sans CJK TC", "Noto Sans CJK HK"]
        } else if tag.hasPrefix("ja") {
            cjk = ["Noto Sans CJK JP"]
        } else if tag.hasPrefix("ko") {
            cjk = ["Noto Sans CJK KR"]
        } else {
            cjk = []
        }
        cjk.append("Noto Sans CJK SC")
        return ["Inter"] + cjk + [emoji]
    }
}
