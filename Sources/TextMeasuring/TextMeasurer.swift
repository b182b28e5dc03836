import Locking
import Typesetting
import UIKitMetrics
import ViewLayout

/// Measures requests as a UILabel in a cell is measured: each request becomes a `Label` (UILabel's
/// defaults: word wrapping, the last allowed line truncated at its tail) whose text layout at the
/// request's width is the answer, so `measure` and a template's labels take one path.
///
/// Workers measure in lanes: each lane has its own typesetter and prepared-text cache over the one font
/// collection. Typesetters are thread-safe, but two workers sharing one queue on its caches' locks:
/// on 100,000 lines, --jobs 2 gained 1.51x over --jobs 1 with one shared typesetter and 1.75x with a
/// typesetter per worker, against 1.94x for two separate processes (scripts/measure-scaling, BENCHMARKS.md).
public final class TextMeasurer: Sendable {
    private struct Lane: Sendable {
        let typesetter: Typesetter
        let texts: PreparedTextCache
    }
    private let lanes: [Lane]
    private let familiesByKey: [String: String]   // lower-cased family -> as registered
    /// The files of every registered face (bundled ones included): what a written file must not replace.
    public let fontFiles: [String]
    /// Locales requests named that ICU knows: each is asked of ICU once, not once per request (a feed whose
    /// decoder checked a line's locale has it checked here too).
    private let knownLocales = Locked<Set<String>>([])

    /// Prepared texts kept for requests that repeat a text (at other widths, scales or line limits);
    /// small, because a stream of distinct texts gains nothing from it and would only grow it.
    public static let preparedTextCapacity = 1_000

    /// A measurer of `collection`'s fonts for `lanes` workers (at least 1).
    public init(fonts collection: FontCollection, lanes: Int = 1) {
        var families: [String: String] = [:]
        for family in collection.families() { families[family.lowercased()] = family }
        // UIKit's system font: SF Pro's line and tracking over the stand-in's glyphs (or a team's own SF Pro).
        families[MeasureDefaults.family] = FontCollection.systemFontName
        families[FontCollection.systemFontName.lowercased()] = FontCollection.systemFontName
        familiesByKey = families
        fontFiles = collection.faces().map(\.path)
        self.lanes = (0..<max(1, lanes)).map { _ in
            let typesetter = Typesetter(fonts: collection)
            return Lane(typesetter: typesetter, texts: PreparedTextCache(typesetter: typesetter, capacity: Self.preparedTextCapacity))
        }
    }

    /// The typesetter of lane `lane` (any number: lanes are taken in turn).
    public func typesetter(lane: Int = 0) -> Typesetter { lanes[lane % lanes.count].typesetter }

    /// Whether requests may name `family`: a registered family, the system font, or one of iOS's own that the
    /// collection draws at its own line (`FontCollection.installedFamilyStandIn`).
    public func knows(family: String) -> Bool {
        familiesByKey[family.lowercased()] != nil || typesetter().fonts.drawsAtInstalledLine(family: family)
    }

    /// Registered family names that --family and "family" accept (iOS's own families are accepted too).
    public var knownFamilies: [String] {
        // The system font once, by the name requests give it ("system"), then the registered families.
        [MeasureDefaults.family] + Set(familiesByKey.values).subtracting([FontCollection.systemFontName]).sorted()
    }

    /// The families requests may name, as messages list them: the registered ones, then iOS's own.
    public var acceptedFamilies: String {
        let fonts = typesetter().fonts
        let installed = InstalledFontLines.lines.keys.filter { fonts.drawsAtInstalledLine(family: $0) }.sorted()
        let registered = "registered: \(knownFamilies.joined(separator: ", "))"
        return installed.isEmpty ? registered : registered + "; or one of iOS's own, at its line: \(installed.joined(separator: ", "))"
    }

    /// Measures `request` in lane `lane` (any number: lanes are taken in turn); one lane per worker keeps
    /// workers off each other's caches. The request is checked first (`MeasureRequest.validated()`), so a
    /// request built in code with a field out of range is an error naming it, as a decoded one is.
    public func measure(_ request: MeasureRequest, lane: Int = 0) throws(MeasureError) -> TextLayout {
        try prepareAndLayOut(request, lane: lane).2
    }

    /// The layout with the families its glyphs came from, in order of first use (the family asked for,
    /// and the fallbacks its missing characters took): what a person's report shows.
    public func measureWithFamilies(_ request: MeasureRequest, lane: Int = 0) throws(MeasureError) -> (layout: TextLayout, families: [String]) {
        let (layout, lines) = try measureWithRuns(request, lane: lane)
        var families: [String] = []
        for run in lines.flatMap(\.runs) where !families.contains(run.face.family) { families.append(run.face.family) }
        return (layout, families)
    }

