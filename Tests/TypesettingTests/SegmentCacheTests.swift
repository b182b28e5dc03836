import Testing
@testable import Typesetting

@Suite struct SegmentCacheTests {
    func key(_ text: String, face: Int32 = 0) -> SegmentKey {
        SegmentKey(faceID: face, script: 0, isRightToLeft: false, language: 0, text: Array(text.utf16))
    }

    /// Looks the keys up through probes, as preparing a text does.
    func lookUp(_ cache: SegmentCache, _ keys: [SegmentKey]) -> [[Int32]?] {
        let texts = keys.map(\.text)
        let pointers = texts.map { text in
            let copy = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: text.count)
            _ = copy.initialize(from: text)
            return copy
        }
        defer { pointers.forEach { $0.deallocate() } }
        return cache.lookUp(zip(keys, pointers).map { key, text in
            SegmentProbe(faceID: key.faceID, script: key.script, isRightToLeft: key.isRightToLeft,
                         language: key.language, text: UnsafeBufferPointer(text))
        })
    }

    /// Words repeated across texts are shaped once: the second text's
    /// segments are all hits.
    @Test func repeatedWordsHitTheCache() throws {
        let typesetter = Typesetter(fonts: try FontCollection.bundled())
        _ = try typesetter.prepare(AttributedText("hello world hello", attributes: TextAttributes(family: "Inter")))
        let first = typesetter.cache.statistics
        // Segments "hello ", "world ", "hello" (no trailing space) plus the ellipsis.
        #expect(first.count == 4)
        _ = try typesetter.prepare(AttributedText("world hello ", attributes: TextAttributes(family: "Inter")))
        let second = typesetter.cache.statistics
        #expect(second.count == 4)
        #expect(second.hits - first.hits == 3)   // "world ", "hello ", ellipsis
        #expect(typesetter.segmentCacheStatistics.entries == 4)
        #expect(typesetter.segmentCacheStatistics.misses == first.misses)
    }

    @Test func boundedByCountWithSecondChance() {
        let cache = SegmentCache(capacity: 2)
        cache.insert([(key("a"), [1]), (key("b"), [2])])
        _ = lookUp(cache, [key("a")])            // a referenced
        cache.insert([(key("c"), [3])])         // a gets a second chance, b goes
        #expect(lookUp(cache, [key("a"), key("b"), key("c")]).map { $0?.first } == [1, nil, 3])
        #expect(cache.statistics.count == 2)
    }

    /// Same text in another face is another entry.
    @Test func keyIncludesFace() {
        let cache = SegmentCache(capacity: 10)
        cache.insert([(key("a", face: 0), [1])])
        #expect(lookUp(cache, [key("a", face: 1)]) == [nil])
    }

    /// Evicted or never cached, results are the same.
    @Test func tinyCacheGivesSameLayout() throws {
        let fonts = try FontCollection.bundled()
        let text = AttributedText("The quick brown fox jumps over the lazy dog. 敏捷的棕色狐狸跳过了懒狗。", attributes: TextAttributes(family: "Inter"))
        let big = try Typesetter(fonts: fonts).prepare(text).layout(maxWidth: 120)
        let none = try Typesetter(fonts: fonts, segmentCacheCapacity: 0).prepare(text).layout(maxWidth: 120)
        let tiny = Typesetter(fonts: fonts, segmentCacheCapacity: 3)
        _ = try tiny.prepare(text)
        #expect(big == none)
        #expect(big == (try tiny.prepare(text).layout(maxWidth: 120)))
    }

    @Test func concurrentPreparesAgree() async throws {
        let typesetter = Typesetter(fonts: try FontCollection.bundled(), segmentCacheCapacity: 50)
        let texts = (0..<40).map { "第\($0)行 item number \($0) 中文 words repeat repeat" }
        let serial = try texts.map { try Typesetter(fonts: typesetter.fonts).prepare(AttributedText($0)).layout(maxWidth: 100) }
        let parallel = try await withThrowingTaskGroup(of: (Int, TextLayout).self) { group in
            for (index, text) in texts.enumerated() {
                group.addTask { (index, try typesetter.prepare(AttributedText(text)).layout(maxWidth: 100)) }
            }
            var result = [TextLayout?](repeating: nil, count: texts.count)
            for try await (index, layout) in group { result[index] = layout }
            return result
        }
        #expect(parallel == serial.map(Optional.some))
    }
}
