import CICU
import Foundation

/// An opened ICU break iterator. Not safe to use from two threads at once; the pool hands
/// each one to a single caller at a time.
final class BreakIterator: @unchecked Sendable {
    let handle: OpaquePointer

    init(handle: OpaquePointer) { self.handle = handle }
    deinit { cicu_break_close(handle) }
}

/// Keeps opened break iterators per (kind, locale) for reuse; each `Typesetter` owns one.
///
/// Opening an ICU break iterator parses locale data and costs far more than iterating a short
/// paragraph, and cold measuring opens one per text. The pool keeps one template per locale
/// (never iterated, only cloned) and a few idle clones ready for `ubrk_setText`, so the hot path
/// is a lock, a pop, and a push. Opening and cloning happen outside the lock, so a thread that
/// meets a new locale does not hold up the others.
final class BreakIteratorPool: @unchecked Sendable {
    enum Kind: Hashable, Sendable { case line, character }

    private struct Key: Hashable { var kind: Kind; var locale: String }
    /// A class, so that taking an idle iterator is a look-up and a change of the entry, not a change made
    /// through the dictionary's subscript: each of its nested accessors allocated a frame, three
    /// allocations a text.
    private final class Entry {
        let template: BreakIterator
        var idle: [BreakIterator] = []
        init(template: BreakIterator) { self.template = template }
    }

    /// Idle iterators kept per locale; more than the cores that may measure at once is waste.
    private let idleLimit = 16
    /// Locales with a template; locale strings come from users, so the table is bounded.
    private let localeLimit = 64

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]

    /// Runs `body` with an iterator of `kind` for `locale`, returning it to the pool afterwards.
    func withIterator<R>(
        _ kind: Kind, locale: String,
        _ body: (BreakIterator) throws(TypesettingError) -> R
    ) throws(TypesettingError) -> R {
        let iterator = try checkOut(kind, locale: locale)
        defer { checkIn(iterator, kind, locale: locale) }
        return try body(iterator)
    }

    private func checkOut(_ kind: Kind, locale: String) throws(TypesettingError) -> BreakIterator {
        let key = Key(kind: kind, locale: locale)
        lock.lock()
        if let entry = entries[key], let idle = entry.idle.popLast() {
            lock.unlock()
            return idle
        }
        let known = entries[key]?.template
        lock.unlock()
        if let known { return try Self.clone(known) }

        let opened = try Self.open(kind, locale: locale)
        lock.lock()
        let isTemplate = entries[key] == nil && entries.count < localeLimit
        if isTemplate { entries[key] = Entry(template: opened) }
        lock.unlock()
        // A template is only cloned, never iterated. An iterator opened when another thread had just made
        // the template, or past the locale limit, serves this caller itself (and may stay as an idle one).
        return isTemplate ? try Self.clone(opened) : opened
    }

    private func checkIn(_ iterator: BreakIterator, _ kind: Kind, locale: String) {
        let key = Key(kind: kind, locale: locale)
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[key], entry.template !== iterator, entry.idle.count < idleLimit else { return }
        entry.idle.append(iterator)
    }

    private static func open(_ kind: Kind, locale: String) throws(TypesettingError) -> BreakIterator {
        var status: Int32 = 0
        let handle = locale.withCString { name in
            switch kind {
            case .line: cicu_linebreak_open(name, &status)
            case .character: cicu_charbreak_open(name, &status)
            }
        }
        guard let handle, !ICUStatus.isFailure(status) else {
            throw ICUStatus.error(kind == .line ? "ubrk_open(UBRK_LINE, \(locale))" : "ubrk_open(UBRK_CHARACTER, \(locale))", status)
        }
        return BreakIterator(handle: handle)
    }

    private static func clone(_ template: BreakIterator) throws(TypesettingError) -> BreakIterator {
        var status: Int32 = 0
        guard let handle = cicu_break_clone(template.handle, &status), !ICUStatus.isFailure(status) else {
            throw ICUStatus.error("ubrk_clone", status)
        }
        return BreakIterator(handle: handle)
    }
}
