import Synchronization
import ViewLayout

extension TableView {
    // MARK: Cells (FDTemplateLayoutCell's API)

    /// The height of a cell configured by `configuration`, computed every time (no cache): the template
    /// for `identifier` gets `prepareForReuse()`, then the configuration, then is measured.
    public func height<Cell: TableViewCell>(forCellWithIdentifier identifier: String,
                                            configuration: (Cell) throws -> Void) throws(HeightCacheError) -> Double {
        counters.add(.misses)
        return try cellHeight(identifier, in: geometry, location: nil, configuration)
    }

    /// The height of the row at `indexPath`, from the cache when it holds one for the current geometry,
    /// else computed and cached. The cache follows updates (`performBatchUpdates`, `insertRows`, ...).
    public func height<Cell: TableViewCell>(forCellWithIdentifier identifier: String, cacheBy indexPath: TableIndexPath,
                                            configuration: (Cell) throws -> Void) throws(HeightCacheError) -> Double {
        let lookup = try state.withLock { (state) throws(HeightCacheError) -> Lookup in
            guard state.hasShape else { return .noShape }
            guard state.heights.contains(indexPath) else { throw outOfRange(indexPath, counts: state.heights.rowCounts) }
            if let cached = state.heights.height(at: indexPath, slot: state.slot) { return .hit(cached) }
            return .miss(state.geometry, slot: state.slot, epoch: state.heights.epoch)
        }
        switch lookup {
        case .hit(let cached):
            counters.add(.indexPathHits)
            debugLog("hit cache by index path\(indexPath) - \(formatPointsShort(cached))")
            return cached
        case .noShape:
            try loadShapeIfNeeded()
            return try height(forCellWithIdentifier: identifier, cacheBy: indexPath, configuration: configuration)
        case .miss(let geometry, let slot, let epoch):
            counters.add(.misses)
            let height = try cellHeight(identifier, in: geometry, location: indexPath.description, configuration)
            store(height, at: indexPath, slot: slot, epoch: epoch)
            return height
        }
    }

    /// The height for `key` (an item's id, with a version if the item can change), from the key cache when
    /// it holds one for the current geometry, else computed and cached. Key caches survive every update.
    public func height<Cell: TableViewCell>(forCellWithIdentifier identifier: String, cacheBy key: String,
                                            configuration: (Cell) throws -> Void) throws(HeightCacheError) -> Double {
        try keyedHeight(key, in: keyedHeightCache, slot: cellKeySlot.load(ordering: .acquiring)) { (geometry, location) throws(HeightCacheError) in
            try cellHeight(identifier, in: geometry, location: location, configuration)
        }
    }

    /// The cached height of the row at `indexPath` in the current geometry, if any.
    public func cachedHeight(at indexPath: TableIndexPath) -> Double? {
        state.withLock { $0.heights.height(at: indexPath, slot: $0.slot) }
    }

    /// Forgets the cached heights of these rows (every geometry). Waits for a row being precached; a
    /// height being measured meanwhile by another task is not stored.
    public func invalidateHeights(at indexPaths: [TableIndexPath]) {
        requireNotInModelChange("invalidateHeights(at:)")
        modelLock.withWriteLock { state.withLock { $0.heights.invalidate(indexPaths) } }
    }

    /// Forgets every cached index-path height (every geometry); key caches are kept.
    public func invalidateAllIndexPathHeights() {
        requireNotInModelChange("invalidateAllIndexPathHeights()")
        modelLock.withWriteLock { state.withLock { $0.heights.invalidate() } }
    }

    // MARK: Headers and footers

    /// The height of a header or footer view configured by `configuration` (which is called: see the
    /// README on FDTemplateLayoutCell), computed every time.
    public func height<HeaderFooter: TableViewHeaderFooterView>(forHeaderFooterViewWithIdentifier identifier: String,
                                                                configuration: (HeaderFooter) throws -> Void) throws(HeightCacheError) -> Double {
        counters.add(.misses)
        return try headerFooterHeight(identifier, in: geometry, location: nil, configuration)
    }

    /// The height of a section's header or footer, cached per section; the cache follows section updates.
    public func height<HeaderFooter: TableViewHeaderFooterView>(forHeaderFooterViewWithIdentifier identifier: String,
                                                                kind: HeaderFooterKind, inSection section: Int,
                                                                configuration: (HeaderFooter) throws -> Void) throws(HeightCacheError) -> Double {
        let lookup = try state.withLock { (state) throws(HeightCacheError) -> Lookup in
            guard state.hasShape else { return .noShape }
            guard section >= 0 && section < state.heights.rowCounts.count else {
                throw .outOfRange("section \(section) is outside the table: it has \(state.heights.rowCounts.count) section(s)")
            }
            if let cached = state.heights.height(of: kind, section: section, slot: state.slot) { return .hit(cached) }
            return .miss(state.geometry, slot: state.slot, epoch: state.heights.epoch)
        }
        let location = "\(kind)[\(section)]"
        switch lookup {
        case .hit(let cached):
            counters.add(.indexPathHits)
            debugLog("hit cache by section \(location) - \(formatPointsShort(cached))")
            return cached
        case .miss(let geometry, let slot, let epoch):
            counters.add(.misses)
            let height = try headerFooterHeight(identifier, in: geometry, location: location, configuration)
            state.withLock { state in
                if state.heights.epoch == epoch { state.heights.store(height, of: kind, section: section, slot: slot) }
            }
            return height
        case .noShape:
            try loadShapeIfNeeded()
            return try height(forHeaderFooterViewWithIdentifier: identifier, kind: kind, inSection: section, configuration: configuration)
        }
    }

