/// The width-independent part of laying out a text: its grapheme clusters with
/// cumulative advances, its line-break opportunities, and the vertical metrics
/// of the fonts each cluster uses. Made by `Typesetter.prepare`; laying it out
/// at a width is arithmetic over these numbers (see LineFitter.swift).
///
/// Internally every position is a grapheme-cluster index; `scalarOffsets`
/// converts to the public Unicode scalar offsets.
public struct PreparedText: Sendable {
    /// Vertical metrics (points, descent positive) and ellipsis of one
    /// (attributes, face) combination used by some clusters.
    struct ClusterStyle: Sendable {
        var ascent: Double
        var descent: Double
        var lineGap: Double
        /// Points between a line holding this style and the next (`TextAttributes.leading`).
        var leading: Double
        /// Width of the "…" that ends a line truncated after this style's clusters.
        var ellipsisWidth: Double
        /// The style that "…" is set in (`Itemizer.Result.ellipsisStyles`): this one unless its face has
        /// no "…". Its metrics join the line's, as the "…" is drawn on it.
        var ellipsisStyle: Int32

        /// Metrics of the style's face at its size; `ellipsis` is the shaped "…" in design units per UTF-16
        /// unit, shaped in the face of style `setIn.index`, whose scale is `setIn.scale` and letter spacing
        /// `setIn.letterSpacing`: the "…" is drawn in that style, so it is spaced as that style is (an emoji's
        /// "…" is set in a tracked face though the emoji is untracked), and a line is fitted to the width it is
        /// drawn at.
        init(_ style: Itemizer.Style, ellipsis: [Int32], setIn: (index: Int32, scale: Double, letterSpacing: Double)) {
            let metrics = style.lineMetrics
            let scale = style.size / Double(metrics.unitsPerEm)
            ascent = Double(metrics.ascender) * scale
            descent = -Double(metrics.descender) * scale
            lineGap = Double(metrics.lineGap) * scale
            leading = style.leading
            ellipsisWidth = Double(ellipsis.reduce(0) { $0 + Int($1) }) * setIn.scale + setIn.letterSpacing
            ellipsisStyle = setIn.index
        }
    }

    /// The text from the previous break opportunity up to one (a "word" with
    /// its trailing white space and hard break). Cluster indices.
    ///
    /// Sixteen bytes: laying a text out again reads every segment of it, and for Chinese, where nearly
    /// every character is a segment, the bytes read are what that costs. The two flags share a word
    /// with `end`, and `hardStart` is not stored: a hard break is a grapheme cluster of its own with a
    /// break opportunity after it (UAX #29 GB4-5, UAX #14 LB4-5), so at most one ends a segment.
    struct Segment: Sendable {
        /// `prefix[contentEnd]`, kept here so fitting a line reads one column.
        var contentAdvance: Double
        private var packedEnd: UInt32
        /// End without trailing hanging white space and hard-break characters.
        var contentEnd: Int32

        private static let hardBit: UInt32 = 1 << 31
        private static let paragraphBit: UInt32 = 1 << 30
        /// Cluster indices stay below this: `Typesetter.prepare` refuses longer texts.
        static let endLimit = Int(paragraphBit)

        init(end: Int, contentEnd: Int, contentAdvance: Double, isHard: Bool, endsParagraph: Bool) {
            precondition(end < Self.endLimit, "cluster index past the segment's range")
            self.contentAdvance = contentAdvance
            packedEnd = UInt32(end) | (isHard ? Self.hardBit : 0) | (endsParagraph ? Self.paragraphBit : 0)
            self.contentEnd = Int32(contentEnd)
        }

        var end: Int32 { Int32(bitPattern: packedEnd & (Self.paragraphBit - 1)) }
        /// The segment ends in a hard break.
        var isHard: Bool { packedEnd & Self.hardBit != 0 }
        /// The hard break also ends a paragraph (paragraphSpacing follows).
        var endsParagraph: Bool { packedEnd & Self.paragraphBit != 0 }
        /// End without its trailing hard break (a line's range stops here).
        var hardStart: Int32 { isHard ? end - 1 : end }
    }

    /// A stretch of clusters with one style, from `start` to the next run's start.
    struct StyleRun: Sendable {
        var start: Int
        var style: Int32
    }

    struct Paragraph: Sendable {
        var start: Int
        var style: ParagraphStyle
    }

    struct Flags {
        static let hangingSpace: UInt8 = 1
        static let hardBreak: UInt8 = 2
    }

