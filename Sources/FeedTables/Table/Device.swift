import CellTemplates

/// A device's screen in portrait: its width in points and its scale. Source: Apple Human Interface
/// Guidelines, Layout, "Specifications: device screen sizes and orientations" (iPhone and iPad tables); the
/// iPhones of 2025 from Apple's technical specifications, their pixel resolutions at @3x (iPhone 17 and 17 Pro
/// 2622 x 1206, iPhone Air 2736 x 1260, iPhone 17 Pro Max 2868 x 1320).
public struct Device: Sendable, Hashable {
    /// The name used on the command line (`--device iphone-16`).
    public let name: String
    /// The marketing name.
    public let title: String
    /// The screen width in points in portrait: the width of a full-width table.
    public let width: Double
    /// The screen height in points in portrait; a table is measured at the width alone.
    public let height: Double
    /// Pixels per point: the scale heights are rounded at.
    public let scale: Double

    /// Every known device, in the order `cellheight devices` lists them; `--device` takes their names.
    public static let all: [Device] = [
        Device(name: "iphone-se", title: "iPhone SE (2nd and 3rd generation)", width: 375, height: 667, scale: 2),
        Device(name: "iphone-13-mini", title: "iPhone 13 mini", width: 375, height: 812, scale: 3),
        Device(name: "iphone-11", title: "iPhone 11, iPhone XR", width: 414, height: 896, scale: 2),
        Device(name: "iphone-14", title: "iPhone 14, iPhone 13, iPhone 16e", width: 390, height: 844, scale: 3),
        Device(name: "iphone-14-plus", title: "iPhone 14 Plus", width: 428, height: 926, scale: 3),
        Device(name: "iphone-15", title: "iPhone 15, iPhone 15 Pro", width: 393, height: 852, scale: 3),
        Device(name: "iphone-16", title: "iPhone 16", width: 393, height: 852, scale: 3),
        Device(name: "iphone-16-plus", title: "iPhone 16 Plus, iPhone 15 Plus, iPhone 15 Pro Max", width: 430, height: 932, scale: 3),
        Device(name: "iphone-16-pro", title: "iPhone 16 Pro", width: 402, height: 874, scale: 3),
        Device(name: "iphone-16-pro-max", title: "iPhone 16 Pro Max", width: 440, height: 956, scale: 3),
        Device(name: "iphone-17", title: "iPhone 17, iPhone 17 Pro", width: 402, height: 874, scale: 3),
        Device(name: "iphone-air", title: "iPhone Air", width: 420, height: 912, scale: 3),
        Device(name: "iphone-17-pro-max", title: "iPhone 17 Pro Max", width: 440, height: 956, scale: 3),
        Device(name: "ipad-mini", title: "iPad mini (6th generation and A17 Pro)", width: 744, height: 1133, scale: 2),
        Device(name: "ipad", title: "iPad (10th generation), iPad Air 11-inch", width: 820, height: 1180, scale: 2),
        Device(name: "ipad-pro-11", title: "iPad Pro 11-inch (M4)", width: 834, height: 1210, scale: 2),
        Device(name: "ipad-air-13", title: "iPad Air 13-inch", width: 1024, height: 1366, scale: 2),
        Device(name: "ipad-pro-13", title: "iPad Pro 13-inch (M4)", width: 1032, height: 1376, scale: 2),
    ]

    /// The device with this command-line name (in any case), nil for a name not in `all`.
    public static func named(_ name: String) -> Device? { all.first { $0.name == name.lowercased() } }
}
