import Foundation
import HeightCache
import JSONLines
import ViewLayout

/// The images of an Xcode asset catalog (an `.xcassets` folder) by the names an app loads them with
/// (`UIImage(named:)`), each with its size in points.
///
/// Each `NAME.imageset` folder's `Contents.json` lists its files by idiom and scale. An image's size is
/// that of the file UIKit would pick on an iPhone in portrait: an `iphone` entry before a `universal` one, the
/// highest scale first (a set's scales describe one image, so their point sizes agree to a pixel), dark and
/// other appearance variants and size classes an iPhone in portrait does not have left out, a locale's
/// variant only where there is no other (`variantRank`). A PNG's or JPEG's size is its pixel size (from the file's header; the
/// format is told by the first bytes, not the name) divided by the entry's scale; a PDF's is its first
/// page's MediaBox in points. Other sets (`.appiconset`, `.colorset`, ...) are skipped; folders that are
/// not sets are groups, whose sets are named `Group/NAME` when the group provides a namespace.
///
/// Each folder is read once. The catalog's own folders come first, by their own paths; a link to a
/// folder is followed afterwards, and only to a folder not read yet (so a link never renames an image,
/// and links that loop or multiply cost nothing).
public struct AssetCatalog: Sendable {
    /// An image of the catalog.
    public struct Image: Sendable, Equatable {
        /// The name an app loads it by.
        public let name: String
        /// Its size in points.
        public let size: Size
        /// The file the size was read from, and that file's scale (pixels per point; 1 for a PDF).
        public let file: String
        /// The file's scale: pixels per point (1 for a PDF), by which its pixel size was divided.
        public let scale: Double
        /// Its size in points on a screen of each scale (1, 2, 3), from the file UIKit picks there: the
        /// file of that scale, else the nearest above, else the nearest below. A set's files seldom agree
        /// to the point (65 pixels at 2x and 98 at 3x are 32.5 and 32.67 points), and a row rounds at its
        /// own scale. `size` is the 3x screen's.
        public let sizes: [Double: Size]

        /// The size on a screen of `scale`; `size` for a scale the set was not read for.
        public func size(atScale scale: Double) -> Size { sizes[scale] ?? size }
    }

    /// The catalog folder, as given.
    public let path: String
    /// The images by name.
    public let images: [String: Image]
    /// The sets whose image file could not be measured (an SVG or HEIC file, a damaged PNG), by name, with
    /// why: an error where a cell shows one, not for the whole catalog, whose other images an app loads.
    public var unreadable: [String: AssetCatalogError] = [:]
    /// Every file and folder read: each folder's `Contents.json`, each image file whose header was read, and
    /// each group folder listed (a set added to a group changes that folder's stamp, which a server watches).
    public let files: [String]

    /// The largest `Contents.json` read, 1 MiB; an image file may be at most 64 MiB (only its header is
    /// read: the first 1 MiB, or a PDF whole, which may be at most 16 MiB).
    public static let maximumContentsBytes = 1 << 20
    /// The largest image file accepted, 64 MiB; only its header, the first 1 MiB, is read.
    public static let maximumImageBytes = 64 << 20
    /// The largest PDF accepted, 16 MiB: a PDF is read whole, since its page can be anywhere in it.
    public static let maximumPDFBytes = 16 << 20
    static let headerBytes = 1 << 20
    /// At most this many sets, and groups nested this deep.
    public static let maximumSets = 100_000
    static let maximumDepth = 32
    /// At most this many files and folders listed in all the catalog's folders: a bound on the work of
    /// reading a catalog, whatever its shape.
    public static let maximumEntries = 1_000_000

    /// The image named `name`, if the catalog has it.
    public func image(named name: String) -> Image? { images[name] }

    /// A digest of every name, size and scale: part of a template's fingerprint, so that a changed
    /// image changes the heights a cache holds.
    public var digest: String {
        var text = images.values.sorted { $0.name < $1.name }
            .map { image in
                "\(image.name)=\(image.size.width)x\(image.size.height)@\(image.scale)"
                    + image.sizes.sorted { $0.key < $1.key }.map { ";\($0.key):\($0.value.width)x\($0.value.height)" }.joined()
            }.joined(separator: "\n")
        // A set mended later is a new image: its name and reason are part of what the heights rest on.
        for (name, error) in unreadable.sorted(by: { $0.key < $1.key }) { text += "\n\(name)!\(error.message)" }
        return HeightCacheFingerprint.digest(of: text)
    }

