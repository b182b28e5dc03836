import HeightCache
import LayoutTestSupport
import Logging
import Synchronization
import Testing
import ViewLayout

/// A feed item for `FeedCell`.
struct Post: Sendable {
    var name = "Li Wei", time = "3m", contentLength = 50, images = 5
}

/// Heights worked out by hand from the fonts' tables (FontFacts) and the cell's constraints.
enum FeedCellMath {
    static func ceil(_ x: Double, _ scale: Double) -> Double { FontFacts.ceil(x, scale: scale) }

    /// FeedCell's row height (for Latin names: a Han name would make the name line as tall as a
    /// Noto Sans CJK SC line): 12 + name line + 6 + content lines + (8 + grid) + 10 + 24 + 12, plus the
    /// separator (1 / scale). The content label is W − 16 − 40 − 10 − 16 = W − 82 wide and holds
    /// floor((W − 82) / 15) ideographs of 15 points per line (Noto Sans CJK SC advances 1000/1000 em).
    static func rowHeight(_ post: Post, width: Double, scale: Double, separator: Bool = true, contentWidth: Double? = nil) -> Double {
        let labelWidth = (contentWidth ?? width) - 82
        let perLine = Int((labelWidth / 15).rounded(.down))
        let lines = (post.contentLength + perLine - 1) / perLine
        let name = ceil(FontFacts.interLineHeight(15), scale)
        let content = ceil(Double(lines) * FontFacts.cjkLineHeight(15), scale)
        let rows = (post.images + 2) / 3
        let grid = post.images == 0 ? 0 : 8 + Double(rows) * 80 + Double(rows - 1) * 4
        return 12 + name + 6 + content + grid + 10 + 24 + 12 + (separator ? 1 / scale : 0)
    }
}

extension FeedCell {
    func configure(_ post: Post) { configure(name: post.name, time: post.time, contentLength: post.contentLength, images: post.images) }
}

final class SectionHeader: TableViewHeaderFooterView {
    let title = interLabel("title", "", size: 13, lines: 0)
    init() {
        super.init(reuseIdentifier: "header")
        contentView.addSubview(title)
        try! title.makeConstraints { $0.edges.equalToSuperview().inset(EdgeInsets(top: 6, left: 16, bottom: 6, right: 16)) }
    }
}

/// Collects log messages (for the debug-log test).
final class LogCapture: LogHandler, @unchecked Sendable {
    // @unchecked: `messages` is behind its own Mutex; the rest is LogHandler's value-like configuration.
    let messages = Mutex<[String]>([])
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace
    subscript(metadataKey key: String) -> Logger.Metadata.Value? { get { metadata[key] } set { metadata[key] = newValue } }
    func log(event: LogEvent) { messages.withLock { $0.append("\(event.message)") } }
}

@Suite struct TableHeightTests {
    static func feedTable(width: Double, scale: Double, separator: SeparatorStyle = .singleLine, index: Double = 0) -> TableView {
        let table = TableView(geometry: TableGeometry(width: width, scale: scale, separatorStyle: separator, sectionIndexWidth: index))
        table.register({ FeedCell() }, forCellReuseIdentifier: "feed")
        return table
    }

    @Test(arguments: [(320.0, 2.0), (320, 3), (414, 2), (414, 3)])
    func feedCellHeightsByHand(width: Double, scale: Double) throws {
        // 320: label 238 → 15 per line; 414: label 332 → 22 per line (Noto Sans CJK SC, 15 pt each).
        let table = Self.feedTable(width: width, scale: scale)
        let posts = [Post(), Post(name: "Wang Fang", time: "1d", contentLength: 10, images: 0), Post(contentLength: 90, images: 1)]
        for post in posts {
            let height = try table.height(forCellWithIdentifier: "feed") { (cell: FeedCell) in cell.configure(post) }
            #expect(abs(height - FeedCellMath.rowHeight(post, width: width, scale: scale)) < 1e-9, "\(post) at \(width)@\(scale)x")
        }
        // One worked example spelt out: 414 @3x, 50 ideographs → 22 + 22 + 6 = 3 lines of 21.72 = 65.16 → 65.333;
        // name 18.153 → 18.333; grid 2 rows 164: 12 + 18.333 + 6 + 65.333 + 8 + 164 + 10 + 24 + 12 = 319.667, + 1/3 = 320.
        if width == 414 && scale == 3 {
            #expect(abs(FeedCellMath.rowHeight(Post(), width: 414, scale: 3) - 320) < 1e-9)
        }
    }

