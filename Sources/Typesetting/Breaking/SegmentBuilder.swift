/// Turns ICU's break opportunities (UTF-16 offsets) into segments over
/// grapheme clusters, and finds the paragraphs.
enum SegmentBuilder {
    /// Cluster index of each opportunity, ascending, ending at the cluster count.
    /// An opportunity inside a cluster moves to the cluster's end, so a cluster
    /// is never split.
    static func segmentEnds(_ opportunities: [LineBreakOpportunity], bounds: [Int]) -> [Int] {
        let clusterCount = bounds.count - 1
        var ends: [Int] = []
        // One per opportunity, and the text's end if no opportunity falls there.
        ends.reserveCapacity(opportunities.count + 1)
        var cluster = 0
        for opportunity in opportunities {
            while cluster < clusterCount && bounds[cluster] < opportunity.offset { cluster += 1 }
            if cluster > (ends.last ?? 0) { ends.append(cluster) }
        }
        if (ends.last ?? 0) < clusterCount { ends.append(clusterCount) }
        return ends
    }

    /// Writes the segments into `segments` (one per cluster is always room enough) and returns how many.
    static func segments(ends: [Int], flags: [UInt8], prefix: UnsafeBufferPointer<Double>, units: UnsafeBufferPointer<UInt16>,
                         bounds: [Int], into segments: UnsafeMutableBufferPointer<PreparedText.Segment>) -> Int {
        let hard = PreparedText.Flags.hardBreak
        let space = PreparedText.Flags.hangingSpace
        var count = 0
        var start = 0
        for end in ends {
            var hardStart = end
            while hardStart > start && flags[hardStart - 1] & hard != 0 { hardStart -= 1 }
            var contentEnd = hardStart
            while contentEnd > start && flags[contentEnd - 1] & (hard | space) != 0 { contentEnd -= 1 }
            // A segment of white space alone (a tab or an en space after a space, where a break may come
            // between them) hangs after the content before it: its line's content ends where the previous
            // segment's did, not after the space before it.
            if contentEnd == start, count > 0, !segments[count - 1].isHard, hardStart > start {
                contentEnd = Int(segments[count - 1].contentEnd)
            }
            // A segment ends in one hard break at most (each is a cluster with a break opportunity after
            // it); should more follow one another without one, each still ends a line of its own.
            var segmentEnd = hardStart < end ? hardStart + 1 : end
            while true {
                let isHard = hardStart < segmentEnd
                let endsParagraph = isHard && CharacterClasses.endsParagraph(units[bounds[segmentEnd - 1]])
                segments.initializeElement(at: count, to: PreparedText.Segment(
                    end: segmentEnd, contentEnd: contentEnd, contentAdvance: prefix[contentEnd], isHard: isHard,
                    endsParagraph: endsParagraph))
                count += 1
                if segmentEnd == end { break }
                (hardStart, contentEnd, segmentEnd) = (segmentEnd, segmentEnd, segmentEnd + 1)
            }
            start = end
        }
        return count
    }

    /// Paragraph starts (cluster 0 and after every paragraph-ending break) with the paragraph style of
    /// their first cluster, written into `paragraphs` (one more than the segments at most); returns how
    /// many.
    static func paragraphs(segments: UnsafeBufferPointer<PreparedText.Segment>, itemization: Itemizer.Result,
                           runs: [AttributedText.Run], into paragraphs: UnsafeMutableBufferPointer<PreparedText.Paragraph>) -> Int {
        let clusterCount = itemization.flags.count
        func style(at cluster: Int) -> ParagraphStyle {
            let index = itemization.styles[Int(itemization.clusterStyles[cluster])].attributeIndex
            return runs[index].attributes.paragraphStyle
        }
        paragraphs.initializeElement(at: 0, to: PreparedText.Paragraph(start: 0, style: style(at: 0)))
        var count = 1
        for segment in segments where segment.endsParagraph && Int(segment.end) < clusterCount {
            paragraphs.initializeElement(at: count, to: PreparedText.Paragraph(start: Int(segment.end), style: style(at: Int(segment.end))))
            count += 1
        }
        return count
    }
}
