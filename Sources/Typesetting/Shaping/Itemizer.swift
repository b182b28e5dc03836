/// Splits a text into grapheme clusters and gives each one attributes and a
/// face: the first face of its run's fallback cascade that has glyphs for all
/// of the cluster's scalars, so a cluster is never split between fonts. A
/// cluster that asks for emoji presentation (`EmojiPresentation`) tries the
/// cascade's colour faces first, as Core Text gives "❤️" Apple Color Emoji even
/// where the text font has a "❤".
struct Itemizer {
    /// Attributes and face of a group of clusters; one per distinct pair in a text.
    struct Style {
        var attributeIndex: Int
        var face: FontFace
        var faceID: Int32
        var size: Double
        /// Points after each cluster: the run's own letter spacing, else the system font's tracking.
        var letterSpacing: Double
        /// The line the style's clusters take (the face's own, or the system font's).
        var lineMetrics: FontMetrics
        /// Points between a line holding these clusters and the next (the attributes' font leading).
        var leading: Double
        /// Points per design unit.
        var scale: Double { size / Double(face.metrics.unitsPerEm) }

        init(attributeIndex: Int, entry: FontCollection.IdentifiedFace, attributes: TextAttributes) {
            self.attributeIndex = attributeIndex
            face = entry.face
            faceID = entry.id
            size = attributes.size
            letterSpacing = entry.presentation?.letterSpacing(explicit: attributes.letterSpacing, size: attributes.size, ios: attributes.ios)
                ?? attributes.letterSpacing
            lineMetrics = entry.lineMetrics
            leading = attributes.leading
        }
    }

    struct Result {
        /// Grapheme cluster boundaries in UTF-16 offsets (0 and count included).
        var bounds: [Int]
        var scalarOffsets: [Int]
        var flags: [UInt8]
        var clusterStyles: [Int32]
        /// `clusterStyles` run-length encoded, as the prepared text keeps it for line metrics.
        var styleRuns: [PreparedText.StyleRun]
        var styles: [Style]
        /// Clusters no face of their cascade covers whole (measured with a face's empty box), ascending.
        var missingClusters: [Int32]
        /// Clusters of scalars that draw nothing (controls, Default_Ignorable_Code_Point; not spaces or line
        /// breaks), ascending. They advance nothing and take no letter spacing: HarfBuzz would give a control
        /// its .notdef box, and the system font's tracking, negative at most sizes, would make a run of
        /// zero-width spaces narrower than nothing.
        var invisibleClusters: [Int32]
        /// The style the "…" of a line truncated after each style's clusters is set in (see `ellipsisStyles`).
        var ellipsisStyles: [Int32]
    }

    let fonts: FontCollection
    let locale: String
    let iterators: BreakIteratorPool

