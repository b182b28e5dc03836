import LayoutTestSupport
import Testing
@testable import ViewLayout

/// A reused view tree must measure every item exactly as a newly built tree does, whatever the items
/// before it did: conflicts between required constraints, constants that are not finite, priorities
/// outside 1...1000.
@Suite struct HistoryFreeLayoutTests {
    /// A box beside a wrapping label. `wanted` (box.width == w) and `limit` (box.width <= l) are required
    /// and conflict when l < w; `gap` (label.top == box.top + g) may get a NaN constant or an invalid
    /// priority, which makes the engine leave it out for that item.
    final class Tree {
        let content = View(name: "contentView")
        let box = FixedSizeView(name: "box", contentSize: Size(width: 10, height: 30))
        let text = cjkLabel("text", count: 0)
        let wanted: LayoutConstraint
        let limit: LayoutConstraint
        let gap: LayoutConstraint

        init() throws {
            content.addSubview(box)
            content.addSubview(text)
            wanted = box.widthAnchor.constraint(equalToConstant: 100).withIdentifier("wanted")
            limit = box.widthAnchor.constraint(lessThanOrEqualToConstant: 200).withIdentifier("limit")
            gap = text.topAnchor.constraint(equalTo: box.topAnchor, constant: 4).withIdentifier("gap")
            LayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
                box.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 8),
                wanted, limit,
                text.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
                text.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -8),
                text.topAnchor.constraint(greaterThanOrEqualTo: content.topAnchor, constant: 8),
                gap,
                content.bottomAnchor.constraint(greaterThanOrEqualTo: text.bottomAnchor, constant: 8),
                content.bottomAnchor.constraint(greaterThanOrEqualTo: box.bottomAnchor, constant: 8),
            ])
        }

        func configure(_ item: Item) {
            wanted.constant = item.wanted
            limit.constant = item.limit
            gap.constant = item.gap
            gap.priority = LayoutPriority(item.gapPriority)
            text.text = FontFacts.ideographs(item.characters)
            box.contentSize = Size(width: 10, height: item.boxHeight)
        }

        func measure() throws -> (height: Double, diagnostics: [String]) {
            (try content.fittingHeight(forWidth: 375), content.layoutDiagnostics.map(\.description))
        }
    }

    struct Item: CustomStringConvertible {
        var wanted: Double, limit: Double, gap: Double, gapPriority: Double, characters: Int, boxHeight: Double
        var description: String {
            "wanted \(wanted) limit \(limit) gap \(gap) @\(gapPriority) characters \(characters) box \(boxHeight)"
        }
    }

    static func randomItem(_ rng: inout SeededGenerator) -> Item {
        let wanted = Double(Int.random(in: 4...24, using: &rng) * 10)
        // About a third of the items make the two required widths conflict.
        let conflict = Int.random(in: 0..<3, using: &rng) == 0
        let limit = conflict ? wanted - Double(Int.random(in: 1...8, using: &rng) * 10) : wanted + 20
        // About one item in six has a gap constant that is not finite, one in six an invalid priority.
        let gap = Int.random(in: 0..<6, using: &rng) == 0 ? Double.nan : Double(Int.random(in: 0...40, using: &rng))
        let gapPriority = [1000, 1000, 750, 250, 1000, 0][Int.random(in: 0..<6, using: &rng)]
        return Item(wanted: wanted, limit: limit, gap: gap, gapPriority: Double(gapPriority),
                    characters: Int.random(in: 1...80, using: &rng), boxHeight: Double(Int.random(in: 10...90, using: &rng)))
    }

    @Test(arguments: [31, 32, 33] as [UInt64])
    func everyItemMeasuresAsOnAFreshTree(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let reused = try Tree()
        var conflicts = 0, skips = 0
        for step in 0..<120 {
            let item = Self.randomItem(&rng)
            if item.limit < item.wanted { conflicts += 1 }
            if !item.gap.isFinite || item.gapPriority < 1 { skips += 1 }
            reused.configure(item)
            let again = try reused.measure()
            let fresh = try Tree()
            fresh.configure(item)
            let alone = try fresh.measure()
            #expect(again.height == alone.height, "step \(step): \(item)")
            #expect(again.diagnostics == alone.diagnostics, "step \(step): \(item)")
        }
        #expect(conflicts > 20)
        #expect(skips > 20)
    }
}

/// Reused cells skip the width-free round of their wrapping labels when the stronger constraints fix
/// the labels' widths (`LayoutSystem.measureAtSolvedWidths`). Items here take both paths: the title
/// is held by both edges unless its trailing edge drops to 200 (then its text decides its width), its
/// horizontal hugging moves between 250 and 750, and the note beside the box wraps (width-dependent,
/// shrinking to its text) or keeps one line. Every item must measure as on a newly built tree.
@Suite struct DeterminedWidthTests {
    final class Tree {
        let content = View(name: "contentView")
        let box = FixedSizeView(name: "box", contentSize: Size(width: 40, height: 40))
        let title = cjkLabel("title", count: 0)
        let note = cjkLabel("note", count: 0)
        let titleTrailing: LayoutConstraint

