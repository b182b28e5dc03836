/// Greedy line filling over a PreparedText: arithmetic on cumulative advances,
/// no shaping and no ICU.
///
/// Rules (DESIGN.md): a line takes segments while the advance up to the end of
/// the last one, without its hanging white space, fits `maxWidth` (the white space
/// before a hard break or the text's end still counts in the line's width, up to
/// `maxWidth`, in a text without tabs); a hard
/// break ends the line; a segment wider than a line on its own is broken at
/// grapheme clusters (at least one cluster per line), white space inside it
/// hanging at that break as at any other; `byCharWrapping` breaks at clusters
/// everywhere. A hard break at the very end of the text does not open an empty
/// last line. Laid out again at the width it reports, a text keeps its lines.
struct LineFitter {
    let limit: Double
    let mode: LineBreakMode
    /// The text's columns, read once: a fitter lives inside one `layout` call of the text, which keeps
    /// them valid (see `PreparedTextStorage.Column`).
    let prefix: PreparedTextStorage.Column<Double>
    let segments: PreparedTextStorage.Column<PreparedText.Segment>
    let flags: PreparedTextStorage.Column<UInt8>
    let styles: PreparedTextStorage.Column<PreparedText.ClusterStyle>
    let clusterStyles: PreparedTextStorage.Column<Int32>
    let styleRuns: PreparedTextStorage.Column<PreparedText.StyleRun>

    init(text: PreparedText, limit: Double, mode: LineBreakMode) {
        self.limit = limit
        self.mode = mode
        prefix = text.prefix
        segments = text.segments
        flags = text.flags
        styles = text.styles
        clusterStyles = text.clusterStyles
        styleRuns = text.styleRuns
    }

    /// Width comparisons allow this much for floating-point sums of advances.
    static let tolerance = 1e-9

    struct Line {
        var end: Int
        /// End of the range reported (hard-break characters excluded).
        var rangeEnd: Int
        var nextSegment: Int
        var endsParagraph: Bool
        /// The style the line's "…" is set in (`ClusterStyle.ellipsisStyle` of its last cluster), whose own
        /// "…" it is: the width of the "…" is `styles[ellipsis].ellipsisWidth`.
        var ellipsis: Int32?
        /// `prefix` at the end of the content counted in the width (hanging white space trimmed); on a line
        /// with tabs, the line's `base` plus its width, which no `prefix` difference gives.
        var contentAdvance: Double
        /// `prefix[end]` where a segment gives it without reading `prefix`: the next line starts from it,
        /// so a line of whole segments reads one column, not two.
        var endAdvance: Double?
    }

    func width(_ start: Int, _ end: Int) -> Double { prefix[end] - prefix[start] }

    func fits(_ start: Int, _ end: Int, extra: Double = 0) -> Bool {
        width(start, end) + extra <= limit + Self.tolerance
    }

    /// The line starting at cluster `start`; `segment` is the first segment ending after it and `base`
    /// is `prefix[start]`.
    func line(from start: Int, base: Double, segment first: Int) -> Line {
        let bound = base + limit + Self.tolerance
        var lastFit = -1
        var index = first
        let count = segments.count
        // Same test as fits(start, max(contentEnd, start)), on the segment alone. Only the first segment
        // can be all hanging white space (content ending at or before `start`): every later one starts
        // at an earlier one's end, after `start`. The scan reads through the column's pointer, `index`
        // being below `count` already.
        if index < count {
            let segment = segments[index]
            if contentAdvance(of: segment, from: start, base: base) <= bound {
                lastFit = index
                if !segment.isHard {
                    index += 1
                    let cells = segments.base
                    while index < count {
                        let segment = cells[index]
                        guard segment.contentAdvance <= bound else { break }
                        lastFit = index
                        if segment.isHard { break }
                        index += 1
                    }
                }
            }
        }
        if lastFit >= 0 && (lastFit == index || index == count || mode != .byCharWrapping) {
            return wholeSegments(from: start, base: base, through: segments[lastFit], at: lastFit)
        }
        // Break inside segment `index` at grapheme clusters.
        let fillStart = lastFit >= 0 ? Int(segments[lastFit].end) : start
        let stop = Int(segments[index].contentEnd)
        // White space inside the segment hangs at a break here as at any other: a line that ends in it is as
        // wide as its content, so it is fitted without it, and laid out again at its own width it breaks alike.
        var end = fillStart
        while end < stop && (flags[end] & PreparedText.Flags.hangingSpace != 0 || fits(start, end + 1)) { end += 1 }
        if end == fillStart {
            if lastFit >= 0 {
                return wholeSegments(from: start, base: base, through: segments[lastFit], at: lastFit)
            }
            end = start + 1
        }
        if end >= stop {
            // Only hanging white space or a hard break is left: it stays on this line.
            let segment = segments[index]
            return Line(end: Int(segment.end), rangeEnd: max(Int(segment.hardStart), start), nextSegment: index + 1,
                        endsParagraph: segment.endsParagraph, ellipsis: nil,
                        contentAdvance: prefix[trimmed(start, end)], endAdvance: nil)
        }
        let contentEnd = trimmed(start, end)
        let contentAdvance = prefix[contentEnd]
        return Line(end: end, rangeEnd: end, nextSegment: index, endsParagraph: false, ellipsis: nil,
                    contentAdvance: contentAdvance, endAdvance: contentEnd == end ? contentAdvance : nil)
    }

