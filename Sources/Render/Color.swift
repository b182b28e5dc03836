/// An sRGB colour with alpha, components 0...1.
public struct Color: Sendable, Hashable {
    /// Components from 0 to 1; alpha is straight, not premultiplied.
    public var red: Double, green: Double, blue: Double, alpha: Double

    /// From components 0...1; opaque unless `alpha` says otherwise.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// From 0xRRGGBB.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// The same colour at another opacity (a translucent fill of a solid colour, say).
    public func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    // iOS light-mode system colours (UIKit's documented values), so a picture looks like the cell on a phone.
    /// UIColor.white: the canvas background unless told otherwise.
    public static let white = Color(hex: 0xFFFFFF)
    /// UIColor.label (black in light mode): text and titles.
    public static let label = Color(hex: 0x000000)
    /// UIColor.separator (opaque equivalent on white).
    public static let separator = Color(hex: 0xC6C6C8)
    /// UIColor.systemGray5: image placeholders.
    public static let placeholder = Color(hex: 0xE5E5EA)
    /// UIColor.systemGray: placeholder captions and the disclosure chevron.
    public static let secondary = Color(hex: 0x8E8E93)
    /// UIColor.systemBlue: checkmarks and info buttons.
    public static let tint = Color(hex: 0x007AFF)
    /// UIColor.systemGray6: contact-sheet background.
    public static let sheet = Color(hex: 0xF2F2F7)
}
