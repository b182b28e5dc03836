import Render
import Typesetting

/// Measures requests with one shared typesetter (thread-safe, so workers share its caches).
final class Measurer: Sendable {
    private let typesetter: Typesetter
    private let familiesByKey: [String: String]   // lower-cased family -> as registered

    /// Loads the bundled fonts plus the files and folders the options name.
    init(fonts options: FontOptions) throws(CLIError) {
        let collection = try options.collection()
        var families: [String: String] = [:]
        for family in collection.families() { families[family.lowercased()] = family }
        familiesByKey = families
        typesetter = Typesetter(fonts: collection)
    }

    func knows(family: String) -> Bool { familiesByKey[family.lowercased()] != nil }

    /// Family names that --family and "family" accept.
    var knownFamilies: [String] { familiesByKey.values.sorted() }

    func measure(_ request: MeasureRequest) throws(CLIError) -> TextLayout {
        try prepareAndLayOut(request).2
    }

    /// The layout with the families its glyphs came from, in order of first use (the family asked for,
    /// and the fallbacks its missing characters took): what a person's report shows.
    func measureWithFamilies(_ request: MeasureRequest) throws(CLIError) -> (layout: TextLayout, families: [String]) {
        let (text, prepared, layout) = try prepareAndLayOut(request)
        let lines: [GlyphLine]
        do { lines = try typesetter.glyphLines(of: text, locale: prepared.locale, layout: layout, boxWidth: request.width) } catch {
            throw CLIError("\(error)")
        }
        var families: [String] = []
        for run in lines.flatMap(\.runs) where !families.contains(run.face.family) { families.append(run.face.family) }
        return (layout, families)
    }

    /// The picture of a measured text with its line boxes (`measure --png`).
    func picture(_ request: MeasureRequest) throws(CLIError) -> Canvas {
        let (text, prepared, layout) = try prepareAndLayOut(request)
        do {
            return try CellRenderer(typesetter: typesetter).text(text, locale: prepared.locale, layout: layout, wrapWidth: request.width,
                                                                 typesetter: typesetter, scale: request.scale)
        } catch {
            throw CLIError(error)
        }
    }

    private func prepareAndLayOut(_ request: MeasureRequest) throws(CLIError) -> (AttributedText, PreparedText, TextLayout) {
        guard familiesByKey[request.family.lowercased()] != nil else {
            throw CLIError("field \"family\": unknown font family \"\(request.family)\" "
                + "(registered: \(knownFamilies.joined(separator: ", ")); add one with --font-file)")
        }
        let attributes = TextAttributes(family: request.family, size: request.size, weight: request.weight)
        do {
            let text = AttributedText(request.text, attributes: attributes)
            let prepared = try typesetter.prepare(text, locale: request.locale)
            // UILabel's default line break mode: wrap at words, truncate the last allowed line.
            return (text, prepared, prepared.layout(maxWidth: request.width, numberOfLines: request.lines,
                                                    lineBreakMode: .byTruncatingTail, scale: request.scale))
        } catch {
            throw CLIError("\(error)")
        }
    }
}
