import BenchmarkSupport
import HeightCache
import Typesetting
import ViewLayout

/// A feed cell as apps build them: avatar, name, multi-line content, an optional image, an action bar.
final class BenchFeedCell: TableViewCell {
    let avatar = FixedSizeView(name: "avatar", contentSize: Size(width: 40, height: 40))
    let name: Label
    let content: Label
    let image = FixedSizeView(name: "image", contentSize: .zero)
    let actions = FixedSizeView(name: "actions", contentSize: Size(width: 120, height: 24))
    var imageTop: LayoutConstraint!

    init(cache: PreparedTextCache) {
        name = Label(name: "name", textCache: cache, attributes: TextAttributes(family: "Inter", size: 15, weight: 600))
        content = Label(name: "content", textCache: cache, attributes: TextAttributes(family: "Inter", size: 15), numberOfLines: 0)
        super.init(reuseIdentifier: "feed")
        for view in [avatar, name, content, image, actions] { contentView.addSubview(view) }
        try! avatar.makeConstraints { $0.leading.equalToSuperview().offset(16); $0.top.equalToSuperview().offset(12) }
        try! name.makeConstraints {
            $0.leading.equalTo(avatar.trailing).offset(10); $0.top.equalTo(avatar); $0.trailing.lessThanOrEqualToSuperview().offset(-16)
        }
        try! content.makeConstraints {
            $0.leading.equalTo(name); $0.trailing.equalToSuperview().offset(-16); $0.top.equalTo(name.bottom).offset(6)
        }
        imageTop = try! image.makeConstraints { $0.top.equalTo(content.bottom).offset(8); $0.leading.equalTo(name) }[0]
        try! actions.makeConstraints {
            $0.top.equalTo(image.bottom).offset(10); $0.leading.equalTo(name); $0.bottom.equalToSuperview().offset(-12)
        }
        try! contentView.makeConstraints { $0.bottom.greaterThanOrEqualTo(avatar.bottom).offset(12) }
    }

    /// texts[0] is the name, texts[1] the content; imageSizes[0] scaled up 3x is the photo (none when odd).
    func configure(_ item: FeedItem) {
        name.text = String(item.texts[0].prefix(24))
        content.text = item.texts[1]
        let photo = item.imageSizes[0]
        let shown = Int(photo.width) % 2 == 0
        image.contentSize = shown ? Size(width: photo.width * 3, height: photo.height * 3) : .zero
        imageTop.constant = shown ? 8 : 0
    }
}

/// The table's model: one section of items. `@unchecked Sendable`: benchmarks run one at a time and
/// change it only inside `performBatchUpdates`.
final class FeedModel: TableViewDataSource, @unchecked Sendable {
    var items: [FeedItem]
    init(_ items: [FeedItem]) { self.items = items }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }
}

/// Prepared texts and 10,000 items (texts are prepared before timing: Typesetting's benchmarks cover shaping).
struct Fixture {
    let cache: PreparedTextCache
    let items: [FeedItem]

    static func make(count: Int) -> Fixture {
        do {
            let cache = PreparedTextCache(typesetter: try Typesetter.bundled())
            var factory = FeedItemFactory()
            let pool = factory.textPool(256)
            for text in pool {
                for weight in [400, 600] {
                    _ = try cache.prepared(AttributedText(String(text.prefix(weight == 600 ? 24 : text.count)),
                                                          attributes: TextAttributes(family: "Inter", size: 15, weight: weight)))
                }
            }
            return Fixture(cache: cache, items: factory.items(count, labels: 2, images: 1, pool: pool))
        } catch {
            fatalError("benchmark setup: \(error)")
        }
    }

    func table(_ model: FeedModel) -> TableView {
        let table = TableView(geometry: TableGeometry(width: 375, scale: 3), dataSource: model)
        let cache = self.cache
        table.register({ BenchFeedCell(cache: cache) }, forCellReuseIdentifier: "feed")
        return table
    }
}

extension TableView {
    func feedHeight(_ row: Int, _ model: FeedModel) throws -> Double {
        try height(forCellWithIdentifier: "feed", cacheBy: TableIndexPath(row: row, section: 0)) { (cell: BenchFeedCell) in
            cell.configure(model.items[row])
        }
    }
}
