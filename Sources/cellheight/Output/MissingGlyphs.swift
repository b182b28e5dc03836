/// The warning for characters no registered font covers.
enum MissingGlyphs {
    static func warning(_ count: Int) -> String {
        "\(count) character(s) no font covers, measured as empty boxes (register a font that has them with --font-file or --fonts)"
    }
}
