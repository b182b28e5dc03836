/// Prepares texts for layout: itemizes them over a FontCollection, shapes them
/// with HarfBuzz through a segment cache shared by every text it prepares, and
/// finds ICU line-break opportunities.
///
/// Thread-safe: the font collection, the cache and the pools lock internally, and
/// each `prepare` call has a HarfBuzz buffer to itself.
public final class Typesetter: Sendable {
    /// The faces texts are itemized against.
    public let fonts: FontCollection
    let cache: SegmentCache
    /// ICU break iterators this typesetter has opened, kept for its next texts.
    let breakIterators = BreakIteratorPool()
    /// HarfBuzz buffers, with the glyph set each read last, kept for this typesetter's next texts.
    let shapers = ShaperPool()

    /// Shaped segments held, and look-ups that found or missed one so far:
    /// how much a feed's repeated words save (for logs and benchmarks).
    public var segmentCacheStatistics: (entries: Int, hits: Int, misses: Int) {
        let statistics = cache.statistics
        return (statistics.count, statistics.hits, statistics.misses)
    }

    /// A typesetter over `fonts`, with a segment cache of its own that every text it prepares shares.
    /// - Parameter fonts: the registry faces are found in; registering more later is seen by later texts.
    /// - Parameter segmentCacheCapacity: maximum number of shaped segments kept
    ///   (a segment is a word in one font; an entry holds its UTF-16 text and
    ///   one advance per unit, about 200 bytes for a short word with the
    ///   table overhead, so the default bounds the cache near 10 MB). 0 turns
    ///   the cache off.
    public init(fonts: FontCollection, segmentCacheCapacity: Int = 50_000) {
        self.fonts = fonts
        self.cache = SegmentCache(capacity: segmentCacheCapacity)
    }

    /// A typesetter over the bundled fonts (see `FontCollection.bundled()`).
    public static func bundled() throws(TypesettingError) -> Typesetter {
        Typesetter(fonts: try FontCollection.bundled())
    }

    /// Width-independent work: itemize, shape, find break opportunities.
    /// Keep the result to lay the text out at any number of widths.
    /// - Parameter text: the runs to prepare; their attributes are checked first.
    /// - Parameter locale: BCP 47 tag for line breaking and font fallback; nil
    ///   picks "zh-Hans" when Han ideographs outnumber other letters, else "en".
    public func prepare(_ text: AttributedText, locale: String? = nil) throws(TypesettingError) -> PreparedText {
        for run in text.runs { try run.attributes.validate() }
        guard !text.isEmpty else {
            // Itemizing looks every run's family up; empty text is not itemized, so check it here.
            if let first = text.runs.first {
                _ = try fonts.face(family: first.attributes.family, weight: first.attributes.weight,
                                   italic: first.attributes.italic, width: first.attributes.width)
            }
            return .empty(locale: locale ?? "en")
        }
        // Read before itemizing: a registration meanwhile leaves the text marked stale, never current.
        let generation = fonts.generation
        let units = UTF16Scalars.units(of: text.string)
        guard units.count < PreparedText.Segment.endLimit else {
            throw .textTooLong(units: units.count, limit: PreparedText.Segment.endLimit)
        }
        var prepared = try units.withUnsafeBufferPointer { (buffer) throws(TypesettingError) in
            try prepare(buffer, runs: text.runs, locale: locale ?? LocaleGuess.locale(for: buffer), keepingHangulWords: text.keepsHangulWordsWhole)
        }
        prepared.fontGeneration = generation
        return prepared
    }

    private func prepare(_ units: UnsafeBufferPointer<UInt16>, runs: [AttributedText.Run], locale: String,
                         keepingHangulWords: Bool) throws(TypesettingError) -> PreparedText {
        let analysis = try analyze(units, runs: runs, locale: locale, keepingHangulWords: keepingHangulWords)
        let plan = analysis.plan
        // Every column the text gets is built in a buffer of the call's own and copied once into the
        // text's block. The columns are plain values: the buffers need no deinitializing.
        let clusterCount = plan.itemization.flags.count
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: clusterCount + 1) { prefix in
            // The advances per unit are needed only to sum them per cluster.
            let ellipses = withUnsafeTemporaryAllocation(of: Int32.self, capacity: units.count) { unitAdvances in
                unitAdvances.initialize(repeating: 0)
                let ellipses = plan.advances(of: analysis.spans, cache: cache, shapers: shapers, into: unitAdvances)
                ShapingPlan.prefixAdvances(unitAdvances: UnsafeBufferPointer(unitAdvances), itemization: plan.itemization,
                                           into: prefix)
                return ellipses
            }
            // A segment holds one cluster at least.
            return withUnsafeTemporaryAllocation(of: PreparedText.Segment.self, capacity: clusterCount) { segments in
                let count = SegmentBuilder.segments(ends: plan.segmentEnds, flags: plan.itemization.flags,
                                                    prefix: UnsafeBufferPointer(prefix), units: units,
                                                    bounds: plan.itemization.bounds, into: segments)
                return assemble(plan, prefix: UnsafeBufferPointer(prefix),
                                segments: UnsafeBufferPointer(rebasing: segments[..<count]),
                                ellipses: ellipses, tabs: plan.hasTabs ? Self.tabClusters(units, bounds: plan.itemization.bounds) : [],
                                runs: runs, locale: locale)
            }
        }
    }

    /// The prepared text from its measured columns, with its paragraphs and styles (the "…" of each).
    private func assemble(_ plan: ShapingPlan, prefix: UnsafeBufferPointer<Double>,
                          segments: UnsafeBufferPointer<PreparedText.Segment>, ellipses: [[Int32]], tabs: [Int32],
                          runs: [AttributedText.Run], locale: String) -> PreparedText {
        let itemization = plan.itemization
        return withUnsafeTemporaryAllocation(of: PreparedText.Paragraph.self, capacity: segments.count + 1) { paragraphs in
            let paragraphCount = SegmentBuilder.paragraphs(segments: segments, itemization: itemization, runs: runs,
                                                           into: paragraphs)
            return withUnsafeTemporaryAllocation(of: PreparedText.ClusterStyle.self, capacity: itemization.styles.count) { styles in
                for (index, style) in itemization.styles.enumerated() {
                    let ellipsisStyle = itemization.ellipsisStyles[index]
                    let setIn = itemization.styles[Int(ellipsisStyle)]
                    styles.initializeElement(at: index, to: PreparedText.ClusterStyle(
                        style, ellipsis: ellipses[index], setIn: (ellipsisStyle, setIn.scale, setIn.letterSpacing)))
                }
                return PreparedText(scalarOffsets: itemization.scalarOffsets, prefix: prefix, flags: itemization.flags,
                                    clusterStyles: itemization.clusterStyles, styles: UnsafeBufferPointer(styles),
                                    styleRuns: itemization.styleRuns, segments: segments,
                                    paragraphs: UnsafeBufferPointer(rebasing: paragraphs[..<paragraphCount]),
                                    missingClusters: itemization.missingClusters,
                                    tabClusters: tabs, locale: locale)
            }
        }
    }

    /// The clusters that are a tab (U+0009), ascending, of a text cut into clusters at `bounds` (UTF-16
    /// offsets): a tab is a grapheme cluster of its own (UAX #29 GB4-5, a control).
    static func tabClusters(_ units: UnsafeBufferPointer<UInt16>, bounds: [Int]) -> [Int32] {
        (0..<bounds.count - 1).filter { bounds[$0 + 1] - bounds[$0] == 1 && units[bounds[$0]] == 0x09 }.map(Int32.init)
    }
}
