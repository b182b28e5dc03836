import Benchmark
import BenchmarkSupport
import Typesetting
import ViewLayout

// Per-item layout of 10-, 20- and 50-view cells over 10,000 synthesized feed items:
// - first: a new cell per item (constraint system built, then solved);
// - later: one template cell, configured per item (only constants change in the live solver);
// - frame: the same cell laid out in code (sizeThatFits).
// Texts come from a 256-text pool prepared before timing, so text shaping is not part of these figures
// (Typesetting's benchmarks cover it); line fitting at the cell's width is.

let itemCount = 10_000
let tableWidth = 375.0

struct Fixture {
    let cache: PreparedTextCache
    let items: [FeedItem]
}

func makeFixture(rows: Int) -> Fixture {
    do {
        let feed = try RowsCell.feed(rows: rows, count: itemCount)
        return Fixture(cache: feed.cache, items: feed.items)
    } catch {
        fatalError("benchmark setup: \(error)")
    }
}

/// A template cell kept across benchmark samples (each sample is one closure call), with the index of
/// the next item. Benchmarks run one at a time, so the box is never shared between threads.
final class Template: @unchecked Sendable {
    let cell: RowsCell
    let items: [FeedItem]
    var index = 0
    init(_ cell: RowsCell, _ items: [FeedItem]) { self.cell = cell; self.items = items }

    func layoutNext() throws {
        cell.configure(items[index % items.count])
        blackHole(try cell.height(width: tableWidth))
        index += 1
    }
}

func makeTemplate(rows: Int, _ fixture: Fixture, frameLayout: Bool) -> Template {
    do { return Template(try RowsCell(rows: rows, cache: fixture.cache, frameLayout: frameLayout), fixture.items) } catch {
        fatalError("benchmark setup: \(error)")
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .throughput], warmupIterations: 20,
                                           maxDuration: .seconds(2), maxIterations: itemCount)
    for views in [10, 20, 50] {
        let rows = views / 2
        let fixture = makeFixture(rows: rows)
        checkModesAgree(rows: rows, fixture)
        let counter = makeTemplate(rows: 1, fixture, frameLayout: true)

        Benchmark("cell \(views) views: first layout (system built)") { benchmark in
            for _ in benchmark.scaledIterations {
                let cell = try RowsCell(rows: rows, cache: fixture.cache, frameLayout: false)
                cell.configure(fixture.items[counter.index % itemCount])
                blackHole(try cell.height(width: tableWidth))
                counter.index += 1
            }
        }

        let later = makeTemplate(rows: rows, fixture, frameLayout: false)
        Benchmark("cell \(views) views: later items (constants changed)") { benchmark in
            for _ in benchmark.scaledIterations { try later.layoutNext() }
        }

        let frames = makeTemplate(rows: rows, fixture, frameLayout: true)
        Benchmark("cell \(views) views: frame layout") { benchmark in
            for _ in benchmark.scaledIterations { try frames.layoutNext() }
        }
    }
}

/// The two modes must give the same heights, or the comparison means nothing; report any difference.
func checkModesAgree(rows: Int, _ fixture: Fixture) {
    do {
        let auto = try RowsCell(rows: rows, cache: fixture.cache, frameLayout: false)
        let frames = try RowsCell(rows: rows, cache: fixture.cache, frameLayout: true)
        var differing = 0
        for item in fixture.items.prefix(200) {
            auto.configure(item); frames.configure(item)
            if abs(try auto.height(width: tableWidth) - frames.height(width: tableWidth)) > 0.001 { differing += 1 }
        }
        if differing > 0 { print("warning: \(differing) of 200 items differ between auto and frame layout (\(rows) rows)") }
    } catch {
        print("warning: mode check failed: \(error)")
    }
}
