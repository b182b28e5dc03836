import CICU

extension Typesetter {
    /// Positioned glyphs for drawing `layout`, a layout of `text` prepared with `locale` (use the
    /// `PreparedText.locale` it was measured with). Made on demand, never while measuring: the text is
    /// itemized, broken and cut into spans exactly as `prepare` does, and each span a line shows is
    /// shaped again by the same HarfBuzz call, so every run's advances add up to what was measured.
    ///
    /// `boxWidth` is the width lines are aligned in (a label's width); lines wider than it start at 0.
    /// Justified text is drawn with its paragraph's natural alignment (lines are not stretched).
    public func glyphLines(of text: AttributedText, locale: String, layout: TextLayout,
                           boxWidth: Double) throws(TypesettingError) -> [GlyphLine] {
        guard !text.isEmpty, !layout.lines.isEmpty else { return [] }
        for run in text.runs { try run.attributes.validate() }
        let units = UTF16Scalars.units(of: text.string)
        return try units.withUnsafeBufferPointer { (buffer) throws(TypesettingError) in
            var builder = try GlyphLineBuilder(typesetter: self, units: buffer, text: text, locale: locale)
            return layout.lines.map { builder.line($0, boxWidth: boxWidth) }
        }
    }
}

/// Rebuilds `prepare`'s spans for one text and turns the lines of a layout into glyph runs.
private struct GlyphLineBuilder {
    let text: AttributedText
    let plan: ShapingPlan
    let spans: [ShapingPlan.Span]
    let bidiRuns: [BidiRun]
    let shaper = Shaper()
    /// Shaped spans by index: runs from the check that kept them whole, other spans when a line first
    /// shows them.
    var shaped: [Int: [Shaper.ShapedGlyph]]
    /// First span that may still overlap a line (lines come in order).
    var firstSpan = 0
    /// The paragraph start found for the last line, and the cluster it was found for: lines come in order,
    /// so each search goes on from there (searching back from every line of one long paragraph took time
    /// quadratic in its length).
    var paragraph = (start: 0, searchedTo: 0)
    /// The paragraph level found for the last paragraph start asked about (lines come in order).
    var paragraphLevel = (start: -1, level: UInt8(0))
    /// The clusters that are tabs (none unless the text has one): their glyphs reach their tab stops.
    let tabClusters: Set<Int>

    init(typesetter: Typesetter, units: UnsafeBufferPointer<UInt16>, text: AttributedText, locale: String) throws(TypesettingError) {
        self.text = text
        let analysis = try typesetter.analyze(units, runs: text.runs, locale: locale, keepingHangulWords: text.keepsHangulWordsWhole)
        bidiRuns = analysis.bidiRuns
        plan = analysis.plan
        (spans, shaped) = plan.checkedSpans(analysis.spans, shaper: shaper)
        tabClusters = plan.hasTabs ? Set(Typesetter.tabClusters(units, bounds: plan.itemization.bounds).map(Int.init)) : []
    }

    var itemization: Itemizer.Result { plan.itemization }