    /// The line of whole segments from `start` through `segment`, the one at `index`. A segment whose
    /// content ends where it does gives the advance at its end too (it ends after `start`, so its content
    /// is then not empty).
    private func wholeSegments(from start: Int, base: Double, through segment: PreparedText.Segment,
                               at index: Int) -> Line {
        let contentAdvance = contentAdvance(of: segment, from: start, base: base)
        return Line(end: Int(segment.end), rangeEnd: max(Int(segment.hardStart), start), nextSegment: index + 1,
                    endsParagraph: segment.endsParagraph, ellipsis: nil, contentAdvance: contentAdvance,
                    endAdvance: segment.end == segment.contentEnd ? contentAdvance : nil)
    }

    /// `prefix[max(contentEnd, start)]` of a segment that ends after `start`, from the segment itself: a
    /// segment of hanging white space only (content ending at or before `start`) adds nothing to the line.
    @inline(__always)
    private func contentAdvance(of segment: PreparedText.Segment, from start: Int, base: Double) -> Double {
        Int(segment.contentEnd) > start ? segment.contentAdvance : base
    }

    /// The last allowed line when text remains after it: the longest cut of the rest of the paragraph, at a
    /// grapheme cluster, that fits with the "…" it ends in. The "…" after a cluster is set in that cluster's
    /// font, so a longer cut can take a narrower one (Inter's after a Chinese comma, whose own is an em): the
    /// scan goes on while the text alone fits, and the line laid out again at its own width is the same line.
    func truncatedLine(from start: Int, segment first: Int) -> Line {
        var paragraphEnd = flags.count
        for index in first..<segments.count where segments[index].isHard {
            paragraphEnd = Int(segments[index].hardStart)
            break
        }
        var end = start
        var contentEnd = start   // `end` without trailing hanging white space
        var best = (end: start, contentEnd: start)
        while end < paragraphEnd {
            let candidate = flags[end] == 0 ? end + 1 : contentEnd
            if !fits(start, candidate) { break }
            contentEnd = candidate
            end += 1
            if fits(start, candidate, extra: styles[Int(clusterStyles[max(candidate - 1, start)])].ellipsisWidth) {
                best = (end, candidate)
            }
        }
        let style = styles[Int(clusterStyles[max(best.contentEnd - 1, start)])].ellipsisStyle
        return Line(end: max(best.end, start + 1), rangeEnd: best.contentEnd, nextSegment: first, endsParagraph: false,
                    ellipsis: style, contentAdvance: prefix[best.contentEnd], endAdvance: nil)
    }

    /// `end` moved back over hanging white space and hard breaks.
    func trimmed(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start && flags[end - 1] != 0 { end -= 1 }
        return end
    }

    /// Max ascent, descent, line gap and leading of the styles of clusters [start, end).
    /// `run` is a style-run index at or before `start`; it moves forward, so a
    /// whole layout walks the style runs once.
    func metrics(_ start: Int, _ end: Int, ellipsis: Int32?, run: inout Int)
        -> (ascent: Double, descent: Double, gap: Double, leading: Double) {
        var ascent = 0.0, descent = 0.0, gap = 0.0, leading = 0.0
        func take(_ index: Int32) {
            let style = styles[Int(index)]
            ascent = max(ascent, style.ascent)
            descent = max(descent, style.descent)
            gap = max(gap, style.lineGap)
            leading = max(leading, style.leading)
        }
        let runs = styleRuns
        while run + 1 < runs.count && runs[run + 1].start <= start { run += 1 }
        var index = run
        while index < runs.count && runs[index].start < end {
            take(runs[index].style)
            index += 1
        }
        if let ellipsis { take(ellipsis) }
        return (ascent, descent, gap, leading)
    }
}

