/// Lines of a text with tabs. A tab's advance depends on where it falls on its line (it reaches the next
/// tab stop: `TabStops`), so a width is not one difference of the text's cumulative advances as elsewhere:
/// it is one such difference per stretch between tabs, each tab then moved to its stop. A pen moves from tab
/// to tab (`tabClusters`), so measuring a line costs its tabs, not its clusters, and a word far wider than
/// the line is not walked again for every line it fills. The rules are `line(from:base:segment:)`'s and
/// `truncatedLine(from:segment:)`'s; only the widths differ.
struct TabbedLineFitter {
    typealias Line = LineFitter.Line
    let fitter: LineFitter
    /// The clusters that are tabs, ascending (not empty).
    let tabClusters: PreparedTextStorage.Column<Int32>

    var prefix: PreparedTextStorage.Column<Double> { fitter.prefix }
    var flags: PreparedTextStorage.Column<UInt8> { fitter.flags }
    var segments: PreparedTextStorage.Column<PreparedText.Segment> { fitter.segments }
    var limit: Double { fitter.limit }
    static var tolerance: Double { LineFitter.tolerance }

    /// A pen moving along a line's clusters from its start: its position in points from the line's start,
    /// and the index in `tabClusters` of the first tab at or after its cluster.
    struct Pen {
        var x = 0.0
        var cluster: Int
        var nextTab: Int
    }

    /// A pen at the start of a line that starts at cluster `start` (its next tab found by halving).
    func penAt(_ start: Int) -> Pen {
        var low = 0, high = tabClusters.count
        while low < high {
            let middle = (low + high) / 2
            if Int(tabClusters[middle]) < start { low = middle + 1 } else { high = middle }
        }
        return Pen(cluster: start, nextTab: low)
    }

    /// `pen` moved on to cluster `end`: each stretch without a tab by its advance, each tab to its stop (past
    /// the last stop, by its own advance).
    func move(_ pen: inout Pen, to end: Int) {
        while pen.cluster < end {
            guard pen.nextTab < tabClusters.count, Int(tabClusters[pen.nextTab]) < end else {
                pen.x += prefix[end] - prefix[pen.cluster]
                pen.cluster = end
                return
            }
            let tab = Int(tabClusters[pen.nextTab])
            pen.x += prefix[tab] - prefix[pen.cluster]
            if let stop = TabStops.stop(after: pen.x) { pen.x = stop } else { pen.x += prefix[tab + 1] - prefix[tab] }
            pen.cluster = tab + 1
            pen.nextTab += 1
        }
    }

    /// The width of clusters `start..<end` on a line that starts at `start`.
    func tabbedWidth(_ start: Int, _ end: Int) -> Double {
        var pen = penAt(start)
        move(&pen, to: end)
        return pen.x
    }

    /// `LineFitter.line(from:base:segment:)` for a text with tabs. The line's `contentAdvance` is `base` plus
    /// its width, so that the width comes out as for other lines, and it gives no `endAdvance`.
    func line(from start: Int, base: Double, segment first: Int) -> Line {
        var pen = penAt(start)
        var lastFit = -1, fitWidth = 0.0, contentWidth = 0.0
        var index = first
        let count = segments.count
        while index < count {
            let segment = segments[index]
            // A segment of hanging white space alone adds nothing to the line; its tabs move the next one.
            if Int(segment.contentEnd) > start {
                move(&pen, to: Int(segment.contentEnd))
                contentWidth = pen.x
            }
            guard contentWidth <= limit + Self.tolerance else { break }
            (lastFit, fitWidth) = (index, contentWidth)
            if segment.isHard { break }
            index += 1
        }
        func wholeSegments() -> Line {
            let segment = segments[lastFit]
            return Line(end: Int(segment.end), rangeEnd: max(Int(segment.hardStart), start), nextSegment: lastFit + 1,
                        endsParagraph: segment.endsParagraph, ellipsis: nil, contentAdvance: base + fitWidth, endAdvance: nil)
        }
        if lastFit >= 0 && (lastFit == index || index == count || fitter.mode != .byCharWrapping) { return wholeSegments() }
        // Break inside segment `index` at grapheme clusters.
        let fillStart = lastFit >= 0 ? Int(segments[lastFit].end) : start
        let stop = Int(segments[index].contentEnd)
        var filled = penAt(start)
        move(&filled, to: fillStart)
        var end = fillStart
        while end < stop {
            var next = filled
            move(&next, to: end + 1)
            // White space hangs here too (`LineFitter.line(from:base:segment:)`): a tab past the width included.
            guard flags[end] & PreparedText.Flags.hangingSpace != 0 || next.x <= limit + Self.tolerance else { break }
            (filled, end) = (next, end + 1)
        }
        if end == fillStart {
            if lastFit >= 0 { return wholeSegments() }
            end = start + 1
        }
        if end >= stop {
            // Only hanging white space or a hard break is left: it stays on this line.
            let segment = segments[index]
            return Line(end: Int(segment.end), rangeEnd: max(Int(segment.hardStart), start), nextSegment: index + 1,
                        endsParagraph: segment.endsParagraph, ellipsis: nil,
                        contentAdvance: base + tabbedWidth(start, fitter.trimmed(start, end)), endAdvance: nil)
        }
        return Line(end: end, rangeEnd: end, nextSegment: index, endsParagraph: false, ellipsis: nil,
                    contentAdvance: base + tabbedWidth(start, fitter.trimmed(start, end)), endAdvance: nil)
    }

    /// `LineFitter.truncatedLine(from:segment:)` for a text with tabs; `contentAdvance` as in `line`.
    func truncatedLine(from start: Int, base: Double, segment first: Int) -> Line {
        var paragraphEnd = flags.count
        for index in first..<segments.count where segments[index].isHard {
            paragraphEnd = Int(segments[index].hardStart)
            break
        }
        var end = start
        var contentEnd = start, contentWidth = 0.0   // `end` without trailing hanging white space
        var best = (end: start, contentEnd: start, width: 0.0)
        var pen = penAt(start)
        while end < paragraphEnd {
            var next = pen
            move(&next, to: end + 1)
            let (candidate, width) = flags[end] == 0 ? (end + 1, next.x) : (contentEnd, contentWidth)
            if !(width <= limit + Self.tolerance) { break }
            (contentEnd, contentWidth) = (candidate, width)
            (pen, end) = (next, end + 1)
            let ellipsis = fitter.styles[Int(fitter.clusterStyles[max(candidate - 1, start)])].ellipsisWidth
            if width + ellipsis <= limit + Self.tolerance { best = (end, candidate, width) }
        }
        let style = fitter.styles[Int(fitter.clusterStyles[max(best.contentEnd - 1, start)])].ellipsisStyle
        return Line(end: max(best.end, start + 1), rangeEnd: best.contentEnd, nextSegment: first, endsParagraph: false,
                    ellipsis: style, contentAdvance: base + best.width, endAdvance: nil)
    }
}
