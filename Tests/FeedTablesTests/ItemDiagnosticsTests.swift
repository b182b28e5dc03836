import CellTemplates
import FeedTables
import HeightCache
import JSONLines
import LayoutTestSupport
import Testing
import ViewLayout

/// Items whose layout breaks come out with the engine's diagnostics on their rows (what `lint` reports),
/// and `strict` makes them errors. Expected heights by hand: the content view's margins are UIKit's table
/// margins, 11 above and 11 below,
/// the separator 1/3 at 3x, and the system font at 17 points takes SF Pro's line, (1950 + 494) / 2048 x 17
/// = 20.287 points high, 61/3 on the 3x grid.
@Suite struct ItemDiagnosticsTests {
    static func oneLabel(_ constraints: [String]) throws -> CellTemplate {
        try template("""
        views:
          - label: {name: t, font: {size: 17}, lines: 0}
        constraints:
          - "H:|-[t]-|"
        \(constraints.map { "  - \"\($0)\"" }.joined(separator: "\n"))
        bindings: {t: text}
        """)
    }
    static let item = #"{"id": 1, "text": "Hello"}"#
    static let at375 = [MeasureSetting(width: 375, scale: 3)]

    @Test func aHealthyTemplateHasNone() throws {
        let row = try rows(Self.oneLabel(["V:|-[t]-|"]), [Self.item], Self.at375)[0][0]
        // The margins (15 and 15 on iOS 26: 90 pixels), the label (61 pixels) and the separator (1): 152 pixels.
        let expected: Double = 152.0 / 3
        #expect(row.height == expected)
        #expect(row.diagnostics.isEmpty)
    }

    @Test func twoRequiredHeightsConflict() throws {
        let row = try rows(Self.oneLabel(["V:|-[t]-|", "t.height == 50", "t.height == 60"]), [Self.item], Self.at375)[0][0]
        #expect(row.height == 15 + 50 + 15 + 1.0 / 3)   // the later one (60) is broken, as UIKit breaks it
        guard case .unsatisfiable(let broken, let conflicting, _)? = row.diagnostics.first else {
            Issue.record("no conflict reported: \(row.diagnostics)"); return
        }
        #expect(broken.contains("height == 60") && conflicting.contains { $0.contains("height == 50") })
        #expect(row.diagnostics.count == 1)
    }

    /// Lint's deeper check: a fixed height below the text's. The table does not read every view's
    /// height per item (see `DiagnosticDepth`), so its rows do not carry this one.
    @Test func aFixedHeightSqueezesTheLabelForLint() throws {
        let loaded = try Self.oneLabel(["V:|-[t]-|", "t.height == 10"])
        let cell = try TemplateCell(template: loaded, textCache: Shared.cache, category: .default)
        try cell.bind(JSONParser.parse(Self.item))
        let geometry = TableGeometry(width: 375, scale: 3, separatorStyle: loaded.separator)
        let full = try cell.diagnose(in: geometry, depth: .full)
        #expect(full.diagnostics.contains(.squeezed([SqueezedView(view: "Label 't'", height: 10, contentHeight: 61.0 / 3)])))
        #expect(try cell.diagnose(in: geometry, depth: .measured).diagnostics.isEmpty)
        #expect(try rows(loaded, [Self.item], Self.at375)[0][0].diagnostics.isEmpty)
    }

    /// The views lint's deeper check finds squeezed in `template`'s cell, bound to no item, in `geometry`.
    static func squeezed(_ template: CellTemplate, in geometry: TableGeometry) throws -> [SqueezedView] {
        let cell = try TemplateCell(template: template, textCache: Shared.cache, category: .default)
        return try cell.diagnose(in: geometry, depth: .full).diagnostics.flatMap { diagnostic -> [SqueezedView] in
            if case .squeezed(let views) = diagnostic { return views }
            return []
        }
    }

    /// An icon held smaller than its image (a 75-point image in a 16-point view, a 75-point image button
    /// in a 44-point one) is drawn scaled into its frame: not squeezed. A titled button held below its
    /// title's line is, as a label is.
    @Test func anIconHeldSmallerThanItsImageIsNotSqueezed() throws {
        let loaded = try template("""
        views:
          - image: {name: icon, size: [75, 75]}
          - button: {name: reply, image: [75, 75]}
          - button: {name: more, title: More}
        constraints:
          - "H:|-[icon(16)]-[reply(44)]-[more]"
          - "V:|-[icon(16)]-|"
          - "V:|-[reply(44)]"
          - "V:|-[more(10)]"
        """)
        let geometry = TableGeometry(width: 375, scale: 3, separatorStyle: loaded.separator)
        let squeezed = try Self.squeezed(loaded, in: geometry)
        #expect(squeezed.map(\.view) == ["Button 'more'"], "\(squeezed)")
    }