extension PreparedText {
    /// Lays the text out in lines no wider than `maxWidth` (points; `.infinity`
    /// for no wrapping; a width that is not positive puts one cluster per line).
    /// Arithmetic only. `numberOfLines` 0 (or less) means unlimited. Sizes are rounded up
    /// to the pixel grid of `scale` (pixels per point; below 1 it is 1, as `PixelGrid` takes it).
    public func layout(maxWidth: Double, numberOfLines: Int = 0, lineBreakMode: LineBreakMode = .byWordWrapping,
                       scale: Double = 3) -> TextLayout {
        guard clusterCount > 0 else { return TextLayout(width: 0, height: 0, lines: [], isTruncated: false) }
        let fitter = LineFitter(text: self, limit: maxWidth.isNaN ? 0 : maxWidth, mode: lineBreakMode)
        // A text with tabs has its lines measured along them (TabbedLineFitter.swift), made for each line
        // (two values): a text without them keeps the fitter it had and holds nothing more.
        let tabs = tabClusters
        let offsets = scalarOffsets
        var lines: [LineLayout] = []
        lines.reserveCapacity(estimatedLineCount(maxWidth: maxWidth, numberOfLines: numberOfLines))
        var start = 0
        var segment = 0
        var paragraph = 0
        var y = 0.0
        var widest = 0.0
        var truncated = false
        var styleRun = 0
        var previous: (style: ParagraphStyle, endsParagraph: Bool, leading: Double)?
        var base = fitter.prefix[0]
        while start < clusterCount {
            while paragraph + 1 < paragraphs.count && paragraphs[paragraph + 1].start <= start { paragraph += 1 }
            let style = paragraphs[paragraph].style
            var line = tabs.isEmpty ? fitter.line(from: start, base: base, segment: segment)
                : TabbedLineFitter(fitter: fitter, tabClusters: tabs).line(from: start, base: base, segment: segment)
            if numberOfLines > 0 && lines.count == numberOfLines - 1 && line.end < clusterCount {
                truncated = true
                if lineBreakMode == .byTruncatingTail {
                    line = tabs.isEmpty ? fitter.truncatedLine(from: start, segment: segment)
                        : TabbedLineFitter(fitter: fitter, tabClusters: tabs).truncatedLine(from: start, base: base, segment: segment)
                }
            }
            let (ascent, descent, gap, leading) = fitter.metrics(start, line.end, ellipsis: line.ellipsis, run: &styleRun)
            let height = style.lineHeight(natural: ascent + descent + gap)
            if let previous {
                // A line's font leading comes between it and the next, as Core Text spaces a frame's lines.
                y += previous.leading + previous.style.lineSpacing
                    + (previous.endsParagraph ? previous.style.paragraphSpacing : 0)
            }
            var width = line.contentAdvance - base
            if let ellipsis = line.ellipsis {
                width += styles[Int(ellipsis)].ellipsisWidth
            } else if line.end >= clusterCount || line.rangeEnd < line.end {
                // White space before a forced break or the text's end is the line's (a label of "Size: " is
                // as wide as its space too, in the frames Xcode stored); at a soft break it hangs. It widens
                // the line up to the width given, never past it, and never changes where lines break. A tab
                // there reaches its stop, as between words (TabbedLineFitter).
                let through = tabs.isEmpty ? fitter.prefix[line.rangeEnd] - base
                    : TabbedLineFitter(fitter: fitter, tabClusters: tabs).tabbedWidth(start, line.rangeEnd)
                width = max(width, min(through, fitter.limit))
            }
            // A line of marks alone (no advance of their own) spaced by a negative tracking is as wide as nothing.
            lines.append(LineLayout(range: offsets[start]..<offsets[line.rangeEnd], width: max(width, 0),
                                    height: height, baseline: y + height - descent - gap, top: y,
                                    hasEllipsis: line.ellipsis != nil))
            y += height
            widest = max(widest, width)
            previous = (style, line.endsParagraph, leading)
            if truncated { break }
            start = line.end
            segment = line.nextSegment
            base = line.endAdvance ?? fitter.prefix[start]
        }
        // Rounded up to the pixel grid; anything not above zero (NaN included) is an empty size.
        let grid = PixelGrid(scale: scale)
        func size(_ value: Double) -> Double { let rounded = grid.ceil(value); return rounded > 0 ? rounded : 0 }
        return TextLayout(width: size(widest), height: size(y),
                          lines: lines, isTruncated: truncated, missingGlyphs: missingGlyphs(shownBy: lines))
    }

    /// Missing clusters that the lines show: all of them, or those before a truncated text's cut.
    func missingGlyphs(shownBy lines: [LineLayout]) -> Int {
        guard !missingClusters.isEmpty, let last = lines.last else { return 0 }
        let shownScalars = last.range.upperBound
        let offsets = scalarOffsets
        return missingClusters.reduce(0) { count, cluster in offsets[Int(cluster)] < shownScalars ? count + 1 : count }
    }

    /// Lines the text needs at most about: its advance over the width plus one
    /// per paragraph (a guess that saves regrowing the line array).
    func estimatedLineCount(maxWidth: Double, numberOfLines: Int) -> Int {
        var estimate: Int
        if maxWidth == .infinity {
            estimate = paragraphs.count + 1
        } else if maxWidth > 0 {
            estimate = paragraphs.count + 1 + Int(min(totalAdvance / maxWidth, Double(clusterCount)))
        } else {
            estimate = clusterCount   // NaN or not positive: one cluster per line
        }
        if numberOfLines > 0 { estimate = min(estimate, numberOfLines) }
        return min(estimate, clusterCount)
    }
}
