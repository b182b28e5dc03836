import Foundation
import Locking
import Typesetting

/// What a stored height depends on besides its key and geometry: the fonts, the engine that measured it
/// and the template. A store is read only under the same fingerprint, so new fonts, a new version of
/// the engine or an edited template never serve old heights.
public struct HeightCacheFingerprint: Hashable, Sendable, CustomStringConvertible {
    /// A digest of the registered font faces (names, weights, and every font file's bytes).
    public var fonts: String
    /// The engine's version (`HeightCacheFingerprint.engineVersion` unless told otherwise).
    public var engine: String
    /// A digest of the template (its file's text, or any string that changes when the cell changes).
    public var template: String

    /// Changes whenever a rule that turns data into heights changes (text measuring, layout, table rules).
    /// 2: the system font measures with SF Pro's line and tracking. 3: text styles' lines are spaced by
    /// their font's leading. 4: a wrapping view resists compression just above its hugging while its width
    /// is found, at its widest line once measured. 5: an Interface Builder cell's constraints to its own
    /// trailing edge reach past its accessory. 6: an Interface Builder cell's size-class variations go by
    /// specificity, and only outlets to its own objects name its views. 7: characters that draw nothing
    /// (controls, default ignorables) advance nothing and take no tracking, a word keeps its kerning
    /// across the break opportunities inside it, and white space after a space hangs with it. 8: a text
    /// view keeps the caret's line; iOS 26's cell margins are 15 points at the top and bottom;
    /// `fillProportionally` weighs a view without an intrinsic length by its initial size; a system button
    /// with only a title is at least 30 wide; a font with neither size nor style has body's leading; a text
    /// field's baselines are its text's, and a stretched button's or text field's stay in its middle.
    /// 9: a row's height on the pixel grid is the double nearest its pixels over the scale (a unit in the
    /// last place apart from the sum it was). 10: emoji falling back from the system font take its line; a
    /// label keeps Korean words whole; an Interface Builder label's NSKern is its letter spacing; a content
    /// view's own margins that preserve its superview's are widened to the table's; a template that leaves a
    /// wrapping label's width open beside another label lays each item at each width out from a new system; a `visible`
    /// binding shows a view hidden by design. 11: an Interface Builder cell's own layout margins hold a
    /// content view that preserves its superview's; a label's `numberOfLines` set by key path is applied; a
    /// text view's attributed text is read; a feed line that gives a name twice is refused (a cache made
    /// before would answer it); an asset catalog's image takes the file of each screen scale. 12: a tab
    /// reaches NSParagraphStyle's default tab stops, 28 points apart (it was a space). 13: a family's faces are
    /// matched by width before weight (a condensed face of the same weight no longer stands in for the
    /// regular one), and an Interface Builder font takes the attributes of the face its PostScript name names.
    /// 14: a prototype of an inset grouped table is laid out as wide as the table less its margins, with the
    /// table's margins; items and templates are digested with SipHash-2-4 (`ContentDigest`), whose digests
    /// cannot be matched at will. 15: multi-line labels share a fill stack's row as UIStackView does on the
    /// template's release; a cell's width and centre beside an accessory are the cell's; the system font
    /// tracks by its release's table. 16: a system accessory takes its release's width (iOS 16 on: a
    /// disclosure indicator 26.5, where FDTemplateLayoutCell's 34 was taken everywhere); a slider is 34 tall
    /// on iOS 26. 17: white space before a forced break or the text's end counts in its line's width; iOS's
    /// own families with a known line (`InstalledFontLines`) take it when no file of them is registered.
    /// 18: white space inside a word broken at clusters hangs (a tab or a space before "." or ")" no longer
    /// starts the next line); a truncated line takes the longest cut that fits with its "…", whose width is
    /// the face's it is set in (so a text laid out again at its own width keeps its lines); an Interface
    /// Builder scroll view's subviews are laid out in its content area; a button's attributed title is set in
    /// its first fragment's font, and a meta font archived without a size is 13 points. 19: PingFang SC, TC
    /// and HK without a file take PingFang's line, and Chinese and emoji falling back from one of iOS's own
    /// families drawn at its line take that line (they took the stand-in's own). 20: Avenir Next without a file
    /// takes its own line, 1.366 em (it took the system font's); of an Interface Builder height class's and
    /// width class's variations that both apply, the width class's is taken (the file's first was); an
    /// Interface Builder label of several lines with an explicit preferred width wraps there; a stack that
    /// does not fill across its axis pulls its own cross size, not its views', to the largest view's; a
    /// frame edge half a pixel from two boundaries goes away from 0 despite the solver's noise. 21: Avenir
    /// and Avenir Next Condensed without a file take Avenir Next's line (they took the system font's); on a
    /// phone wider than 375 points a table wider than 320 has 20-point cell margins whatever its own width.
    /// 22: an Interface Builder stack view's size-class variations (axis, spacing, alignment, distribution)
    /// apply, and a text view's attributed text keeps its first fragment's paragraph style and kerning; a
    /// tab before a forced break or the text's end takes its line to its stop, as a space there counts; an
    /// Interface Builder view that keeps its autoresizing frame is held by its mask's constraints; OS/2's
    /// USE_TYPO_METRICS is read from table version 4 only; a variable font's named instances are faces.
    /// 23: a frame-layout row sizes one-line and empty labels first, cut to the room left, and shares the rest
    /// among the views that wrap (a one-line label took an equal share); an Interface Builder image view's
    /// catalog image is as large at each scale as the file UIKit picks there (the 3x size was taken).
    /// 24: a vertical stack's baselines are its first and last visible arranged views' (its bottom edge was);
    /// an Interface Builder autoresizing view in a content view that stores no frame resizes against the cell's.
    public static let engineVersion = "cellheight-engine-24"

