/// Something a template's reader says of it without refusing it: a note (what the reader could not carry
/// over exactly, or what the file does not show) or a warning (a height a run gives that may not be the
/// app's unless someone acts on it). Its kind and severity are for callers that act on it (the server's
/// JSON, the preview page, lint) rather than print it; where and what are said as a refusal says them.
public struct TemplateIssue: Sendable, Equatable, CustomStringConvertible {
    /// How much the issue matters to a height.
    public enum Severity: String, Sendable {
        /// Said once where the template is looked at (lint, the preview): what was approximated.
        case note
        /// Said on every run that measures with the template (table, render, golden checks), too.
        case warning
    }

    /// What the issue is about. The raw values are the names the server's JSON gives.
    public enum Kind: String, Sendable, CaseIterable {
        // Fonts.
        /// A font the document names is not registered: its labels are measured in the system font (one of iOS's own
        /// with a known line, `InstalledFontLines`, in the system font's faces at that line).
        case unregisteredFont
        /// A font description the reader does not understand: measured in the system font at 17 points.
        case unknownFontDescription
        /// A system font's weight that is none of UIKit's names: measured at the regular weight.
        case unknownFontWeight
        /// A family, or the system font's file, lacks a weight (or italic) a label asks for: measured in the
        /// nearest face.
        case missingFontFace
        /// A file of a template's `fonts:` folder that could not be read as a font was skipped.
        case fontFileSkipped
        /// A template's `fonts:` folder holds no font file: nothing is registered from it.
        case emptyFontFolder
        /// A text style with no size in Apple's tvOS table: measured at its iOS size.
        case tvOSTextStyle

        // The cell and its table.
        /// A table view (or flow layout) with a fixed row height: a warning where the prototype does not decide
        /// its height, a note where it does (the heights are self-sizing's).
        case fixedRowHeight
        /// A custom class, whose code may change the layout the file shows.
        case customClass
        /// A built-in cell style, whose labels UIKit lays out in code.
        case builtInCellStyle
        /// Margins that follow the readable width, not widened here.
        case readableWidthMargins
        /// A tvOS document: margins, spacing and control sizes are iOS's.
        case tvOSDocument
        /// No Xcode build number (toolsVersion): the canvas is laid out as the newest Xcode's.
        case noToolsVersion
        /// An outlet of the cell points outside it.
        case outletOutsideCell
        /// Size-class variations for a regular width (an iPad's), which a run does not apply.
        case sizeClassVariation

        // Views.
        /// A control measured at the size Xcode stored, where UIKit's own is not known or not used.
        case controlStoredSize
        /// A text field whose font differs from the one its UIKit height is known for.
        case textFieldFont
        /// A collection view in the cell: how its height is given.
        case collectionViewHeight
        /// A line break mode measured as tail truncation.
        case lineBreakMode
        /// An attributed text measured in its first fragment's font.
        case attributedText
        /// A label that shrinks its font to fit, measured at its full size.
        case adjustsFontSize
        /// A value a view sets by key path when the nib loads (a user-defined runtime attribute), not applied.
        case runtimeAttribute
        /// A designable label, measured on the canvas as Xcode's agent drew it.
        case designable
        /// An image the document's resources give no size for.
        case imageSize
        /// A system symbol's size, estimated.
        case symbolSize
        /// A value none of UIKit's (an axis, alignment or distribution, an accessory type): UIKit's default is taken.
        case unknownValue
        /// A view's autoresizing mask followed approximately: held at its frame where it reaches outside its
        /// superview, or kept at its offset from the centre between two flexible margins.
        case autoresizing
        /// A vertical `fillProportionally` stack holding a wrapping label, weighed as one line.
        case proportionalStack
        /// A view inside the cell that preserves its superview's layout margins, whose own are used.
        case preservedMargins
        /// A view of a custom class inside the cell, whose code may change its size (a label subclass's
        /// insets, an `intrinsicContentSize` of its own), or a constraint of one, whose code may set its constant.
        case customViewClass

        // Constraints.
        /// A placeholder constraint, removed at build time.
        case placeholderConstraint
        /// A constraint to the cell's trailing margin, which lies past its accessory.
        case marginPastAccessory
        /// A layout guide the reader does not know, read as its view's edges.
        case unknownLayoutGuide
    }

    public let kind: Kind
    public let severity: Severity
    /// Where the issue is and what it says (file, line, column, field path, message).
    public let place: TemplateError

    public init(_ kind: Kind, _ severity: Severity, _ place: TemplateError) {
        self.kind = kind; self.severity = severity; self.place = place
    }

    public var file: String { place.file }
    public var line: Int? { place.line }
    public var column: Int? { place.column }
    /// The field's path ("views[2].label"), empty for the document itself.
    public var path: String { place.path }
    public var message: String { place.message }

    /// "FILE:LINE: message", as a refusal is placed.
    public var description: String { place.description }
}
