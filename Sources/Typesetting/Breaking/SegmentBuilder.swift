/// Turns ICU's break opportunities (UTF-16 offsets) into segments over
/// grapheme clusters, and finds the paragraphs.
enum SegmentBuilder {
    /// Cluster index of each opportunity, ascending, ending at the cluster count.
    /// An opportunity inside a cluster moves to the cluster's end, so a cluster
    /// is never split.
    static func segmentEnds(_ opportunities: [LineBreakOpportunity], bounds: [Int]) -> [Int] {
        let clusterCount = bounds.count - 1
        var ends: [Int] = []
        ends.reserveCapacity(opportunities.count)
        var cluster = 0
        for opportunity in opportunities {
            while cluster < clusterCount && bounds[cluster] < opportunity.offset { cluster += 1 }
            if cluster > (ends.last ?? 0) { ends.append(cluster) }
        }
        if (ends.last ?? 0) < clusterCount { ends.append(clusterCount) }
        return ends
    }

    static func segments(ends: [Int], flags: [UInt8], prefix: [Double], units: UnsafeBufferPointer<UInt16>,
                         bounds: [Int]) -> [PreparedText.Segment] {
        let hard = PreparedText.Flags.hardBreak
        let space = PreparedText.Flags.hangingSpace
        var segments: [PreparedText.Segment] = []
        segments.reserveCapacity(ends.count)
        var start = 0
        for end in ends {
            var hardStart = end
            while hardStart > start && flags[hardStart - 1] & hard != 0 { hardStart -= 1 }
            var contentEnd = hardStart
            while contentEnd > start && flags[contentEnd - 1] & (hard | space) != 0 { contentEnd -= 1 }
            // A segment ends in one hard break at most (each is a cluster with a break opportunity after
            // it); should more follow one another without one, each still ends a line of its own.
            var segmentEnd = hardStart < end ? hardStart + 1 : end
            while true {
                let isHard = hardStart < segmentEnd
                let endsParagraph = isHard && CharacterClasses.endsParagraph(units[bounds[segmentEnd - 1]])
                segments.append(PreparedText.Segment(end: segmentEnd, contentEnd: contentEnd,
                                                     contentAdvance: prefix[contentEnd], isHard: isHard,
                                                     endsParagraph: endsParagraph))
                if segmentEnd == end { break }
                (hardStart, contentEnd, segmentEnd) = (segmentEnd, segmentEnd, segmentEnd + 1)
            }
            start = end
        }
        return segments
    }

    /// Paragraph starts (cluster 0 and after every paragraph-ending break) with
    /// the paragraph style of their first cluster.
    static func paragraphs(segments: [PreparedText.Segment], itemization: Itemizer.Result,
                           runs: [AttributedText.Run]) -> [PreparedText.Paragraph] {
        let clusterCount = itemization.flags.count
        func style(at cluster: Int) -> ParagraphStyle {
            let index = itemization.styles[Int(itemization.clusterStyles[cluster])].attributeIndex
            return runs[index].attributes.paragraphStyle
        }
        var result = [PreparedText.Paragraph(start: 0, style: style(at: 0))]
        for segment in segments where segment.endsParagraph && Int(segment.end) < clusterCount {
            result.append(PreparedText.Paragraph(start: Int(segment.end), style: style(at: Int(segment.end))))
        }
        return result
    }
}
