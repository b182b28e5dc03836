import CellTemplates
import HeightCache
import JSONLines
import LayoutTestSupport
import Testing
import ViewLayout

/// Two wrapping labels side by side at one compression resistance leave the row's split open: a live
/// constraint system picks it, and so the row's height, by what it solved before. A cell built from such a
/// template lays each item out afresh, so an item's height is a new cell's whatever came before it; one
/// whose widths its constraints fix keeps its live system.
@Suite struct OpenLayoutTests {
    static let tie = """
    margins: {top: 8, left: 8, bottom: 8, right: 8}
    views:
      - label: {name: a, font: {size: 17}, lines: 0}
      - label: {name: b, font: {size: 17}, lines: 0}
    constraints:
      - "H:|-[a]-8-[b]-|"
      - "V:|-[a]-|"
      - "b.top == contentView.topMargin"
      - "b.bottom <= contentView.bottomMargin"
    bindings: {a: a, b: b}
    """

    static let items = [
        #"{"id": 1, "a": "The quick brown fox jumps over the lazy dog", "b": "Pack my box with five dozen liquor jugs"}"#,
        #"{"id": 2, "a": "Hi", "b": "Pack my box with five dozen liquor jugs and more"}"#,
        #"{"id": 3, "a": "The quick brown fox jumps over the lazy dog and then some more words", "b": "Hi"}"#,
    ]

    static func height(_ cell: TemplateCell, _ item: String, width: Double = 320) throws -> Double {
        try cell.bind(JSONParser.parse(item))
        return try cell.fittingHeight(in: TableGeometry(width: width, scale: 3))
    }

    @Test func anItemsHeightDoesNotDependOnTheItemsBefore() throws {
        let loaded = try template(Self.tie)
        // Each item alone, in a new cell.
        let alone = try Self.items.map { try Self.height(TemplateCell(template: loaded, textCache: Shared.cache, category: .default), $0) }
        let cell = try TemplateCell(template: loaded, textCache: Shared.cache, category: .default)
        #expect(cell.startsLayoutOverForEachFitting)
        // In one cell, in both orders, and again.
        for order in [[0, 1, 2], [2, 1, 0], [1, 0, 2, 0]] {
            for index in order { #expect(try Self.height(cell, Self.items[index]) == alone[index], "item \(index + 1) in order \(order)") }
        }
        // And at a second width after the first, bound once, as a table measures an item at each of its widths.
        let aloneAt375 = try Self.items.map { try Self.height(TemplateCell(template: loaded, textCache: Shared.cache, category: .default), $0, width: 375) }
        for (index, item) in Self.items.enumerated() {
            _ = try Self.height(cell, item, width: 320)
            #expect(try cell.fittingHeight(in: TableGeometry(width: 375, scale: 3)) == aloneAt375[index], "item \(index + 1) at 375 after 320")
        }
    }

    /// Two more forms of an open split that nothing in the solved system marks ambiguous: a `>=` gap between
    /// the labels (a row the probe finds split otherwise when fitted again), and a stack spacing two labels
    /// equally (the probe's equal texts give one label the whole row and the other none). Each item's height
    /// in a cell that measured the others first is a new cell's, in any order; before, the second item of
    /// a feed came out 299.67 points tall after the first and 76.33 alone.
    @Test(arguments: [
        """
        views:
          - label: {name: a, font: {size: 17}, lines: 0}
          - label: {name: b, font: {size: 17}, lines: 0}
        constraints:
          - "H:|-[a]-(>=10)-[b]-|"
          - "V:|-[a]-(>=0)-|"
          - "V:|-[b]-(>=0)-|"
        bindings: {a: a, b: b}
        """,
        """
        views:
          - stack:
              name: s
              spacing: 10
              distribution: equalSpacing
              alignment: top
              views:
                - label: {name: a, font: {size: 17}, lines: 0}
                - label: {name: b, font: {size: 17}, lines: 0}
        constraints: ["H:|-[s]-|", "V:|-[s]-|"]
        bindings: {a: a, b: b}
        """,
    ])
    func otherOpenSplitsAreLaidOutAfresh(yaml: String) throws {
        let loaded = try template(yaml)
        let alone = try Self.items.map { try Self.height(TemplateCell(template: loaded, textCache: Shared.cache, category: .default), $0) }
        let cell = try TemplateCell(template: loaded, textCache: Shared.cache, category: .default)
        #expect(cell.startsLayoutOverForEachFitting)
        for order in [[0, 1, 2], [2, 1, 0], [1, 0, 2, 0]] {
            for index in order { #expect(try Self.height(cell, Self.items[index]) == alone[index], "item \(index + 1) in order \(order)") }
        }
    }

    /// The texts the probe put in are gone: a cell's labels show the template's own texts until bound.
    @Test func theProbeLeavesNoText() throws {
        let cell = try TemplateCell(template: try template(Self.tie), textCache: Shared.cache, category: .default)
        #expect(cell.named["a"].flatMap { ($0 as? Label)?.text }?.isEmpty ?? true)
    }

    /// A value beside a wrapping title at a lower compression resistance and a higher hugging priority
    /// (the settings example's row) fixes the split: the cell keeps its live system.
    @Test func aRowWhoseSplitTheConstraintsFixStaysLive() throws {
        let loaded = try template("""
        views:
          - label: {name: title, font: {size: 17}, lines: 0}
          - label: {name: value, font: {size: 17}, lines: 1, compression: {horizontal: 749}, hugging: {horizontal: 751}}
        constraints: ["H:|-[title]-8-[value]-|", "V:|-[title]-|", "value.centerY == title.centerY"]
        bindings: {title: title, value: value}
        """)
        #expect(!(try TemplateCell(template: loaded, textCache: Shared.cache, category: .default)).startsLayoutOverForEachFitting)
    }
}
