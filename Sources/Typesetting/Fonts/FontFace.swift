import Foundation
import CFreeType
import CHarfBuzz
import Locking

/// One face of a font file (a TTF/OTF file has one, a TTC several), loaded once
/// and shared by every size. FreeType reads the metrics tables; a HarfBuzz font
/// over the same bytes shapes text. The file is memory-mapped by HarfBuzz, so a
/// large CJK font costs address space, not a copy.
///
/// Immutable after `init`: FreeType is only used while loading, and the
/// HarfBuzz font is made immutable, which HarfBuzz documents as safe to share
/// between threads. That is why the class can be `Sendable`.
public final class FontFace: @unchecked Sendable, CustomStringConvertible {
    /// The file the face was read from.
    public let path: String
    /// Index of the face inside its file (0 for a single-face file).
    public let faceIndex: Int
    /// The named instance of a variable font this face is (fvar's, from 0), whose weight and width it has;
    /// nil for a face of fixed outlines, or a variable font without named instances (its default).
    public let namedInstance: Int?
    /// Calls `body` with the file's bytes as they were read: a caller that must tell one version of a file
    /// from another (a fingerprint) need not read the file again.
    public func withFileBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        var length: UInt32 = 0
        let data = hb_blob_get_data(blob, &length)
        return body(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : Int(length)))
    }
    /// Typographic family name (name ID 16, else ID 1), e.g. "Inter".
    public let family: String
    /// OS/2 usWeightClass (100...900; 400 regular, 700 bold).
    public let weight: Int
    /// OS/2 fsSelection bit 0 (ITALIC).
    public let isItalic: Bool
    /// OS/2 usWidthClass, 1 (ultra-condensed) to 9 (ultra-expanded), 5 normal (5 where the table has none): a
    /// family's condensed faces can share its weights (Roboto 1.1's "Roboto" holds both), and matching prefers
    /// the width asked for (CSS's font-stretch) before it looks at weight.
    public let width: Int
    /// The PostScript name (name ID 6), as `UIFont(name:size:)` and Interface Builder name a face; nil where
    /// the file gives none.
    public let postScriptName: String?
    /// Vertical metrics in font design units.
    public let metrics: FontMetrics
    /// The face draws colour glyphs (CBDT/sbix bitmaps, COLR layers or SVG), as an emoji font does:
    /// clusters asking for emoji presentation try such faces first.
    public let hasColorGlyphs: Bool
    /// The characters the cmap maps, for fallback.
    let coverage: CharacterCoverage

    private let blob: OpaquePointer
    private let hbFace: OpaquePointer
    /// HarfBuzz font scaled to units per em, so advances come out as unhinted design units.
    let hbFont: OpaquePointer
    private let ftLibrary: FT_Library
    private let ftFace: FT_Face
    /// Made on first use per plan (most faces are only ever shaped with one or two), with the cmap and
    /// advance tables they read through, made once for all of them.
    private let contextFree = Locked<ContextFreeState>(ContextFreeState())

    private struct ContextFreeState {
        var plans: [ContextFreePlan: ContextFreeGlyphs?] = [:]
        var nominal: NominalGlyphs?
    }

    private struct ContextFreePlan: Hashable {
        var script: UInt32
        var language: UInt
    }

    /// The FreeType face, for drawing glyphs with the very face that measured them (cairo's FreeType
    /// backend). Drawing loads glyphs into the face's glyph slot, so draw from one thread at a time;
    /// measuring never touches the FreeType face after `init`.
    public var freeTypeFace: FT_Face { ftFace }

    /// Number of faces in a font file (1 for TTF/OTF, n for a TTC).
    public static func faceCount(path: String) throws(TypesettingError) -> Int {
        let blob = try openBlob(path, copying: false)
        defer { hb_blob_destroy(blob) }
        return Int(hb_face_count(blob))
    }

    /// Loads face `faceIndex` of the file at `path`, mapped (`all(path:copying:)` reads a file into memory).
    public convenience init(path: String, faceIndex: Int = 0) throws(TypesettingError) {
        let blob = try Self.openBlob(path, copying: false)
        defer { hb_blob_destroy(blob) }
        try self.init(path: path, faceIndex: faceIndex, blob: blob)
    }

    /// Every face of the file at `path`, all over one reading of it (a collection's twelve faces share one
    /// copy of its bytes, not twelve); an empty array for a file with none. A variable font gives a face per
    /// named instance (SF Pro's one file holds all its weights, as Core Text instantiates them), each with
    /// its instance's weight, width, advances and outlines.
    static func all(path: String, copying: Bool) throws(TypesettingError) -> [FontFace] {
        let blob = try openBlob(path, copying: copying)
        defer { hb_blob_destroy(blob) }
        var faces: [FontFace] = []
        for index in 0..<Int(hb_face_count(blob)) {
            let instances = namedInstanceCount(blob: blob, faceIndex: index)
            // One face per style: instances that differ only in another axis (an optical size) would otherwise
            // be chosen between by registration order; the first named is kept.
            let style = { (face: FontFace) in [face.weight, face.width, face.isItalic ? 1 : 0] }
            var named: [FontFace] = []
            for instance in 0..<instances {
                let face = try FontFace(path: path, faceIndex: index, blob: blob, namedInstance: instance)
                if !named.contains(where: { style($0) == style(face) }) { named.append(face) }
            }
            // The default instance too, where no named one is it (a font may name only its extremes).
            let standard = try FontFace(path: path, faceIndex: index, blob: blob)
            faces += named + (named.contains { style($0) == style(standard) } ? [] : [standard])
        }
        return faces
    }

    /// The most named instances of one face registered (the first ones).
    static let maximumNamedInstances = 256

    /// The named instances of face `faceIndex` of `blob`: 0 for a face of fixed outlines.
    private static func namedInstanceCount(blob: OpaquePointer, faceIndex: Int) -> Int {
        let face = hb_face_create(blob, UInt32(faceIndex))!
        defer { hb_face_destroy(face) }
        // Bounded: a damaged fvar may claim 65,535, each a face to open (SF Pro names a few dozen).
        return hb_ot_var_has_data(face) != 0 ? min(Int(hb_ot_var_get_named_instance_count(face)), maximumNamedInstances) : 0
    }

    /// Face `faceIndex` over `blob` (the file's bytes at `path`), which it takes a reference to; of a variable
    /// font, its named instance `namedInstance` (FreeType opens it by the face index's high half).
    private init(path: String, faceIndex: Int, blob shared: OpaquePointer, namedInstance: Int? = nil) throws(TypesettingError) {
        self.path = path
        self.faceIndex = faceIndex
        self.namedInstance = namedInstance
        let blob = hb_blob_reference(shared)!
        let count = Int(hb_face_count(blob))
        guard faceIndex >= 0, faceIndex < max(count, 1) else {
            hb_blob_destroy(blob)
            throw .fontFile(path: path, reason: "face index \(faceIndex) out of range (file has \(count) faces)")
        }

        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            hb_blob_destroy(blob)
            throw .fontFile(path: path, reason: "FreeType could not be initialised")
        }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(blob, &length) else {
            FT_Done_FreeType(library)
            hb_blob_destroy(blob)
            throw .fontFile(path: path, reason: "file cannot be read")
        }
        var face: FT_Face?
        let error = bytes.withMemoryRebound(to: FT_Byte.self, capacity: Int(length)) {
            FT_New_Memory_Face(library, $0, FT_Long(length), FT_Long(faceIndex | ((namedInstance.map { $0 + 1 } ?? 0) << 16)), &face)
        }
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            hb_blob_destroy(blob)
            throw .fontFile(path: path, reason: FreeTypeErrors.describe(error))
        }
        guard let metrics = FontMetrics(face: face) else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            hb_blob_destroy(blob)
            throw .fontFile(path: path, reason: "missing head/hhea tables (not an SFNT font)")
        }
        // A line with no height, or shorter than its glyphs, would be a silently wrong label height: refused by
        // name, as a damaged file is.
        if let problem = metrics.problem {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            hb_blob_destroy(blob)
            throw .fontFile(path: path, reason: problem)
        }

        let hbFace = hb_face_create(blob, UInt32(faceIndex))!
        let hbFont = hb_font_create(hbFace)!
        let upem = Int32(metrics.unitsPerEm)
        hb_font_set_scale(hbFont, upem, upem)
        if let namedInstance { hb_font_set_var_named_instance(hbFont, UInt32(namedInstance)) }
        hb_font_make_immutable(hbFont)
        coverage = CharacterCoverage(face: hbFace)
        hasColorGlyphs = hb_ot_color_has_png(hbFace) != 0 || hb_ot_color_has_layers(hbFace) != 0
            || hb_ot_color_has_svg(hbFace) != 0

        self.blob = blob
        self.ftLibrary = library
        self.ftFace = face
        self.hbFace = hbFace
        self.hbFont = hbFont
        self.metrics = metrics
        self.family = Self.familyName(hbFace) ?? face.pointee.family_name.map { String(cString: $0) } ?? ""
        var faceWeight: Int, faceItalic: Bool, faceWidth: Int
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
           os2.pointee.version != 0xFFFF {
            // CSS's range (1 to 1000): a face whose table says 0, or more than 1000, is not laid out at a
            // weight no text can ask for.
            faceWeight = min(1000, max(1, Int(os2.pointee.usWeightClass)))
            faceItalic = os2.pointee.fsSelection & 1 != 0
            let widthClass = Int(os2.pointee.usWidthClass)
            faceWidth = (1...9).contains(widthClass) ? widthClass : FontFace.normalWidth
        } else {
            faceWeight = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? 700 : 400
            faceItalic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
            faceWidth = FontFace.normalWidth
        }
        postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) }
        if let namedInstance, let coordinates = Self.designCoordinates(hbFace, instance: namedInstance) {
            // The instance's own axes, where it has them, say what OS/2 says of the default instance only.
            if let wght = coordinates["wght"] { faceWeight = min(1000, max(1, Int(wght.rounded()))) }
            if let wdth = coordinates["wdth"] { faceWidth = Self.widthClass(percent: wdth) }
            if let ital = coordinates["ital"] { faceItalic = ital >= 0.5 } else if let slnt = coordinates["slnt"], slnt != 0 { faceItalic = true }
        }
        weight = faceWeight
        isItalic = faceItalic
        width = faceWidth
    }

    /// Named instance `instance`'s design coordinates by axis tag ("wght": 700).
    private static func designCoordinates(_ face: OpaquePointer, instance: Int) -> [String: Double]? {
        var count = hb_ot_var_get_axis_count(face)
        guard count > 0 else { return nil }
        var axes = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(count))
        _ = hb_ot_var_get_axis_infos(face, 0, &count, &axes)
        var coordinates = [Float](repeating: 0, count: axes.count)
        var filled = UInt32(axes.count)
        _ = hb_ot_var_named_instance_get_design_coords(face, UInt32(instance), &filled, &coordinates)
        var byTag: [String: Double] = [:]
        for (axis, value) in zip(axes.prefix(Int(count)), coordinates.prefix(Int(filled))) {
            let tag = axis.tag
            let name = String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
            byTag[name] = Double(value)
        }
        return byTag
    }

    /// The OS/2 width class nearest a `wdth` axis's percentage (OpenType's table: 50 ultra-condensed, 62.5,
    /// 75, 87.5, 100 normal, 112.5, 125, 150, 200 ultra-expanded).
    static func widthClass(percent: Double) -> Int {
        let percents = [50, 62.5, 75, 87.5, 100, 112.5, 125, 150, 200]
        let nearest = percents.indices.min { abs(percents[$0] - percent) < abs(percents[$1] - percent) } ?? 4
        return nearest + 1
    }

    deinit {
        hb_font_destroy(hbFont)
        hb_face_destroy(hbFace)
        FT_Done_Face(ftFace)
        FT_Done_FreeType(ftLibrary)
        hb_blob_destroy(blob)
    }

    /// The glyphs this face shapes without context when shaping `script` in `language` left to right
    /// (see `ContextFreeGlyphs`); nil when it has none.
    func contextFreeGlyphs(script: UInt32, language: ShapingLanguage) -> ContextFreeGlyphs? {
        let key = ContextFreePlan(script: script, language: language.id)
        return contextFree.withLock { state in
            if let known = state.plans[key] { return known }
            let made = ContextFreeGlyphs(face: hbFace, script: script, language: language.language) {
                if let nominal = state.nominal { return nominal }
                let nominal = NominalGlyphs(face: hbFace, font: hbFont)
                state.nominal = nominal
                return nominal
            }
            state.plans[key] = made
            return made
        }
    }

    /// True when the face maps `scalar` to a glyph.
    public func covers(_ scalar: Unicode.Scalar) -> Bool { coverage.contains(scalar.value) }

    /// The OS/2 width class of a face of normal width.
    public static let normalWidth = 5

    /// Family, weight, style, and the file and face index it came from, for messages.
    public var description: String {
        "\(family) \(weight)\(isItalic ? " italic" : "")\(width == Self.normalWidth ? "" : " width \(width)") "
            + "(\(path)#\(faceIndex)\(namedInstance.map { ", instance \($0)" } ?? ""))"
    }

    private static func openBlob(_ path: String, copying: Bool) throws(TypesettingError) -> OpaquePointer {
        try FontFile.blob(path, copying: copying)
    }

    private static func familyName(_ face: OpaquePointer) -> String? {
        let english = hb_language_from_string("en", -1)
        for id in [hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_FAMILY), hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY)] {
            for language in [english, nil] {
                var size: UInt32 = 0
                let full = hb_ot_name_get_utf8(face, id, language, &size, nil)
                guard full > 0 else { continue }
                var buffer = [CChar](repeating: 0, count: Int(full) + 1)
                size = full + 1
                _ = hb_ot_name_get_utf8(face, id, language, &size, &buffer)
                return String(decoding: buffer.prefix(Int(size)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
        }
        return nil
    }
}