    func itemize(_ units: UnsafeBufferPointer<UInt16>, runs: [AttributedText.Run]) throws(TypesettingError) -> Result {
        let bounds = try GraphemeClusters.boundaries(in: units, iterators: iterators)
        let clusterCount = bounds.count - 1
        var scalarOffsets: [Int] = []
        scalarOffsets.reserveCapacity(clusterCount + 1)
        var flags = [UInt8](filled: 0, count: clusterCount)
        var clusterStyles = [Int32](filled: 0, count: clusterCount)
        var styleRuns: [PreparedText.StyleRun] = []
        var styles: [Style] = []
        var missingClusters: [Int32] = []
        var invisibleClusters: [Int32] = []
        var styleKeys = StyleKeys()
        // A text and its fallbacks: usually no more than four styles, in a few runs (Chinese with Latin
        // words switches face at every word).
        styles.reserveCapacity(4)
        styleKeys.keys.reserveCapacity(4)
        styleRuns.reserveCapacity(16)

        let cascades = try runs.map { (run) throws(TypesettingError) in
            try fonts.identifiedCascade(family: run.attributes.family, weight: run.attributes.weight,
                                        italic: run.attributes.italic, width: run.attributes.width, locale: locale,
                                        size: run.attributes.size)
        }

        var scalar = 0
        var attribute = 0
        var previousChoice = 0
        var previousAttribute = -1
        var lastKey = StyleKey(attribute: -1, position: -1)
        var lastStyle: Int32 = 0
        // The current run's cascade, taken out of the array only when the run changes (not per cluster).
        var runCascade = cascades[0]
        for cluster in 0..<clusterCount {
            let lower = bounds[cluster], upper = bounds[cluster + 1]
            scalarOffsets.append(scalar)
            if attribute < runs.count - 1 && runs[attribute].range.upperBound <= scalar {
                while attribute < runs.count - 1 && runs[attribute].range.upperBound <= scalar { attribute += 1 }
                runCascade = cascades[attribute]
            }

            let first = units[lower]
            if upper - lower == 1 && CharacterClasses.isHangingSpace(first) {
                flags[cluster] = PreparedText.Flags.hangingSpace
            } else if CharacterClasses.isHardBreak(first) {
                flags[cluster] = PreparedText.Flags.hardBreak
            }

            let coverage = Self.choose(units, lower..<upper, cascade: runCascade)
            scalar += coverage.scalarCount
            let choice: Int
            if flags[cluster] == PreparedText.Flags.hardBreak {
                // A line break has no glyph to fall back for: it takes the run's own font, as TextKit gives
                // a paragraph separator its attribute's font, so an empty line is the primary font's height.
                choice = 0
            } else if coverage.isIgnorable {
                choice = attribute == previousAttribute ? previousChoice : 0
                if flags[cluster] == 0 { invisibleClusters.append(Int32(cluster)) }
            } else {
                choice = coverage.position ?? 0
                if coverage.position == nil || coverage.isPartial { missingClusters.append(Int32(cluster)) }
            }
            previousChoice = choice
            previousAttribute = attribute

            let key = StyleKey(attribute: attribute, position: choice)
            if key != lastKey {
                if let existing = styleKeys.index(of: key) {
                    lastStyle = existing
                } else {
                    lastStyle = Int32(styles.count)
                    styleKeys.append(key)
                    styles.append(Style(attributeIndex: attribute, entry: cascades[attribute][choice], attributes: runs[attribute].attributes))
                }
                lastKey = key
            }
            clusterStyles[cluster] = lastStyle
            if styleRuns.last?.style != lastStyle { styleRuns.append(PreparedText.StyleRun(start: cluster, style: lastStyle)) }
        }
        scalarOffsets.append(scalar)
        let ellipsisStyles = Self.ellipsisStyles(&styles, keys: &styleKeys, cascades: cascades, runs: runs)
        return Result(bounds: bounds, scalarOffsets: scalarOffsets, flags: flags, clusterStyles: clusterStyles,
                      styleRuns: styleRuns, styles: styles, missingClusters: missingClusters,
                      invisibleClusters: invisibleClusters, ellipsisStyles: ellipsisStyles)
    }

    /// The style the "…" after each style's clusters is set in: the style itself when its face has U+2026,
    /// else the first face of its run's cascade that has it, as any character falls back. A colour emoji
    /// face has no "…": set in it, the "…" after an emoji was that face's .notdef, as wide as an emoji
    /// when measured and blank when drawn. A style made here for a "…" has no clusters; its own "…" is
    /// set in itself, so `ellipsisStyles[ellipsisStyles[i]] == ellipsisStyles[i]`. When no face of the
    /// cascade has U+2026, the "…" stays in the style's face, as a missing character would.
    private static func ellipsisStyles(_ styles: inout [Style], keys: inout StyleKeys,
                                       cascades: [[FontCollection.IdentifiedFace]], runs: [AttributedText.Run]) -> [Int32] {
        let ellipsis: UInt32 = 0x2026
        let clusterStyleCount = styles.count
        var result: [Int32] = []
        result.reserveCapacity(clusterStyleCount)
        for index in 0..<clusterStyleCount {
            let key = keys.keys[index]
            let cascade = cascades[key.attribute]
            guard !cascade[key.position].coverage.contains(ellipsis),
                  let position = cascade.firstIndex(where: { $0.coverage.contains(ellipsis) }) else {
                result.append(Int32(index))
                continue
            }
            let fallback = StyleKey(attribute: key.attribute, position: position)
            if let existing = keys.index(of: fallback) {
                result.append(existing)
            } else {
                result.append(Int32(styles.count))
                keys.append(fallback)
                styles.append(Style(attributeIndex: key.attribute, entry: cascade[position], attributes: runs[key.attribute].attributes))
            }
        }
        // Styles made above for a "…" set their own.
        for index in clusterStyleCount..<styles.count { result.append(Int32(index)) }
        return result
    }

