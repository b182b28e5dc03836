import FeedTables
import Foundation
import JSONLines
import ViewLayout

/// A golden row as it looked: the picture of its cell and the frame of every named view, recorded with
/// the golden table (`table --check ... --record --record-pictures`) so that a later report can show the
/// golden state beside the new one and name the views that moved. Heights alone say that a row changed;
/// this says where.
///
/// Stored one JSON object per line in `GoldenFrame.path(forGolden:)`, beside the golden table:
/// `{"id", "width", "scale", "contentSize", "height", "views": [{"name", "frame": [x, y, w, h]}], "png"}`,
/// with the picture as base64 PNG drawn at 1x (a quarter to a ninth of the pixels of a @2x or @3x one) in
/// sixteen grey levels (`Canvas.greyPNGData`), so a row costs about 8 KB (the status example's rows).
public struct GoldenFrame: Sendable, Equatable {
    /// A named view's frame in the cell's coordinates (points), as the cell was laid out at its height.
    public struct View: Sendable, Equatable {
        /// The view's name in the template.
        public let name: String
        /// Its frame in the cell's coordinates.
        public let frame: Rect
        /// A view's frame.
        public init(name: String, frame: Rect) { self.name = name; self.frame = frame }
    }

    /// What a golden frame is found by: the row's id as the CSV writes it (compared by its bytes, as
    /// `IDKey`), and its setting.
    public struct Key: Hashable, Sendable {
        /// The id as the golden table writes it.
        public let id: String
        /// The width in points.
        public let width: Double
        /// The scale.
        public let scale: Double
        /// The content size's name.
        public let contentSize: String
        /// A key from its parts.
        public init(id: String, width: Double, scale: Double, contentSize: String) {
            self.id = id; self.width = width; self.scale = scale; self.contentSize = contentSize
        }

        public static func == (lhs: Key, rhs: Key) -> Bool {
            // The id's bytes, as `IDKey` compares them, read in place.
            lhs.id.utf8.elementsEqual(rhs.id.utf8) && lhs.width == rhs.width && lhs.scale == rhs.scale && lhs.contentSize == rhs.contentSize
        }

        public func hash(into hasher: inout Hasher) {
            var bytes = id
            bytes.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(width); hasher.combine(scale); hasher.combine(contentSize)
        }
    }

    /// The row: id, width, scale and content size.
    public let key: Key
    /// The row's height when it was recorded (separator included): a report shows the picture only when the
    /// golden table still pins this height, so a picture from another recording is never shown as golden.
    public let height: Double
    /// The named views, in the template's drawing order.
    public let views: [View]
    /// The cell's picture: PNG at 1x, sixteen grey levels.
    public let png: [UInt8]

    /// A golden frame from its parts.
    public init(key: Key, height: Double, views: [View], png: [UInt8]) {
        self.key = key; self.height = height; self.views = views; self.png = png
    }

    /// The file of golden frames that goes with the golden table at `golden`: its name with `.csv` replaced
    /// by `.frames.jsonl` (or `.frames.jsonl` added), in the same folder.
    public static func path(forGolden golden: String) -> String {
        (golden.hasSuffix(".csv") ? String(golden.dropLast(4)) : golden) + ".frames.jsonl"
    }

    /// The frame as one line of JSON, newline included.
    public var jsonLine: String {
        func number(_ value: Double) -> JSONValue { .number(formatPoints(value)) }
        let views = JSONValue.array(views.map { view in
            .object([(key: "name", value: .string(view.name)),
                     (key: "frame", value: .array([number(view.frame.minX), number(view.frame.minY),
                                                   number(view.frame.width), number(view.frame.height)]))])
        })
        let object = JSONValue.object([
            (key: "id", value: .string(key.id)), (key: "width", value: number(key.width)), (key: "scale", value: number(key.scale)),
            (key: "contentSize", value: .string(key.contentSize)), (key: "height", value: number(height)),
            (key: "views", value: views), (key: "png", value: .string(Data(png).base64EncodedString())),
        ])
        return object.text + "\n"
    }

    /// Reads a line that `jsonLine` wrote; nil when it is not one (the file is the tool's own, so a line
    /// someone edited into another shape is only left unused, and the report says which rows have no frames).
    public init?(jsonLine bytes: [UInt8]) {
        guard let object = try? JSONParser.parse(bytes),
              case .string(let id)? = object["id"], case .string(let contentSize)? = object["contentSize"],
              let width = Self.number(object["width"]), let scale = Self.number(object["scale"]),
              let height = Self.number(object["height"]),
              case .array(let views)? = object["views"], case .string(let png)? = object["png"],
              let picture = Data(base64Encoded: png) else { return nil }
        var parsed: [View] = []
        for view in views {
            guard case .string(let name)? = view["name"], case .array(let frame)? = view["frame"], frame.count == 4 else { return nil }
            let values = frame.compactMap { Self.number($0) }
            guard values.count == 4 else { return nil }
            parsed.append(View(name: name, frame: Rect(x: values[0], y: values[1], width: values[2], height: values[3])))
        }
        self.init(key: Key(id: id, width: width, scale: scale, contentSize: contentSize), height: height, views: parsed, png: Array(picture))
    }

    private static func number(_ value: JSONValue?) -> Double? {
        guard case .number(let text)? = value, let number = Double(text), number.isFinite else { return nil }
        return number
    }
}