    /// Two 200-point images in a row of 343 points, both resisting compression at 750 and neither sized by a
    /// constraint of its own: one of them is squeezed by 65 points (200 + 8 + 200 against 343), a tie the solver
    /// broke, not a size the template chose. Where the first resists at 751, the second gives way by design.
    @Test func anImageSqueezedByItsNeighbourIsSqueezed() throws {
        let loaded = try template("""
        views:
          - image: {name: avatar, size: [200, 20]}
          - image: {name: grid, size: [200, 20]}
        constraints:
          - "H:|-[avatar]-[grid]-|"
          - "V:|-[avatar]-|"
          - "V:|-[grid]-|"
        """)
        let geometry = TableGeometry(width: 375, scale: 3, separatorStyle: loaded.separator)
        let squeezed = try Self.squeezed(loaded, in: geometry)
        #expect(squeezed.count == 1 && squeezed[0].axis == .horizontal && abs((squeezed[0].contentHeight ?? 0) - 200) < 1e-9
                && abs(squeezed[0].height - 135) < 1e-9, "\(squeezed)")
        let ordered = try template("""
        views:
          - image: {name: avatar, size: [200, 20], compression: {horizontal: 751}}
          - image: {name: grid, size: [200, 20]}
        constraints:
          - "H:|-[avatar]-[grid]-|"
          - "V:|-[avatar]-|"
          - "V:|-[grid]-|"
        """)
        let orderedCell = try TemplateCell(template: ordered, textCache: Shared.cache, category: .default)
        #expect(try orderedCell.diagnose(in: geometry, depth: .full).diagnostics.isEmpty)
        // A cap of its own (`<=`) below which a tie still squeezes it, and an image larger than all the room
        // there is (1,000 points beside a 200-point one in 343): squeezed by the tie all the same.
        for (constraints, sizes) in [(["avatar.width <= 150"], ("200", "200")), ([String](), ("1000", "200"))] {
            let tied = try template("""
            views:
              - image: {name: grid, size: [\(sizes.1), 20]}
              - image: {name: avatar, size: [\(sizes.0), 20]}
            constraints:
              - "H:|-[avatar]-[grid]-|"
              - "V:|-[avatar]-|"
              - "V:|-[grid]-|"
            \(constraints.map { "  - \"\($0)\"" }.joined(separator: "\n"))
            """)
            let tiedCell = try TemplateCell(template: tied, textCache: Shared.cache, category: .default)
            let found = try tiedCell.diagnose(in: geometry, depth: .full).diagnostics
            // The grid is declared first and the solver squeezes the avatar (135 = 343 - 8 - 200).
            #expect(found.contains { if case .squeezed(let views) = $0 { views.map(\.view) == ["FixedSizeView 'avatar'"] } else { false } },
                    "\(constraints) \(sizes): \(found)")
        }
        // A photo pinned to both margins is as wide as the template makes it, narrower than its file: not squeezed.
        let photo = try template("""
        views:
          - image: {name: photo, size: [1000, 100]}
        constraints:
          - "H:|-[photo]-|"
          - "V:|-[photo]-|"
        """)
        let photoCell = try TemplateCell(template: photo, textCache: Shared.cache, category: .default)
        #expect(try photoCell.diagnose(in: geometry, depth: .full).diagnostics.isEmpty)
    }

    /// Two columns whose bottoms the content view's only stays below (`>=`): the expanded fitting grows
    /// without bound, but the compressed one, UIKit's self-sizing height, holds both columns, so the cell
    /// sizes itself. Without the second `>=`, the taller column reaches past the compressed height and is
    /// cut off: that is the cell that does not size itself.
    @Test func bottomsAtLeastTheColumnsSizeTheCell() throws {
        func notSelfSizing(_ constraints: [String]) throws -> [String] {
            let loaded = try template("""
            views:
              - label: {name: left, font: {size: 17}, lines: 0}
              - label: {name: right, font: {size: 17}, lines: 0}
            constraints:
              - "H:|-[left(100)]-[right]-|"
              - "left.top == contentView.topMargin"
              - "right.top == contentView.topMargin"
            \(constraints.map { "  - \"\($0)\"" }.joined(separator: "\n"))
            bindings: {left: a, right: b}
            """)
            let cell = try TemplateCell(template: loaded, textCache: Shared.cache, category: .default)
            try cell.bind(JSONParser.parse(#"{"id": 1, "a": "one two three four five six seven", "b": "one"}"#))
            let geometry = TableGeometry(width: 375, scale: 3, separatorStyle: loaded.separator)
            return try cell.diagnose(in: geometry, depth: .full).diagnostics.compactMap { diagnostic -> String? in
                if case .notSelfSizing(let problem) = diagnostic { return problem.description }
                return nil
            }
        }
        #expect(try notSelfSizing(["contentView.bottomMargin >= left.bottom", "contentView.bottomMargin >= right.bottom"]).isEmpty)
        let cut = try notSelfSizing(["contentView.bottomMargin >= right.bottom"])
        #expect(cut.contains { $0.hasPrefix("height is not determined by the content") }, "\(cut)")
    }

    /// Two wrapping labels side by side, each pinned to the top and bottom, at one priority: the row's split is
    /// the solver's choice (the expanded fitting splits it otherwise), which is an ambiguous width of each, not
    /// a view left unchained.
    @Test func anOpenSplitIsAnAmbiguousWidth() throws {
        let loaded = try template(openSplitTemplate)
        let cell = try TemplateCell(template: loaded, textCache: Shared.cache, category: .default)
        try cell.bind(JSONParser.parse(#"{"id": 2, "a": "short", "b": "and some words on the right that also wrap around quite a bit more than the left"}"#))
        let geometry = TableGeometry(width: 375, scale: 1, separatorStyle: loaded.separator)
        let found = try cell.diagnose(in: geometry, depth: .full).diagnostics
        #expect(found.contains(.ambiguous(view: "Label 'left'", attributes: ["width"])) && found.contains(.ambiguous(view: "Label 'right'", attributes: ["width"])),
                "\(found)")
        #expect(!found.contains { if case .notSelfSizing = $0 { true } else { false } }, "\(found)")
        // Each once: the ambiguity check's own finding for a view the split reported is not said again.
        let ambiguous = found.compactMap { if case .ambiguous(let view, _) = $0 { view } else { nil } }
        #expect(ambiguous.sorted() == ["Label 'left'", "Label 'right'"], "\(found)")
    }

    /// A page control is 27.5 tall, off the 3x grid: the row rounds the content up by a sixth of a point,
    /// which the page control and the label (both hugging at 250) could share either way. That sliver is the
    /// row's rounding, not an ambiguity of the constraints, so lint lays the cell out at its exact height
    /// and reports nothing; a view whose place nothing fixes (no horizontal constraint) is still reported.
    @Test func theRowsRoundingIsNoAmbiguity() throws {
        func diagnostics(_ yaml: String) throws -> [CellDiagnostic] {
            let loaded = try template(yaml)
            let cell = try TemplateCell(template: loaded, textCache: Shared.cache, category: .default)
            try cell.bind(JSONParser.parse(#"{"id": 1}"#))
            return try cell.diagnose(in: TableGeometry(width: 375, scale: 3, separatorStyle: loaded.separator), depth: .full).diagnostics
        }
        #expect(try diagnostics("""
        views:
          - pageControl: {name: a}
          - label: {name: b, text: Title}
        constraints: ["V:|-10-[a]-8-[b]-10-|", "H:|-10-[a]-10-|", "H:|-10-[b]-10-|"]
        """).isEmpty)
        let free = try diagnostics("""
        views:
          - pageControl: {name: a}
          - view: {name: c}
          - label: {name: b, text: Title}
        constraints: ["V:|-10-[a]-8-[c(4)]-8-[b]-10-|", "H:|-10-[a]-10-|", "H:|-10-[b]-10-|"]
        """)
        #expect(free.contains { if case .ambiguous(let view, _) = $0 { return view.contains("'c'") }; return false }, "\(free)")
    }

    /// U+10300 and U+10301 (Old Italic) are in no bundled font: a text holding them is measured with empty
    /// boxes, and the row says so, naming the label and counting the characters its lines show.
    @Test func charactersNoFontCoversAreReported() throws {
        let text = "\u{10300}\u{10301} and text"
        let found = try rows(Self.oneLabel(["V:|-[t]-|"]), [#"{"id": 1, "text": "\#(text)"}"#, Self.item], Self.at375)
        #expect(found[0][0].diagnostics == [.uncoveredCharacters(view: "t", count: 2)])
        #expect(found[1][0].diagnostics.isEmpty)
        // Cut after its first line, a label shows (and counts) only the characters before the cut.
        let cut = try template("""
        views:
          - label: {name: t, font: {size: 17}, lines: 1}
        constraints: ["H:|-[t]-|", "V:|-[t]-|"]
        bindings: {t: text}
        """)
        let long = String(repeating: "word ", count: 200) + "\u{10300}"
        #expect(try rows(cut, [#"{"id": 1, "text": "\#(long)"}"#], Self.at375)[0][0].diagnostics == [.uncoveredCharacters(view: "t", count: 1)])
    }

    /// A label in a hidden view keeps the measurement of the item before (its text did not change), which
    /// is no text of this row: the second item reports nothing.
    @Test func aHiddenLabelReportsNothing() throws {
        let loaded = try template("""
        views:
          - view:
              name: box
              views:
                - label: {name: t, font: {size: 17}, lines: 0}
        constraints: ["H:|-[box]-|", "V:|-[box]-|", "H:|[t]|", "V:|[t]|"]
        bindings: {t: text, box: {visible: show}}
        """)
        let items = [#"{"id": 1, "show": true, "text": "\#u{10300}"}"#, #"{"id": 2, "show": false, "text": "\#u{10300}"}"#]
        let found = try rows(loaded, items, Self.at375)
        #expect(found[0][0].diagnostics == [.uncoveredCharacters(view: "t", count: 1)])
        #expect(found[1][0].diagnostics.isEmpty)
    }

    @Test func strictMakesTheItemAnError() throws {
        let loaded = try Self.oneLabel(["V:|-[t]-|", "t.height == 50", "t.height == 60"])
        let item = try FeedItem(JSONParser.parse(Self.item), line: 7, file: "items")
        let runner = HeightTableRunner(template: loaded, textCache: Shared.cache, settings: Self.at375, jobs: 1, strict: true)
        guard case .failure(let error) = runner.measure([item], feed: "items")[0] else { Issue.record("no error"); return }
        #expect(error.line == 7 && error.id == "1" && error.message.contains("Unable to simultaneously satisfy constraints"))
    }

    @Test func aDiagnosedHeightIsNotCached() throws {
        let loaded = try Self.oneLabel(["V:|-[t]-|", "t.height == 50", "t.height == 60"])
        let item = try FeedItem(JSONParser.parse(Self.item), line: 1, file: "items")
        let cache = KeyedHeightCache(), record = KeyedHeightCache()
        let runner = HeightTableRunner(template: loaded, textCache: Shared.cache, settings: Self.at375, jobs: 1, cache: cache, record: record)
        _ = runner.measure([item], feed: "items")
        let again = try runner.measure([item], feed: "items")[0].get()[0]
        #expect(!again.diagnostics.isEmpty)   // measured again (a cached row has none), so reported again
        #expect(record.count == 0)
    }

    @Test func lintFindsWhatTheTableFindsAndMore() throws {
        let loaded = try Self.oneLabel(["V:|-[t]-|", "t.height == 50", "t.height == 60"])
        let cell = try TemplateCell(template: loaded, textCache: Shared.cache, category: .default)
        try cell.bind(JSONParser.parse(Self.item))
        let geometry = TableGeometry(width: 375, scale: 3, separatorStyle: loaded.separator)
        let measured = try cell.diagnose(in: geometry, depth: .measured)
        let full = try cell.diagnose(in: geometry, depth: .full)
        #expect(!measured.diagnostics.isEmpty && measured.diagnostics.allSatisfy(full.diagnostics.contains))
        #expect(measured.height == full.height)
    }

    @Test func aTallyReportsEachProblemOnceWithItsCount() throws {
        let loaded = try Self.oneLabel(["V:|-[t]-|", "t.height == 50", "t.height == 60"])
        let items = try (1...2_000).map { try FeedItem(JSONParser.parse(#"{"id": \#($0), "text": "item \#($0)"}"#), line: $0, file: "feed") }
        let runner = HeightTableRunner(template: loaded, textCache: Shared.cache, settings: Self.at375, jobs: 2)
        var tally = DiagnosticTally()
        var warnings: [String] = []
        for (item, result) in zip(items, runner.measure(items, feed: "feed")) { warnings += tally.note(try result.get(), item: item, feed: "feed") }
        #expect(warnings == ["feed:1: id 1: at width 375 @3x: Unable to simultaneously satisfy constraints: "
                             + "broke <LayoutConstraint Label 't'.height == 60>; it conflicts with <LayoutConstraint Label 't'.height == 50>"])
        #expect(tally.items == 2_000)
        #expect(tally.summary.count == 2 && tally.summary[1].hasPrefix("  2000 x Unable to simultaneously satisfy constraints"))
    }
}
