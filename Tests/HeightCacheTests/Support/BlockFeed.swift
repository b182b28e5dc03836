import HeightCache
import ViewLayout

/// An item of a test feed: its height is a function of its id and version, so a cached height can be
/// checked against the item that is at that row now.
struct BlockItem: Hashable, Sendable {
    let id: Int
    var version: Int
    /// Content height in points: 10...99, different for most ids and versions.
    var contentHeight: Double { Double(10 + (id &* 7 &+ version &* 13) % 90) }
    /// Row height at scale 3 with a separator.
    var rowHeight: Double { contentHeight + 1.0 / 3 }
}

/// A cell whose content is one box of the item's height, pinned to the content view's edges.
final class BlockCell: TableViewCell {
    let block = FixedSizeView(name: "block", contentSize: Size(width: 10, height: 10))
    private(set) var reuseCount = 0
    init() {
        super.init(reuseIdentifier: "block")
        contentView.addSubview(block)
        try! block.makeConstraints { $0.edges.equalToSuperview() }
    }
    override func prepareForReuse() { reuseCount += 1; block.contentSize = .zero }
    func configure(_ item: BlockItem) { block.contentSize = Size(width: 10, height: item.contentHeight) }
}

/// A table model: sections of items. `@unchecked Sendable`: precaching reads it on a background thread
/// under the table's update lock, and it is changed only inside `performBatchUpdates`, under the same
/// lock's write side, so reads and writes never overlap.
final class BlockFeed: TableViewDataSource, @unchecked Sendable {
    var sections: [[BlockItem]]
    init(_ sections: [[BlockItem]]) { self.sections = sections }
    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    subscript(path: TableIndexPath) -> BlockItem { sections[path.section][path.row] }
}

extension TableView {
    /// A 375-point 3x table of block cells over `feed`.
    static func blocks(_ feed: BlockFeed) -> TableView {
        let table = TableView(geometry: TableGeometry(width: 375, scale: 3), dataSource: feed)
        table.register({ BlockCell() }, forCellReuseIdentifier: "block")
        return table
    }

    /// The row's height through the index-path cache, configured from `feed`.
    func blockHeight(at path: TableIndexPath, in feed: BlockFeed) throws -> Double {
        try height(forCellWithIdentifier: "block", cacheBy: path) { (cell: BlockCell) in cell.configure(feed[path]) }
    }
}