    /// The cluster starting at scalar offset `scalar` (or the cluster count at the end).
    func cluster(atScalar scalar: Int) -> Int {
        let offsets = itemization.scalarOffsets
        var low = 0, high = offsets.count - 1
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < scalar { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The cluster holding UTF-16 offset `unit`.
    func cluster(atUnit unit: Int) -> Int {
        let bounds = itemization.bounds
        var low = 0, high = bounds.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if bounds[middle] <= unit { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The level of the bidi run holding UTF-16 offset `unit`, found by halving: a line asks once per span,
    /// and a long text that changes direction every word has as many runs as words.
    func bidiLevel(atUnit unit: Int) -> UInt8 {
        let index = firstBidiRun(endingAfter: unit)
        return index < bidiRuns.count && bidiRuns[index].range.contains(unit) ? bidiRuns[index].level : 0
    }

    /// The first bidi run that ends after UTF-16 offset `unit` (runs are in logical order, without gaps).
    func firstBidiRun(endingAfter unit: Int) -> Int {
        var low = 0, high = bidiRuns.count
        while low < high {
            let middle = (low + high) / 2
            if bidiRuns[middle].range.upperBound <= unit { low = middle + 1 } else { high = middle }
        }
        return low
    }

    mutating func line(_ line: LineLayout, boxWidth: Double) -> GlyphLine {
        let start = cluster(atScalar: line.range.lowerBound)
        var contentEnd = cluster(atScalar: line.range.upperBound)
        while contentEnd > start && itemization.flags[contentEnd - 1] != 0 { contentEnd -= 1 }

        var parts: [(run: GlyphRun, level: UInt8)] = []
        while firstSpan < spans.count && spans[firstSpan].end <= start { firstSpan += 1 }
        var index = firstSpan
        while index < spans.count && spans[index].start < contentEnd {
            let span = spans[index]
            let lower = max(span.start, start), upper = min(span.end, contentEnd)
            if lower < upper, let run = run(span: index, clusters: lower..<upper) {
                parts.append((run, bidiLevel(atUnit: itemization.bounds[span.start])))
            }
            index += 1
        }

        let paragraphStart = paragraphStart(atOrAfter: start)
        let baseLevel = level(ofParagraphAt: paragraphStart) & 1
        if line.hasEllipsis {
            parts.append((ellipsis(style: itemization.clusterStyles[max(contentEnd - 1, start)]), baseLevel))
        }
        var runs = visualOrder(parts)
        // A tab is at its paragraph's level (UAX #9 L1): on a right-to-left paragraph's line what comes before
        // it is to its right, however the runs between are ordered.
        if plan.hasTabs { Self.reachTabStops(&runs, rightToLeft: baseLevel == 1) }
        var pen = 0.0
        for index in runs.indices {
            runs[index].x = pen
            pen += runs[index].width
        }

        let alignment = resolvedAlignment(paragraphStart: paragraphStart, rightToLeft: baseLevel == 1)
        var x = 0.0
        // Aligned on what it draws: white space that ends a line before a forced break or the text's end counts
        // in the line's width (a label's size) but draws nothing, and right-aligned text sits flush with the edge.
        let room = boxWidth - pen
        if room > 0 && room.isFinite {
            switch alignment {
            case .right: x = room
            case .center: x = room / 2
            default: x = 0
            }
        }
        return GlyphLine(line: line, x: x, alignment: alignment, runs: runs)
    }

    /// The glyphs of span `index` whose clusters lie in `clusters`, in visual order.
    mutating func run(span index: Int, clusters: Range<Int>) -> GlyphRun? {
        let span = spans[index]
        let style = itemization.styles[Int(span.style)]
        let glyphs: [Shaper.ShapedGlyph]
        if let known = shaped[index] {
            glyphs = known
        } else {
            glyphs = shaper.glyphs(of: plan.text(of: span), style: plan.shapingStyle(span))
            shaped[index] = glyphs
        }
        let base = itemization.bounds[span.start]
        // HarfBuzz's clusters are monotone (ascending, descending in a right-to-left span): the glyphs of
        // `clusters` are one stretch, found by halving rather than by reading the span's every glyph.
        let unitLower = itemization.bounds[clusters.lowerBound] - base, unitUpper = itemization.bounds[clusters.upperBound] - base
        let isBefore: (Shaper.ShapedGlyph) -> Bool = span.isRightToLeft ? { Int($0.cluster) >= unitUpper } : { Int($0.cluster) < unitLower }
        var low = 0, high = glyphs.count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(glyphs[middle]) { low = middle + 1 } else { high = middle }
        }
        let isPast: (Shaper.ShapedGlyph) -> Bool = span.isRightToLeft ? { Int($0.cluster) < unitLower } : { Int($0.cluster) >= unitUpper }
        var run = GlyphRun(face: style.face, size: style.size, glyphs: [], advances: [], xOffsets: [], yOffsets: [],
                           x: 0, isRightToLeft: span.isRightToLeft, isEllipsis: false)
        run.setLine(of: style)
        // HarfBuzz keeps a cluster's glyphs together (in either direction), so a glyph starts a new
        // cluster exactly when its cluster differs from the previous glyph's.
        var spacedClusters = 0
        var previous = -1
        // Invisible clusters draw nothing and advance nothing, as `prepare` measured them.
        let invisible = itemization.invisibleClusters
        /// The index of the first invisible cluster at or after `cluster` (ascending, so a binary search).
        func invisibleIndex(_ cluster: Int) -> Int {
            var low = 0, high = invisible.count
            while low < high {
                let middle = (low + high) / 2
                if Int(invisible[middle]) < cluster { low = middle + 1 } else { high = middle }
            }
            return low
        }
        let invisibleCount = invisible.isEmpty ? 0 : invisibleIndex(clusters.upperBound) - invisibleIndex(clusters.lowerBound)
        for glyph in glyphs[low...] {
            if isPast(glyph) { break }
            let cluster = cluster(atUnit: base + glyph.cluster)
            guard clusters.contains(cluster) else { continue }
            if invisibleCount > 0 {
                let index = invisibleIndex(cluster)
                if index < invisible.count && Int(invisible[index]) == cluster { continue }
            }
            // Letter spacing follows every cluster (as `prepare` adds it), once per cluster.
            let spacing = cluster != previous ? style.letterSpacing : 0
            if cluster != previous { spacedClusters += 1 }
            previous = cluster
            if tabClusters.contains(cluster) { run.tabGlyphs.append(run.glyphs.count) }
            run.glyphs.append(glyph.glyph)
            run.advances.append(Double(glyph.xAdvance) * style.scale + spacing)
            run.xOffsets.append(Double(glyph.xOffset) * style.scale)
            run.yOffsets.append(-Double(glyph.yOffset) * style.scale)
        }
        guard !run.glyphs.isEmpty else { return nil }
        // A cluster with no glyph of its own (inside a ligature) was still spaced when measured.
        let unspaced = clusters.count - invisibleCount - spacedClusters
        if unspaced > 0 { run.advances[run.advances.count - 1] += Double(unspaced) * style.letterSpacing }
        return run
    }

    /// Gives each tab glyph the advance to its tab stop, as the line was measured (`TabStops`, from the
    /// line's start in reading order: from the right on a right-to-left line).
    static func reachTabStops(_ runs: inout [GlyphRun], rightToLeft: Bool) {
        guard runs.contains(where: { !$0.tabGlyphs.isEmpty }) else { return }
        var pen = 0.0
        for runIndex in rightToLeft ? Array(runs.indices.reversed()) : Array(runs.indices) {
            let tabs = Set(runs[runIndex].tabGlyphs)
            let glyphs = runs[runIndex].advances.indices
            for glyph in rightToLeft ? Array(glyphs.reversed()) : Array(glyphs) {
                if tabs.contains(glyph), let stop = TabStops.stop(after: pen) { runs[runIndex].advances[glyph] = stop - pen }
                pen += runs[runIndex].advances[glyph]
            }
        }
    }

    /// The "…" after clusters of style `index`, in the face `prepare` measured it in (theirs, or the first
    /// of their cascade that has a "…") and their size, shaped as `prepare` shaped it.
    func ellipsis(style index: Int32) -> GlyphRun {
        let span = plan.ellipsisSpan(Int(index))
        let style = itemization.styles[Int(span.style)]
        let glyphs = [UInt16(0x2026)].withUnsafeBufferPointer { shaper.glyphs(of: $0, style: plan.shapingStyle(span)) }
        var advances = glyphs.map { Double($0.xAdvance) * style.scale }
        if !advances.isEmpty { advances[advances.count - 1] += style.letterSpacing }
        var run = GlyphRun(face: style.face, size: style.size, glyphs: glyphs.map(\.glyph), advances: advances,
                           xOffsets: glyphs.map { Double($0.xOffset) * style.scale },
                           yOffsets: glyphs.map { -Double($0.yOffset) * style.scale },
                           x: 0, isRightToLeft: false, isEllipsis: true)
        run.setLine(of: style)
        return run
    }

    /// Runs in visual order by their bidi levels (UAX #9 L2, through ICU).
    func visualOrder(_ parts: [(run: GlyphRun, level: UInt8)]) -> [GlyphRun] {
        guard parts.contains(where: { $0.level != 0 }) else { return parts.map(\.run) }
        let levels = parts.map(\.level)
        var order = [Int32](repeating: 0, count: parts.count)
        levels.withUnsafeBufferPointer { levelBuffer in
            order.withUnsafeMutableBufferPointer { orderBuffer in
                cicu_bidi_reorder_visual(levelBuffer.baseAddress, Int32(parts.count), orderBuffer.baseAddress)
            }
        }
        return order.map { parts[Int($0)].run }
    }

    /// The level of the paragraph that starts at cluster `start` (UAX #9 P2-P3: its first strong character's,
    /// left-to-right without one): the least level of its characters, since every other is embedded in it.
    /// Not its first character's: "100 מחיר" is a right-to-left paragraph whose digits are at level 2.
    mutating func level(ofParagraphAt start: Int) -> UInt8 {
        if paragraphLevel.start == start { return paragraphLevel.level }
        let bounds = itemization.bounds, units = plan.units
        let from = bounds[min(start, bounds.count - 1)]
        var to = from
        while to < units.count && !CharacterClasses.endsParagraph(units[to]) { to += 1 }
        to = min(units.count, to + 1)
        var low = firstBidiRun(endingAfter: from)
        var level = UInt8.max
        while low < bidiRuns.count && bidiRuns[low].range.lowerBound < to {
            level = min(level, bidiRuns[low].level)
            low += 1
        }
        paragraphLevel = (start, level == .max ? 0 : level)
        return paragraphLevel.level
    }

    /// The first cluster of the paragraph holding cluster `cluster`, for clusters in ascending order.
    mutating func paragraphStart(atOrAfter cluster: Int) -> Int {
        let target = min(cluster, itemization.flags.count)
        if target < paragraph.searchedTo { paragraph = (0, 0) }   // not in order: search from the start
        for index in paragraph.searchedTo..<target where itemization.flags[index] & PreparedText.Flags.hardBreak != 0 {
            paragraph.start = index + 1
        }
        paragraph.searchedTo = target
        return paragraph.start
    }

    /// The paragraph's alignment (from the attributes at its first character) made concrete.
    func resolvedAlignment(paragraphStart: Int, rightToLeft: Bool) -> TextAlignment {
        let scalar = itemization.scalarOffsets[paragraphStart]
        let run = text.runs.first { $0.range.contains(scalar) } ?? text.runs[text.runs.count - 1]
        switch run.attributes.paragraphStyle.alignment {
        case .left: return .left
        case .right: return .right
        case .center: return .center
        case .natural, .justified: return rightToLeft ? .right : .left
        }
    }
}
