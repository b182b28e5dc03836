/// The setting of a file that a cell's stored height equals. Xcode draws a prototype at the row height or
/// item size it is given, not at the height its content needs, so such a stored height is a setting, not
/// a measurement: where the fitting height differs, `lint --frames` names the setting instead of leaving
/// the difference unexplained.
public enum StoredHeightOrigin: String, Sendable {
    /// The cell's own row height (its `rowHeight` attribute: a custom Row Height in Interface Builder).
    case cellRowHeight
    /// The table view's row height, which a prototype without its own is drawn at.
    case tableRowHeight
    /// The item size of the collection view's flow layout.
    case itemSize
    /// The collection cell's own size (`customSize`: a Custom size in Interface Builder's size inspector),
    /// which Xcode draws the cell at in a storyboard and in a XIB alike.
    case customSize

    /// The setting in words, for reports.
    public var phrase: String {
        switch self {
        case .cellRowHeight: "the cell's own row height"
        case .tableRowHeight: "the table view's row height"
        case .itemSize: "the flow layout's item size"
        case .customSize: "the cell's custom size"
        }
    }
}

extension InterfaceBuilderDocument.CellEntry {
    /// The setting `height` (the cell's stored height) equals, if any.
    func origin(ofStoredHeight height: Double?) -> StoredHeightOrigin? {
        guard let height else { return nil }
        func equals(_ text: String?) -> Bool { DecimalText.finite(text).map { abs($0 - height) < 0.5 } ?? false }
        switch kind {
        case .tableViewCell:
            if equals(element["rowHeight"]) { return .cellRowHeight }
            if element["rowHeight"] == nil, equals(list?["rowHeight"]) { return .tableRowHeight }
        case .collectionViewCell:
            // A cell's own size is what Xcode draws it at; the flow layout's is for cells without one.
            if let own = element.child("size", key: "customSize") { return equals(own["height"]) ? .customSize : nil }
            if equals(list?.child("collectionViewFlowLayout")?.child("size", key: "itemSize")?["height"]) { return .itemSize }
        case .view:
            break
        }
        return nil
    }
}