    /// The height of a header or footer for `key`, cached in `headerFooterKeyedHeightCache`.
    public func height<HeaderFooter: TableViewHeaderFooterView>(forHeaderFooterViewWithIdentifier identifier: String,
                                                                cacheBy key: String,
                                                                configuration: (HeaderFooter) throws -> Void) throws(HeightCacheError) -> Double {
        try keyedHeight(key, in: headerFooterKeyedHeightCache, slot: headerFooterKeySlot.load(ordering: .acquiring)) { (geometry, location) throws(HeightCacheError) in
            try headerFooterHeight(identifier, in: geometry, location: location, configuration)
        }
    }

    // MARK: Measuring

    /// A height from a key cache (in the geometry of `slot`), or measured with `measure` and stored.
    private func keyedHeight(_ key: String, in cache: KeyedHeightCache, slot: Int,
                             measure: (TableGeometry, String) throws(HeightCacheError) -> Double) throws(HeightCacheError) -> Double {
        let slot = Int32(slot)
        if let cached = cache.height(forKey: key, slot: slot) {
            counters.add(.keyHits)
            debugLog("hit cache by key[\(key)] - \(formatPointsShort(cached))")
            return cached
        }
        counters.add(.misses)
        let invalidations = cache.invalidationCount
        let height = try measure(cache.geometry(ofSlot: slot), "key[\(key)]")
        cache.store(height, forKey: key, slot: slot, ifNotInvalidatedSince: invalidations)
        return height
    }

    func cellHeight<Cell: TableViewCell>(_ identifier: String, in geometry: TableGeometry, location: String?,
                                         _ configuration: (Cell) throws -> Void) throws(HeightCacheError) -> Double {
        try templateHeight(cells, "layout cell created", identifier, in: geometry, location: location, configuration)
    }

    func headerFooterHeight<HeaderFooter: TableViewHeaderFooterView>(_ identifier: String, in geometry: TableGeometry, location: String?,
                                                                     _ configuration: (HeaderFooter) throws -> Void) throws(HeightCacheError) -> Double {
        try templateHeight(headerFooterViews, "layout header/footer view created", identifier, in: geometry, location: location, configuration)
    }

    /// Borrows a template, resets and configures it, and measures it in `geometry`.
    private func templateHeight<Template: TableContentView, Configured: View>(
        _ pool: TemplatePool<Template>, _ createdMessage: String, _ identifier: String, in geometry: TableGeometry,
        location: String?, _ configuration: (Configured) throws -> Void) throws(HeightCacheError) -> Double {
        let start = ContinuousClock.now
        let height = try pool.withTemplate(identifier, onCreate: { template in
            template.isTemplate = true
            debugLog("\(createdMessage) - \(template.typeName)")
        }) { (template) throws(HeightCacheError) -> Double in
            guard let configured = template as? Configured else {
                throw .templateTypeMismatch(identifier: identifier, expected: "\(Configured.self)", actual: template.typeName)
            }
            template.prepareForReuse()
            do { try configuration(configured) } catch { throw .configuration(identifier: identifier, location: location, error) }
            return try template.fittingHeight(in: geometry, location: location)
        }
        counters.addCalculation(ContinuousClock.now - start)
        debugLog("calculate - \(location ?? identifier) \(formatPointsShort(height))")
        return height
    }

    /// Stores a row height unless the table's shape changed since it was looked up: a height computed for
    /// a row that has moved since would land on the wrong row.
    func store(_ height: Double, at indexPath: TableIndexPath, slot: Int, epoch: UInt64) {
        state.withLock { state in
            if state.heights.epoch == epoch { state.heights.store(height, at: indexPath, slot: slot) }
        }
    }

    /// What the index-path cache holds for a row, read in one lock.
    enum Lookup {
        case hit(Double)
        case miss(TableGeometry, slot: Int, epoch: UInt64)
        case noShape
    }

    func outOfRange(_ path: TableIndexPath, counts: [Int]) -> HeightCacheError {
        if path.section < 0 || path.section >= counts.count {
            return .outOfRange("row \(path) is outside the table: it has \(counts.count) section(s)")
        }
        return .outOfRange("row \(path) is outside the table: section \(path.section) has \(counts[path.section]) row(s)")
    }
}
