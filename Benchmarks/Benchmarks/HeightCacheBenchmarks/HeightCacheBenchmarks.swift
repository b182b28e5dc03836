import Benchmark
import BenchmarkSupport
import Foundation
import GRDB
import HeightCache
import Synchronization
import ViewLayout

// Row heights of a 10,000-row feed through HeightCache's TableView, against the bare template fitting
// (the same cell configured and measured with no table and no cache), in one run:
// - first-time heights for every row (index-path cache, cold);
// - cache hits by index path and by key, against a plain Dictionary lookup and a Mutex-guarded array read;
// - 100 random row updates followed by every row's height, against reloadData followed by every height;
// - one row inserted and deleted at the top and at the bottom of 10,000 and 100,000 rows (O(rows moved));
// - 1,000,000 persisted heights loaded and saved: HeightStore's binary file against SQLite through GRDB.

let rowCount = 10_000
let lookups = 10_000
let fixture = Fixture.make(count: rowCount)

/// State kept across samples; benchmarks run one at a time, so it is never shared between threads.
final class Box<Value>: @unchecked Sendable { var value: Value; init(_ value: Value) { self.value = value } }

func filledTable(_ model: FeedModel) throws -> TableView {
    let table = fixture.table(model)
    for row in 0..<model.items.count { blackHole(try table.feedHeight(row, model)) }
    return table
}

