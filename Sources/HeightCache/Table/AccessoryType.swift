import UIKitMetrics

/// The system accessory types of UITableViewCell.
public enum AccessoryType: String, Hashable, Sendable, CaseIterable, Codable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton

    /// Width the accessory takes from the content view on `ios` in a table of 16-point margins, before it is
    /// rounded to the pixel (`LayoutMetrics.accessoryWidths`): 0 for none.
    public func width(ios: IOSVersion = .newest) -> Double { LayoutMetrics.accessoryWidths[ios][rawValue] ?? 0 }
}
