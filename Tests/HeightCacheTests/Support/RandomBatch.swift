import HeightCache
import LayoutTestSupport

/// A random UITableView batch update, made the naive way: decide what happens to every section and row
/// of the old model, build the new model directly, and read the update's indices off the two models
/// (old indices for deletions, reloads and move sources; new indices for insertions and move
/// destinations). Nothing here shares code with the cache's own update logic.
struct RandomBatch {
    var sections: [[BlockItem]] = []
    var update = TableUpdate()
    /// Ids whose height must be measured again (inserted or reloaded items).
    var changedIDs: Set<Int> = []

    init(from old: [[BlockItem]], nextID: inout Int, using rng: inout SeededGenerator) {
        func newItem() -> BlockItem { defer { nextID += 1 }; return BlockItem(id: nextID, version: 0) }

        enum SectionFate { case kept, deleted, reloaded, moved }
        var fates = old.map { _ in SectionFate.kept }
        for index in old.indices where Int.random(in: 0..<10, using: &rng) == 0 {
            fates[index] = [.deleted, .reloaded, .moved].randomElement(using: &rng)!
        }
        // Section survivors in old order, each tagged with its old index.
        struct NewSection { var old: Int?; var items: [BlockItem]; var arriving: Bool }
        var list: [NewSection] = []
        var arrivingSections: [NewSection] = []
        for (index, items) in old.enumerated() {
            switch fates[index] {
            case .kept: list.append(NewSection(old: index, items: items, arriving: false))
            case .reloaded:
                let fresh = (0..<Int.random(in: 0...6, using: &rng)).map { _ in newItem() }
                fresh.forEach { changedIDs.insert($0.id) }
                list.append(NewSection(old: index, items: fresh, arriving: false))
            case .moved: arrivingSections.append(NewSection(old: index, items: items, arriving: true))
            case .deleted: break
            }
        }
        for _ in 0..<(Int.random(in: 0..<6, using: &rng) == 0 ? Int.random(in: 1...2, using: &rng) : 0) {
            let fresh = (0..<Int.random(in: 0...5, using: &rng)).map { _ in newItem() }
            fresh.forEach { changedIDs.insert($0.id) }
            arrivingSections.append(NewSection(old: nil, items: fresh, arriving: true))
        }
        for section in arrivingSections { list.insert(section, at: Int.random(in: 0...list.count, using: &rng)) }
        for (index, section) in list.enumerated() where section.arriving {
            if let old = section.old { update.moveSection(old, toSection: index) } else { update.insertSections([index]) }
        }
        update.deleteSections(fates.indices.filter { fates[$0] == .deleted })
        update.reloadSections(fates.indices.filter { fates[$0] == .reloaded })

        // Rows, only in kept sections: decide every old row's fate, then place arriving rows.
        let keptNew = list.indices.filter { !list[$0].arriving && fates[list[$0].old!] == .kept }
        struct Arriving { var item: BlockItem; var from: TableIndexPath?; var section: Int }
        var arriving: [Arriving] = []
        var survivors: [Int: [BlockItem]] = [:]
        for newIndex in keptNew {
            let oldIndex = list[newIndex].old!
            var kept: [BlockItem] = []
            for (row, item) in list[newIndex].items.enumerated() {
                let path = TableIndexPath(row: row, section: oldIndex)
                switch Int.random(in: 0..<12, using: &rng) {
                case 0: update.deleteRows(at: [path])
                case 1:
                    update.reloadRows(at: [path])
                    var changed = item
                    changed.version += 1
                    changedIDs.insert(changed.id)
                    kept.append(changed)
                case 2: arriving.append(Arriving(item: item, from: path, section: keptNew.randomElement(using: &rng)!))
                default: kept.append(item)
                }
            }
            survivors[newIndex] = kept
            for _ in 0..<(Int.random(in: 0..<3, using: &rng) == 0 ? Int.random(in: 1...3, using: &rng) : 0) {
                let item = newItem()
                changedIDs.insert(item.id)
                arriving.append(Arriving(item: item, from: nil, section: newIndex))
            }
        }
        // Place arriving rows at random positions, then read off their final indices.
        var tagged: [Int: [(item: BlockItem, from: TableIndexPath?, arriving: Bool)]] = [:]
        for newIndex in keptNew { tagged[newIndex] = survivors[newIndex]!.map { ($0, nil, false) } }
        for row in arriving {
            let count = tagged[row.section]!.count
            tagged[row.section]!.insert((row.item, row.from, true), at: Int.random(in: 0...count, using: &rng))
        }
        for newIndex in keptNew {
            for (row, entry) in tagged[newIndex]!.enumerated() where entry.arriving {
                let path = TableIndexPath(row: row, section: newIndex)
                if let from = entry.from { update.moveRow(at: from, to: path) } else { update.insertRows(at: [path]) }
            }
            list[newIndex].items = tagged[newIndex]!.map(\.item)
        }
        sections = list.map(\.items)
    }
}
