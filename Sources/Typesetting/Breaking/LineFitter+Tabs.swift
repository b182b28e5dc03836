/// Lines of a text with tabs. A tab's advance depends on where it falls on its line (it reaches the next
/// tab stop: `TabStops`), so widths are not differences of the text's cumulative advances as elsewhere:
/// each line is measured along its clusters from its start, once. The rules are `line(from:base:segment:)`'s
/// and `truncatedLine(from:segment:)`'s; only the widths differ.
extension LineFitter {
    /// A pen moving along a line's clusters from its start: its position in points from the line's start.
    struct Pen {
        var x = 0.0
        var cluster: Int
    }

    /// `pen` moved on to cluster `end`, each tab to its stop (past the last stop, its own advance).
    func move(_ pen: inout Pen, to end: Int) {
        while pen.cluster < end {
            if flags[pen.cluster] & PreparedText.Flags.tab != 0, let stop = TabStops.stop(after: pen.x) {
                pen.x = stop
            } else {
                pen.x += prefix[pen.cluster + 1] - prefix[pen.cluster]
            }
            pen.cluster += 1
        }
    }

    /// The width of clusters `start..<end` on a line that starts at `start`.
    func tabbedWidth(_ start: Int, _ end: Int) -> Double {
        var pen = Pen(cluster: start)
        move(&pen, to: end)
        return pen.x
    }

    /// `line(from:base:segment:)` for a text with tabs. The line's `contentAdvance` is `base` plus its
    /// width, so that the width comes out as for other lines, and it gives no `endAdvance`.
    func tabbedLine(from start: Int, base: Double, segment first: Int) -> Line {
        var pen = Pen(cluster: start)
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
        if lastFit >= 0 && (lastFit == index || index == count || mode != .byCharWrapping) { return wholeSegments() }
        // Break inside segment `index` at grapheme clusters.
        let fillStart = lastFit >= 0 ? Int(segments[lastFit].end) : start
        let stop = Int(segments[index].contentEnd)
        var filled = Pen(cluster: start)
        move(&filled, to: fillStart)
        var end = fillStart
        while end < stop {
            var next = filled
            move(&next, to: end + 1)
            guard next.x <= limit + Self.tolerance else { break }
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
                        contentAdvance: base + tabbedWidth(start, trimmed(start, end)), endAdvance: nil)
        }
        return Line(end: end, rangeEnd: end, nextSegment: index, endsParagraph: false, ellipsis: nil,
                    contentAdvance: base + tabbedWidth(start, trimmed(start, end)), endAdvance: nil)
    }

    /// `truncatedLine(from:segment:)` for a text with tabs; `contentAdvance` as in `tabbedLine`.
    func tabbedTruncatedLine(from start: Int, base: Double, segment first: Int) -> Line {
        var paragraphEnd = flags.count
        for index in first..<segments.count where segments[index].isHard {
            paragraphEnd = Int(segments[index].hardStart)
            break
        }
        var end = start
        var contentEnd = start, contentWidth = 0.0   // `end` without trailing hanging white space
        var pen = Pen(cluster: start)
        while end < paragraphEnd {
            var next = pen
            move(&next, to: end + 1)
            let (candidate, width) = flags[end] == 0 ? (end + 1, next.x) : (contentEnd, contentWidth)
            let ellipsis = styles[Int(clusterStyles[max(candidate - 1, start)])].ellipsisWidth
            if !(width + ellipsis <= limit + Self.tolerance) { break }
            (contentEnd, contentWidth) = (candidate, width)
            (pen, end) = (next, end + 1)
        }
        let style = styles[Int(clusterStyles[max(contentEnd - 1, start)])].ellipsisStyle
        return Line(end: max(end, start + 1), rangeEnd: contentEnd, nextSegment: first, endsParagraph: false,
                    ellipsis: style, contentAdvance: base + contentWidth, endAdvance: nil)
    }
}
