import CCairo
import CellTemplates
import CTurboJPEG
import ViewLayout
#if canImport(Glibc)
import Glibc
#endif

/// An image file decoded into a cairo surface, to be drawn into an image view's frame: PNG through
/// cairo's reader (libpng), JPEG through libjpeg-turbo. A PDF (vector) image has no decoder here and is
/// drawn as a placeholder, as before.
final class DecodedImage {
    let surface: OpaquePointer
    let pixelWidth: Int
    let pixelHeight: Int

    /// The most pixels decoded for one image, 50 million (200 MB as ARGB): a catalog's photos stay far
    /// below it, and a header claiming more is refused before anything is allocated.
    static let maximumPixels = 50_000_000

    private init(surface: OpaquePointer, width: Int, height: Int) {
        self.surface = surface; pixelWidth = width; pixelHeight = height
    }

    deinit { cairo_surface_destroy(surface) }

    /// The image in the file at `path`; nil for a PDF. The file must be a regular file of at most the
    /// catalog's image limit, and its header must give a size within `maximumPixels`.
    static func load(_ path: String) throws(RenderError) -> DecodedImage? {
        let bytes: [UInt8]
        do { bytes = try RegularFile.read(path, limit: AssetCatalog.maximumImageBytes) } catch {
            throw .image(path: path, "\(error)")
        }
        let header: ImageHeader
        do { header = try ImageHeader.read(bytes) } catch { throw .image(path: path, error.message) }
        guard header.width * header.height <= Double(maximumPixels) else {
            throw .image(path: path, "\(Int(header.width)) x \(Int(header.height)) pixels, more than the \(maximumPixels) drawn at most")
        }
        switch header.format {
        case .pdf: return nil
        case .png: return try png(bytes, path: path)
        case .jpeg: return try jpeg(bytes, path: path)
        }
    }

    /// Hands cairo's PNG reader the file's bytes in the pieces it asks for.
    private final class Source {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    private static func png(_ bytes: [UInt8], path: String) throws(RenderError) -> DecodedImage {
        let source = Source(bytes)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
                let count = Int(length)
                guard count <= source.bytes.count - source.offset else { return CAIRO_STATUS_READ_ERROR }
                _ = source.bytes.withUnsafeBytes { memcpy(data, $0.baseAddress! + source.offset, count) }
                source.offset += count
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(source).toOpaque())
        }
        guard let surface else { throw .image(path: path, "cairo made no surface") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            // cairo reports every failure of libpng (a bad checksum, data cut short, a bad filter byte) as no
            // memory: the size was checked against `maximumPixels` before, so it is the file.
            let why = status == CAIRO_STATUS_NO_MEMORY ? "libpng could not decode its pixels: a checksum, its data or a filter byte is wrong"
                : Canvas.describe(status)
            throw .image(path: path, "a damaged PNG (\(why))")
        }
        return DecodedImage(surface: surface, width: Int(cairo_image_surface_get_width(surface)),
                            height: Int(cairo_image_surface_get_height(surface)))
    }

    private static func jpeg(_ bytes: [UInt8], path: String) throws(RenderError) -> DecodedImage {
        guard let decoder = tjInitDecompress() else { throw .image(path: path, "libjpeg-turbo could not start") }
        defer { tjDestroy(decoder) }
        func failure() -> String { tjGetErrorStr2(decoder).map { String(cString: $0) } ?? "unknown error" }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let headerStatus = bytes.withUnsafeBufferPointer {
            tjDecompressHeader3(decoder, $0.baseAddress, UInt(bytes.count), &width, &height, &subsampling, &colorspace)
        }
        guard headerStatus == 0, width > 0, height > 0, Int(width) * Int(height) <= maximumPixels else {
            throw .image(path: path, "a damaged JPEG (\(failure()))")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
            throw .image(path: path, "cairo made no surface")
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            throw .image(path: path, "no memory for \(width) x \(height) pixels")
        }
        cairo_surface_flush(surface)
        // Opaque pixels, so cairo's premultiplied ARGB32 is plain BGRA in memory on a little-endian machine.
        let stride = cairo_image_surface_get_stride(surface)
        let status = bytes.withUnsafeBufferPointer {
            tjDecompress2(decoder, $0.baseAddress, UInt(bytes.count), pixels, width, stride, height, Int32(TJPF_BGRA.rawValue), 0)
        }
        // A warning (a truncated file's missing rows come out grey) still decodes; an error does not.
        guard status == 0 || tjGetErrorCode(decoder) == Int32(TJERR_WARNING.rawValue) else {
            cairo_surface_destroy(surface)
            throw .image(path: path, "a damaged JPEG (\(failure()))")
        }
        cairo_surface_mark_dirty(surface)
        return DecodedImage(surface: surface, width: Int(width), height: Int(height))
    }
}

extension Canvas {
    /// Draws `image` stretched to fill `rect` (UIImageView's default, scale to fill), smoothed as cairo's
    /// good filter does when scaling down.
    func draw(_ image: DecodedImage, in rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(context)
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(context)
        cairo_translate(context, rect.minX, rect.minY)
        cairo_scale(context, rect.width / Double(image.pixelWidth), rect.height / Double(image.pixelHeight))
        cairo_set_source_surface(context, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_paint(context)
        cairo_restore(context)
    }
}
