import HeightCache
import LayoutTestSupport
import Testing
import ViewLayout

/// A feed cell: avatar + name + time on one row, multi-line content, an optional image grid, an action bar.
final class FeedCell: TableViewCell {
    let avatar = FixedSizeView(name: "avatar", contentSize: Size(width: 40, height: 40))
    let nameLabel = interLabel("name", "", size: 15, weight: 600)
    let timeLabel = interLabel("time", "", size: 13)
    let content = cjkLabel("content", count: 0, size: 15, lines: 0)
    let grid = FixedSizeView(name: "grid", contentSize: .zero)
    let actions: StackView
    var gridTop: LayoutConstraint!

    init() {
        actions = StackView(name: "actions", arrangedSubviews: (0..<3).map {
            FixedSizeView(name: "action\($0)", contentSize: Size(width: 24, height: 24))
        }, axis: .horizontal, distribution: .equalSpacing, alignment: .center)
        super.init(reuseIdentifier: "feed", name: "feed")
        for view in [avatar, nameLabel, timeLabel, content, grid, actions] { contentView.addSubview(view) }
        nameLabel.setContentCompressionResistancePriority(749, for: .horizontal)
        try! build()
    }

    func build() throws {
        try avatar.makeConstraints { $0.leading.equalToSuperview().offset(16); $0.top.equalToSuperview().offset(12) }
        try nameLabel.makeConstraints { $0.leading.equalTo(avatar.trailing).offset(10); $0.top.equalTo(avatar) }
        try timeLabel.makeConstraints {
            $0.trailing.equalToSuperview().offset(-16)
            $0.firstBaseline.equalTo(nameLabel.firstBaseline)
            $0.leading.greaterThanOrEqualTo(nameLabel.trailing).offset(8)
        }
        try content.makeConstraints {
            $0.leading.equalTo(nameLabel)
            $0.trailing.equalToSuperview().offset(-16)
            $0.top.equalTo(nameLabel.bottom).offset(6)
        }
        gridTop = try grid.makeConstraints { $0.top.equalTo(content.bottom).offset(8); $0.leading.equalTo(nameLabel) }[0]
        try actions.makeConstraints {
            $0.top.equalTo(grid.bottom).offset(10)
            $0.leading.equalTo(nameLabel)
            $0.trailing.equalToSuperview().offset(-16)
            $0.bottom.equalToSuperview().offset(-12)
        }
        try contentView.makeConstraints { $0.bottom.greaterThanOrEqualTo(avatar.bottom).offset(12) }
    }

    /// Binds an item: images are laid out 3 per row, 80 pt squares with 4 pt gaps.
    func configure(name: String, time: String, contentLength: Int, images: Int) {
        nameLabel.text = name
        timeLabel.text = time
        content.text = FontFacts.ideographs(contentLength)
        let rows = (images + 2) / 3
        let columns = min(images, 3)
        grid.contentSize = images == 0 ? .zero
            : Size(width: Double(columns) * 80 + Double(columns - 1) * 4, height: Double(rows) * 80 + Double(rows - 1) * 4)
        gridTop.constant = images == 0 ? 0 : 8
    }
}

@Suite struct FeedCellTests {
    let nameLine = FontFacts.ceil3(FontFacts.interLineHeight(15))      // 18.1534 → 18.333
    func contentHeight(lines: Int) -> Double { FontFacts.ceil3(Double(lines) * FontFacts.cjkLineHeight(15)) }

