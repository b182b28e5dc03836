import ViewLayout

/// One synthesized feed item: a text per label and an image size per fixed-size view.
public struct FeedItem: Sendable {
    public var texts: [String]
    public var imageSizes: [Size]
}

/// Deterministic item generator (a linear congruential generator with a fixed seed), so every run lays out
/// the same 10,000 items. Texts come from a pool of English and Chinese sentences of 2–40 words.
public struct FeedItemFactory {
    public static let englishWords = ["the", "light", "over", "harbour", "coffee", "tomorrow", "weekend", "photos", "train",
                               "finally", "remember", "mountain", "quiet", "morning", "bicycle", "market", "friends",
                               "rain", "summer", "library", "sunset", "walked", "across", "bridge", "again"]
    public static let chineseWords = ["今天", "天气", "很好", "我们", "一起", "去", "公园", "散步", "看到", "很多", "花",
                               "朋友", "周末", "咖啡", "城市", "晚上", "音乐", "学习", "工作", "旅行"]
    public var state: UInt64

    public init(seed: UInt64 = 0x5EED_CE11) { state = seed }

    public mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 33
    }

    public mutating func sentence() -> String {
        let count = 2 + Int(next() % 39)
        if next() % 2 == 0 {
            return (0..<count).map { _ in Self.englishWords[Int(next() % UInt64(Self.englishWords.count))] }.joined(separator: " ")
        }
        return (0..<count).map { _ in Self.chineseWords[Int(next() % UInt64(Self.chineseWords.count))] }.joined() + "。"
    }

    /// A pool of distinct texts that items draw from (feeds repeat texts; the pool is prepared once).
    public mutating func textPool(_ size: Int) -> [String] { (0..<size).map { _ in sentence() } }

    public mutating func items(_ count: Int, labels: Int, images: Int, pool: [String]) -> [FeedItem] {
        (0..<count).map { _ in
            FeedItem(texts: (0..<labels).map { _ in pool[Int(next() % UInt64(pool.count))] },
                     imageSizes: (0..<images).map { _ in
                         let side = Double(16 + next() % 49)
                         return Size(width: side, height: side * Double(1 + next() % 2))
                     })
        }
    }
}
