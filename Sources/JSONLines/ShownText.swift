/// Text from a feed or a template as messages show it. An id or a value in a message is the user's data,
/// and a terminal obeys what it holds: an escape sequence recolours or clears the screen, a carriage return
/// writes over the start of the line, a right-to-left override turns the rest of the line around, and a line
/// break starts a line that reads as a message of its own. Such characters are written as Swift writes them
/// (`\u{1B}`), so the message stays one line that says what the data holds.
public enum ShownText {
    /// `text` on one line: control characters (line breaks and tabs too), bidi controls and the Unicode line
    /// and paragraph separators written as `\u{…}`.
    public static func oneLine(_ text: String) -> String {
        escaping(text) { isEscaped($0) }
    }

    /// `text` as a terminal should be given it: as `oneLine`, but with its line breaks and tabs kept (a
    /// message of several lines is one).
    public static func forTerminal(_ text: String) -> String {
        escaping(text) { $0 != "\n" && $0 != "\t" && isEscaped($0) }
    }

    /// `text` as a message quotes a value of any length: on one line, and cut after `limit` characters with
    /// how long it was (a 10 KB locale tag would otherwise be echoed whole).
    public static func excerpt(_ text: String, limit: Int = 80) -> String {
        // Only the head is escaped: a value of a megabyte is not written out to be cut.
        let shown = oneLine(String(text.prefix(limit + 1)))
        guard shown.count > limit else { return shown }
        return String(shown.prefix(limit)) + "… (\(text.count) characters)"
    }

    /// Whether a message writes `scalar` escaped: a control character (C0, DEL, C1), a bidi control, or the
    /// Unicode line or paragraph separator.
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        // Below U+00A0 only the C0 and C1 controls and DEL need looking at; the common case of plain text
        // costs a comparison a character.
        if scalar.value < 0xA0 { return scalar.value < 0x20 || scalar.value >= 0x7F }
        return scalar.properties.isBidiControl || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// Whether `scalar` draws nothing and takes no room, so that text holding it reads as text without it:
    /// the soft hyphen, the zero-width space, the word joiner and the zero-width no-break space (a byte
    /// order mark). Joiners inside emoji and scripts (U+200C, U+200D) are parts of what they join, not listed.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAD, 0x200B, 0x2060, 0xFEFF: true
        default: false
        }
    }

    private static func escaping(_ text: String, where escaped: (Unicode.Scalar) -> Bool) -> String {
        guard text.unicodeScalars.contains(where: escaped) else { return text }
        // Appended to a String in place: a scalar view's `append(contentsOf:)` copied the whole text each
        // time, so a megabyte of control characters took minutes.
        var shown = ""
        shown.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if escaped(scalar) {
                shown += "\\u{"
                shown += String(scalar.value, radix: 16, uppercase: true)
                shown += "}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }
}