        init() throws {
            for view in [box, title, note] { content.addSubview(view) }
            titleTrailing = title.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16)
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                box.topAnchor.constraint(equalTo: content.topAnchor, constant: 12),
                title.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
                titleTrailing,
                title.topAnchor.constraint(equalTo: box.topAnchor),
                note.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                note.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -16),
                note.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                note.topAnchor.constraint(greaterThanOrEqualTo: box.bottomAnchor, constant: 4),
                content.bottomAnchor.constraint(equalTo: note.bottomAnchor, constant: 12),
            ])
        }

        func configure(_ item: Item) {
            box.contentSize = Size(width: item.boxWidth, height: 40)
            title.text = FontFacts.ideographs(item.titleCharacters)
            titleTrailing.priority = LayoutPriority(item.trailingPriority)
            title.setContentHuggingPriority(LayoutPriority(item.titleHugging), for: .horizontal)
            note.text = FontFacts.ideographs(item.noteCharacters)
            note.numberOfLines = item.noteWraps ? 0 : 1
        }

        /// The fitting height, then the labels' widths once the content is laid out at that size: a label
        /// whose text decides its width shrinks to its widest line, which moves no height.
        func measure() throws -> [Double] {
            let height = try content.fittingHeight(forWidth: 375)
            content.frame = Rect(x: 0, y: 0, width: 375, height: height)
            try content.layoutIfNeeded()
            return [height, title.frame.width, note.frame.width]
        }
    }

    struct Item: CustomStringConvertible {
        var boxWidth: Double, titleCharacters: Int, trailingPriority: Double, titleHugging: Double
        var noteCharacters: Int, noteWraps: Bool
        var description: String {
            "box \(boxWidth) title \(titleCharacters) @\(trailingPriority) hugging \(titleHugging) note \(noteCharacters) wraps \(noteWraps)"
        }
    }

    @Test(arguments: [41, 42] as [UInt64])
    func everyItemMeasuresAsOnAFreshTree(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let reused = try Tree()
        for step in 0..<150 {
            let item = Item(boxWidth: Double(Int.random(in: 2...12, using: &rng) * 8),
                            titleCharacters: Int.random(in: 0...60, using: &rng),
                            trailingPriority: [1000, 1000, 1000, 200][Int.random(in: 0..<4, using: &rng)],
                            titleHugging: [250, 250, 750][Int.random(in: 0..<3, using: &rng)],
                            noteCharacters: Int.random(in: 1...40, using: &rng),
                            noteWraps: Int.random(in: 0..<3, using: &rng) > 0)
            reused.configure(item)
            let again = try reused.measure()
            let fresh = try Tree()
            fresh.configure(item)
            #expect(again == (try fresh.measure()), "step \(step): \(item)")
        }
        // Both paths were taken: the note, when it wraps, shrinks to its text, so only items where it
        // keeps one line (and the title is held by both edges) can skip the round.
        let skipped = reused.content.engine?.widthFreeRoundsSkipped ?? 0
        #expect(skipped > 5 && skipped < 100, "\(skipped) of 150 passes skipped the width-free round")
    }
}

/// A wrapping label whose width constants alone decide whether stronger constraints fix: held at its leading
/// edge, kept inside the trailing one (required), and at least `floor` wide at 500. A floor wider than the room
/// pins the width to the room (its row then holds only symbols the 500 level pins); a narrower one leaves the
/// width to the label's text. The engine keeps its answer about the width while the widths' basis stays
/// (see `LayoutEngine.widthsAreDetermined`): moving the floor across the room changes the answer through a
/// pivot and no change of constraints, and the kept answer must not outlive it.
@Suite struct FloorWidthTests {
    final class Tree {
        let content = View(name: "contentView")
        let label = cjkLabel("label", count: 0)
        let floor: LayoutConstraint

        init() throws {
            content.addSubview(label)
            floor = label.widthAnchor.constraint(greaterThanOrEqualToConstant: 100).withPriority(LayoutPriority(500))
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: content.topAnchor, constant: 12),
                content.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 12),
                floor,
            ])
        }

        /// The fitting height only: a layout at that size would change the height fence's priority, a change
        /// of constraints that drops the kept answer every item.
        func measure(floor value: Double, characters: Int) throws -> Double {
            floor.constant = value
            label.text = FontFacts.ideographs(characters)
            return try content.fittingHeight(forWidth: 375)
        }
    }

    @Test(arguments: [51, 52] as [UInt64])
    func everyItemMeasuresAsOnAFreshTree(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let reused = try Tree()
        var pinned = 0
        for step in 0..<150 {
            // The room is 375 − 32 = 343 wide: floors on both sides of it, texts narrower and wider than both.
            let floor = Double(Int.random(in: 10...50, using: &rng) * 10)
            if step > 0 && floor > 343 { pinned += 1 }
            let characters = Int.random(in: 1...40, using: &rng)
            let again = try reused.measure(floor: floor, characters: characters)
            #expect(again == (try Tree().measure(floor: floor, characters: characters)),
                    "step \(step): floor \(floor), \(characters) characters")
        }
        // Exactly the items whose floor is wider than the room skip the round, but the first (which builds the
        // system): the others cannot, as the text decides the width.
        let skipped = reused.content.engine?.widthFreeRoundsSkipped ?? 0
        #expect(pinned > 20 && skipped == pinned, "\(skipped) of 150 passes skipped the width-free round, \(pinned) expected")
    }
}

