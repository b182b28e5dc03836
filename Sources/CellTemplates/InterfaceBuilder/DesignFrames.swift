import HeightCache
import ViewLayout

/// The cell's design-time content laid out twice beside the frames Xcode stored: at the height computed
/// here (the fitting height, the check of the reader's heights) and at the height Xcode's canvas drew it
/// at (the canvas, the check of the reader against Apple's own engine, and what Xcode calls misplaced
/// views where they differ).
public struct DesignFrames: Sendable {
    /// One view: its IB object id, the frame the file stores and the frames computed here, each in the
    /// view's superview's coordinates; nil where the file stores none or the view is hidden here.
    public struct Entry: Sendable {
        /// The view's IB object id (`ban-Tv-001`), to find it in the file.
        public let id: String
        /// The view's template name: its outlet's name, else `ib_` and its id (with a number when that is taken).
        public let name: String
        /// The frame Xcode stored, nil where the file stores none.
        public let stored: Rect?
        /// The frame laid out here at the computed height; nil where the view is hidden, or the cell could
        /// not be fitted.
        public let computed: Rect?
        /// The frame laid out here at the canvas height; nil where the view is hidden.
        public let canvas: Rect?
        /// Whether Xcode marked the view misplaced in the file (`InterfaceBuilderCell.DesignView.markedMisplaced`):
        /// beside `isMisplaced`, it tells a stale stored frame (both) from a layout here that differs from
        /// Xcode's (only `isMisplaced`) or that keeps a frame Xcode knew to be stale (only this).
        public var markedMisplacedByXcode = false
        /// The IB object id of the view's superview among `DesignFrames.views`; nil for a view of the content
        /// view itself.
        public var superviewID: String?

        /// Whether the canvas frame is more than `DesignFrames.misplacement` from the stored frame on any
        /// edge: Xcode's "misplaced view" (its frame in the file is not where its constraints put it).
        public var isMisplaced: Bool {
            guard let stored, let canvas else { return false }
            return DesignFrames.isMisplaced(stored: stored, laidOut: canvas)
        }
    }

    /// What the computed height is.
    public enum HeightBasis: String, Sendable, Equatable {
        /// The cell's fitting height plus its separator: the cell sizes itself.
        case fitting
        /// The cell does not size itself, and the table view it is a prototype of has a fixed row height,
        /// which UIKit gives every row of that table, or the collection view's flow layout a fixed item size
        /// (`InterfaceBuilderCell.tableRowHeight`).
        case tableRowHeight
        /// A table cell that does not size itself in a table whose rows do (a prototype of a table with an
        /// automatic row height, or a XIB cell, whose table is the app's, automatic by default since iOS 11):
        /// UIKit takes the collapse for a mistake and gives the row the standard height, 44 points
        /// (`LayoutMetrics.defaultRowHeight`), logging once that it does. Xcode's canvas stores such rows
        /// at that height too (Tinode's 26 prototypes whose content does not reach the bottom: 43.67 at 3x).
        case standardHeight
        /// A collection cell (or a plain view) that does not size itself, which nothing gives a height:
        /// UIKit's compressed fitting height, 0.
        case collapsed
        /// The cell could not be laid out at a fitting height (`fittingFailure` says why): no computed height.
        case failed
    }

    /// How far a stored and a laid-out position or length may differ and still count as the same: a
    /// point. Xcode's own test is finer, but the stand-in fonts move text by fractions of a point.
    public static let misplacement = 1.0

    /// Whether a laid-out frame is more than `misplacement` from the stored one on any edge.
    public static func isMisplaced(stored: Rect, laidOut: Rect) -> Bool {
        abs(stored.minX - laidOut.minX) > misplacement || abs(stored.minY - laidOut.minY) > misplacement
            || abs(stored.width - laidOut.width) > misplacement || abs(stored.height - laidOut.height) > misplacement
    }

