import JSONLines
import Testing

/// `JSONSkim` reads the id of a feed line without parsing the rest; on JSON the parser takes it gives the
/// parser's value or nothing, never another.
@Suite struct JSONSkimTests {
    @Test(arguments: [
        (#"{"id": 1, "text": "a"}"#, JSONValue.number("1")),
        (#"{"text": "a", "id": "x-1"}"#, .string("x-1")),
        (#" { "id" : -2.5e3 } "#, .number("-2.5e3")),
        (#"{"a": {"id": 7}, "b": ["id", "}"], "c": "\"id\": 8", "id": "real"}"#, .string("real")),
        (#"{"id": "中文 🙂"}"#, .string("中文 🙂")),
        (#"{"a": "q\\", "id": 1}"#, .number("1")),              // a string ending in an escaped backslash
        (#"{"a": "\"id\": 5, \\\"", "id": 2}"#, .number("2")),   // escaped quotes inside another string
        (#"{"id": 1, "a": {"id": 7}, "b": ["id"]}"#, .number("1")), // "id" again, but not as a top-level name
        (#" {"id":12 , "t": "no other name"}  "#, .number("12")),
        // Escapes after the id that cannot spell "i" or "d" (a client that writes every character beyond
        // ASCII as \uXXXX, escaped quotes, an escaped backslash before a literal u0069, a name "Id").
        (#"{"id": 7, "text": "\u4e2d\u6587 and \"quoted\"", "n": 1}"#, .number("7")),
        (#"{"id": 3, "t": "\\u0069"}"#, .number("3")),
        (#"{"id": 1, "\u0049d": 2}"#, .number("1")),
    ])
    func theIDIsTheParsersID(line: String, id: JSONValue) throws {
        #expect(JSONSkim.scalarMember("id", of: Array(line.utf8)) == id)
        #expect(try JSONParser.parse(line)["id"] == id)
    }

    /// Where the skim cannot tell cheaply, it says nothing and the line is parsed.
    @Test(arguments: [
        #"{"\u0069d": 1}"#,          // a name written with an escape may spell "id"
        #"{"id": 1, "\u0069d": 2}"#, // ... also after an id written plainly (the parser refuses the line)
        #"{"id": 1, "t": "\u4e2d", "i\u0064": 2}"#,   // ... beside escapes that spell nothing of it
        #"{"id": 1, "t": "\u4e2d", "\u0069\u0064": 2}"#,
        #"{"id": "a\"b"}"#,          // an id with an escape
        #"{"id": true}"#, #"{"id": null}"#, #"{"id": [1]}"#, #"{"id": {"x": 1}}"#,
        #"{"text": "a"}"#, "[1]", "", "{}",
        #"{"id": 1, "id": 2}"#, #"{"id": "first", "t": "x", "id": "last"}"#,   // given twice: the parser refuses the line
        #"{"id": 1"#, #"{"id": 1} x"#, #"{"id": 1,}x"#, #"{"id" 1}"#,
    ])
    func nothingWhereItCannotTell(line: String) {
        #expect(JSONSkim.scalarMember("id", of: Array(line.utf8)) == nil)
    }

    /// A name's characters with short escapes (`\/`), in either case of hex digit, and beyond ASCII: a later
    /// name spelled with them is the same name (the parser refuses the line), so the skim gives nothing
    /// rather than the first value.
    @Test func escapesThatSpellOtherNamesCharactersAreSeenToo() throws {
        for (name, line) in [("a/b", #"{"a/b": 1, "t": "\u4e2d", "a\/b": 2}"#), ("j", #"{"j": 1, "\u006A": 2}"#),
                             ("j", #"{"j": 1, "\u006a": 2}"#), ("é", #"{"é": 1, "t": "\u4e2d", "\u00e9": 2}"#)] {
            #expect { try JSONParser.parse(line) } throws: { error in "\(error)".hasPrefix("\"\(name)\" is given twice in one object") }
            #expect(JSONSkim.scalarMember(name, of: Array(line.utf8)) == nil, "\(line)")
        }
        // Without such an escape the first is the only one.
        #expect(JSONSkim.scalarMember("a/b", of: Array(#"{"a/b": 1, "t": "\u4e2d\n"}"#.utf8)) == .number("1"))
    }
}