    private struct StyleKey: Hashable {
        var attribute: Int
        var position: Int
    }

    /// The key of each style, in order. A text has a few styles, found faster by a scan than by hashing
    /// (and a dictionary per text is allocations); past `scanLimit` a dictionary keeps look-ups O(1).
    private struct StyleKeys {
        static let scanLimit = 8
        var keys: [StyleKey] = []
        var indices: [StyleKey: Int32] = [:]

        func index(of key: StyleKey) -> Int32? {
            if keys.count <= Self.scanLimit { return keys.firstIndex(of: key).map { Int32($0) } }
            return indices[key]
        }

        mutating func append(_ key: StyleKey) {
            keys.append(key)
            if keys.count == Self.scanLimit + 1 {
                for (index, known) in keys.enumerated() { indices[known] = Int32(index) }
            } else if keys.count > Self.scanLimit + 1 {
                indices[key] = Int32(keys.count - 1)
            }
        }
    }

    private struct Coverage {
        var position: Int?
        var isIgnorable: Bool
        var scalarCount: Int
        /// Some scalar of the cluster has no glyph in the face at `position` (a mark no face has, after a
        /// letter one has): it is measured as that face's empty box, so the cluster counts as missing.
        var isPartial = false
    }

    /// The first cascade position covering every non-ignorable scalar of the
    /// cluster (colour faces first for emoji presentation); failing that, the
    /// first covering its first scalar.
    private static func choose(_ units: UnsafeBufferPointer<UInt16>, _ range: Range<Int>,
                               cascade: [FontCollection.IdentifiedFace]) -> Coverage {
        if range.count == 1 {
            // One BMP scalar: the common case, without allocating.
            let scalar = UInt32(units[range.lowerBound])
            if CharacterClasses.isIgnorableForCoverage(scalar) {
                return Coverage(position: nil, isIgnorable: true, scalarCount: 1)
            }
            let covers = { (entry: FontCollection.IdentifiedFace) in entry.coverage.contains(scalar) }
            if EmojiPresentation.isDefault(scalar), let position = cascade.firstIndex(where: { $0.isColor && covers($0) }) {
                return Coverage(position: position, isIgnorable: false, scalarCount: 1)
            }
            return Coverage(position: cascade.firstIndex(where: covers), isIgnorable: false, scalarCount: 1)
        }
        var scalars: [UInt32] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let (scalar, length) = UTF16Scalars.scalar(at: index, in: units, end: range.upperBound)
            scalars.append(scalar)
            index += length
        }
        let count = scalars.count
        let wantsEmoji = EmojiPresentation.isRequested(by: scalars)
        scalars.removeAll { CharacterClasses.isIgnorableForCoverage($0) }
        guard let first = scalars.first else { return Coverage(position: nil, isIgnorable: true, scalarCount: count) }
        let coversAll = { (entry: FontCollection.IdentifiedFace) in scalars.allSatisfy { entry.coverage.contains($0) } }
        if wantsEmoji, let position = cascade.firstIndex(where: { $0.isColor && coversAll($0) }) {
            return Coverage(position: position, isIgnorable: false, scalarCount: count)
        }
        if let position = cascade.firstIndex(where: coversAll) {
            return Coverage(position: position, isIgnorable: false, scalarCount: count)
        }
        let partial = cascade.firstIndex { $0.coverage.contains(first) }
        return Coverage(position: partial, isIgnorable: false, scalarCount: count, isPartial: true)
    }
}
