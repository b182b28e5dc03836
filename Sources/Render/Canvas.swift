import CCairo
import Typesetting
import ViewLayout

/// A cairo image surface (32-bit ARGB) with a context whose user space is points: one point is `scale`
/// pixels. Everything CellHeight draws goes through one.
public final class Canvas {
    /// Pixels on a side at most: a 16,384-pixel side already holds a 5,000-point cell at @3x.
    public static let maximumSide = 16_384

    /// Width in pixels: the width in points at `scale`, rounded up.
    public let pixelWidth: Int
    /// Height in pixels: the height in points at `scale`, rounded up.
    public let pixelHeight: Int
    /// Pixels per point; every drawing call takes points.
    public let scale: Double
    let surface: OpaquePointer
    let context: OpaquePointer

    /// The pixel count of a side of `points` at `scale`, rounded up as layout rounds sizes
    /// (`PixelGrid.pixelsCovering`: `ceil(points * scale)`, forgiving floating-point noise far below a
    /// pixel); -1 when it cannot be one.
    public static func pixels(_ points: Double, scale: Double) -> Int {
        // A scale below 1 is one `PixelGrid` takes as 1: refused here, as a surface of its own would not be.
        guard scale.isFinite, scale >= 1 else { return -1 }
        let value = PixelGrid(scale: scale).pixelsCovering(points)
        return value.isFinite && value >= 0 && value < Double(Int32.max) ? Int(value) : -1
    }

    /// A canvas `width` x `height` points at `scale`, filled with `background`.
    public init(width: Double, height: Double, scale: Double, background: Color = .white) throws(RenderError) {
        let columns = Self.pixels(width, scale: scale), rows = Self.pixels(height, scale: scale)
        guard scale.isFinite, scale >= 1, (1...Self.maximumSide).contains(columns), (1...Self.maximumSide).contains(rows) else {
            throw .invalidSize(width: width, height: height, scale: scale, limit: Self.maximumSide)
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(columns), Int32(rows)) else {
            throw .cairo(operation: "image_surface_create", status: "no surface")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw .cairo(operation: "image_surface_create", status: Self.describe(status))
        }
        self.surface = surface
        self.context = context
        pixelWidth = columns
        pixelHeight = rows
        self.scale = scale
        cairo_scale(context, scale, scale)
        fill(Rect(x: 0, y: 0, width: width, height: height), background)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    static func describe(_ status: cairo_status_t) -> String {
        cairo_status_to_string(status).map { String(cString: $0) } ?? "status \(status.rawValue)"
    }

    /// Writes the canvas as a PNG file.
    public func writePNG(to path: String) throws(RenderError) {
        cairo_surface_flush(surface)
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .write(path: path, status: status == CAIRO_STATUS_WRITE_ERROR ? "write error (directory missing, disk full or no permission?)" : Self.describe(status))
        }
    }

    /// The canvas encoded as PNG, for a caller that decides where and how the file is written (whole,
    /// through a temporary file).
    public func pngData() throws(RenderError) -> [UInt8] {
        cairo_surface_flush(surface)
        let sink = PNGSink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue().bytes
                    .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(operation: "write_to_png_stream", status: Self.describe(status)) }
        return sink.bytes
    }

    /// The pixels as they are now (straight, not premultiplied, alpha).
    public func bitmap() -> Bitmap { Bitmap(surface: surface) }

    // MARK: drawing in points

    func setColor(_ color: Color) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    /// Fills `rect` (points) with `color`, over what is drawn there.
    public func fill(_ rect: Rect, _ color: Color) {
        setColor(color)
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(context)
    }

    /// Outlines `rect` with a line `lineWidth` pixels wide drawn just inside it.
    public func stroke(_ rect: Rect, _ color: Color, lineWidth: Double = 1, dashed: Bool = false) {
        let width = lineWidth / scale
        setColor(color)
        cairo_set_line_width(context, width)
        if dashed {
            let dashes = [3.0, 2.0]   // points: 3 drawn, 2 left out
            dashes.withUnsafeBufferPointer { cairo_set_dash(context, $0.baseAddress, 2, 0) }
        }
        cairo_rectangle(context, rect.minX + width / 2, rect.minY + width / 2, max(0, rect.width - width), max(0, rect.height - width))
        cairo_stroke(context)
        cairo_set_dash(context, nil, 0, 0)
    }

    /// A straight line `lineWidth` pixels wide.
    public func line(from start: (x: Double, y: Double), to end: (x: Double, y: Double), _ color: Color, lineWidth: Double = 1) {
        setColor(color)
        cairo_set_line_width(context, lineWidth / scale)
        cairo_move_to(context, start.x, start.y)
        cairo_line_to(context, end.x, end.y)
        cairo_stroke(context)
    }

    /// A polyline through `points`, `lineWidth` points wide with round joins (accessory symbols).
    func path(_ points: [(x: Double, y: Double)], _ color: Color, lineWidth: Double) {
        guard let first = points.first else { return }
        setColor(color)
        cairo_set_line_width(context, lineWidth)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        cairo_move_to(context, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(context, point.x, point.y) }
        cairo_stroke(context)
    }

    func circle(center: (x: Double, y: Double), radius: Double, _ color: Color, lineWidth: Double) {
        setColor(color)
        cairo_set_line_width(context, lineWidth)
        cairo_new_sub_path(context)
        cairo_arc(context, center.x, center.y, radius, 0, 2 * Double.pi)
        cairo_stroke(context)
    }

    /// Draws another canvas with its top-left corner at `origin` (points of this canvas).
    public func draw(_ other: Canvas, at origin: (x: Double, y: Double)) {
        cairo_save(context)
        // The other canvas's pixels map one to one when both have the same scale.
        cairo_translate(context, origin.x, origin.y)
        cairo_scale(context, 1 / other.scale, 1 / other.scale)
        cairo_set_source_surface(context, other.surface, 0, 0)
        cairo_paint(context)
        cairo_restore(context)
    }
}

/// Collects the bytes cairo's PNG encoder hands out.
private final class PNGSink {
    var bytes: [UInt8] = []
}