    @Test func separatorStylesAndSectionIndex() throws {
        let post = Post()
        let none = Self.feedTable(width: 375, scale: 3, separator: .none)
        #expect(abs(try none.height(forCellWithIdentifier: "feed") { (c: FeedCell) in c.configure(post) }
                    - FeedCellMath.rowHeight(post, width: 375, scale: 3, separator: false)) < 1e-9)
        // A 30-point section index leaves 345 points: the label is 263 wide, 17 ideographs per line instead
        // of 19, so 57 ideographs take 4 lines instead of 3.
        let tight = Post(contentLength: 57, images: 0)
        let indexed = Self.feedTable(width: 375, scale: 3, index: 30)
        let plain = Self.feedTable(width: 375, scale: 3)
        let withIndex = try indexed.height(forCellWithIdentifier: "feed") { (c: FeedCell) in c.configure(tight) }
        let without = try plain.height(forCellWithIdentifier: "feed") { (c: FeedCell) in c.configure(tight) }
        #expect(abs(withIndex - FeedCellMath.rowHeight(tight, width: 375, scale: 3, contentWidth: 345)) < 1e-9)
        #expect(abs(without - FeedCellMath.rowHeight(tight, width: 375, scale: 3)) < 1e-9)
        #expect(abs(withIndex - without - (FeedCellMath.ceil(4 * FontFacts.cjkLineHeight(15), 3) - FeedCellMath.ceil(3 * FontFacts.cjkLineHeight(15), 3))) < 1e-9)
    }

    @Test(arguments: AccessoryType.allCases)
    func everyAccessoryNarrowsTheContent(accessory: AccessoryType) throws {
        // At 375 @3x on the newest iOS the content view loses what Xcode 14 to 26 store for each accessory
        // (0, 26.33, 58.33, 40, 40: 79 and 175 pixels), so the label is 293, 266.67, 234.67, 253 or 253 wide:
        // 19, 17, 15, 16, 16 ideographs per line, and 48 take 3, 3, 4, 3, 3 lines.
        let taken: [AccessoryType: Double] = [.none: 0, .disclosureIndicator: 79.0 / 3, .detailDisclosureButton: 175.0 / 3,
                                              .checkmark: 40, .detailButton: 40]
        let width = try #require(taken[accessory])
        let table = Self.feedTable(width: 375, scale: 3)
        let post = Post(contentLength: 48, images: 0)
        let height = try table.height(forCellWithIdentifier: "feed") { (cell: FeedCell) in
            cell.accessoryType = accessory
            cell.configure(post)
        }
        let expected = FeedCellMath.rowHeight(post, width: 375, scale: 3, contentWidth: 375 - width)
        #expect(abs(height - expected) < 1e-9)
        let lines = accessory == .detailDisclosureButton ? 4 : 3
        let perLine = Int(((375 - width - 82) / 15).rounded(.down))
        #expect((48 + perLine - 1) / perLine == lines)
    }

    @Test func aCustomAccessoryViewTakesItsWidthPlusSixteen() throws {
        let table = Self.feedTable(width: 375, scale: 3)
        let post = Post(contentLength: 48, images: 0)
        let height = try table.height(forCellWithIdentifier: "feed") { (cell: FeedCell) in
            let toggle = View(name: "switch")
            toggle.frame.size = Size(width: 51, height: 31)
            cell.accessoryView = toggle
            cell.configure(post)
        }
        // 375 − 67 = 308 → label 226 → 15 per line → 48 in 4 lines.
        #expect(abs(height - FeedCellMath.rowHeight(post, width: 375, scale: 3, contentWidth: 308)) < 1e-9)
    }

    @Test func templatesAreResetAndKnowWhatTheyAre() throws {
        let feed = BlockFeed([[BlockItem(id: 1, version: 0), BlockItem(id: 2, version: 0)]])
        let table = TableView.blocks(feed)
        var seen: [BlockCell] = []
        for row in 0..<2 {
            _ = try table.height(forCellWithIdentifier: "block") { (cell: BlockCell) in
                #expect(cell.isTemplateLayoutCell)
                #expect(cell.reuseCount == row + 1)   // prepareForReuse before every configuration
                seen.append(cell)
                cell.configure(feed.sections[0][row])
            }
        }
        #expect(seen.count == 2 && seen[0] === seen[1])
        #expect(table.templateCellCount(forReuseIdentifier: "block") == 1)
        #expect(!BlockCell().isTemplateLayoutCell)
    }

    @Test func unknownIdentifiersAndWrongTypesAreNamed() throws {
        let table = Self.feedTable(width: 375, scale: 3)
        #expect { try table.height(forCellWithIdentifier: "post") { (_: FeedCell) in } } throws: { error in
            "\(error)" == "no cell registered for reuse identifier 'post'"
        }
        #expect { try table.height(forCellWithIdentifier: "feed") { (_: BlockCell) in } } throws: { error in
            "\(error)" == "template 'feed' is a FeedCell, but the configuration expects a BlockCell"
        }
        #expect { try table.height(forHeaderFooterViewWithIdentifier: "feed") { (_: SectionHeader) in } } throws: { error in
            "\(error)" == "no header/footer view registered for reuse identifier 'feed'"
        }
        struct Broken: Error {}
        #expect { try table.height(forCellWithIdentifier: "feed", cacheBy: "k") { (_: FeedCell) in throw Broken() } } throws: { error in
            "\(error)" == "'feed' at key[k]: configuration failed: Broken()"
        }
        #expect(table.keyedHeightCache.count == 0)
    }

    @Test func widthsAtOrBelowZeroAreErrorsAndNeverCached() throws {
        let table = Self.feedTable(width: 30, scale: 3)
        #expect { try table.height(forCellWithIdentifier: "feed", cacheBy: "a") { (c: FeedCell) in c.accessoryType = .checkmark } } throws: { error in
            "\(error)".hasPrefix("'feed' at key[a]: content view width would be -10 in a table of width 30 @3x")
        }
        table.width = 0
        #expect { try table.height(forCellWithIdentifier: "feed", cacheBy: "a") { (_: FeedCell) in } } throws: { error in
            "\(error)" == "width 0 is invalid: expected a finite number > 0"
        }
        #expect(table.keyedHeightCache.count == 0)
    }

    @Test func keyCachesKeepEveryWidthSideBySide() throws {
        let table = Self.feedTable(width: 320, scale: 3)
        let post = Post()
        var configured = 0
        func ask() throws -> Double {
            try table.height(forCellWithIdentifier: "feed", cacheBy: "p1") { (c: FeedCell) in configured += 1; c.configure(post) }
        }
        let narrow = try ask()
        table.width = 414
        let wide = try ask()
        table.width = 320
        #expect(try ask() == narrow)
        table.width = 414
        #expect(try ask() == wide)
        #expect(configured == 2)
        #expect(abs(narrow - FeedCellMath.rowHeight(post, width: 320, scale: 3)) < 1e-9)
        #expect(abs(wide - FeedCellMath.rowHeight(post, width: 414, scale: 3)) < 1e-9)
        table.keyedHeightCache.invalidateHeight(forKey: "p1")
        _ = try ask()
        #expect(configured == 3)
        #expect(table.statistics.keyHits == 2 && table.statistics.calculations == 3)
    }

    @Test func headerAndFooterConfigurationIsCalledAndCached() throws {
        // FDTemplateLayoutCell never calls a header/footer configuration, so every header measures empty.
        let feed = BlockFeed([[], []])
        let table = TableView.blocks(feed)
        table.register({ SectionHeader() }, forHeaderFooterViewReuseIdentifier: "header")
        let titles = ["Today", String(repeating: "A long section title that wraps ", count: 4)]
        var calls = 0
        func header(_ section: Int) throws -> Double {
            try table.height(forHeaderFooterViewWithIdentifier: "header", kind: .header, inSection: section) { (view: SectionHeader) in
                calls += 1
                view.title.text = titles[section]
            }
        }
        // One line of Inter 13: 15.74 → 16 at 3x; 6 + 16 + 6 = 28 (no separator on headers).
        #expect(try header(0) == 28)
        #expect(try header(0) == 28)
        #expect(calls == 1)
        let long = try header(1)
        let lines = try SectionHeader().then { $0.title.text = titles[1] }.title.textLayout(maxWidth: 343)!.lines.count
        #expect(lines > 1)
        #expect(abs(long - (12 + FeedCellMath.ceil(Double(lines) * FontFacts.interLineHeight(13), 3))) < 1e-9)
        // A section update moves the section heights along with the rows.
        try table.performBatchUpdates { update in
            feed.sections.insert([], at: 0)
            update.insertSections([0])
        }
        #expect(try header(1) == 28)
        #expect(calls == 2)
        #expect(try header(2) == long)
        #expect(calls == 2)
    }

    @Test func debugLogSpeaksFDTemplateLayoutCellsWords() throws {
        let feed = BlockFeed([[BlockItem(id: 4, version: 0), BlockItem(id: 5, version: 0)]])
        let table = TableView.blocks(feed)
        let capture = LogCapture()
        table.useLogger(Logger(label: "test") { _ in capture })
        _ = try table.blockHeight(at: TableIndexPath(row: 0, section: 0), in: feed)
        #expect(capture.messages.withLock { $0.isEmpty })   // off by default
        table.isDebugLogEnabled = true
        let path = TableIndexPath(row: 1, section: 0)
        _ = try table.blockHeight(at: path, in: feed)
        _ = try table.blockHeight(at: path, in: feed)
        _ = try table.height(forCellWithIdentifier: "block", cacheBy: "abc") { (c: BlockCell) in c.configure(feed[path]) }
        _ = try table.height(forCellWithIdentifier: "block", cacheBy: "abc") { (c: BlockCell) in c.configure(feed[path]) }
        // Item 5: 10 + (35 % 90) = 45 points + 1/3 separator = 45.333…, written with two decimals.
        let h = "45.33"
        #expect(capture.messages.withLock { $0 } == [
            "calculate - [0:1] \(h)", "hit cache by index path[0:1] - \(h)", "calculate - key[abc] \(h)", "hit cache by key[abc] - \(h)",
        ])
        let fresh = TableView.blocks(feed)
        fresh.useLogger(Logger(label: "test") { _ in capture })
        fresh.isDebugLogEnabled = true
        _ = try fresh.height(forCellWithIdentifier: "block") { (c: BlockCell) in c.configure(feed[path]) }
        #expect(capture.messages.withLock { $0.suffix(2) } == ["layout cell created - BlockCell", "calculate - block \(h)"])
    }
}

extension View {
    /// Configures a view in an expression.
    func then(_ body: (Self) throws -> Void) rethrows -> Self { try body(self); return self }
}
