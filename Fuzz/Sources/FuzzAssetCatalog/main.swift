import CellTemplates
import FeedTables
import Foundation
import FuzzSupport

/// An asset catalog built from the input as a folder tree (`CatalogTree`), then read by
/// `AssetCatalog.load`. The input is a list of steps of three bytes (what, in which folder, a choice; a
/// `Contents.json` of arbitrary bytes takes as many more as its choice says): folders, `.imageset`
/// folders, `Contents.json` files of any bytes or of a set's usual shape, small image headers, and links
/// to other folders of the tree, to enclosing folders, and out of the tree to a folder and a file beside
/// the catalog. The read must end in a catalog or an `AssetCatalogError` (typed throws: nothing else can
/// come out), no message may show the bytes of the file outside, and no image may come from outside.
func fuzzAssetCatalog(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, count)
    let tree = CatalogTree(bytes)
    defer { tree.remove() }
    // A Contents.json of the input's bytes may quote them in its message: only the file outside is secret.
    let text = String(decoding: bytes, as: UTF8.self)
    let quotesInput = text.contains(CatalogTree.secret) || text.contains(CatalogTree.secretHex)
    do {
        let catalog = try AssetCatalog.load(tree.catalog)
        let root = tree.realPath(tree.catalog)
        for image in catalog.images.values where !tree.realPath(image.file).hasPrefix(root + "/") {
            preconditionFailure("\(image.name) read from \(image.file), outside the catalog")
        }
    } catch where !quotesInput {
        precondition(!error.description.contains(CatalogTree.secret), "a message shows a file's text: \(error)")
        precondition(!error.description.contains(CatalogTree.secretHex), "a message shows a file's bytes: \(error)")
    } catch {}
    return 0
}

/// The tree one input describes, in this process's scratch folder: `Fuzz.xcassets` and, beside it,
/// `outside/` (a folder holding an image set) and `outside.txt` (a file whose text must never be shown).
struct CatalogTree {
    static let secret = "FUZZSECRET"
    /// The secret's first bytes as hex, as a message once showed a file's first bytes.
    static let secretHex = "46 55 5A 5A"
    static let scratch: String = {
        let folder = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        return "\(folder)/cellheight-fuzz-catalog-\(getpid())"
    }()

    let catalog = scratch + "/Fuzz.xcassets"
    /// Folders of the catalog by path relative to it ("" is the catalog), in the order they were made.
    private(set) var folders: [String] = [""]

    init(_ bytes: [UInt8]) {
        let manager = FileManager.default
        Self.removeTree(Self.scratch)
        try? manager.createDirectory(atPath: catalog, withIntermediateDirectories: true)   // removed by `remove()`
        try? manager.createDirectory(atPath: Self.scratch + "/outside/o.imageset", withIntermediateDirectories: true)
        Self.write(Self.scratch + "/outside.txt", Array("\(Self.secret) of the machine\n".utf8))
        Self.write(Self.scratch + "/outside/o.imageset/Contents.json", Array(Self.setContents(idiom: 0, scale: 0, file: 0).utf8))
        Self.write(Self.scratch + "/outside/o.imageset/i.png", Self.png(1, 2))
        var input = bytes[...]
        var steps = 0
        while input.count >= 3, steps < 64 {
            steps += 1
            let op = input.removeFirst(), folder = folders[Int(input.removeFirst()) % folders.count], arg = Int(input.removeFirst())
            let path = folder.isEmpty ? catalog : catalog + "/" + folder
            switch op % 8 {
            case 0, 1:   // a folder: a group, a set of another kind, a hidden one, or an image set
                let names = [("g", ""), ("G", ""), ("Icons", ""), (".hidden", ""), ("c", ".colorset"), ("A", ".appiconset"),
                             ("x", ".imageset"), ("s", ".imageset")]
                let (stem, suffix) = names[arg % names.count]
                let name = stem + (op % 8 == 1 ? "\(folders.count)" : "") + suffix
                if (try? manager.createDirectory(atPath: path + "/" + name, withIntermediateDirectories: false)) != nil {
                    folders.append(folder.isEmpty ? name : folder + "/" + name)
                }
            case 2:      // Contents.json of arbitrary bytes
                let length = min(arg, input.count)
                Self.write(path + "/Contents.json", Array(input.prefix(length)))
                input = input.dropFirst(length)
            case 3:      // Contents.json as Xcode writes it: a set's images, or a group's namespace
                let text = arg & 0x80 != 0 ? #"{"properties": {"provides-namespace": \#(arg & 0x40 != 0)}}"#
                    : Self.setContents(idiom: arg & 3, scale: (arg >> 2) & 3, file: (arg >> 4) & 3)
                Self.write(path + "/Contents.json", Array(text.utf8))
            case 4:      // an image file: a PNG, JPEG or PDF header, whole or cut short, or a GIF's
                let width = Int(op >> 3) + 1, height = (arg >> 5) + 1
                let kinds: [[UInt8]] = [Self.png(UInt32(width), UInt32(height)), Self.jpeg(width, height),
                                        Array("%PDF-1.4 /MediaBox [0 0 \(width) \(height)]".utf8), Array("GIF89a".utf8)]
                let bytes = kinds[arg & 3]
                Self.write(path + "/" + Self.fileNames[(arg >> 2) & 3], arg & 0x10 != 0 ? Array(bytes.prefix(13)) : bytes)
            case 5:      // a link to another folder of the tree, by a relative path
                let target = folders[arg % folders.count]
                let up = String(repeating: "../", count: folder.split(separator: "/").count)
                Self.link(path + "/L\(steps)", to: up + (target.isEmpty ? "." : target))
            case 6:      // a link to this folder or one that encloses it, or one that leads nowhere
                let targets = [".", "..", "../..", "../../..", "missing", "L\(steps)"]
                Self.link(path + "/" + ["L\(steps)", "up.imageset", "Contents.json"][arg % 3], to: targets[(arg >> 2) % targets.count])
            default:     // a link out of the tree: to the folder or the file beside the catalog, or to /
                let target = [Self.scratch + "/outside", Self.scratch + "/outside.txt", "/"][arg % 3]
                Self.link(path + "/" + ["out", "out.imageset", "Contents.json", "i.png", "i@2x.png"][(arg >> 2) % 5], to: target)
            }
        }
    }

    func remove() { Self.removeTree(Self.scratch) }

    /// Removes `path` and, for a folder, what it holds; a link is removed, never followed.
    static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFDIR else { unlink(path); return }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] { removeTree(path + "/" + name) }
        rmdir(path)
    }

    func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static let fileNames = ["i.png", "i@2x.png", "v.pdf", "Contents.json"]

    static func setContents(idiom: Int, scale: Int, file: Int) -> String {
        let idioms = [#""universal""#, #""iphone""#, #""ipad""#, "7"]
        let scales = [#""1x""#, #""2x""#, #""3x""#, #""4x""#]
        return #"{"images": [{"filename": "\#(fileNames[(file >> 2) % fileNames.count])", "idiom": \#(idioms[idiom % 4]), "scale": \#(scales[scale % 4])}]}"#
    }

    static func png(_ width: UInt32, _ height: UInt32) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        return bytes
    }

    static func jpeg(_ width: Int, _ height: Int) -> [UInt8] {
        [0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0]
    }

    /// Writes a file, never through a link (a link of the tree may lead anywhere); a name a link or a
    /// folder has taken gets no file.
    static func write(_ path: String, _ bytes: [UInt8]) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        _ = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    static func link(_ path: String, to target: String) {
        _ = symlink(target, path)   // a name taken: no link
    }
}

FuzzInput.run(fuzzAssetCatalog)
