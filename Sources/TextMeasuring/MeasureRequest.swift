import HeightCache
import JSONLines
import Typesetting
import UIKitMetrics
import ViewLayout

/// Defaults applied when a request leaves a field out (from the command line, else built in).
public enum MeasureDefaults {
    /// UIKit's system font (`FontCollection.systemFontName`), as a label without a font is.
    public static let family = "system"
    public static let weight = 400

    /// Whether `family` names UIKit's system font: `family` or the name iOS reports for it, in any case.
    public static func isSystemFont(_ family: String) -> Bool {
        let key = family.lowercased()
        return key == Self.family || key == FontCollection.systemFontName.lowercased()
    }
    public static let lines = 0
    public static let scale = 3.0
}

/// Values given on the command line that requests fall back to.
public struct RequestDefaults: Sendable {
    public var size: Double?
    public var width: Double?
    public var family: String?
    public var weight: Int?
    public var lines: Int?
    public var scale: Double?
    public var locale: String?
    /// A Dynamic Type text style (`body`, `largeTitle`, ...) for requests that give no size.
    public var textStyle: String?
    /// The content size category text styles are sized at (default `large`, UIKit's).
    public var contentSize: ContentSizeCategory?
    /// The iOS release whose text styles and system font tracking are used (default the newest); a style newer
    /// than it is an error.
    public var ios: IOSVersion?

    public init(size: Double? = nil, width: Double? = nil, family: String? = nil, weight: Int? = nil, lines: Int? = nil,
                scale: Double? = nil, locale: String? = nil, textStyle: String? = nil, contentSize: ContentSizeCategory? = nil,
                ios: IOSVersion? = nil) {
        self.size = size; self.width = width; self.family = family; self.weight = weight; self.lines = lines
        self.scale = scale; self.locale = locale; self.textStyle = textStyle; self.contentSize = contentSize; self.ios = ios
    }
}

/// One text to measure, as a UILabel of that font at that width would lay it out.
public struct MeasureRequest: Sendable {
    /// The caller's id, written back with the answer.
    public var id: JSONValue?
    public var text: String
    /// Point size.
    public var size: Double
    /// The label's preferredMaxLayoutWidth, in points.
    public var width: Double
    /// A registered family, or "system" for UIKit's system font.
    public var family: String
    /// CSS weight, 1...1000.
    public var weight: Int
    /// numberOfLines: 0 for no limit.
    public var lines: Int
    /// Pixels per point the sizes are rounded at.
    public var scale: Double
    /// nil lets the typesetter choose (zh-Hans for mostly-Han text, else en).
    public var locale: String?
    /// The font's own leading (`UIFont.leading`): points between one line and the next. 0 for a font of a
    /// size; a text style's font in the system font carries one (`TextStyleFont`).
    public var leading: Double
    /// The iOS release the label is laid out as: the system font's tracking changed in iOS 14.
    public var ios: IOSVersion

    public init(id: JSONValue? = nil, text: String, size: Double, width: Double, family: String = MeasureDefaults.family,
                weight: Int = MeasureDefaults.weight, lines: Int = MeasureDefaults.lines, scale: Double = MeasureDefaults.scale,
                locale: String? = nil, leading: Double = 0, ios: IOSVersion = .newest) {
        self.id = id; self.text = text; self.size = size; self.width = width; self.family = family; self.weight = weight
        self.lines = lines; self.scale = scale; self.locale = locale; self.leading = leading; self.ios = ios
    }

    /// The values a request may have (documented in `measure --help`). Beyond them a size, width or
    /// scale is a mistake, not a label: 1e308 points overflows every sum, and scale is a device's. Point
    /// sizes are a template's and Interface Builder's (1 to 1000): below a point, every height rounds to nothing.
    public static let sizes = 1.0...1000
    public static let widths = 0.0...1_000_000
    public static let scales: [Double] = [1, 2, 3]
    public static let lineLimits = 0...1_000_000
    /// Font weights as CSS numbers them.
    public static let weights = 1...1000

    /// Checks every field; errors name the field and the value.
    public func validated() throws(MeasureError) -> MeasureRequest {
        try checkFieldsButLocale()
        if let locale { try Self.checkLocale(locale) }
        return self
    }

    /// `validated()`'s checks but the locale's, which asks ICU (the costliest, about 16,000 instructions):
    /// a measurer checks a request's locale once per locale (`TextMeasurer`).
    func checkFieldsButLocale() throws(MeasureError) {
        try Self.checkSize(size)
        try Self.check(width, field: "width", in: Self.widths)
        try Self.checkScale(scale)
        guard !family.isEmpty else { throw MeasureError("field \"family\": must not be empty") }
        guard Self.weights.contains(weight) else {
            throw MeasureError("field \"weight\": must be an integer 1...1000, got \(weight)")
        }
        guard Self.lineLimits.contains(lines) else {
            throw MeasureError("field \"lines\": must be an integer from 0 to \(Self.lineLimits.upperBound), got \(lines)")
        }
        guard leading.isFinite, (0...1000).contains(leading) else {
            throw MeasureError("field \"leading\": must be 0 to 1000 points, got \(formatPoints(leading))")
        }
    }

    /// A number > the range's lower bound and at most its upper bound.
    public static func check(_ value: Double, field: String, in range: ClosedRange<Double>) throws(MeasureError) {
        guard value.isFinite, value > range.lowerBound, value <= range.upperBound else {
            throw MeasureError("field \"\(field)\": must be a number > \(formatPoints(range.lowerBound)) and <= \(formatPoints(range.upperBound)), got \(formatPoints(value))")
        }
    }

    /// A point size in `sizes`, its bounds included.
    public static func checkSize(_ value: Double) throws(MeasureError) {
        guard value.isFinite, sizes.contains(value) else {
            throw MeasureError("field \"size\": must be a number from \(formatPoints(sizes.lowerBound)) to \(formatPoints(sizes.upperBound)) points, got \(formatPoints(value))")
        }
    }

    public static func checkScale(_ value: Double) throws(MeasureError) {
        guard scales.contains(value) else { throw MeasureError("field \"scale\": must be 1, 2 or 3, got \(formatPoints(value))") }
    }

    public static func checkLocale(_ locale: String) throws(MeasureError) {
        guard Typesetter.isKnownLocale(locale) else {
            throw MeasureError("field \"locale\": \"\(ShownText.excerpt(locale))\" is not a language ICU knows (give a BCP 47 tag such as en, zh-Hans, ja or ko)")
        }
    }
}
