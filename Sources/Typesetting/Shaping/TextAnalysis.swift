/// The width-independent analysis of a text up to its spans: what `prepare` measures and what drawing
/// shapes again. One function makes it for both, so drawing cuts the text exactly as measuring did.
/// (The itemization and the break opportunities are the plan's.)
struct TextAnalysis {
    let bidiRuns: [BidiRun]
    let plan: ShapingPlan
    /// Before `checkedSpans`/`advances` decide which runs stay whole.
    let spans: [ShapingPlan.Span]
}

extension Typesetter {
    /// Itemizes `units`, finds break opportunities, script and bidi runs, and cuts the text into spans.
    func analyze(_ units: UnsafeBufferPointer<UInt16>, runs: [AttributedText.Run], locale: String,
                 keepingHangulWords: Bool) throws(TypesettingError) -> TextAnalysis {
        let itemization = try Itemizer(fonts: fonts, locale: locale, iterators: breakIterators).itemize(units, runs: runs)
        let opportunities = try LineBreaker.opportunities(in: units, locale: locale, keepingHangulWords: keepingHangulWords,
                                                          iterators: breakIterators)
        let bidiRuns = try BidiPrecheck.runs(in: units)
        let ends = SegmentBuilder.segmentEnds(opportunities, bounds: itemization.bounds)
        let plan = ShapingPlan(units: units, itemization: consume itemization, segmentEnds: ends, language: ShapingLanguage(locale))
        let spans = ShapingPlan.spans(plan.pieces(scriptRuns: Scripts.runs(in: units), bidiRuns: bidiRuns), flags: plan.itemization.flags)
        return TextAnalysis(bidiRuns: bidiRuns, plan: plan, spans: spans)
    }
}