    /// The layout with each line's glyph runs: which face each run was set in and the line it took.
    public func measureWithRuns(_ request: MeasureRequest, lane: Int = 0) throws(MeasureError) -> (layout: TextLayout, lines: [GlyphLine]) {
        let (text, prepared, layout) = try prepareAndLayOut(request, lane: lane)
        do {
            return (layout, try typesetter(lane: lane).glyphLines(of: text, locale: prepared.locale, layout: layout, boxWidth: request.width))
        } catch {
            throw MeasureError("\(error)")
        }
    }

    /// What `measure` prints for a request, a person's report or one JSON line (the caller ends it), how
    /// many characters no font covered, and where its fonts are not the ones it named (the report and the
    /// JSON say so too).
    /// `runs` adds each line's glyph runs to the JSON (`measure --json`): they cost shaping the lines again.
    public func output(for request: MeasureRequest, human: Bool, runs: Bool = false, lane: Int = 0) throws(MeasureError)
        -> (text: String, missingGlyphs: Int, notes: FontNotes) {
        let notes = fontNotes(for: request)
        if runs && !human {
            let (layout, lines) = try measureWithRuns(request, lane: lane)
            return (LayoutJSON.line(id: request.id, layout: layout, runs: lines, notes: notes), layout.missingGlyphs, notes)
        }
        if human {
            let (layout, families) = try measureWithFamilies(request, lane: lane)
            return (LayoutReport.text(for: request, layout: layout, families: families, notes: notes), layout.missingGlyphs, notes)
        }
        let layout = try measure(request, lane: lane)
        return (LayoutJSON.line(id: request.id, layout: layout, notes: notes), layout.missingGlyphs, notes)
    }

    /// Measures `requests` on `jobs` workers, one lane each (texts repeated across requests are prepared
    /// once per lane), and answers in the requests' order: the library call behind `cellheight measure`.
    public func measureAll(_ requests: [MeasureRequest], jobs: Int) -> [Result<TextLayout, MeasureError>] {
        orderedParallelMap(count: requests.count, workers: jobs) { index, worker in
            Result { () throws(MeasureError) in try measure(requests[index], lane: worker) }
        }
    }

    /// The request's text as attributed, prepared and laid out in lane `lane`: what a picture of it needs.
    public func prepareAndLayOut(_ request: MeasureRequest, lane: Int = 0) throws(MeasureError) -> (AttributedText, PreparedText, TextLayout) {
        // A size of 1e308 would lay out as infinite lines, a scale of 0 as no pixel grid: never a height.
        try request.checkFieldsButLocale()
        if let locale = request.locale, !knownLocales.withLock({ $0.contains(locale) }) {
            try MeasureRequest.checkLocale(locale)
            // Bounded: ICU takes endless spellings of a tag, and a server's clients choose them.
            knownLocales.withLock { known in
                if known.count >= 1_000 { known.removeAll() }
                known.insert(locale)
            }
        }
        guard knows(family: request.family) else {
            throw MeasureError("field \"family\": unknown font family \"\(request.family)\" "
                + "(\(acceptedFamilies); add one with --font-file)")
        }
        let texts = lanes[lane % lanes.count].texts
        let label = Label(textCache: texts, attributes: TextAttributes(family: familiesByKey[request.family.lowercased()] ?? request.family, size: request.size,
                                                                   weight: request.weight, leading: request.leading, ios: request.ios),
                          text: request.text, numberOfLines: request.lines)
        label.locale = request.locale
        label.displayScale = request.scale
        do {
            if let text = label.attributedText, var layout = try label.textLayout(maxWidth: request.width),
               let prepared = label.preparedText {
                // A one-line label is as tall as its whole text's line (its intrinsic size, which a cell's
                // constraints narrow without making it shorter), though the line it shows is cut: a
                // fallback font's characters cut off still count, an ellipsis in another font does not.
                if request.lines == 1, layout.isTruncated, let whole = try label.textLayout(maxWidth: .infinity) {
                    layout.height = whole.height
                }
                return (text, prepared, layout)
            }
            // An empty label has no layout (its size is zero); its prepared text lays out as no lines.
            let empty = AttributedText("", attributes: label.attributes)
            let prepared = try texts.prepared(empty, locale: request.locale)
            return (empty, prepared, prepared.layout(maxWidth: request.width))
        } catch {
            throw MeasureError(Self.message(error))
        }
    }

    /// A layout error names the view; a measured text has no view to name, so only the cause is kept.
    private static func message(_ error: any Error) -> String {
        if case LayoutError.text(_, let cause) = error { return cause.description }
        return "\(error)"
    }
}
