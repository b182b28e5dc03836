import Foundation
import Locking

/// A registry of font faces: finds a face by family, weight and italic, and
/// builds the fallback cascade a text is itemized against.
///
/// Thread-safe: registration and look-up go through an internal lock, and the
/// faces themselves are immutable.
public final class FontCollection: Sendable {
    private struct State {
        var faces: [FontFace] = []
        /// Lower-cased family name -> indices into `faces`.
        var byFamily: [String: [Int]] = [:]
        var familyOrder: [String] = []
    }
    private let state = Locked(State())

    public init() {}

    /// Registers every face of a TTF, OTF or TTC file. Registering a file
    /// again changes nothing.
    public func register(fileAt path: String) throws(TypesettingError) {
        if state.withLock({ $0.faces.contains { $0.path == path } }) { return }
        let count = try FontFace.faceCount(path: path)
        guard count > 0 else { throw .fontFile(path: path, reason: "no font faces in file (not TTF/OTF/TTC?)") }
        var loaded: [FontFace] = []
        for index in 0..<count {
            loaded.append(try FontFace(path: path, faceIndex: index))
        }
        state.withLock { state in
            guard !state.faces.contains(where: { $0.path == path }) else { return }
            for face in loaded {
                let key = face.family.lowercased()
                if state.byFamily[key] == nil { state.familyOrder.append(face.family) }
                state.byFamily[key, default: []].append(state.faces.count)
                state.faces.append(face)
            }
        }
    }

    /// Registers every .ttf, .otf and .ttc file under a folder (recursively, in
    /// name order so the result does not depend on the file system). A file that
    /// cannot be read as a font is skipped, so one damaged file does not hide the
    /// others: the skipped files' errors are returned for the caller to report.
    @discardableResult
    public func register(folderAt path: String) throws(TypesettingError) -> [TypesettingError] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fontFile(path: path, reason: "no such folder")
        }
        guard isDirectory.boolValue else {
            throw .fontFile(path: path, reason: "a file, not a folder (register one font file by itself)")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .fontFile(path: path, reason: "folder cannot be read")
        }
        var skipped: [TypesettingError] = []
        for file in Self.fontFiles(under: path) {
            do { try register(fileAt: file) } catch { skipped.append(error) }
        }
        return skipped
    }

    /// Family names in registration order.
    public func families() -> [String] { state.withLock { $0.familyOrder } }

    /// All registered faces, in registration order.
    public func faces() -> [FontFace] { state.withLock { $0.faces } }

    /// The best face of `family` for the weight and style (CSS matching).
    public func face(family: String, weight: Int = 400, italic: Bool = false) throws(TypesettingError) -> FontFace {
        let candidates = state.withLock { state in
            (state.byFamily[family.lowercased()] ?? []).map { state.faces[$0] }
        }
        guard let face = FontMatching.best(candidates, weight: weight, italic: italic) else {
            throw .unknownFamily(family)
        }
        return face
    }

    /// A face at a point size.
    public func font(family: String, weight: Int = 400, italic: Bool = false, size: Double) throws(TypesettingError) -> Font {
        try Font(face: face(family: family, weight: weight, italic: italic), size: size)
    }

    /// The faces tried in order for a character: the requested family first,
    /// then the locale's fallback families that are registered.
    /// Throws `unknownFamily` when the requested family is not registered.
    public func cascade(family: String, weight: Int = 400, italic: Bool = false, locale: String = "en") throws(TypesettingError) -> [FontFace] {
        var result = [try face(family: family, weight: weight, italic: italic)]
        for fallback in FallbackCascade.families(for: locale) where fallback.lowercased() != family.lowercased() {
            if let face = try? face(family: fallback, weight: weight, italic: italic),
               !result.contains(where: { $0 === face }) {
                result.append(face)
            }
        }
        return result
    }
}