    @Test func feedCellWithImages() throws {
        let cell = FeedCell()
        cell.configure(name: "Li Wei", time: "3m", contentLength: 50, images: 5)
        // Content width 375 − 16 − 40 − 10 − 16 = 293 → 19 ideographs of 15 per line (285 ≤ 293 < 300):
        // 50 → 3 lines = 65.16 → 65.333. Grid: 2 rows → 164. Height:
        // 12 + 18.333 + 6 + 65.333 + 8 + 164 + 10 + 24 + 12 = 319.667; cell adds a 1/3 separator → 320.
        let expected = 12 + nameLine + 6 + contentHeight(lines: 3) + 8 + 164 + 10 + 24 + 12
        #expect(abs(expected - 319.6666667) < 1e-6)
        let height = try cell.fittingHeight(in: TableGeometry(width: 375, scale: 3))
        #expect(abs(height - (expected + 1.0 / 3)) < 1e-9)

        cell.frame = Rect(x: 0, y: 0, width: 375, height: height)
        try cell.layoutIfNeeded()
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 375, height: height - 1.0 / 3))
        #expect(cell.avatar.frame == Rect(x: 16, y: 12, width: 40, height: 40))
        #expect(cell.content.frame.minX == 66 && cell.content.frame.width == 293)
        #expect(abs(cell.content.frame.height - contentHeight(lines: 3)) < 1e-9)
        #expect(cell.grid.frame.size == Size(width: 248, height: 164))
        // Time is aligned on the name's first baseline (Inter ascent 2728/2816 em):
        // y = 12 + ascent(15) − ascent(13) = 13.9375 → 41.8 px → 42 px → 14.
        #expect(cell.timeLabel.frame.minY == 14)
        #expect(cell.timeLabel.frame.maxX == 375 - 16)
        // Action bar: 3 icons of 24 spread over 293 with equal gaps: (293 − 72) / 2 = 110.5, so the middle
        // icon starts at 66 + 134.5 = 200.5 = 601.5 px, snapped to 602 px = 200.667 (134.667 in the bar).
        #expect(cell.actions.frame == Rect(x: 66, y: cell.grid.frame.maxY + 10, width: 293, height: 24))
        #expect(cell.actions.arrangedSubviews.map(\.frame.minX) == [0, 602.0 / 3 - 66, 269])
        #expect(cell.contentView.layoutDiagnostics.isEmpty)
        #expect(!cell.contentView.hasAmbiguousLayout)
    }

    @Test func laterItemsOnlyChangeConstants() throws {
        let cell = FeedCell()
        cell.configure(name: "Li Wei", time: "3m", contentLength: 50, images: 5)
        _ = try cell.fittingHeight(in: TableGeometry(width: 375, scale: 3))
        // No images, 10 ideographs (one line of 22 → 22.0 after rounding 65.16 px → 66 px):
        // 12 + 18.333 + 6 + 22 + 0 + 0 + 10 + 24 + 12 = 104.333 (+ 1/3 separator).
        cell.configure(name: "Wang Fang", time: "yesterday", contentLength: 10, images: 0)
        let expected = 12 + nameLine + 6 + contentHeight(lines: 1) + 10 + 24 + 12
        #expect(abs(try cell.fittingHeight(in: TableGeometry(width: 375, scale: 3)) - (expected + 1.0 / 3)) < 1e-9)
        // Narrower table: 320 → content width 238 → 15 per line (225 ≤ 238 < 240): 40 → 3 lines; 1 image → 80.
        cell.configure(name: "Li Wei", time: "3m", contentLength: 40, images: 1)
        let narrow = 12 + nameLine + 6 + contentHeight(lines: 3) + 8 + 80 + 10 + 24 + 12
        #expect(abs(try cell.fittingHeight(in: TableGeometry(width: 320, scale: 3)) - (narrow + 1.0 / 3)) < 1e-9)
        #expect(cell.contentView.layoutSystemBuildCount == 1)
    }

    @Test func longNameTruncatesBeforeTheTime() throws {
        let cell = FeedCell()
        cell.configure(name: String(repeating: "Maximilian ", count: 8), time: "yesterday", contentLength: 5, images: 0)
        let height = try cell.fittingHeight(in: TableGeometry(width: 375, scale: 3))
        cell.frame = Rect(x: 0, y: 0, width: 375, height: height)
        try cell.layoutIfNeeded()
        // The name (resistance 749) gives way to the time (750): time keeps its full width and the name
        // ends 8 points before it.
        let timeWidth = try cell.timeLabel.intrinsicContentSize(forWidth: nil).width
        #expect(abs(cell.timeLabel.frame.width - timeWidth) < 0.34)
        #expect(abs(cell.timeLabel.frame.minX - 8 - cell.nameLabel.frame.maxX) < 0.34)
        #expect(cell.nameLabel.frame.minX == 66)
    }
}
