@testable import Typesetting

/// Runs an ICU wrapper over the UTF-16 code units of a Swift string.
func withUTF16<R>(_ string: String, _ body: (UnsafeBufferPointer<UInt16>) throws -> R) rethrows -> R {
    let units = Array(string.utf16)
    return try units.withUnsafeBufferPointer(body)
}

/// Break offsets and hardness of `string` as ICU's line break iterator reports them.
func lineBreaks(_ string: String, locale: String = "en") throws -> [LineBreakOpportunity] {
    try withUTF16(string) { try LineBreaker.opportunities(in: $0, locale: locale, iterators: bundledTypesetter.breakIterators) }
}

func soft(_ offsets: Int...) -> [LineBreakOpportunity] { offsets.map { LineBreakOpportunity(offset: $0, isHard: false) } }