    /// The width the cell was laid out at (the file's design width).
    public let width: Double
    /// The row height computed here (see `heightBasis`): the fitting height plus separator, the table's
    /// fixed row height, 0 when the cell does not size itself, nil when it could not be laid out.
    public let computedHeight: Double?
    /// What `computedHeight` is.
    public let heightBasis: HeightBasis
    /// Why the cell could not be fitted (`.zeroHeight`: it does not size itself); nil when it was.
    public let fittingFailure: HeightCacheError?
    /// Why the content does not decide the cell's height (the self-sizing check's findings), where that
    /// made the table's row height the computed height or the cell collapsed; empty otherwise.
    public let openHeightReasons: [String]
    /// The cell's height as the file stores it.
    public let storedHeight: Double?
    /// The row height or item size of the file that the stored height equals, if any: then it was not
    /// fitted to the content, and a fitting height may well differ from it.
    public let storedHeightOrigin: StoredHeightOrigin?
    /// The fixed row height of the cell's table view, if it has one.
    public let tableRowHeight: TableRowHeight?
    /// The height the canvas layout used (`Entry.canvas`), and where it comes from.
    public let canvas: CanvasHeight
    /// Every view below the content view, depth first: the frames `lint --frames` compares.
    public let views: [Entry]
    /// The required constraints the computed layout broke (`CellDiagnostic.unsatisfiable`): constraints that
    /// contradict each other at any height, so the computed frames rest on one of them given up. Empty when
    /// it breaks none.
    public let computedConflicts: [CellDiagnostic]
    /// The required constraints broken to lay the canvas out (`CellDiagnostic.unsatisfiable`): at a stored
    /// height below what they need, one gives way, and which one is the engine's choice, not the file's, so
    /// the canvas frames it moves may differ from Xcode's. Empty when the canvas breaks none.
    public let canvasConflicts: [CellDiagnostic]
    /// The views ("name (IB id)", in `views` order) whose frames the constraints leave open at the canvas height, where it
    /// differs from the computed one: the canvas's stretch or squeeze could fall on them another way (two
    /// labels at one compression resistance), so Xcode's may differ. Empty where the heights agree.
    public let canvasOpenViews: [String]
    /// The views ("name (IB id)") of the content view that reach more than a point past the computed height
    /// in the computed layout: laid out again at the height the fitting gave, the constraints let them split
    /// the row another way than the fitting did (two wrapping labels side by side at one priority), so the
    /// computed frames do not add up to the computed height. Empty where they do.
    public var computedPastHeight: [String] = []
    /// The labels whose text, the file's own, holds characters no registered font covers, at their lines:
    /// measured as empty boxes, their frames are not the text's (nor, where they size the cell, its height).
    public let uncoveredCharacters: [TemplateError]
    /// The content size category the layouts set text styles at (`InterfaceBuilderCell.designContentSize`).
    public let contentSize: ContentSizeCategory
    /// The line of the cell's first text style, if it sets any.
    public let firstTextStyleLine: Int?

    /// A view the canvas makes taller or shorter than the computed layout does, where that change starts.
    public struct Resize: Sendable, Equatable {
        /// The view's IB object id.
        public let id: String
        /// The view's template name.
        public let name: String
        /// Its height in the computed layout, and on the canvas.
        public let computed: Double, canvas: Double
    }

    /// Where the canvas height differs from the computed one, the views that take up the difference: each
    /// view whose height differs by more than `misplacement` between the two layouts and none of whose
    /// subviews differs by about as much (a container that only follows its stretched content is not named),
    /// in `views`' order. Empty when the heights agree, when either layout is missing, or when the content
    /// only moves. Beside stored frames that are the canvas's, a stretched or squeezed view shows that the
    /// stored height was set by hand rather than fitted to the content, which is why the heights differ.
    public var canvasResizes: [Resize] {
        guard let computedHeight, abs(computedHeight - canvas.height) > Self.misplacement else { return [] }
        func change(_ entry: Entry) -> Double? {
            guard let computed = entry.computed, let canvas = entry.canvas else { return nil }
            let change = canvas.height - computed.height
            return abs(change) > Self.misplacement ? change : nil
        }
        var changes: [String: Double] = [:]
        for entry in views { changes[entry.id] = change(entry) }
        var followed = Set<String>()   // views one of whose subviews changes by about as much
        for entry in views {
            guard let parent = entry.superviewID, let own = changes[entry.id], let parentChange = changes[parent] else { continue }
            if abs(parentChange - own) <= Self.misplacement { followed.insert(parent) }
        }
        return views.compactMap { entry in
            guard changes[entry.id] != nil, !followed.contains(entry.id), let computed = entry.computed, let canvas = entry.canvas else { return nil }
            return Resize(id: entry.id, name: entry.name, computed: computed.height, canvas: canvas.height)
        }
    }

    /// The views whose canvas frame is not the one the file stores, in `views`' order.
    public var misplacedViews: [Entry] { views.filter(\.isMisplaced) }

    /// The views Xcode marked misplaced whose canvas frame here is the stored one, in `views`' order. A
    /// view with no frame to compare (hidden on the canvas, or none stored) is not among them.
    public var misplacedOnlyForXcode: [Entry] {
        views.filter { $0.markedMisplacedByXcode && $0.stored != nil && $0.canvas != nil && !$0.isMisplaced }
    }
}
