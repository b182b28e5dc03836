/// Shapes a text piece by piece and turns glyph advances into advances per
/// grapheme cluster, in points.
///
/// A piece is a stretch of clusters inside one segment (between two break
/// opportunities) with one style (attributes + face), one script run and one
/// bidi run. Pieces are looked up in the shared segment cache in one batch;
/// only the misses are shaped, each distinct miss once.
struct ShapingPlan {
    struct Piece {
        var start: Int
        var end: Int
        var style: Int32
    }

    let units: UnsafeBufferPointer<UInt16>
    let itemization: Itemizer.Result
    let segmentEnds: [Int]
    let language: ShapingLanguage

    /// Splits the segments into pieces at style, script and bidi-run changes;
    /// hard-break clusters are left out (they have no advance).
    func pieces(scriptRuns: [ScriptRun], bidiRuns: [BidiRun]) -> (pieces: [Piece], keys: [SegmentKey]) {
        let bounds = itemization.bounds
        let scripts = scriptRuns.map { ShapingLanguage.script($0.script) }
        var pieces: [Piece] = []
        var keys: [SegmentKey] = []
        var scriptIndex = 0
        var bidiIndex = 0
        var segmentStart = 0
        for segmentEnd in segmentEnds {
            var pieceStart = segmentStart
            var pieceScript = -1
            var pieceBidi = -1
            for cluster in segmentStart..<segmentEnd {
                let unit = bounds[cluster]
                while scriptIndex < scriptRuns.count - 1 && scriptRuns[scriptIndex].range.upperBound <= unit { scriptIndex += 1 }
                while bidiIndex < bidiRuns.count - 1 && bidiRuns[bidiIndex].range.upperBound <= unit { bidiIndex += 1 }
                let isHard = itemization.flags[cluster] & PreparedText.Flags.hardBreak != 0
                let style = itemization.clusterStyles[cluster]
                if cluster > pieceStart && (isHard || style != itemization.clusterStyles[pieceStart]
                                            || scriptIndex != pieceScript || bidiIndex != pieceBidi) {
                    append(pieceStart, cluster, script: scripts.isEmpty ? 0 : scripts[pieceScript],
                           rtl: bidiRuns.isEmpty ? false : bidiRuns[pieceBidi].isRightToLeft, to: &pieces, &keys)
                    pieceStart = cluster
                }
                if isHard {
                    pieceStart = cluster + 1
                    continue
                }
                if cluster == pieceStart {
                    pieceScript = scriptIndex
                    pieceBidi = bidiIndex
                }
            }
            if segmentEnd > pieceStart {
                append(pieceStart, segmentEnd, script: scripts.isEmpty ? 0 : scripts[pieceScript],
                       rtl: bidiRuns.isEmpty ? false : bidiRuns[pieceBidi].isRightToLeft, to: &pieces, &keys)
            }
            segmentStart = segmentEnd
        }
        return (pieces, keys)
    }

    private func append(_ start: Int, _ end: Int, script: UInt32, rtl: Bool,
                        to pieces: inout [Piece], _ keys: inout [SegmentKey]) {
        let style = itemization.clusterStyles[start]
        let lower = itemization.bounds[start], upper = itemization.bounds[end]
        var text = Array(units[lower..<upper])
        // A tab is measured as a space: there are no tab stops in a label.
        for index in text.indices where text[index] == 0x09 { text[index] = 0x20 }
        pieces.append(Piece(start: start, end: end, style: style))
        keys.append(SegmentKey(faceID: itemization.styles[Int(style)].faceID, script: script,
                               isRightToLeft: rtl, language: language.id, text: text))
    }

    /// Advances per UTF-16 unit (design units) for every key: cached, or shaped now and cached.
    static func advances(for keys: [SegmentKey], styles: [Itemizer.Style], pieceStyles: [Int32],
                         cache: SegmentCache, language: ShapingLanguage) -> [[Int32]] {
        let found = cache.lookUp(keys)
        var shaped: [SegmentKey: [Int32]] = [:]
        var fresh: [(SegmentKey, [Int32])] = []
        var shaper: Shaper?
        var result: [[Int32]] = []
        result.reserveCapacity(keys.count)
        for (index, key) in keys.enumerated() {
            if let advances = found[index] {
                result.append(advances)
            } else if let advances = shaped[key] {
                result.append(advances)
            } else {
                if shaper == nil { shaper = Shaper() }
                let style = styles[Int(pieceStyles[index])]
                let advances = key.text.withUnsafeBufferPointer {
                    shaper!.advances(of: $0, style: ShapingStyle(face: style.face, faceID: key.faceID, script: key.script,
                                                                isRightToLeft: key.isRightToLeft, language: language))
                }
                shaped[key] = advances
                fresh.append((key, advances))
                result.append(advances)
            }
        }
        if !fresh.isEmpty { cache.insert(fresh) }
        return result
    }

    /// The advance before each cluster boundary, in points: per cluster, the
    /// design-unit advances of its UTF-16 units scaled to the size, plus the
    /// letter spacing. Hard-break clusters (in no piece) advance nothing.
    static func prefixAdvances(pieces: [Piece], advances: [[Int32]], itemization: Itemizer.Result) -> [Double] {
        let bounds = itemization.bounds
        let clusterCount = itemization.flags.count
        var clusterAdvances = [Double](repeating: 0, count: clusterCount)
        for (pieceIndex, piece) in pieces.enumerated() {
            let style = itemization.styles[Int(piece.style)]
            let scale = style.scale
            let unitAdvances = advances[pieceIndex]
            let base = bounds[piece.start]
            for cluster in piece.start..<piece.end {
                var sum: Int32 = 0
                for unit in bounds[cluster]..<bounds[cluster + 1] { sum &+= unitAdvances[unit - base] }
                clusterAdvances[cluster] = Double(sum) * scale + style.letterSpacing
            }
        }
        var prefix = [Double](repeating: 0, count: clusterCount + 1)
        var total = 0.0
        for cluster in 0..<clusterCount {
            total += clusterAdvances[cluster]
            prefix[cluster + 1] = total
        }
        return prefix
    }
}
