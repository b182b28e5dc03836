import HeightCache
import Locking

/// Whether a template's cells leave their layout open (`TemplateCell.leavesWrappingOpen()`), per content
/// size, found by the first cell built and read by the others: a template is built into a cell when it is
/// loaded, once per worker and content size by a table, and once per sample by `lint`, and each would
/// otherwise build and lay out a probe cell of its own. Shared by a template's copies, which lay out alike;
/// a copy with other views (`withDefaultLocale`) gets answers of its own.
final class OpenLayoutAnswers: Sendable {
    private let answers = Locked<[ContentSizeCategory: Bool]>([:])

    /// The answer for `category`, from `find` the first time. Two cells asking at once may both find it;
    /// they find the same.
    func answer(for category: ContentSizeCategory, find: () throws(TemplateError) -> Bool) throws(TemplateError) -> Bool {
        if let known = answers.withLock({ $0[category] }) { return known }
        let found = try find()
        answers.withLock { $0[category] = found }
        return found
    }
}
