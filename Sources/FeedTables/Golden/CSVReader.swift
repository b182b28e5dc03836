import CellTemplates

/// Splits CSV text (RFC 4180: quoted fields, "" inside quotes, CRLF or LF line ends) into records with
/// their line numbers. Reads Unicode scalars, so a combining mark after a quote is text, not part of it.
enum CSVReader {
    struct Record { let line: Int; let fields: [String] }

    struct Error: Swift.Error { let line: Int; let message: String }

    static func records(_ text: String) throws(Error) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field = String.UnicodeScalarView()
        var line = 1, recordLine = 1
        var quoted = false, afterQuote = false
        var characters = text.unicodeScalars.makeIterator()
        var pendingCR = false
        func endRecord() {
            fields.append(String(field)); field = String.UnicodeScalarView()
            if !(fields.count == 1 && fields[0].isEmpty) { records.append(Record(line: recordLine, fields: fields)) }
            fields = []
        }
        while let c = characters.next() {
            if pendingCR {
                pendingCR = false
                if c == "\n" { continue }   // CRLF ends one record
            }
            if quoted {
                if c == "\"" { quoted = false; afterQuote = true } else { if c == "\n" { line += 1 }; field.append(c) }
                continue
            }
            switch c {
            case "\"":
                if afterQuote { field.append("\""); quoted = true; afterQuote = false }
                else if field.isEmpty { quoted = true }
                else { throw Error(line: line, message: "a quote inside an unquoted field") }
            case ",":
                fields.append(String(field)); field = String.UnicodeScalarView(); afterQuote = false
            case "\n", "\r":
                endRecord(); afterQuote = false
                line += 1; recordLine = line
                pendingCR = c == "\r"
            default:
                if afterQuote { throw Error(line: line, message: "text after a closing quote") }
                field.append(c)
            }
        }
        if quoted { throw Error(line: recordLine, message: "unterminated quoted field") }
        if !field.isEmpty || !fields.isEmpty { endRecord() }
        return records
    }
}
