/// Identifies a shaped piece of text: the text between two break
/// opportunities (a "word") within one font, script and direction.
///
/// Advances are stored in design units, so the size is not part of the key and
/// one entry serves every point size. HarfBuzz's default feature set is the
/// only one used, so features are not part of the key either. Shaping word by
/// word loses kerning across a space; browsers measure the same way, and the
/// difference is a few hundredths of a point per space at most. A word of
/// several segments ("e-Ticket") is keyed by where it may break too (`breaks`):
/// where a ligature spans a break, its advances are its segments'.
///
/// A key owns its text: it is what the cache stores. Looking up goes through a
/// ``SegmentProbe``, which reads the text where it lies.
struct SegmentKey: Equatable, Sendable {
    let faceID: Int32
    let script: UInt32
    let isRightToLeft: Bool
    let language: UInt
    /// 0 for one segment; for a word of several, a digest of its inner break offsets (never 0).
    let breaks: UInt64
    let text: [UInt16]
    /// Computed once, when the text is read; the cache's index compares it before the text.
    let hash: Int
    /// The hash as the cache's ``HashIndex`` takes it.
    var word: UInt64 { UInt64(UInt(bitPattern: hash)) }

    init(faceID: Int32, script: UInt32, isRightToLeft: Bool, language: UInt, breaks: UInt64 = 0, text: [UInt16]) {
        self.faceID = faceID
        self.script = script
        self.isRightToLeft = isRightToLeft
        self.language = language
        self.breaks = breaks
        self.text = text
        hash = text.withUnsafeBufferPointer {
            Self.hash(faceID: faceID, script: script, isRightToLeft: isRightToLeft, language: language, breaks: breaks, text: $0)
        }
    }

    /// The key a probe looks for, with its own copy of the text.
    init(_ probe: SegmentProbe) {
        faceID = probe.faceID
        script = probe.script
        isRightToLeft = probe.isRightToLeft
        language = probe.language
        breaks = probe.breaks
        text = Array(probe.text)
        hash = probe.hash
    }

    /// The hash of a key: the standard library's seeded hasher, so texts chosen to collide cannot be
    /// written without knowing the process's seed. The text is hashed as raw bytes, not element by
    /// element: words are short and keys are many.
    static func hash(faceID: Int32, script: UInt32, isRightToLeft: Bool, language: UInt, breaks: UInt64,
                     text: UnsafeBufferPointer<UInt16>) -> Int {
        var hasher = Hasher()
        hasher.combine(faceID)
        hasher.combine(script)
        hasher.combine(isRightToLeft)
        hasher.combine(language)
        hasher.combine(breaks)
        hasher.combine(text.count)
        hasher.combine(bytes: UnsafeRawBufferPointer(text))
        return hasher.finalize()
    }

    static func == (a: SegmentKey, b: SegmentKey) -> Bool {
        a.hash == b.hash && a.faceID == b.faceID && a.script == b.script && a.isRightToLeft == b.isRightToLeft
            && a.language == b.language && a.breaks == b.breaks && a.text == b.text
    }

    func matches(_ probe: SegmentProbe) -> Bool {
        hash == probe.hash && faceID == probe.faceID && script == probe.script
            && isRightToLeft == probe.isRightToLeft && language == probe.language && breaks == probe.breaks
            && text.withUnsafeBufferPointer { $0.elementsEqual(probe.text) }
    }
}

/// A key to look up, whose text stays where it is (a slice of the text being prepared): a look-up copies
/// and allocates nothing. Valid only as long as that text.
struct SegmentProbe {
    let faceID: Int32
    let script: UInt32
    let isRightToLeft: Bool
    let language: UInt
    let breaks: UInt64
    let text: UnsafeBufferPointer<UInt16>
    let hash: Int
    var word: UInt64 { UInt64(UInt(bitPattern: hash)) }

    init(faceID: Int32, script: UInt32, isRightToLeft: Bool, language: UInt, breaks: UInt64 = 0, text: UnsafeBufferPointer<UInt16>) {
        self.faceID = faceID
        self.script = script
        self.isRightToLeft = isRightToLeft
        self.language = language
        self.breaks = breaks
        self.text = text
        hash = SegmentKey.hash(faceID: faceID, script: script, isRightToLeft: isRightToLeft, language: language,
                               breaks: breaks, text: text)
    }
}