/// A table whose cells are one fixed-size box: cheap to fill, for timing updates alone.
final class CountModel: TableViewDataSource, @unchecked Sendable {
    var count: Int
    init(_ count: Int) { self.count = count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
}

final class BoxCell: TableViewCell {
    let box = FixedSizeView(name: "box", contentSize: Size(width: 10, height: 44))
    init() {
        super.init(reuseIdentifier: "box")
        contentView.addSubview(box)
        try! box.makeConstraints { $0.edges.equalToSuperview() }
    }
}

func boxTable(rows: Int) throws -> (TableView, CountModel) {
    let model = CountModel(rows)
    let table = TableView(geometry: TableGeometry(width: 375, scale: 3), dataSource: model)
    table.register({ BoxCell() }, forCellReuseIdentifier: "box")
    let task = table.precacheHeights(identifier: { _ in "box" }) { (_: BoxCell, _) in }
    task.wait()
    return (table, model)
}

let storeEntries = 1_000_000
let storeFolder = FileManager.default.temporaryDirectory.appendingPathComponent("cellheight-bench-\(getpid())")
let storePath = storeFolder.appendingPathComponent("heights.bin").path
let sqlitePath = storeFolder.appendingPathComponent("heights.sqlite").path
let fingerprint = HeightCacheFingerprint(fonts: "bench", template: "bench")
let storeGeometry = TableGeometry(width: 375, scale: 3)

func makeStores() throws -> KeyedHeightCache {
    try FileManager.default.createDirectory(at: storeFolder, withIntermediateDirectories: true)
    let cache = KeyedHeightCache()
    for i in 0..<storeEntries { cache.store(Double(44 + i % 300) + 1.0 / 3, forKey: "item-\(i)", in: storeGeometry) }
    try HeightStore.save(cache, to: storePath, fingerprint: fingerprint)
    try? FileManager.default.removeItem(atPath: sqlitePath)
    try saveSQLite(count: storeEntries)
    return cache
}

func saveSQLite(count: Int) throws {
    let queue = try DatabaseQueue(path: sqlitePath)
    try queue.write { db in
        try db.execute(sql: "DROP TABLE IF EXISTS heights")
        try db.execute(sql: "CREATE TABLE heights (key TEXT NOT NULL, width REAL NOT NULL, scale REAL NOT NULL, height REAL NOT NULL, PRIMARY KEY (key, width, scale)) WITHOUT ROWID")
        let insert = try db.makeStatement(sql: "INSERT INTO heights VALUES (?, ?, ?, ?)")
        for i in 0..<count {
            try insert.execute(arguments: ["item-\(i)", 375.0, 3.0, Double(44 + i % 300) + 1.0 / 3])
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .peakMemoryResident], warmupIterations: 1,
                                           maxDuration: .seconds(4), maxIterations: 30)

    // MARK: First-time heights

    Benchmark("10,000 rows: first-time heights through the table") { benchmark in
        let model = FeedModel(fixture.items)
        let table = fixture.table(model)
        benchmark.startMeasurement()
        for row in 0..<rowCount { blackHole(try table.feedHeight(row, model)) }
    }

    let bare = Box(BenchFeedCell(cache: fixture.cache))
    Benchmark("10,000 rows: the same template fitting, no table or cache (peer)") { _ in
        let geometry = TableGeometry(width: 375, scale: 3)
        for item in fixture.items {
            bare.value.configure(item)
            blackHole(try bare.value.fittingHeight(in: geometry))
        }
    }

    // MARK: Hits

    let hitModel = FeedModel(fixture.items)
    let hitTable = Box<TableView?>(nil)
    func warmTable() throws -> TableView {
        if let table = hitTable.value { return table }
        let table = try filledTable(hitModel)
        for row in 0..<rowCount {
            blackHole(try table.height(forCellWithIdentifier: "feed", cacheBy: "item-\(row)") { (cell: BenchFeedCell) in
                cell.configure(hitModel.items[row])
            })
        }
        hitTable.value = table
        return table
    }
    let paths = (0..<lookups).map { TableIndexPath(row: ($0 &* 7919) % rowCount, section: 0) }
    let keys = (0..<lookups).map { "item-\(($0 &* 7919) % rowCount)" }

    Benchmark("hit by index path x 10,000") { benchmark in
        let table = try warmTable()
        benchmark.startMeasurement()
        for path in paths {
            blackHole(try table.height(forCellWithIdentifier: "feed", cacheBy: path) { (_: BenchFeedCell) in })
        }
    }
    Benchmark("hit by key x 10,000") { benchmark in
        let table = try warmTable()
        benchmark.startMeasurement()
        for key in keys {
            blackHole(try table.height(forCellWithIdentifier: "feed", cacheBy: key) { (_: BenchFeedCell) in })
        }
    }
    let dictionary = Dictionary(uniqueKeysWithValues: (0..<rowCount).map { ("item-\($0)", Double($0)) })
    Benchmark("peer: [String: Double] lookup x 10,000") { _ in
        for key in keys { blackHole(dictionary[key]) }
    }
    let guarded = Mutex<[Double]>((0..<rowCount).map(Double.init))
    Benchmark("peer: Mutex-guarded array read x 10,000") { _ in
        for path in paths { blackHole(guarded.withLock { $0[path.row] }) }
    }

    // MARK: Updates

    let mutationSeed = Box<UInt64>(1)
    Benchmark("10,000 rows: 100 random row updates, then every height") { benchmark in
        let model = FeedModel(fixture.items)
        let table = try filledTable(model)
        var rng = FeedItemFactory(seed: mutationSeed.value)
        mutationSeed.value += 1
        benchmark.startMeasurement()
        for _ in 0..<100 {
            let row = Int(rng.next() % UInt64(model.items.count))
            let other = Int(rng.next() % UInt64(model.items.count))
            try table.performBatchUpdates { update in
                switch rng.next() % 4 {
                case 0:
                    model.items.insert(fixture.items[other], at: row)
                    update.insertRows(at: [TableIndexPath(row: row, section: 0)])
                case 1:
                    model.items.remove(at: row)
                    update.deleteRows(at: [TableIndexPath(row: row, section: 0)])
                case 2:
                    model.items[row] = fixture.items[other]
                    update.reloadRows(at: [TableIndexPath(row: row, section: 0)])
                default:
                    let item = model.items.remove(at: row)
                    model.items.insert(item, at: other)
                    update.moveRow(at: TableIndexPath(row: row, section: 0), to: TableIndexPath(row: other, section: 0))
                }
            }
        }
        for row in 0..<model.items.count { blackHole(try table.feedHeight(row, model)) }
    }
    Benchmark("10,000 rows: reloadData, then every height (rebuild)") { benchmark in
        let model = FeedModel(fixture.items)
        let table = try filledTable(model)
        benchmark.startMeasurement()
        try table.reloadData()
        for row in 0..<model.items.count { blackHole(try table.feedHeight(row, model)) }
    }

    for rows in [10_000, 100_000] {
        for (place, atTop) in [("top", true), ("bottom", false)] {
            let boxed = Box<(TableView, CountModel)?>(nil)
            Benchmark("\(rows) rows: insert and delete one row at the \(place) x 1,000") { benchmark in
                if boxed.value == nil { boxed.value = try boxTable(rows: rows) }
                let (table, model) = boxed.value!
                benchmark.startMeasurement()
                for _ in 0..<1000 {
                    let path = TableIndexPath(row: atTop ? 0 : model.count, section: 0)
                    try table.performBatchUpdates { update in model.count += 1; update.insertRows(at: [path]) }
                    try table.performBatchUpdates { update in model.count -= 1; update.deleteRows(at: [path]) }
                }
            }
        }
    }

    // MARK: Persistence

    let stores = Box<KeyedHeightCache?>(nil)
    func ensureStores() throws -> KeyedHeightCache {
        if let cache = stores.value { return cache }
        let cache = try makeStores()
        stores.value = cache
        return cache
    }
    Benchmark("1,000,000 heights: load, HeightStore binary file") { benchmark in
        _ = try ensureStores()
        benchmark.startMeasurement()
        let cache = KeyedHeightCache()
        blackHole(try HeightStore.load(into: cache, from: storePath, fingerprint: fingerprint))
    }
    Benchmark("1,000,000 heights: load, SQLite through GRDB, rows only (peer)") { benchmark in
        _ = try ensureStores()
        benchmark.startMeasurement()
        let queue = try DatabaseQueue(path: sqlitePath)
        let rows: [(String, Double, Double, Double)] = try queue.read { db in
            var result: [(String, Double, Double, Double)] = []
            result.reserveCapacity(storeEntries)
            let cursor = try Row.fetchCursor(db, sql: "SELECT key, width, scale, height FROM heights")
            while let row = try cursor.next() { result.append((row[0], row[1], row[2], row[3])) }
            return result
        }
        blackHole(rows.count)
    }
    Benchmark("1,000,000 heights: load, SQLite through GRDB into a KeyedHeightCache (peer)") { benchmark in
        _ = try ensureStores()
        benchmark.startMeasurement()
        let queue = try DatabaseQueue(path: sqlitePath)
        let cache = KeyedHeightCache()
        try queue.read { db in
            let cursor = try Row.fetchCursor(db, sql: "SELECT key, width, scale, height FROM heights")
            while let row = try cursor.next() {
                cache.store(row[3], forKey: row[0], in: TableGeometry(width: row[1], scale: row[2]))
            }
        }
        blackHole(cache.count)
    }
    Benchmark("1,000,000 heights: save, HeightStore binary file") { benchmark in
        let cache = try ensureStores()
        benchmark.startMeasurement()
        try HeightStore.save(cache, to: storePath + ".save", fingerprint: fingerprint)
    }
    Benchmark("1,000,000 heights: save, SQLite through GRDB (peer)") { benchmark in
        _ = try ensureStores()
        benchmark.startMeasurement()
        try saveSQLite(count: storeEntries)
    }
}