    /// Reads the catalog at `path`: every image set's `Contents.json` and the header of the file chosen
    /// for each image. Anything unreadable or malformed is an error naming its file.
    public static func load(_ path: String) throws(AssetCatalogError) -> AssetCatalog {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw AssetCatalogError(file: path, "no such asset catalog")
        }
        guard isFolder.boolValue else { throw AssetCatalogError(file: path, "an asset catalog is a folder (Images.xcassets), and this is a file") }
        var loader = Loader(boundary: CatalogBoundary(path))
        _ = loader.folders.isFirstVisit(path)
        try loader.group(path, namespace: "", depth: 0)
        // Links to folders, in the order they were met; following one may find more.
        var next = 0
        while next < loader.links.count {
            let link = loader.links[next]
            next += 1
            try loader.folder(link.path, name: link.name, namespace: link.namespace, depth: link.depth)
        }
        var catalog = AssetCatalog(path: path, images: loader.images, files: loader.files)
        catalog.unreadable = loader.unreadable
        return catalog
    }
}

/// Walks a catalog's folders.
private struct Loader {
    var images: [String: AssetCatalog.Image] = [:]
    /// The sets whose file could not be measured, by name (`AssetCatalog.unreadable`).
    var unreadable: [String: AssetCatalogError] = [:]
    /// Where each name was found, to report a name used twice.
    var places: [String: String] = [:]
    var sets = 0
    /// The catalog's folder: every link must lead inside it.
    let boundary: CatalogBoundary
    var folders = CatalogFolders(maximumEntries: AssetCatalog.maximumEntries)
    /// Links to folders met in the walk, followed once the catalog's own folders have been read.
    var links: [(path: String, name: String, namespace: String, depth: Int)] = []
    /// The files read and group folders listed, in the order they were read.
    var files: [String] = []

    /// Folder suffixes of the sets that are not images: skipped.
    static let otherSets: Set<String> = ["appiconset", "colorset", "dataset", "symbolset", "launchimage", "brandassets",
                                         "imagestack", "imagestacklayer", "stickerpack", "sticker", "stickersequence",
                                         "textureset", "cubetextureset", "mipmapset", "arresourcegroup", "arreferenceobject",
                                         "arimageset", "complicationset", "iconset", "solidimagestack", "solidimagestacklayer",
                                         "gcdashboardimage", "gcleaderboard", "gcleaderboardset", "spriteatlas"]

