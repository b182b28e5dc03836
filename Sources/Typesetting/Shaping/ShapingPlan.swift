import HashIndex

/// Cuts a text into the stretches HarfBuzz shapes and turns their glyph advances into advances per
/// grapheme cluster, in points.
///
/// A piece is a stretch of clusters inside one segment (between two break opportunities) with one style
/// (attributes + face), one script run and one bidi run. Adjacent pieces of the same style, script and
/// direction that are mostly one or two clusters long, as in Chinese and Japanese where nearly every
/// character is a break opportunity, form one span shaped whole, uncached: looking each character up in
/// the segment cache costs more than shaping it within its run. Pieces that no space parts (a word with
/// break opportunities inside it, as "e-Ticket" or a path) form one span looked up in the cache by its
/// text, so the kerning across those breaks is measured, as Core Text measures a line. Where a glyph
/// spans a place where a run's or a word's pieces meet (a ligature across it), its pieces are measured one
/// by one instead. Every other piece is a span of its own. Pieces and words are looked up in the shared
/// segment cache in one batch (a feed repeats words), and only the misses are shaped, each distinct miss
/// once; a word or piece too long to repeat (`longestCachedSpan`) is shaped in place, as a run.
///
/// A class, though immutable: the closures that shape and key its spans capture it, and a struct of this
/// many arrays cost a retain and a release of each at every capture.
final class ShapingPlan {
    /// What one HarfBuzz call shapes: clusters `start..<end`, one style, script and direction. A piece is
    /// a span within one segment; `spans(_:flags:)` joins runs of short pieces, and words, into one span.
    struct Span {
        var start: Int
        var end: Int
        var style: Int32
        /// hb_script_t value.
        var script: UInt32
        var isRightToLeft: Bool
        /// Shaped whole without the cache (a run of short pieces, or a word or piece too long to repeat:
        /// `longestCachedSpan`); false for a piece or a word, which are looked up in the cache by their text.
        var isRun = false
        /// A word of several pieces (nothing but break opportunities between them, as "e-" and "Ticket"):
        /// looked up in the cache by its text as a piece is, and shaped whole, so the kerning across its
        /// breaks is measured as Core Text measures it, unless a glyph spans one (then piece by piece).
        var isWord = false
    }

    /// The text as HarfBuzz shapes it: the caller's units, or, when they hold a tab, a copy with spaces for
    /// the tabs (a tab's advance is the distance to its tab stop, which layout works out: `TabStops`), made
    /// once per text and owned by the plan.
    let units: UnsafeBufferPointer<UInt16>
    /// The text holds a tab: its lines are measured along their tabs (`TabbedLineFitter.swift`), and `units`
    /// is the plan's own copy, freed with it.
    let hasTabs: Bool
    let itemization: Itemizer.Result
    let segmentEnds: [Int]
    let language: ShapingLanguage

