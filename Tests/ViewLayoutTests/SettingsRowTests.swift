import Testing
import Typesetting
@testable import ViewLayout

/// A settings row: icon, title and value on one line, a disclosure indicator, at least 44 high.
final class SettingsRow: Cell {
    let icon = FixedSizeView(name: "icon", contentSize: Size(width: 29, height: 29))
    let title: Label
    let value: Label

    init(titleSize: Double = 17) {
        title = interLabel("title", "Wi-Fi", size: titleSize)
        value = interLabel("value", "Home Network", size: 17)
        super.init(name: "settings", reuseIdentifier: "settings")
        accessoryType = .disclosureIndicator
        for view in [icon, title, value] { contentView.addSubview(view) }
        title.setContentCompressionResistancePriority(751, for: .horizontal)
        try! icon.makeConstraints { $0.leading.equalToSuperview().offset(16); $0.centerY.equalToSuperview(); $0.size.equalTo(29) }
        try! title.makeConstraints {
            $0.leading.equalTo(icon.trailing).offset(12)
            $0.centerY.equalToSuperview()
            $0.top.greaterThanOrEqualToSuperview().offset(11)
        }
        try! value.makeConstraints {
            $0.trailing.equalToSuperview().offset(-16)
            $0.centerY.equalToSuperview()
            $0.leading.greaterThanOrEqualTo(title.trailing).offset(8)
        }
        try! contentView.makeConstraints { $0.height.greaterThanOrEqualTo(44) }
    }
}

@Suite struct SettingsRowTests {
    @Test func systemAccessoryWidthsAsFDTemplateLayoutCellUsesThem() {
        let cell = Cell()
        let widths = Cell.AccessoryType.allCases.map { type -> Double in
            cell.accessoryType = type
            return 375 - cell.contentViewWidth(forTableWidth: 375, scale: 3)
        }
        #expect(widths == [0, 34, 68, 40, 48])
        // 3x screens at least 414 wide take 4 more; a custom accessory takes its width + 16.
        cell.accessoryType = .checkmark
        #expect(cell.contentViewWidth(forTableWidth: 414, scale: 3) == 414 - 40 - 4)
        #expect(cell.contentViewWidth(forTableWidth: 414, scale: 2) == 414 - 40)
        let custom = View(name: "switch")
        custom.frame.size = Size(width: 51, height: 31)
        cell.accessoryView = custom
        #expect(cell.contentViewWidth(forTableWidth: 375, scale: 3) == 375 - 51 - 16)
        #expect(cell.separatorHeight(scale: 3) == 1.0 / 3)
        cell.separatorStyle = .none
        #expect(cell.separatorHeight(scale: 3) == 0)
    }

    @Test func rowIsAtLeast44PlusTheSeparator() throws {
        let row = SettingsRow()
        // One Inter 17 line: 20.57 → 20.667; 11 + 20.667 + 11 = 42.667 < 44 → 44, + 1/3 separator.
        #expect(try row.fittingHeight(forTableWidth: 375, scale: 3) == 44 + 1.0 / 3)
        row.frame = Rect(x: 0, y: 0, width: 375, height: 44 + 1.0 / 3)
        try row.layoutIfNeeded()
        // Content view 375 − 34 = 341 wide; value ends 16 before it; everything centred in 44.
        #expect(row.contentView.frame.width == 341)
        #expect(row.value.frame.maxX == 341 - 16)
        #expect(row.icon.frame == Rect(x: 16, y: 23.0 / 3, width: 29, height: 29))  // (44 − 29) / 2 = 7.5 → 22.5 px → 23 px
        #expect(row.title.frame.minX == 16 + 29 + 12)
    }

    @Test func largeTitleGrowsTheRow() throws {
        let row = SettingsRow(titleSize: 34)
        // Inter 34: 41.15 → 41.333; 11 + 41.333 + 11 = 63.333, + 1/3.
        let expected = 11 + FontFacts.ceil3(FontFacts.interLineHeight(34)) + 11 + 1.0 / 3
        #expect(abs(try row.fittingHeight(forTableWidth: 375, scale: 3) - expected) < 1e-9)
    }

    @Test func valueTruncatesBeforeTheTitle() throws {
        let row = SettingsRow()
        row.title.text = "Personal Hotspot"
        row.value.text = "An even longer value that cannot all be shown here"
        row.frame = Rect(x: 0, y: 0, width: 375, height: try row.fittingHeight(forTableWidth: 375, scale: 3))
        try row.layoutIfNeeded()
        let titleWidth = try row.title.intrinsicContentSize(forWidth: nil).width
        let available = 341.0 - 16 - 29 - 12 - 8 - 16
        // The title (resistance 751) keeps its width when it fits; the value (750) gets what is left.
        #expect(titleWidth < available)
        #expect(abs(row.title.frame.width - titleWidth) < 0.34)
        #expect(abs(row.value.frame.width - (available - titleWidth)) < 0.67, "\(row.icon.frame) \(row.title.frame) \(row.value.frame) \(row.contentView.frame) \(row.contentView.layoutDiagnostics)")
    }

    @Test func emptyCellFallsBackTo44AndEnforcedFrameLayoutAsksSizeThatFits() throws {
        // FDTemplateLayoutCell: a zero fitting height becomes the default row height 44 (+ separator).
        let empty = Cell(name: "empty")
        #expect(try empty.fittingHeight(forTableWidth: 320, scale: 2) == 44.5)
        // Enforced frame layout ignores the constraints and asks the cell's sizeThatFits.
        final class Sized: Cell {
            override func sizeThatFits(_ size: Size) throws(LayoutError) -> Size { Size(width: size.width, height: 61) }
        }
        let cell = Sized(name: "sized")
        let box = FixedSizeView(name: "box", contentSize: Size(width: 10, height: 100))
        cell.contentView.addSubview(box)
        try box.makeConstraints { $0.edges.equalToSuperview() }
        #expect(try cell.fittingHeight(forTableWidth: 320, scale: 2) == 100.5)
        cell.enforceFrameLayout = true
        #expect(try cell.fittingHeight(forTableWidth: 320, scale: 2) == 61.5)
    }
}
