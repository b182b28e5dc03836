import CICU

extension Typesetter {
    /// True when `tag` (BCP 47, e.g. "zh-Hans", or an ICU id such as "ja_JP") names a language ICU knows.
    /// ICU breaks text for any tag, falling back to its root rules for one it does not know, so a
    /// misspelt locale would silently change line breaks: callers that take a locale from a person
    /// check it here.
    public static func isKnownLocale(_ tag: String) -> Bool {
        guard !tag.isEmpty, tag.utf8.count < 100, tag.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 }) else { return false }
        return cicu_locale_is_known(tag) == 1
    }
}