    /// A fingerprint from digests already made (`digest(of:)`), under the current engine version by default.
    public init(fonts: String, engine: String = HeightCacheFingerprint.engineVersion, template: String) {
        self.fonts = fonts; self.engine = engine; self.template = template
    }

    /// A fingerprint for the fonts of `collection` and a template given as text. The fonts are those registered
    /// when it is made: make it after loading templates that register fonts of their own. The text is only
    /// the text: for a loaded template, whose digest covers the files it reads too (an Interface Builder
    /// document, an asset catalog), pass `CellTemplate.digest` as `template` to `init(fonts:engine:template:)`.
    public init(fonts collection: FontCollection, templateText: String) throws(HeightStoreError) {
        self.init(fonts: try Self.digest(of: collection), template: Self.digest(of: templateText))
    }

    /// Hex digest of a text (`ContentDigest`, SipHash-2-4, over its UTF-8).
    public static func digest(of text: String) -> String { digest(ofBytes: Array(text.utf8)) }

    /// Hex digest of bytes.
    public static func digest(ofBytes bytes: [UInt8]) -> String { hex(checksum(ofBytes: bytes)) }

    /// The checksum whose sixteen hex digits `digest(ofBytes:)` gives: what a warm run keeps per line, written
    /// as digits only into the cache key that needs them (`writeHex`), not as a string of its own.
    public static func checksum(ofBytes bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes { ContentDigest.of($0) } }

    /// `checksum(ofBytes:)` of bytes in place (a font's, as it was read).
    public static func checksum(of bytes: UnsafeRawBufferPointer) -> UInt64 { ContentDigest.of(bytes) }

    /// Hex digest of every face of `collection` (family, weight, style, face index and the file's bytes)
    /// and of the family the system font resolves to.
    public static func digest(of collection: FontCollection) throws(HeightStoreError) -> String {
        try digest(of: collection, known: FontFileSums()).digest
    }