    /// The columns below, in one block (see PreparedTextStorage). Safe to share between threads: the
    /// block never changes once made (ManagedBuffer itself is not Sendable, hence the unsafe marking).
    nonisolated(unsafe) let storage: PreparedTextStorage

    /// The Unicode scalar offset of each cluster boundary (clusterCount + 1 of them).
    var scalarOffsets: ScalarOffsets { ScalarOffsets(stored: storage.scalarOffsets) }

    /// Scalar offsets by cluster boundary. The block stores them only when some cluster holds more than one
    /// scalar; otherwise (most text) they are the cluster indices, and the column is empty.
    struct ScalarOffsets {
        let stored: PreparedTextStorage.Column<Int>

        subscript(boundary: Int) -> Int { stored.isEmpty ? boundary : stored[boundary] }
    }

    /// Advance of the text before each cluster boundary, in points (clusterCount + 1).
    var prefix: PreparedTextStorage.Column<Double> { storage.prefix }
    var flags: PreparedTextStorage.Column<UInt8> { storage.flags }
    /// Index into `styles` per cluster.
    var clusterStyles: PreparedTextStorage.Column<Int32> { storage.clusterStyles }
    var styles: PreparedTextStorage.Column<ClusterStyle> { storage.styles }
    /// `clusterStyles` run-length encoded: line metrics walk these, not clusters.
    var styleRuns: PreparedTextStorage.Column<StyleRun> { storage.styleRuns }
    var segments: PreparedTextStorage.Column<Segment> { storage.segments }
    var paragraphs: PreparedTextStorage.Column<Paragraph> { storage.paragraphs }
    /// Clusters no registered face covers, ascending (usually none).
    var missingClusters: PreparedTextStorage.Column<Int32> { storage.missingClusters }

    /// The locale the text was broken with (given, or guessed from the text).
    public let locale: String
    /// `FontCollection.generation` when the text was prepared; 0 for empty text, which uses no font.
    var fontGeneration = 0

    /// False once a font has been registered in `fonts` after this text was prepared: every registered
    /// family joins the fallback cascade, so the text may now itemize differently and must be prepared
    /// again (caches check this).
    public func isCurrent(with fonts: FontCollection) -> Bool {
        clusterCount == 0 || fontGeneration == fonts.generation
    }

    /// Number of grapheme clusters.
    public var clusterCount: Int { storage.counts.flags.count }

    /// Number of line-break opportunities (including the end of the text).
    public var breakOpportunityCount: Int { storage.counts.segments.count }

    /// Grapheme clusters that no font of their cascade covers: each is measured (and drawn) as the
    /// first face's empty box, so a width that includes them is a guess. Register a font that covers them.
    public var missingGlyphCount: Int { storage.counts.missing.count }

    /// Total advance of the text on one line, hanging white space included (tabs as spaces).
    public var totalAdvance: Double { storage.counts.totalAdvance }

    /// The clusters that are tabs, ascending (usually none): a text with tabs has its lines measured along
    /// them, each tab reaching its tab stop (TabbedLineFitter.swift).
    var tabClusters: PreparedTextStorage.Column<Int32> { storage.tabClusters }

    init(scalarOffsets: some RandomAccessCollection<Int>, prefix: some RandomAccessCollection<Double>,
         flags: some RandomAccessCollection<UInt8>, clusterStyles: some RandomAccessCollection<Int32>,
         styles: some RandomAccessCollection<ClusterStyle>, styleRuns: some RandomAccessCollection<StyleRun>,
         segments: some RandomAccessCollection<Segment>, paragraphs: some RandomAccessCollection<Paragraph>,
         missingClusters: some RandomAccessCollection<Int32>, tabClusters: some RandomAccessCollection<Int32>, locale: String) {
        storage = .make(scalarOffsets: scalarOffsets, prefix: prefix, flags: flags, clusterStyles: clusterStyles,
                        styles: styles, styleRuns: styleRuns, segments: segments, paragraphs: paragraphs,
                        missingClusters: missingClusters, tabClusters: tabClusters)
        self.locale = locale
    }

    static func empty(locale: String) -> PreparedText {
        PreparedText(scalarOffsets: [0], prefix: [0.0], flags: [UInt8](), clusterStyles: [Int32](), styles: [ClusterStyle](),
                     styleRuns: [StyleRun](), segments: [Segment](), paragraphs: [Paragraph](), missingClusters: [Int32](),
                     tabClusters: [Int32](), locale: locale)
    }
}
