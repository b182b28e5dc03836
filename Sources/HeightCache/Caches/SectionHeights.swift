/// One section's cached heights in one geometry; NaN marks a height not computed yet.
struct SectionHeights {
    var header = Double.nan
    var footer = Double.nan
    var rows: [Double]

    init(rowCount: Int) { rows = [Double](repeating: .nan, count: rowCount) }

    subscript(kind: HeaderFooterKind) -> Double {
        get { kind == .header ? header : footer }
        set { if kind == .header { header = newValue } else { footer = newValue } }
    }
}

/// Heights by index path, for every geometry the table was measured in, shaped like the table's rows.
/// Updates move heights with their rows in every geometry at once; `epoch` counts changes of shape, so a
/// height computed before one is never stored after it, and none is stored while a change is under way.
struct IndexPathHeights {
    /// Rows per section, as the data source gave them.
    private(set) var rowCounts: [Int] = []
    private(set) var geometries: [TableGeometry] = []
    private(set) var slots: [[SectionHeights]] = []
    private(set) var epoch: UInt64 = 0
    /// Between `beginChange` and `endChange`: the model may be the new one while the shape is the old one,
    /// so a height measured now could be of another row than the index path it would be stored at.
    private(set) var isChanging = false

    /// The slot of a geometry, made (empty) on first use.
    mutating func slot(for geometry: TableGeometry) -> Int {
        if let index = geometries.firstIndex(of: geometry) { return index }
        geometries.append(geometry)
        slots.append(rowCounts.map(SectionHeights.init(rowCount:)))
        return slots.count - 1
    }

    func contains(_ path: TableIndexPath) -> Bool {
        path.section >= 0 && path.section < rowCounts.count && path.row >= 0 && path.row < rowCounts[path.section]
    }

    func height(at path: TableIndexPath, slot: Int) -> Double? {
        guard contains(path) else { return nil }
        let value = slots[slot][path.section].rows[path.row]
        return value.isNaN ? nil : value
    }

    mutating func store(_ height: Double, at path: TableIndexPath, slot: Int) {
        guard !isChanging, contains(path) else { return }
        slots[slot][path.section].rows[path.row] = height
    }

    func height(of kind: HeaderFooterKind, section: Int, slot: Int) -> Double? {
        guard section >= 0 && section < rowCounts.count else { return nil }
        let value = slots[slot][section][kind]
        return value.isNaN ? nil : value
    }

    mutating func store(_ height: Double, of kind: HeaderFooterKind, section: Int, slot: Int) {
        guard !isChanging, section >= 0 && section < rowCounts.count else { return }
        slots[slot][section][kind] = height
    }

    /// Forgets every height and takes a new shape (reloadData).
    mutating func reset(rowCounts counts: [Int]) {
        rowCounts = counts
        for index in slots.indices { slots[index] = counts.map(SectionHeights.init(rowCount:)) }
        epoch &+= 1
    }

    /// Takes a new shape, keeping the heights of sections whose row count did not change
    /// (reloadData without invalidating the height cache).
    mutating func reshape(rowCounts counts: [Int]) {
        for index in slots.indices {
            slots[index] = counts.enumerated().map { section, count in
                section < rowCounts.count && rowCounts[section] == count ? slots[index][section] : SectionHeights(rowCount: count)
            }
        }
        rowCounts = counts
        epoch &+= 1
    }

    mutating func apply(_ plan: UpdatePlan) {
        for index in slots.indices { plan.apply(to: &slots[index]) }
        rowCounts = plan.newRowCounts
        epoch &+= 1
    }

    /// Forgets one geometry's heights, or all of them. Counts as a change: a height being measured
    /// meanwhile is not stored.
    mutating func invalidate(geometry: TableGeometry? = nil) {
        for index in slots.indices where geometry == nil || geometries[index] == geometry {
            slots[index] = rowCounts.map(SectionHeights.init(rowCount:))
        }
        epoch &+= 1
    }

    /// Forgets the heights of some rows in every geometry; counts as a change.
    mutating func invalidate(_ paths: [TableIndexPath]) {
        for slot in slots.indices {
            for path in paths where contains(path) { slots[slot][path.section].rows[path.row] = .nan }
        }
        epoch &+= 1
    }

    /// Marks the start of a change (the model may already be changing), so heights measured before it
    /// are not stored after it, and no height is stored until `endChange`.
    mutating func beginChange() { epoch &+= 1; isChanging = true }

    /// Marks the end of a change, done or failed: heights measured during it are not stored after it.
    mutating func endChange() { epoch &+= 1; isChanging = false }
}
