import JSONLines

/// `text` as a JSON string literal, quoted and escaped.
func jsonString(_ text: String) -> String { JSONValue.string(text).text }
