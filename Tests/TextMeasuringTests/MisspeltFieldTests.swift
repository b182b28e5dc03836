import JSONLines
import Testing
import TextMeasuring

/// A member that can only mean a field the line leaves out is refused, naming the field: measured without
/// it, the text would take the default (no line limit, the default size) and a wrong height, silently. Other
/// members are the line's own data.
@Suite struct MisspeltFieldTests {
    static func error(_ json: String) -> String? {
        do {
            _ = try RequestDecoder(defaults: RequestDefaults(size: 17, width: 200)).decode(JSONParser.parse(Array(json.utf8)))
            return nil
        } catch let error as MeasureError {
            return error.description
        } catch {
            return "\(error)"
        }
    }

    static let fields = #"(a line's fields are "id", "text", "size", "textStyle", "contentSize", "width", "family", "weight", "lines", "scale", "locale")"#

    @Test func uikitNamesAndOtherCasesAreRefused() {
        #expect(Self.error(#"{"id": 1, "text": "Hi", "numberOfLines": 1}"#)
                == #"field "numberOfLines" is not read: did you mean "lines"? "# + Self.fields)
        #expect(Self.error(#"{"id": 1, "text": "Hi", "fontSize": 12}"#)?.hasPrefix(#"field "fontSize" is not read: did you mean "size"?"#) == true)
        #expect(Self.error(#"{"id": 1, "text": "Hi", "Lines": 2}"#)?.hasPrefix(#"field "Lines" is not read: did you mean "lines"?"#) == true)
        #expect(Self.error(#"{"id": 1, "text": "Hi", "preferredMaxLayoutWidth": 300}"#)?.contains(#"did you mean "width"?"#) == true)
    }

    /// CSS's names are hyphenated and a feed's may be in snake case: "font-size" means the size as "fontSize"
    /// does, and "line-height" is an attribute a line does not take.
    @Test func hyphenatedAndSnakeCaseNamesAreRefused() {
        #expect(Self.error(#"{"id": 1, "text": "Hi", "font-size": 12}"#)?.hasPrefix(#"field "font-size" is not read: did you mean "size"?"#) == true)
        #expect(Self.error(#"{"id": 1, "text": "Hi", "font-weight": 700}"#)?.hasPrefix(#"field "font-weight" is not read: did you mean "weight"?"#) == true)
        #expect(Self.error(#"{"id": 1, "text": "Hi", "max_width": 300}"#)?.hasPrefix(#"field "max_width" is not read: did you mean "width"?"#) == true)
        #expect(Self.error(#"{"id": 1, "text": "Hi", "text_style": "body"}"#)?.hasPrefix(#"field "text_style" is not read: did you mean "textStyle"?"#) == true)
        #expect(Self.error(#"{"id": 1, "text": "Hi", "line-height": 2}"#)?.hasPrefix(#"field "line-height" is not read: a text is measured in one font"#) == true)
    }

    /// Beside the field itself, a member of a similar name is the line's own data; so is any other name.
    @Test func ownDataIsIgnored() {
        #expect(Self.error(#"{"id": 1, "text": "Hi", "lines": 1, "numberOfLines": 3}"#) == nil)
        #expect(Self.error(#"{"id": 1, "text": "Hi", "author": "Ann", "likes": 3, "language": "en", "line": "Northern"}"#) == nil)
    }

    /// UIKit's name of a text attribute that changes the size and that a line does not take is refused: the
    /// text would be measured without it, as 17-point text in one line of 20.33 where `lineSpacing: 10` or
    /// `kern: 5` mean it otherwise.
    @Test func textAttributesALineDoesNotTakeAreRefused() {
        for name in ["lineSpacing", "LineHeightMultiple", "kern", "letterSpacing", "lineBreakMode", "paragraphSpacingBefore"] {
            #expect(Self.error(#"{"id": 1, "text": "Hi", "\#(name)": 1}"#)?.hasPrefix(#"field "\#(name)" is not read: a text is measured in one font"#) == true, "\(name)")
        }
        // The line's own data of other names stays unread and allowed.
        #expect(Self.error(#"{"id": 1, "text": "Hi", "spacing": 4, "lineColor": "red", "italic": true, "tracking": "on"}"#) == nil)
    }
}
