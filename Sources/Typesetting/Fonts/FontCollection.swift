import Foundation
import Locking
import Synchronization
import UIKitMetrics

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
        /// Cascades already built, by request; emptied by every registration.
        var cascades: [CascadeRequest: [IdentifiedFace]] = [:]
        /// The family `systemFontName` resolves to.
        var systemFamily = FontCollection.standInSystemFamily
        /// What the system font's runs take from UIKit rather than from `systemFamily`'s faces.
        var systemPresentation = SystemFontPresentation.sanFrancisco
        /// Whether the system font is still the bundled stand-in, whose cuts (`StandInCut`) stand in for SF Pro's
        /// sizes and weights; false once it is mapped to a family, which is used as it is.
        var systemIsStandIn = true

        /// The registered family's key a requested name stands for; `display` for a run that takes the
        /// stand-in's display cut (when that family is registered).
        func key(_ family: String, display: Bool = false) -> String {
            let key = family.lowercased()
            if installedLine(key) != nil { return systemFamily.lowercased() }
            guard key == FontCollection.systemFontKey else { return key }
            if display, byFamily[FontCollection.standInDisplayKey] != nil { return FontCollection.standInDisplayKey }
            return systemFamily.lowercased()
        }

        /// The line of iOS's own family `key` (a lower-cased name) when no file of it is registered: its runs are
        /// drawn in the system font's faces at that line (`InstalledFontLines`).
        func installedLine(_ key: String) -> SystemFontMetrics? {
            byFamily[key] == nil ? InstalledFontLines.line(ofFamily: key) : nil
        }
    }

    /// The name templates give the platform's system font (the family name iOS reports for
    /// `UIFont.systemFont`): San Francisco is not ours to ship, so it resolves to a registered family,
    /// `standInSystemFamily` unless `mapSystemFont(toFamily:)` names another.
    public static let systemFontName = ".AppleSystemUIFont"
    /// The bundled family that stands in for the system font.
    public static let standInSystemFamily = "Inter"
    /// The stand-in's display cut, which stands in for the system font from its display size up, as SF Pro
    /// Display does on iOS: its letters are narrower and closer, as SF Pro Display's are beside SF Pro Text's
    /// (Inter Display's advances are 0.905 of Inter's over a pangram).
    public static let standInSystemDisplayFamily = "Inter Display"
    static let standInDisplayKey = standInSystemDisplayFamily.lowercased()
    /// The lightest weight whose system font runs keep the text cut at display sizes: Inter's semibold and
    /// bold are already as wide as SF Pro Display's (labels of 20-24 pt within 1% of Xcode's widths), where
    /// Inter Display's are 4-6% narrower; at lighter weights Inter is 9-12% wider than SF Pro Display and
    /// Inter Display within 3% (Fonts/README.md).
    static let displayCutWeightLimit = 600

    static let systemFontKey = systemFontName.lowercased()

    /// The face of the stand-in a run takes while the system font is the stand-in.
    enum StandInCut: Hashable {
        /// The face of the family and weight asked for: any run not in the system font, and the others below.
        case asked
        /// The display cut: the system font, upright, lighter than semibold, at or above SF Pro's display size.
        case display
        /// The text cut one weight heavier (`standInTextWeight`): the system font from medium up, below the
        /// display size.
        case heavier
    }

    /// The cut a run of `family` at `weight` and `size` takes while the system font is the stand-in.
    static func standInCut(family: String, weight: Int, italic: Bool, size: Double) -> StandInCut {
        guard family.lowercased() == systemFontKey else { return .asked }
        if size >= SystemFontTracking.sanFrancisco.displaySize {
            return weight < displayCutWeightLimit && !italic ? .display : .asked
        }
        return weight >= heavierFaceWeightMinimum ? .heavier : .asked
    }

    /// The weight whose stand-in face draws the system font at `weight` below its display size. SF Pro Text
    /// widens with weight faster than Inter does: over one-line labels whose width is their text's, in the
    /// frames Xcode stored across six sets of real cells (`../shared/ib/score-frames`), Inter's regular is
    /// Xcode's width (median 0.997) but its medium is 0.986 of it (10 labels), semibold 0.987 (9) and bold 0.978
    /// (32), while Inter's next heavier face gives 0.995, 0.998 and 0.986 (Fonts/README.md). So from medium
    /// up each weight takes the face one step heavier (medium semibold's, semibold bold's, bold extra bold's,
    /// heavy and black Inter Black). At display sizes semibold and bold keep their own faces (Inter's are as
    /// wide as SF Pro Display's there) and lighter weights take the display cut.
    static func standInTextWeight(_ weight: Int) -> Int {
        weight >= heavierFaceWeightMinimum ? min(weight + 100, 900) : weight
    }
    /// The lightest weight that takes a heavier stand-in face at text sizes: medium.
    static let heavierFaceWeightMinimum = 500

    /// Requests differ by family, weight and locale only, so a few dozen is the usual number; the limit
    /// keeps a stream of odd locale tags from growing the cache without bound.
    static let cascadeCacheLimit = 256

    struct CascadeRequest: Hashable {
        var family: String
        var weight: Int
        var italic: Bool
        var width: Int
        var locale: String
        var cut: StandInCut
    }
    private let state: Locked<State>
    /// Whether files registered are read into memory rather than mapped (see `init(copyingFiles:)`).
    public let copiesFiles: Bool

    /// An empty collection; register font files before typesetting with it. With `copyingFiles`, the files
    /// registered are read into memory rather than mapped: a mapped file cut short while in use (a font in a
    /// served template's folder, rewritten in place) would take the process down when its pages are read.
    public init(copyingFiles: Bool = false) {
        state = Locked(State())
        copiesFiles = copyingFiles
    }

    private init(state: State, copyingFiles: Bool) {
        self.state = Locked(state)
        copiesFiles = copyingFiles
    }

    /// A collection with this one's faces and system font, to which a caller registers more without
    /// changing this one (a served template's own fonts, which no other template may see). Its files are
    /// read into memory (`init(copyingFiles:)`); the faces already here are shared, not read again.
    public func copy() -> FontCollection {
        var snapshot = state.withLock { $0 }
        snapshot.cascades = [:]
        return FontCollection(state: snapshot, copyingFiles: true)
    }

    /// Registers every face of a TTF, OTF or TTC file. Registering a file
    /// again changes nothing.
    public func register(fileAt path: String) throws(TypesettingError) {
        if state.withLock({ $0.faces.contains { $0.path == path } }) { return }
        let loaded = try FontFace.all(path: path, copying: copiesFiles)
        guard !loaded.isEmpty else { throw .fontFile(path: path, reason: Self.noFacesReason(path)) }
        state.withLock { state in
            guard !state.faces.contains(where: { $0.path == path }) else { return }
            for face in loaded {
                let key = face.family.lowercased()
                if state.byFamily[key] == nil { state.familyOrder.append(face.family) }
                state.byFamily[key, default: []].append(state.faces.count)
                state.faces.append(face)
            }
            state.cascades.removeAll()
            registrations.add(1, ordering: .releasing)
        }
    }

    /// Why a file gives no faces: a web font (WOFF's and WOFF2's first bytes are "wOFF" and "wOF2") is named
    /// as one, with what to do: it holds a font, compressed in a form not read here.
    static func noFacesReason(_ path: String) -> String {
        let head = (FileHandle(forReadingAtPath: path).flatMap { try? $0.read(upToCount: 4) }).map { String(decoding: $0, as: UTF8.self) }
        if head == "wOFF" || head == "wOF2" {
            return "a \(head == "wOF2" ? "WOFF2" : "WOFF") web font, which is not read: convert it to TTF or OTF (fontTools' ttx, woff2_decompress)"
        }
        return "no font faces in file (not TTF/OTF/TTC?)"
    }

    /// Registers every .ttf, .otf and .ttc file under a folder (recursively, in
    /// name order so the result does not depend on the file system). A file that
    /// cannot be read as a font is skipped, so one damaged file does not hide the
    /// others: the skipped files' errors are returned for the caller to report.
    @discardableResult
    public func register(folderAt path: String) throws(TypesettingError) -> [TypesettingError] {
        try register(folderAt: path, files: Self.fontFiles(under: path))
    }

    /// Registers `files`, the folder's font files as a caller listed them (`fontFiles(under:)`) to check
    /// each before any is read: listing the folder again could find a file the check never saw.
    @discardableResult
    package func register(folderAt path: String, files: [String]) throws(TypesettingError) -> [TypesettingError] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fontFolder(path: path, reason: "no such folder")
        }
        guard isDirectory.boolValue else {
            throw .fontFolder(path: path, reason: "a file, not a folder (register one font file by itself)")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .fontFolder(path: path, reason: "it cannot be read")
        }
        var skipped: [TypesettingError] = []
        for file in files {
            do { try register(fileAt: file) } catch { skipped.append(error) }
        }
        return skipped
    }

    /// Counts registrations that added faces: a text prepared under an earlier generation may itemize
    /// differently now (`PreparedText.isCurrent(with:)`).
    public var generation: Int { registrations.load(ordering: .acquiring) }
    /// Read on every prepare and cache hit, so an atomic rather than the state's lock.
    private let registrations = Atomic(0)

    /// The family the system font resolves to.
    public var systemFamily: String { state.withLock { $0.systemFamily } }

    /// Makes `systemFontName` resolve to `family` (a registered family, say one a user's copy of San
    /// Francisco brings); texts prepared before are itemized again, as after a registration.
    ///
    /// `presentation` says what the system font's runs take from UIKit: by default (`ownFont`) the
    /// family's own line and SF Pro's tracking, right for a team's own SF Pro; `sanFrancisco` for a
    /// stand-in, as the bundled Inter is. (A face without a usable line never gets here: `FontFace`
    /// refuses it when it is read.)
    public func mapSystemFont(toFamily family: String, presentation: SystemFontPresentation = .ownFont) throws(TypesettingError) {
        let known = state.withLock { state in
            guard let faces = state.byFamily[family.lowercased()], let first = faces.first else { return false }
            state.systemFamily = state.faces[first].family
            state.systemPresentation = presentation
            state.systemIsStandIn = false
            state.cascades.removeAll()
            return true
        }
        guard known else { throw .unknownFamily(family) }
        registrations.add(1, ordering: .releasing)
    }

    /// Whether `family` is one of iOS's own with a known line (`InstalledFontLines`) that no file registers:
    /// the collection draws it in the system font's faces at that line, so its widths are the stand-in's.
    public func drawsAtInstalledLine(family: String) -> Bool { installedFamilyStandIn(family) != nil }

    /// How `family` is drawn when it is one of iOS's own with a known line that no file registers; nil for a
    /// registered family, the system font and any other name.
    public func installedFamilyStandIn(_ family: String) -> InstalledFamilyStandIn? {
        state.withLock { state in
            guard state.installedLine(family.lowercased()) != nil else { return nil }
            // Named as iOS names it, whatever the letter case asked for.
            return InstalledFamilyStandIn(family: InstalledFontLines.name(ofFamily: family) ?? family, drawnIn: state.systemFamily)
        }
    }

    /// What the system font's runs take from UIKit (see `mapSystemFont(toFamily:presentation:)`).
    public var systemPresentation: SystemFontPresentation { state.withLock { $0.systemPresentation } }

    /// Family names in registration order.
    public func families() -> [String] { state.withLock { $0.familyOrder } }

    /// All registered faces, in registration order.
    public func faces() -> [FontFace] { state.withLock { $0.faces } }

    /// The weights (and italics) registered for `family`, lightest first, as messages name them ("400,
    /// 400 italic, 500"): what a request for a face the family lacks could have had.
    public func faceList(ofFamily family: String) -> String {
        let faces = faces().filter { $0.family == family }
        return Set(faces.map { [$0.weight, $0.isItalic ? 1 : 0] }).sorted { ($0[0], $0[1]) < ($1[0], $1[1]) }
            .map { "\($0[0])\($0[1] == 1 ? " italic" : "")" }.joined(separator: ", ")
    }

    /// The best face of `family` for the weight, style and width (CSS matching). One of iOS's own families
    /// that no file registers but whose line UIKit's table has (`InstalledFontLines`: Courier New, Helvetica
    /// Neue, ...) resolves to the system font's faces, drawn at that family's line.
    public func face(family: String, weight: Int = 400, italic: Bool = false,
                     width: Int = FontFace.normalWidth) throws(TypesettingError) -> FontFace {
        let candidates = state.withLock { state in
            (state.byFamily[state.key(family)] ?? []).map { state.faces[$0] }
        }
        guard let face = FontMatching.best(candidates, weight: weight, italic: italic, width: width) else {
            throw .unknownFamily(family)
        }
        return face
    }

    /// The registered face whose PostScript name is `name` (letter case aside), as `UIFont(name:size:)` and
    /// Interface Builder's font descriptions name one; the first registered when several are.
    public func face(postScriptName name: String) -> FontFace? {
        let wanted = name.lowercased()
        return state.withLock { state in state.faces.first { $0.postScriptName?.lowercased() == wanted } }
    }

    /// A face at a point size.
    public func font(family: String, weight: Int = 400, italic: Bool = false, size: Double) throws(TypesettingError) -> Font {
        try Font(face: face(family: family, weight: weight, italic: italic), size: size)
    }

    /// The faces tried in order for a character: the requested family first,
    /// then the locale's fallback families that are registered (see
    /// `FallbackCascade`), then every other registered family in registration
    /// order, so a font registered for a script the defaults lack is found.
    /// Throws `unknownFamily` when the requested family is not registered (nor one of iOS's own with a line,
    /// whose runs take the system font's faces at that line).
    public func cascade(family: String, weight: Int = 400, italic: Bool = false, locale: String = "en") throws(TypesettingError) -> [FontFace] {
        try identifiedCascade(family: family, weight: weight, italic: italic, locale: locale).map(\.face)
    }

    /// A face with its index in the collection, which stays valid for the
    /// collection's life (faces are never removed) and keys the segment cache,
    /// and what itemizing asks of the face for every cluster.
    struct IdentifiedFace {
        var face: FontFace
        var id: Int32
        /// The face's characters, read when the cascade is made (`CharacterCoverage`).
        let coverage: HarfBuzzBits
        let isColor: Bool
        /// The line a run in this face takes: the face's own, or the one its presentation gives.
        let lineMetrics: FontMetrics
        /// Tracking for runs without their own letter spacing (the system font's); nil for none.
        let presentation: SystemFontPresentation?

        init(face: FontFace, id: Int32, presentation: SystemFontPresentation? = nil) {
            self.face = face
            self.id = id
            coverage = face.coverage.bits
            isColor = face.hasColorGlyphs
            lineMetrics = presentation?.lineMetrics ?? face.metrics
            self.presentation = presentation
        }
    }

    /// The cascade with each face's index, built once per request and kept until the next registration:
    /// every text itemized asks for it, and it walks every registered family.
    /// `size` picks the stand-in's cut for the system font (`StandInCut`).
    func identifiedCascade(family: String, weight: Int, italic: Bool, width: Int = FontFace.normalWidth, locale: String,
                           size: Double = 0) throws(TypesettingError) -> [IdentifiedFace] {
        let request = CascadeRequest(family: family, weight: weight, italic: italic, width: width, locale: locale,
                                     cut: Self.standInCut(family: family, weight: weight, italic: italic, size: size))
        let cascade: [IdentifiedFace]? = state.withLock { state in
            if let known = state.cascades[request] { return known }
            func best(_ key: String, weight: Int = weight) -> FontFace? {
                FontMatching.best((state.byFamily[key] ?? []).map { state.faces[$0] }, weight: weight, italic: italic, width: width)
            }
            let cut = state.systemIsStandIn ? request.cut : .asked
            // Fallback families keep the weight asked for: the step is the stand-in's, against SF Pro's widths.
            let primaryWeight = cut == .heavier ? Self.standInTextWeight(weight) : weight
            guard let primary = best(state.key(family, display: cut == .display), weight: primaryWeight) else { return nil }
            var result = [primary]
            let preferred = FallbackCascade.families(for: locale).map { $0.lowercased() }
            // The system font's display cut is a cut of the stand-in, not a fallback: it covers nothing the
            // stand-in does not.
            let others = state.familyOrder.map { $0.lowercased() }.filter { !preferred.contains($0) && $0 != Self.standInDisplayKey }
            for key in preferred + others {
                if let face = best(key), !result.contains(where: { $0 === face }) { result.append(face) }
            }
            // The requested face is presented as the system font only when the system font was asked for:
            // a run that names the stand-in's own family measures with that family's own line.
            let isSystem = family.lowercased() == Self.systemFontKey
            let systemLine = SystemFontPresentation(lineMetrics: state.systemPresentation.lineMetrics ?? primary.metrics, tracking: nil)
            let installedLine = state.installedLine(family.lowercased()).map(FontMetrics.init)
            let identified = result.enumerated().map { position, face in
                let presentation: SystemFontPresentation? = if let installedLine, position == 0 || FallbackCascade.takesSystemLine(face.family) {
                    SystemFontPresentation(lineMetrics: installedLine, tracking: nil)
                } else if !isSystem {
                    nil
                } else if position == 0 {
                    state.systemPresentation
                } else if FallbackCascade.takesSystemLine(face.family) {
                    systemLine
                } else {
                    nil
                }
                return IdentifiedFace(face: face, id: Int32(state.faces.firstIndex { $0 === face } ?? -1),
                                      presentation: presentation)
            }
            if state.cascades.count >= Self.cascadeCacheLimit { state.cascades.removeAll() }
            state.cascades[request] = identified
            return identified
        }
        guard let cascade else { throw .unknownFamily(family) }
        return cascade
    }
}