/// A size constraint held at required priority that a new measurement makes impossible: the box resists
/// vertical compression at 1000 while a required `box.height <= 60` caps it (and `box.height >= 30`
/// floors it). Its new value reaches the solver in the batch of queued sizes; when the batch conflicts, the
/// values go one at a time and the one that cannot hold is added again at 999 and reported, and the next
/// pass builds the system afresh.
@Suite struct RequiredSizeConflictTests {
    final class Tree {
        let content = View(name: "contentView")
        let box = FixedSizeView(name: "box", contentSize: Size(width: 40, height: 40))

        init() throws {
            content.addSubview(box)
            box.setContentCompressionResistancePriority(.required, for: .vertical)
            LayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
                box.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 8),
                box.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
                box.heightAnchor.constraint(lessThanOrEqualToConstant: 60),
                content.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
            ])
        }

        func measure(boxHeight: Double) throws -> (height: Double, diagnostics: [LayoutDiagnostic]) {
            box.contentSize = Size(width: 40, height: boxHeight)
            return (try content.fittingHeight(forWidth: 375), content.layoutDiagnostics)
        }

        func measure(boxHeight: Double, hugging: LayoutPriority, resistance: LayoutPriority) throws -> (Double, [String]) {
            box.setContentHuggingPriority(hugging, for: .vertical)
            box.setContentCompressionResistancePriority(resistance, for: .vertical)
            let (height, diagnostics) = try measure(boxHeight: boxHeight)
            return (height, diagnostics.map(\.description))
        }
    }

    /// The box's vertical content size is one constraint while its hugging and compression resistance are
    /// both below required, and two (each of which a conflict may break) while either is required. Items
    /// move its priorities between the two forms and its content height across the floor and the cap.
    @Test func contentSizeInEitherFormMeasuresAsOnAFreshTree() throws {
        let reused = try Tree()
        // (750, 750) is an even equality; (750, 1000) after it must not keep it as the hugging side.
        let priorities: [(LayoutPriority, LayoutPriority)] = [(.defaultLow, .defaultHigh), (.required, .defaultHigh),
                                                             (.defaultLow, .required), (.required, .required),
                                                             (.defaultHigh, .defaultHigh), (.defaultHigh, .required)]
        for round in 0..<3 {
            for (hugging, resistance) in priorities {
                for boxHeight in [20.0, 45, 90] {
                    let again = try reused.measure(boxHeight: boxHeight, hugging: hugging, resistance: resistance)
                    let alone = try Tree().measure(boxHeight: boxHeight, hugging: hugging, resistance: resistance)
                    let item = "round \(round), box \(boxHeight) @\(hugging)/\(resistance)"
                    // By hand: the required floor and cap win over the content size, whatever its priorities.
                    #expect(again.0 == min(max(boxHeight, 30), 60) + 16, "\(item)")
                    #expect(again.0 == alone.0, "\(item)")
                    #expect(again.1 == alone.1, "\(item)")
                }
            }
        }
    }

    @Test func conflictingRequiredSizeMeasuresAsOnAFreshTree() throws {
        let reused = try Tree()
        for boxHeight in [40.0, 90, 50, 120, 120, 30, 61, 60] as [Double] {
            let again = try reused.measure(boxHeight: boxHeight)
            let alone = try Tree().measure(boxHeight: boxHeight)
            // By hand: the box is as tall as its content up to the required cap of 60, plus 8 above and below.
            #expect(again.height == min(boxHeight, 60) + 16, "box \(boxHeight)")
            #expect(again.height == alone.height, "box \(boxHeight)")
            #expect(again.diagnostics.map(\.description) == alone.diagnostics.map(\.description), "box \(boxHeight)")
            // Above the cap, exactly one report, and the constraint it breaks is the box's compression resistance.
            let reports = again.diagnostics.compactMap(\.unsatisfiable)
            #expect(reports.count == (boxHeight > 60 ? 1 : 0), "box \(boxHeight)")
            if let report = reports.first {
                #expect(report.broken.description.contains("compression resistance"), "\(report.broken)")
            }
        }
    }
}
