import Foundation

/// Text with attribute runs. Run ranges are Unicode scalar offsets, the unit
/// every public offset in this module uses.
///
/// Two texts are equal when their characters are the same code points, not merely canonically
/// equivalent as `String`'s `==` has it: "é" and "e" + U+0301 shape to different glyphs and have
/// different scalar offsets, so a cache must never hand one the other's layout. Comparing and hashing
/// the UTF-8 bytes is also far cheaper than `String`'s normalizing hash.
public struct AttributedText: Sendable, Hashable {
    /// A maximal range of scalars sharing one set of attributes.
    public struct Run: Sendable, Hashable {
        /// Unicode scalar offsets into the text's `string`.
        public var range: Range<Int>
        /// The style of every scalar in `range`.
        public var attributes: TextAttributes
    }

    /// The whole text.
    public private(set) var string: String
    /// Runs in order, covering `string`; empty text keeps one empty run, so it still has a font.
    public private(set) var runs: [Run]
    /// Whether a line may end only where a Hangul word does, never between two of its syllables.
    /// UILabel's default line-break strategy (`.standard`, iOS 14 and later) includes
    /// `hangulWordPriority`, so a label keeps Korean words whole; a text view's text container and an
    /// attributed string's default paragraph style have no strategy, so their lines break between any
    /// two syllables, as UAX #14 allows (`asTextContainerLaysItOut()`).
    public var keepsHangulWordsWhole = true

    /// Plain text in one style.
    public init(_ string: String, attributes: TextAttributes = TextAttributes()) {
        self.init(runs: [(string, attributes)])
    }

    /// The concatenation of styled pieces. Empty pieces are dropped and
    /// neighbours with equal attributes merge into one run.
    public init(runs pieces: [(String, TextAttributes)]) {
        // One piece (plain text) keeps its string as it is, without copying it into a new one.
        var string = pieces.count == 1 ? pieces[0].0 : ""
        var runs: [Run] = []
        var offset = 0
        for (piece, attributes) in pieces {
            let count = Self.scalarCount(of: piece)
            guard count > 0 else { continue }
            if pieces.count > 1 { string += piece }
            if let last = runs.last, last.attributes == attributes {
                runs[runs.count - 1].range = last.range.lowerBound..<(offset + count)
            } else {
                runs.append(Run(range: offset..<(offset + count), attributes: attributes))
            }
            offset += count
        }
        if runs.isEmpty, let first = pieces.first {
            // Keep the style of empty text: an empty label still has a font.
            runs = [Run(range: 0..<0, attributes: first.1)]
        }
        self.string = string
        self.runs = runs
    }

    /// True when the text has no characters (it still has a style).
    public var isEmpty: Bool { string.isEmpty }

    /// The text as a TextKit text container lays it out (a text view's), where UILabel's defaults differ:
    /// - the caret's line: after text that is empty or ends in a mandatory line break (LF, CR, NEL, U+2028,
    ///   U+2029, VT, FF), NSLayoutManager lays out one more, empty line (its "extra line fragment") in the
    ///   attributes at the text's end, and UITextView's size includes it. That line is a zero width space here
    ///   (U+200B), which has the line of its font and no advance. UILabel has no such line.
    /// - no line-break strategy: Korean breaks between syllables (`keepsHangulWordsWhole` is false).
    public func asTextContainerLaysItOut() -> AttributedText {
        var copy = self
        copy.keepsHangulWordsWhole = false
        let endsLine = string.utf16.last.map(CharacterClasses.isHardBreak) ?? true
        // Text made of no pieces has no run, so no font for the line: nothing to lay out.
        guard endsLine, !runs.isEmpty else { return copy }
        copy.string += "\u{200B}"
        let end = copy.runs[copy.runs.count - 1].range
        copy.runs[copy.runs.count - 1].range = end.lowerBound..<(end.upperBound + 1)
        return copy
    }

    /// The number of Unicode scalars: the UTF-8 bytes that start one (a String's UTF-8 is valid), counted
    /// in place, where `unicodeScalars.count` decodes every scalar.
    static func scalarCount(of string: String) -> Int {
        var string = string
        return string.withUTF8 { bytes in
            var count = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count &+= 1 }
            return count
        }
    }

    /// Same runs, the same code points byte for byte, and the same line-break strategy.
    public static func == (a: AttributedText, b: AttributedText) -> Bool {
        guard a.runs == b.runs, a.string.utf8.count == b.string.utf8.count,
              a.keepsHangulWordsWhole == b.keepsHangulWordsWhole else { return false }
        // The bytes in place (a label compares its old and new text on every configuration).
        var left = a.string, right = b.string
        return left.withUTF8 { l in
            right.withUTF8 { r in l.count == 0 || memcmp(l.baseAddress!, r.baseAddress!, l.count) == 0 }
        }
    }

    /// Hashes the runs, the UTF-8 bytes and the strategy, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(runs)
        hasher.combine(keepsHangulWordsWhole)
        var copy = string
        copy.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