    /// The same digest, taking the checksum of each font file from `known` where the file still has the
    /// identity it had there, and the sums to remember next time (those of files left alone for a while);
    /// `identities` are every file's as the digest found them, before any was read (nil: it could not be),
    /// for a caller to tell a file written since.
    public static func digest(of collection: FontCollection, known: FontFileSums) throws(HeightStoreError)
        -> (digest: String, sums: FontFileSums, identities: [(path: String, identity: FontFileSums.Identity?)]) {
        let faces = collection.faces()
        var paths: [String] = []
        for face in faces where !paths.contains(face.path) { paths.append(face.path) }
        var fileSums: [String: UInt64] = [:]
        var remembered = FontFileSums()
        var unread: [(path: String, identity: FontFileSums.Identity?)] = []
        let identities = paths.map { (path: $0, identity: FontFileSums.Identity(path: $0)) }
        for (path, identity) in identities {
            if let identity, let checksum = known.checksum(of: path, identity: identity) {
                fileSums[path] = checksum
                remembered.files[path] = FontFileSums.Sum(identity: identity, checksum: checksum)
            } else {
                unread.append((path, identity))
            }
        }
        // Each file once, two at a time: the fonts are tens of megabytes.
        let sums = orderedParallelMap(count: unread.count, workers: 2) { index, _ in FileChecksum.of(path: unread[index].path) }
        let now = Int64(time(nil))
        for (file, sum) in zip(unread, sums) {
            switch sum {
            case .success(let value):
                fileSums[file.path] = value
                if let identity = file.identity, identity.isSettled(now: now) {
                    remembered.files[file.path] = FontFileSums.Sum(identity: identity, checksum: value)
                }
            case .failure(let error): throw .io(path: file.path, "cannot read font file: \(error.message)")
            }
        }
        var sum = StoreChecksum()
        for face in faces {
            let fileSum = fileSums[face.path]!
            let line = Array("\(face.family)|\(face.weight)|\(face.isItalic)|\(face.faceIndex)|\(hex(fileSum))\n".utf8)
            line.withUnsafeBytes { sum.update($0) }
        }
        // The system font mapped to another family changes every height in it; the stand-in adds nothing,
        // so caches written before the mapping existed stay valid.
        let presentation = collection.systemPresentation
        if collection.systemFamily != FontCollection.standInSystemFamily || presentation != .sanFrancisco {
            let line = presentation.lineMetrics.map { "\($0.unitsPerEm),\($0.ascender),\($0.descender),\($0.lineGap)" } ?? "own"
            Array("system|\(collection.systemFamily)|\(line)|\(presentation.tracking != nil)\n".utf8).withUnsafeBytes { sum.update($0) }
        }
        return (hex(sum.finalize()), remembered, identities)
    }

    /// Sixteen lowercase hex digits, in one allocation.
    public static func hex(_ value: UInt64) -> String {
        String(unsafeUninitializedCapacity: 16) { buffer in
            writeHex(value, to: buffer, at: 0)
            return 16
        }
    }

    /// Writes `hex(value)`'s sixteen digits into `buffer` from `offset`.
    public static func writeHex(_ value: UInt64, to buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
        for index in 0..<16 {
            let digit = UInt8(truncatingIfNeeded: value >> UInt64(60 - 4 * index)) & 0xF
            buffer[offset + index] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") - 10 + digit
        }
    }

    /// One line, as stored in the file and shown in messages.
    /// A store keeps this text and is read only where it is the same, so distinct fingerprints must give
    /// distinct texts: a "," or "%" inside a field is written as "%2C" or "%25", so no field can pass for the
    /// separator (digests and engine versions have neither, and read as they are).
    public var description: String { "fonts \(Self.escaped(fonts)), engine \(Self.escaped(engine)), template \(Self.escaped(template))" }

    private static func escaped(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "%" }) else { return field }
        return field.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: ",", with: "%2C")
    }
}
