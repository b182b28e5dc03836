import ViewLayout

/// Image views and placeholders: the sizes the file gives them, and system symbols' estimated sizes.
extension InterfaceBuilderCellReader {
    /// An image view's size: its named image's (from `<resources>`), and at design time its placeholder
    /// intrinsic size first. Nil: no intrinsic size (no image).
    mutating func imageSize(_ node: XMLNode) throws(TemplateError) -> Size? {
        let placeholder = try placeholderSize(node)
        if design, let placeholder, let width = placeholder.width, let height = placeholder.height {
            return Size(width: width, height: height)
        }
        guard let name = Self.imageName(node) else { return nil }
        guard let size = document.imageSizes[name] else {
            note(.imageSize, "image \"\(name)\" has no size in the document's resources: the image view has no intrinsic size", node)
            return nil
        }
        if node["adjustsImageSizeForAccessibilityContentSizeCategory"] == "YES" {
            warn(.imageSize, "the image grows at the accessibility content sizes (adjustsImageSizeForAccessibilityContentSizeCategory), "
                 + "which is not applied here: it is measured at one size at every content size", node)
        }
        if document.systemSymbols.contains(name) { return try symbolSize(name, shape: size, node) }
        return Size(width: size.width, height: size.height)
    }

    /// On the canvas, the placeholder intrinsic size (Interface Builder's "Intrinsic Size: Placeholder") of
    /// a label, a view, a button or another control stands in for the size its content would give it, as it
    /// does in Xcode; a view of that size, "infinite" (none) on an axis it leaves open. Nil at run time,
    /// where UIKit never sees it, and for stack views, whose size their arranged views give (an image view
    /// reads its own in `imageSize`).
    func placeholderKind(_ node: XMLNode) throws(TemplateError) -> ViewSpec.Kind? {
        guard node.name == "label" || node.name == "view" || Self.controlElements[node.name] != nil,
              let placeholder = try placeholderSize(node), design else { return nil }
        return .image(Size(width: placeholder.width ?? Size.noIntrinsicMetric, height: placeholder.height ?? Size.noIntrinsicMetric))
    }

    /// A view's placeholder intrinsic size as the file gives it, nil on an axis it leaves "infinite" (none);
    /// nil when it gives none. Checked at run time too, where it is not used: the file is the same.
    ///
    /// On the canvas a view of an `IB_DESIGNABLE` class without a placeholder has the intrinsic size Xcode's
    /// designable agent reported for it (`<designables>`), its own code (a font it sets, a size it draws) having
    /// run there; not a label of several lines, whose reported size is its text on one line, before Auto Layout
    /// gave it a width to wrap at (`designableFont` measures those).
    func placeholderSize(_ node: XMLNode) throws(TemplateError) -> (width: Double?, height: Double?)? {
        guard node["placeholderIntrinsicWidth"] != nil || node["placeholderIntrinsicHeight"] != nil else {
            guard design, let id = node["id"], let size = document.designableSizes[id],
                  node.name != "label" || (node["numberOfLines"] ?? "1") == "1" else { return nil }
            return (size.width < 0 ? nil : size.width, size.height < 0 ? nil : size.height)
        }
        return (try number(node, "placeholderIntrinsicWidth", in: 0...Self.maximumSize, orWord: "infinite"),
                try number(node, "placeholderIntrinsicHeight", in: 0...Self.maximumSize, orWord: "infinite"))
    }

    /// The image an image view or a button state shows (`key` "image"), or a button state's background
    /// (`key` "backgroundImage"): the attribute of that name, or (Xcode 15 on) the image its
    /// `<imageReference key=...>` names.
    static func imageName(_ node: XMLNode, key: String = "image") -> String? {
        node[key] ?? node.child("imageReference", key: key)?["image"]
    }

    /// A system symbol's estimated size (`SymbolImageSize`) under the view's symbol configuration (or the
    /// scale its image reference names), with a note that says it is estimated. `state` is the button state
    /// that shows it, if any; in a button without a configuration that names a point size the symbol is at
    /// least as tall as a line of the button's font, `buttonFontPoints` (`symbolLineHeight(points:)`).
    mutating func symbolSize(_ name: String, shape: (width: Double, height: Double), _ node: XMLNode, state: XMLNode? = nil,
                             buttonFontPoints: Double? = nil) throws(TemplateError) -> Size {
        let estimate = try symbolEstimate(node, state: state)
        var size = estimate.size(shape: shape), why = ""
        if let points = buttonFontPoints, estimate.pointSize == nil {
            let line = Self.symbolLineHeight(points: points)
            if line > size.height {
                size.height = line
                why = ", as tall as a line of the button's \(formatPointsShort(points))-point font"
            }
        }
        note(.symbolSize, "system symbol \"\(name)\" is estimated at \(formatPointsShort(size.width)) x \(formatPointsShort(size.height)) points, "
             + "as UIKit draws a \(formatPointsShort(estimate.points))-point symbol\(why) (the file gives only its shape)", node)
        return size
    }

    /// The size configuration of a symbol image: its `symbolScale`, and its configuration's scale and point size
    /// (or font) where the file gives one.
    mutating func symbolEstimate(_ node: XMLNode, state: XMLNode?) throws(TemplateError) -> SymbolImageSize {
        var estimate = SymbolImageSize(ios: ios)
        estimate.scale = (state ?? node).child("imageReference", key: "image")?["symbolScale"]
        let configurations = [state, node].compactMap { $0 }.flatMap { $0.children("preferredSymbolConfiguration") }
        if let configuration = configurations.first(where: { $0["key"] != "preferredSymbolConfigurationForImage" }) {
            estimate.scale = configuration["scale"] ?? estimate.scale
            // A point size of 0 is none given (the configuration's default).
            if let points = try number(configuration, "pointSize", in: 0...1_000), points > 0 {
                estimate.pointSize = points
            } else if let font = try font(configuration.child("fontDescription", key: "fontDescription"), node) {
                estimate.pointSize = font.attributes(.default).size
                if let style = font.style, font.size == nil {
                    warn(.symbolSize, "the symbol follows text style \(style.rawValue), which UIKit scales with the content size: it is measured "
                         + "at the Large size's \(formatPointsShort(estimate.points)) points at every content size", node)
                }
            }
        }
        if let scale = estimate.scale, !SymbolImageSize.scales.contains(scale) {
            warn(.unknownValue, "symbol scale \"\(scale)\" is none of UIKit's (" + SymbolImageSize.scales.joined(separator: ", ")
                 + "): the symbol is estimated at medium, UIKit's default", node)
        }
        return estimate
    }
}
