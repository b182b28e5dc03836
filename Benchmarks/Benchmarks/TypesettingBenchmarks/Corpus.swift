import Foundation

/// A deterministic corpus of Chinese, English and mixed paragraphs, built from
/// the word lists below with a seeded SplitMix64 generator, so every run and
/// every machine measures the same text. Nothing is downloaded.
struct Corpus {
    static let english = """
    the of and to in is you that it he was for on are as with his they at be this have from or one had by word but \
    not what all were we when your can said there use an each which she do how their if will up other about out many \
    then them these so some her would make like him into time has look two more write go see number no way could people \
    my than first water been call who oil its now find long down day did get come made may part over new sound take only \
    little work know place year live me back give most very after thing our just name good sentence man think say great \
    where help through much before line right too mean old any same tell boy follow came want show also around form three \
    small set put end does another well large must big even such because turn here why ask went men read need land \
    different home us move try kind hand picture again change off play spell air away animal house point page letter \
    mother answer found study still learn should America world photo feed comment share layout cell height table \
    typography measurement interface developer application
    """.split(separator: " ").map(String.init)

    static let chinese = """
    我们 今天 一个 中国 时候 没有 自己 这个 什么 知道 工作 生活 问题 发展 社会 国家 人民 经济 世界 文化 \
    朋友 学习 城市 北京 上海 天气 早上 晚上 吃饭 咖啡 照片 分享 评论 喜欢 推荐 新闻 视频 音乐 电影 旅行 \
    手机 应用 开发 设计 界面 排版 文字 高度 宽度 测量 列表 单元格 布局 字体 中文 英文 混合 段落 换行 标点 \
    春天 夏天 秋天 冬天 周末 假期 公园 山水 大海 阳光 雨水 风景 美食 餐厅 味道 朋友圈 动态 热门 话题 活动 \
    非常 已经 可以 因为 所以 但是 如果 虽然 还是 或者 一起 一直 终于 其实 特别 真的 比较 应该 需要 希望 \
    觉得 看到 听说 开始 结束 准备 完成 参加 认识 记得 忘记 发现 决定 打开 关闭 更新 下载 上传 保存 删除
    """.split(separator: " ").map(String.init)

    static let brands = ["iPhone 15", "App Store", "iOS 17", "WWDC", "Swift", "UITableView", "Auto Layout", "GitHub",
                         "2024年", "10:30", "Wi-Fi", "AI", "CPU", "5G", "OK", "Taylor Swift", "New York", "3.5%"]

    static let chinesePunctuation = ["，", "，", "，", "。", "、", "！", "？", "；", "："]

    enum Kind: CaseIterable { case english, chinese, mixed }

    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// SplitMix64 (Steele, Lea, Flood 2014).
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func pick(_ words: [String]) -> String { words[int(0...(words.count - 1))] }

    mutating func paragraph(_ kind: Kind) -> String {
        switch kind {
        case .english:
            var text = ""
            for sentence in 0..<int(1...5) {
                var words = (0..<int(4...16)).map { _ in pick(Self.english) }
                words[0] = words[0].prefix(1).uppercased() + words[0].dropFirst()
                if words.count > 6 && int(0...1) == 0 { words[int(2...(words.count - 2))] += "," }
                text += (sentence > 0 ? " " : "") + words.joined(separator: " ") + (int(0...4) == 0 ? "?" : ".")
            }
            return text
        case .chinese:
            var text = ""
            for _ in 0..<int(2...8) {
                for _ in 0..<int(2...7) { text += pick(Self.chinese) }
                text += pick(Self.chinesePunctuation)
            }
            return text
        case .mixed:
            var text = ""
            for _ in 0..<int(2...6) {
                for _ in 0..<int(2...6) {
                    switch int(0...5) {
                    case 0: text += " " + pick(Self.brands) + " "
                    case 1: text += " " + pick(Self.english) + " "
                    default: text += pick(Self.chinese)
                    }
                }
                text += pick(Self.chinesePunctuation)
            }
            return text.replacingOccurrences(of: "  ", with: " ").trimmingCharacters(in: .whitespaces)
        }
    }

    /// `count` paragraphs, kinds in rotation (English, Chinese, mixed).
    static func paragraphs(count: Int, seed: UInt64 = 20_261_121) -> [String] {
        var corpus = Corpus(seed: seed)
        return (0..<count).map { corpus.paragraph(Kind.allCases[$0 % 3]) }
    }

    /// One paragraph (no line breaks) of at least `scalars` Unicode scalars.
    static func longParagraph(scalars: Int, seed: UInt64 = 7) -> String {
        var corpus = Corpus(seed: seed)
        var text = ""
        var count = 0
        var index = 0
        while count < scalars {
            let piece = corpus.paragraph(Kind.allCases[index % 3]) + " "
            count += piece.unicodeScalars.count
            text += piece
            index += 1
        }
        return text
    }
}