    mutating func group(_ folder: String, namespace: String, depth: Int) throws(AssetCatalogError) {
        guard depth <= AssetCatalog.maximumDepth else {
            throw AssetCatalogError(file: folder, "groups nested more than \(AssetCatalog.maximumDepth) deep")
        }
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted() } catch {
            throw AssetCatalogError(file: folder, "cannot list the folder: \(CellTemplate.reason(error))")
        }
        try folders.count(names.count, in: folder)
        files.append(folder)
        for name in names where !name.hasPrefix(".") {
            let child = folder + "/" + name
            switch CatalogFolders.kind(of: child) {
            case .folder: try self.folder(child, name: name, namespace: namespace, depth: depth)
            case .linkToFolder:
                _ = try boundary.resolve(child)   // one that leads outside is an error here
                links.append((child, name, namespace, depth))
            case .other: continue
            }
        }
    }

    /// A folder named `name` in a group at `depth`: a set, or a group of its own; skipped when read before.
    mutating func folder(_ path: String, name: String, namespace: String, depth: Int) throws(AssetCatalogError) {
        guard folders.isFirstVisit(path) else { return }
        let dot = name.lastIndex(of: ".")
        let suffix = dot.map { name[name.index(after: $0)...].lowercased() } ?? ""
        if suffix == "imageset" {
            sets += 1
            guard sets <= AssetCatalog.maximumSets else {
                throw AssetCatalogError(file: path, "more than \(AssetCatalog.maximumSets) image sets in one catalog")
            }
            try imageSet(path, name: namespace + String(name[..<dot!]))
        } else if suffix == "symbolset" {
            // A symbol UIKit loads by name as it does an image, drawn from an SVG template this reader cannot
            // measure: said by name where an item shows it, not "no image named".
            unreadable[namespace + String(name[..<dot!])] = AssetCatalogError(
                file: path, "a symbol set (a custom SF Symbol, drawn from its SVG template), which is not measured here")
        } else if !Self.otherSets.contains(suffix) {
            let contents = try self.contents(of: path, required: false)
            let provides = contents?["properties"]?["provides-namespace"] == .bool(true)
            try group(path, namespace: provides ? namespace + name + "/" : namespace, depth: depth + 1)
        }
    }

    /// A folder's `Contents.json`, parsed; nil when a group has none.
    mutating func contents(of folder: String, required: Bool) throws(AssetCatalogError) -> JSONValue? {
        let file = folder + "/Contents.json"
        let readable = try boundary.resolve(file)
        let bytes: [UInt8]
        do { bytes = try RegularFile.read(readable, limit: AssetCatalog.maximumContentsBytes) } catch {
            if case .unreadable = error, !required, !FileManager.default.fileExists(atPath: file) { return nil }
            throw AssetCatalogError(file: file, Self.describe(error))
        }
        files.append(file)
        if let offset = firstInvalidUTF8(bytes) { throw AssetCatalogError(file: file, "invalid UTF-8 at byte \(offset + 1)") }
        do { return try JSONParser.parse(bytes) } catch { throw AssetCatalogError(file: file, "invalid JSON: \(error)") }
    }

    mutating func imageSet(_ folder: String, name: String) throws(AssetCatalogError) {
        let file = folder + "/Contents.json"
        guard let contents = try self.contents(of: folder, required: true) else { return }
        guard case .array(let entries)? = contents["images"] else {
            throw AssetCatalogError(file: file, "expected an \"images\" array, got \(contents["images"]?.summary ?? "none")")
        }
        // The files of each kind of entry (idiom and variant, ranked) by their scale, the first of a scale kept.
        var kinds: [Double: [Double: String]] = [:]
        for (index, entry) in entries.enumerated() {
            guard case .object = entry else { throw AssetCatalogError(file: file, "images[\(index)]: expected an object, got \(entry.summary)") }
            guard case .string(let filename)? = entry["filename"] else { continue }   // an empty slot
            guard entry["appearances"] == nil else { continue }                     // dark mode and other variants
            let idiom: String
            switch entry["idiom"] {
            case .string(let value)?: idiom = value
            case nil: idiom = "universal"
            case let other?: throw AssetCatalogError(file: file, "images[\(index)].idiom: expected a string, got \(other.summary)")
            }
            guard idiom == "universal" || idiom == "iphone" else { continue }
            var scale = 1.0
            switch entry["scale"] {
            case nil: break
            case .string(let text)? where ["1x", "2x", "3x"].contains(text): scale = Double(text.dropLast())!
            case let other?: throw AssetCatalogError(file: file, "images[\(index)].scale: expected 1x, 2x or 3x, got \(other.summary)")
            }
            guard !filename.isEmpty, !filename.contains("/"), filename != "..", filename != "." else {
                throw AssetCatalogError(file: file, "images[\(index)].filename: expected a file name in the set's folder, got \(JSONValue.string(filename).text)")
            }
            guard let variant = Self.variantRank(entry) else { continue }
            let kind = variant + (idiom == "iphone" ? 10 : 0)
            if kinds[kind, default: [:]][scale] == nil { kinds[kind, default: [:]][scale] = filename }
        }
        // The best kind (its ranks are 10 apart, more than scales are), and its highest scale's file; a set
        // with no file for an iPhone has no such image at run time.
        guard let kind = kinds.keys.max(), let byScale = kinds[kind], let chosenScale = byScale.keys.max(),
              let chosenFile = byScale[chosenScale] else { return }
        if let earlier = places[name] {
            throw AssetCatalogError(file: folder, "the image name \"\(name)\" is also used by \(earlier)")
        }
        places[name] = folder
        // A file that is no image this reader can measure (an SVG, a HEIC, a damaged PNG) is said where a cell
        // shows it: the catalog's other images are as good as before. A file it may not read fails the catalog.
        do throws(AssetCatalogError) {
            let (size, scale) = try pointSize(folder + "/" + chosenFile, scale: chosenScale)
            // The kind's file for each screen scale, as UIKit picks it: the scale's own, else the nearest above,
            // else the nearest below.
            var sizes: [Double: Size] = [:]
            var read = [chosenFile: size]   // each file's header once
            for screen in [1.0, 2, 3] {
                guard let fileScale = byScale[screen] != nil ? screen : byScale.keys.filter({ $0 > screen }).min() ?? byScale.keys.max(),
                      let filename = byScale[fileScale] else { continue }
                if read[filename] == nil { read[filename] = try pointSize(folder + "/" + filename, scale: fileScale).size }
                sizes[screen] = read[filename]
            }
            images[name] = AssetCatalog.Image(name: name, size: size, file: folder + "/" + chosenFile, scale: scale, sizes: sizes)
        } catch {
            guard error.isUnmeasurable else { throw error }
            unreadable[name] = error
        }
    }

    /// The point size of the image file at `path` of `scale` (a PDF's is its page's, whatever the entry's
    /// scale), with the scale it was divided by; the file is one the catalog read.
    private mutating func pointSize(_ path: String, scale entryScale: Double) throws(AssetCatalogError) -> (size: Size, scale: Double) {
        let file = try boundary.resolve(path)
        // Among the files read even where it is no image: a server sees it mended, and `--out` is refused on it.
        files.append(path)
        let header = try Self.header(path, reading: file)
        let scale = header.format == .pdf ? 1 : entryScale
        return (Size(width: header.width / scale, height: header.height / scale), scale)
    }

    /// How an entry's variant suits an iPhone in portrait, whose size classes are a compact width and a
    /// regular height: nil for one UIKit does not pick there (a regular width or a compact height); 20 above
    /// the others for one that names a portrait size class, as the more specific; 100 below them for a
    /// variant this reader cannot tell applies (a locale, a device subtype, a memory or graphics class), taken
    /// only where nothing else is. Appearances (dark mode) are left out before.
    static func variantRank(_ entry: JSONValue) -> Double? {
        let width = entry["width-class"].flatMap { if case .string(let value) = $0 { value } else { nil } }
        let height = entry["height-class"].flatMap { if case .string(let value) = $0 { value } else { nil } }
        if width == "regular" || height == "compact" { return nil }
        if ["locale", "subtype", "memory", "graphics-feature-set", "screen-width"].contains(where: { entry[$0] != nil }) { return -100 }
        return width == "compact" || height == "regular" ? 20 : 0
    }

    /// The header of the image file at `path`, read from `file` (where a link at `path` leads).
    static func header(_ path: String, reading file: String) throws(AssetCatalogError) -> ImageHeader {
        let bytes: [UInt8]
        do { bytes = try headerBytes(file) } catch { throw AssetCatalogError(file: path, describe(error)) }
        do { return try ImageHeader.read(bytes) } catch {
            var unmeasurable = AssetCatalogError(file: path, error.message)
            unmeasurable.isUnmeasurable = true
            throw unmeasurable
        }
    }

    /// The first bytes of an image file, or a PDF whole (its page can be anywhere in it).
    static func headerBytes(_ path: String) throws(RegularFile.Failure) -> [UInt8] {
        let bytes = try RegularFile.read(path, limit: AssetCatalog.maximumImageBytes, prefix: AssetCatalog.headerBytes)
        // A read shorter than the prefix is the whole file already (and under the PDF limit).
        guard bytes.starts(with: Array("%PDF-".utf8)), bytes.count == AssetCatalog.headerBytes else { return bytes }
        return try RegularFile.read(path, limit: AssetCatalog.maximumPDFBytes)
    }

    static func describe(_ failure: RegularFile.Failure) -> String {
        switch failure {
        case .unreadable(let reason): "cannot read it: \(reason)"
        case .notAFile(let kind): "cannot read it: it is \(kind), not a file"
        case .tooLarge(let bytes, let limit): "the file is \(bytes) bytes; at most \(limit) are read"
        }
    }
}
