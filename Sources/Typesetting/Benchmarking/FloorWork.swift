/// The work a text measurement cannot avoid, for benchmarks to time our cold
/// path against: HarfBuzz shaping of the text's runs (one call per maximal
/// run of one face, script and direction, no cache) plus ICU's line break
/// iteration over the text. Itemizing into those runs happens beforehand and
/// is not part of the floor.
@_spi(Benchmarking)
public struct ShapingRuns: Sendable {
    struct Run: Sendable {
        var units: Range<Int>
        var face: FontFace
        var script: UInt32
        var isRightToLeft: Bool
    }

    let units: [UInt16]
    let locale: String
    let runs: [Run]

    /// Number of HarfBuzz calls the floor makes.
    public var runCount: Int { runs.count }
}

extension Typesetter {
    /// Itemizes `text` as `prepare` does, into runs shaped whole.
    @_spi(Benchmarking)
    public func shapingRuns(of text: AttributedText, locale: String? = nil) throws(TypesettingError) -> ShapingRuns {
        let locale = locale ?? LocaleGuess.locale(for: text.string)
        let units = Array(text.string.utf16)
        guard !units.isEmpty else { return ShapingRuns(units: [], locale: locale, runs: []) }
        let runs = try units.withUnsafeBufferPointer { (buffer) throws(TypesettingError) -> [ShapingRuns.Run] in
            let itemization = try Itemizer(fonts: fonts, locale: locale).itemize(buffer, runs: text.runs)
            let plan = ShapingPlan(units: buffer, itemization: itemization, segmentEnds: [itemization.flags.count],
                                   language: ShapingLanguage(locale))
            let (pieces, keys) = plan.pieces(scriptRuns: Scripts.runs(in: buffer),
                                             bidiRuns: try BidiPrecheck.runs(in: buffer))
            return zip(pieces, keys).map { piece, key in
                ShapingRuns.Run(units: itemization.bounds[piece.start]..<itemization.bounds[piece.end],
                                face: itemization.styles[Int(piece.style)].face, script: key.script,
                                isRightToLeft: key.isRightToLeft)
            }
        }
        return ShapingRuns(units: units, locale: locale, runs: runs)
    }

    /// Runs the floor once: ICU line breaks over the text, HarfBuzz over each
    /// run. Returns a number derived from the results so the work is not
    /// optimized away.
    @_spi(Benchmarking)
    public static func floor(_ runs: ShapingRuns) throws(TypesettingError) -> Int {
        guard !runs.units.isEmpty else { return 0 }
        let shaper = Shaper()
        let language = ShapingLanguage(runs.locale)
        return try runs.units.withUnsafeBufferPointer { (buffer) throws(TypesettingError) -> Int in
            var result = try LineBreaker.opportunities(in: buffer, locale: runs.locale).count
            for run in runs.runs {
                let slice = UnsafeBufferPointer(rebasing: buffer[run.units])
                result &+= shaper.totalAdvance(of: slice, style: ShapingStyle(face: run.face, faceID: 0, script: run.script,
                                                                             isRightToLeft: run.isRightToLeft, language: language))
            }
            return result
        }
    }
}