    /// `units` must outlive the plan. The itemization is consumed: copying it would retain and release
    /// each of its arrays.
    init(units: UnsafeBufferPointer<UInt16>, itemization: consuming Itemizer.Result, segmentEnds: [Int], language: ShapingLanguage) {
        hasTabs = units.contains(0x09)
        if hasTabs {
            let copy = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: units.count)
            _ = copy.initialize(from: units.lazy.map { $0 == 0x09 ? 0x20 : $0 })
            self.units = UnsafeBufferPointer(copy)
        } else {
            self.units = units
        }
        self.itemization = itemization
        self.segmentEnds = segmentEnds
        self.language = language
    }

    deinit {
        // The plan owns the copy it made for the tabs; otherwise the units are the caller's.
        if hasTabs { UnsafeMutableBufferPointer(mutating: units).deallocate() }
    }

    /// Pieces whose clusters average at most this many form a span shaped whole.
    static let runPieceLength = 2

    /// The longest span (in clusters) looked up in the segment cache; a longer word or piece is shaped in
    /// place, as a run is. Text with no spaces between its words (Thai, Lao, Khmer, Myanmar) makes a word
    /// of a whole clause, which seldom repeats: kept, such keys filled the cache with long texts that were
    /// never found again (a feed of spaceless Thai paragraphs peaked at 250 MB instead of 106 MB:
    /// BENCHMARKS.md, "Typesetting"). Words that repeat (names, "e-Ticket", a short phrase) are shorter.
    static let longestCachedSpan = 32

    /// Splits the segments into pieces at style, script and bidi-run changes;
    /// hard-break clusters are left out (they have no advance).
    func pieces(scriptRuns: [ScriptRun], bidiRuns: [BidiRun]) -> [Span] {
        let bounds = itemization.bounds, flags = itemization.flags, clusterStyles = itemization.clusterStyles
        var pieces: [Span] = []
        // A piece per segment, and another where a script or bidi run starts inside one (style changes
        // inside a segment, as a fallback character in a word, are rarer and may grow the array).
        pieces.reserveCapacity(segmentEnds.count + scriptRuns.count + bidiRuns.count)
        // The script and bidi run of the current cluster, and the units where each next changes: a
        // cluster compares its unit with two numbers instead of walking the run arrays.
        var scriptIndex = 0, bidiIndex = 0
        var script: UInt32 = scriptRuns.first?.shapingScript ?? 0
        var isRightToLeft = bidiRuns.first?.isRightToLeft ?? false
        var scriptEnd = scriptRuns.count > 1 ? scriptRuns[0].range.upperBound : Int.max
        var bidiEnd = bidiRuns.count > 1 ? bidiRuns[0].range.upperBound : Int.max
        var segmentStart = 0
        for segmentEnd in segmentEnds {
            var piece = Span(start: segmentStart, end: segmentStart, style: 0, script: 0, isRightToLeft: false)
            for cluster in segmentStart..<segmentEnd {
                let unit = bounds[cluster]
                var runChanged = false
                if unit >= scriptEnd {
                    while scriptIndex < scriptRuns.count - 1 && scriptRuns[scriptIndex].range.upperBound <= unit { scriptIndex += 1 }
                    script = scriptRuns[scriptIndex].shapingScript
                    scriptEnd = scriptIndex < scriptRuns.count - 1 ? scriptRuns[scriptIndex].range.upperBound : Int.max
                    runChanged = true
                }
                if unit >= bidiEnd {
                    while bidiIndex < bidiRuns.count - 1 && bidiRuns[bidiIndex].range.upperBound <= unit { bidiIndex += 1 }
                    isRightToLeft = bidiRuns[bidiIndex].isRightToLeft
                    bidiEnd = bidiIndex < bidiRuns.count - 1 ? bidiRuns[bidiIndex].range.upperBound : Int.max
                    runChanged = true
                }
                let isHard = flags[cluster] & PreparedText.Flags.hardBreak != 0
                let style = clusterStyles[cluster]
                if cluster > piece.start && (isHard || runChanged || style != piece.style) {
                    piece.end = cluster
                    pieces.append(piece)
                    piece.start = cluster
                }
                if isHard {
                    piece.start = cluster + 1
                    continue
                }
                if cluster == piece.start {
                    piece.style = style
                    piece.script = script
                    piece.isRightToLeft = isRightToLeft
                }
            }
            if segmentEnd > piece.start {
                piece.end = segmentEnd
                pieces.append(piece)
            }
            segmentStart = segmentEnd
        }
        return pieces
    }

    /// Groups the pieces into spans: each maximal run of adjacent pieces with one style, script and
    /// direction becomes one span when its pieces average at most `runPieceLength` clusters; else each
    /// word of two pieces or more (pieces that no space parts, as "e-" and "Ticket") is one span, so that
    /// the kerning between its pieces is measured as Core Text measures it, and every other piece is a
    /// span of its own. A word or piece longer than `longestCachedSpan` is shaped as a run, uncached.
    static func spans(_ pieces: [Span], flags: [UInt8]) -> [Span] {
        var spans: [Span] = []
        spans.reserveCapacity(pieces.count)
        var first = 0
        while first < pieces.count {
            let head = pieces[first]
            var last = first
            while last + 1 < pieces.count, pieces[last + 1].start == pieces[last].end,
                  pieces[last + 1].style == head.style, pieces[last + 1].script == head.script,
                  pieces[last + 1].isRightToLeft == head.isRightToLeft {
                last += 1
            }
            let count = last - first + 1
            if count > 1 && pieces[last].end - head.start <= runPieceLength * count {
                var run = head
                run.end = pieces[last].end
                run.isRun = true
                spans.append(run)
            } else {
                var wordStart = first
                for index in first...last {
                    let endsWord = index == last || flags[pieces[index].end - 1] & PreparedText.Flags.hangingSpace != 0
                    guard endsWord else { continue }
                    var span = pieces[wordStart]
                    span.end = pieces[index].end
                    if span.end - span.start > longestCachedSpan {
                        span.isRun = true
                    } else {
                        span.isWord = index > wordStart
                    }
                    spans.append(span)
                    wordStart = index + 1
                }
            }
            first = last + 1
        }
        return spans
    }

    /// The break opportunities strictly inside a span (cluster indices): where a run's pieces meet.
    func innerSegmentEnds(of span: Span) -> ArraySlice<Int> {
        var low = 0, high = segmentEnds.count
        while low < high {
            let middle = (low + high) / 2
            if segmentEnds[middle] <= span.start { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < segmentEnds.count && segmentEnds[end] < span.end { end += 1 }
        return segmentEnds[low..<end]
    }

    /// Shapes a run with `shape` and keeps the result when no glyph spans a place where its pieces meet;
    /// otherwise (a ligature across it, as Inter's "->" arrow) returns its pieces, to be shaped one by
    /// one. Positioning across the places (kerning) is kept, as Core Text keeps it in a line's widths.
    /// Measuring and drawing both decide through here, so they always shape the same spans.
    func shapeRun<R>(_ span: Span, shaper: Shaper,
                     _ shape: (Shaper, UnsafeBufferPointer<UInt16>, ShapingStyle) -> R) -> (whole: R?, pieces: [Span]) {
        let inner = innerSegmentEnds(of: span)
        let base = itemization.bounds[span.start]
        let result = shape(shaper, text(of: span), shapingStyle(span))
        if shaper.startsClusters(at: inner.lazy.map { self.itemization.bounds[$0] - base }) { return (result, []) }
        var pieces: [Span] = []
        pieces.reserveCapacity(inner.count + 1)
        var piece = span
        piece.isRun = false
        piece.isWord = false
        for end in inner {
            piece.end = end
            pieces.append(piece)
            piece.start = end
        }
        piece.end = span.end
        pieces.append(piece)
        return (nil, pieces)
    }

    /// A word's inner break offsets (UTF-16 units from its start) as its cache key's `breaks`: FNV-1a,
    /// its lowest bit set so that it is never a single segment's 0.
    func innerBreakDigest(of span: Span) -> UInt64 {
        let base = itemization.bounds[span.start]
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for end in innerSegmentEnds(of: span) {
            hash = (hash ^ UInt64(itemization.bounds[end] - base)) &* 0x0000_0100_0000_01B3
        }
        return hash | 1
    }

    /// A word's advances (`Span.isWord`): shaped whole, or, where a glyph spans a place where its pieces
    /// meet, piece by piece, as `shapeRun` decides for drawing.
    func wordAdvances(_ span: Span, shaper: Shaper) -> [Int32] {
        let run = shapeRun(span, shaper: shaper) { $0.advances(of: $1, style: $2) }
        if let whole = run.whole { return whole }
        let base = itemization.bounds[span.start]
        var result = [Int32](filled: 0, count: itemization.bounds[span.end] - base)
        result.withUnsafeMutableBufferPointer { result in
            for piece in run.pieces {
                let lower = itemization.bounds[piece.start] - base, upper = itemization.bounds[piece.end] - base
                shaper.advances(of: text(of: piece), style: shapingStyle(piece), into: UnsafeMutableBufferPointer(rebasing: result[lower..<upper]))
            }
        }
        return result
    }

    /// The spans as measuring shapes them: a run that may not be cut at its pieces' boundaries is
    /// replaced by its pieces (drawing calls this to shape exactly what was measured). The glyphs of the
    /// runs kept whole come back by their index in the result, since checking a run means shaping it.
    func checkedSpans(_ spans: [Span], shaper: Shaper) -> (spans: [Span], glyphs: [Int: [Shaper.ShapedGlyph]]) {
        var result: [Span] = []
        var glyphs: [Int: [Shaper.ShapedGlyph]] = [:]
        result.reserveCapacity(spans.count)
        for span in spans {
            guard span.isRun || span.isWord else { result.append(span); continue }
            let run = shapeRun(span, shaper: shaper) { $0.glyphs(of: $1, style: $2) }
            if let whole = run.whole {
                glyphs[result.count] = whole
                result.append(span)
            } else {
                result.append(contentsOf: run.pieces)
            }
        }
        return (result, glyphs)
    }

    /// The text HarfBuzz shapes for a span (see `units`), valid as long as the plan.
    func text(of span: Span) -> UnsafeBufferPointer<UInt16> {
        UnsafeBufferPointer(rebasing: units[itemization.bounds[span.start]..<itemization.bounds[span.end]])
    }

    /// The "…" after a style's clusters as a span, for measuring and drawing alike: the style it is set in
    /// (`Itemizer.Result.ellipsisStyles`: the face of the clusters, or the first of their cascade that has
    /// a "…"), common script, left to right. It covers no cluster of the text (its text is the "…" alone),
    /// so only its style, script and direction mean anything, and its key and its shaping both come from them.
    func ellipsisSpan(_ style: Int) -> Span {
        Span(start: 0, end: 0, style: itemization.ellipsisStyles[style], script: ShapingLanguage.common, isRightToLeft: false)
    }

    /// The face id of a style, read in place: copying the style out of its array to read one field
    /// retains and releases its face, a font every thread shares (so the count it changes is contended).
    private func faceID(ofStyle style: Int) -> Int32 {
        itemization.styles.withUnsafeBufferPointer { $0[style].faceID }
    }

    func shapingStyle(_ span: Span) -> ShapingStyle {
        let style = itemization.styles[Int(span.style)]
        return ShapingStyle(face: style.face, script: span.script,
                            isRightToLeft: span.isRightToLeft, language: language)
    }

    /// Writes the advances per UTF-16 unit of the whole text (design units, hard breaks 0) into `result`,
    /// the caller's zeroed buffer as long as the text, and returns the "…" of each style. Runs are shaped
    /// in place; pieces and ellipses go through the cache in one batch. A run in which a glyph spans the
    /// place where two pieces meet (a ligature across a break opportunity) is measured piece by piece
    /// instead, as any other text: where the run's shaping and its pieces' could differ, the pieces', which
    /// line breaking relies on, win.
    func advances(of spans: [Span], cache: SegmentCache, shapers: ShaperPool,
                  into result: UnsafeMutableBufferPointer<Int32>) -> [[Int32]] {
        // Taken on first use: text whose words are all in the cache never calls HarfBuzz.
        var takenShaper: Shaper?
        func shaper() -> Shaper {
            if let takenShaper { return takenShaper }
            let taken = shapers.checkOut()
            takenShaper = taken
            return taken
        }
        defer { if let takenShaper { shapers.checkIn(takenShaper) } }
        // Pieces are looked up by their text where it lies; the "…" of the ellipses, in a unit of its own.
        return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 1) { ellipsisUnit in
            ellipsisUnit[0] = 0x2026
            let ellipsis = UnsafeBufferPointer(ellipsisUnit)
            var probes: [SegmentProbe] = []
            var keyed: [Span] = []   // the span of each probe: the pieces, then one ellipsis per style
            probes.reserveCapacity(spans.count + itemization.styles.count)
            keyed.reserveCapacity(spans.count + itemization.styles.count)
            func probe(_ span: Span, text: UnsafeBufferPointer<UInt16>) {
                probes.append(SegmentProbe(faceID: faceID(ofStyle: Int(span.style)), script: span.script,
                                           isRightToLeft: span.isRightToLeft, language: language.id,
                                           breaks: span.isWord ? innerBreakDigest(of: span) : 0, text: text))
                keyed.append(span)
            }
            for span in spans {
                guard span.isRun else { probe(span, text: text(of: span)); continue }
                let lower = itemization.bounds[span.start], upper = itemization.bounds[span.end]
                // A run that must be cut is measured piece by piece; the pieces cover the run's units and
                // overwrite every advance its shaping wrote.
                let run = shapeRun(span, shaper: shaper()) { shaper, text, style in
                    let slice = UnsafeMutableBufferPointer(rebasing: result[lower..<upper])
                    if !shaper.readContextFree(text, style: style, into: slice) {
                        shaper.advances(of: text, style: style, into: slice)
                    }
                }
                for piece in run.pieces { probe(piece, text: text(of: piece)) }
            }
            // One ellipsis per style, shaped like any piece (and cached).
            let pieceCount = keyed.count
            for index in itemization.styles.indices { probe(ellipsisSpan(index), text: ellipsis) }
            let found = cache.lookUp(probes)
            // Each distinct miss is shaped once; `shaped` finds a text that missed earlier in this batch.
            var fresh: [(SegmentKey, [Int32])] = []
            var shaped = HashIndex()
            var ellipses: [[Int32]] = []
            ellipses.reserveCapacity(itemization.styles.count)
            for (index, probe) in probes.enumerated() {
                let advances: [Int32]
                if let known = found[index] {
                    advances = known
                } else if let earlier = shaped.findOrInsert(probe.word, entry: Int32(fresh.count),
                                                            where: { fresh[Int($0)].0.matches(probe) }) {
                    advances = fresh[Int(earlier)].1
                } else {
                    // Entered in `shaped` just now, under the index `fresh` gives it here.
                    advances = keyed[index].isWord ? wordAdvances(keyed[index], shaper: shaper())
                        : shaper().advances(of: probe.text, style: shapingStyle(keyed[index]))
                    fresh.append((SegmentKey(probe), advances))
                }
                if index < pieceCount {
                    let lower = itemization.bounds[keyed[index].start]
                    advances.withUnsafeBufferPointer { advances in
                        _ = UnsafeMutableBufferPointer(rebasing: result[lower..<(lower + advances.count)])
                            .update(fromContentsOf: advances)
                    }
                } else {
                    ellipses.append(advances)
                }
            }
            if !fresh.isEmpty { cache.insert(fresh) }
            return ellipses
        }
    }

    /// The advance before each cluster boundary, in points: per cluster, the
    /// design-unit advances of its UTF-16 units scaled to the size, plus the
    /// letter spacing. Hard-break clusters (in no piece) and invisible ones
    /// (`Itemizer.Result.invisibleClusters`) advance nothing.
    static func prefixAdvances(unitAdvances: UnsafeBufferPointer<Int32>, itemization: Itemizer.Result,
                               into prefix: UnsafeMutableBufferPointer<Double>) {
        let bounds = itemization.bounds
        let clusterCount = itemization.flags.count
        precondition(prefix.count == clusterCount + 1, "one prefix per cluster boundary")
        // Per style, once (a style's scale reads its face): a cluster only indexes them.
        withUnsafeTemporaryAllocation(of: (scale: Double, spacing: Double).self, capacity: itemization.styles.count) { styles in
            for (index, style) in itemization.styles.enumerated() {
                styles.initializeElement(at: index, to: (style.scale, style.letterSpacing))
            }
            var total = 0.0
            prefix[0] = 0
            let invisible = itemization.invisibleClusters
            var nextInvisible = 0
            for cluster in 0..<clusterCount {
                if nextInvisible < invisible.count && Int(invisible[nextInvisible]) == cluster {
                    nextInvisible += 1
                } else if itemization.flags[cluster] & PreparedText.Flags.hardBreak == 0 {
                    let style = styles[Int(itemization.clusterStyles[cluster])]
                    var sum: Int32 = 0
                    for unit in bounds[cluster]..<bounds[cluster + 1] { sum &+= unitAdvances[unit] }
                    total += Double(sum) * style.scale + style.spacing
                }
                prefix[cluster + 1] = total
            }
        }
    }
}
