import CICU

/// Whether a grapheme cluster asks to be shown as an emoji (UTS #51, "Emoji
/// Presentation"), which decides that a colour face is tried before the text
/// fonts of the cascade.
enum EmojiPresentation {
    /// VARIATION SELECTOR-16 and -15: the explicit emoji and text presentation selectors.
    static let emojiSelector: UInt32 = 0xFE0F, textSelector: UInt32 = 0xFE0E

    /// A cluster of one character shows as an emoji when the character has
    /// Emoji_Presentation. Below U+231A (the first such character in the BMP,
    /// emoji-data.txt) the answer is no without asking ICU, which keeps Latin
    /// and CJK text off this path; above U+2B55 (the last BMP one) likewise.
    static func isDefault(_ scalar: UInt32) -> Bool {
        if scalar < 0x231A || (scalar > 0x2B55 && scalar < 0x1F000) { return false }
        return cicu_has_emoji_presentation(scalar) != 0
    }

    /// A cluster of several characters shows as an emoji unless VS15 asks for
    /// text: when VS16 asks for it, when it holds a skin-tone modifier
    /// (U+1F3FB...U+1F3FF), regional indicators (a flag, U+1F1E6...U+1F1FF), the
    /// combining keycap (U+20E3) or tag characters (U+E0020...U+E007F, subdivision
    /// flags), or when its first character shows as an emoji by default.
    static func isRequested(by scalars: [UInt32]) -> Bool {
        if scalars.contains(textSelector) { return false }
        for scalar in scalars {
            switch scalar {
            case emojiSelector, 0x20E3, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: return true
            default: continue
            }
        }
        return scalars.first.map(isDefault) ?? false
    }
}
