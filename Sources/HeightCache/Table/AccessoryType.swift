import UIKitMetrics

/// The system accessory types of UITableViewCell.
public enum AccessoryType: String, Hashable, Sendable, CaseIterable, Codable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton

    /// Width the accessory takes from the content view, as UITableView-FDTemplateLayoutCell assumes
    /// (forkingdog/UITableView-FDTemplateLayoutCell, Classes/UITableView+FDTemplateLayoutCell.m,
    /// `fd_systemFittingHeightForConfiguratedCell:` table `systemAccessoryWidths`): none 0,
    /// disclosure indicator 34, detail disclosure button 68, checkmark 40, detail button 48.
    public var width: Double { LayoutMetrics.accessoryWidths[.newest][rawValue] ?? 0 }
}
