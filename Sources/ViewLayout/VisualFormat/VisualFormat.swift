extension LayoutConstraint {
    /// The distance `|-[view]` and `[view]-|` leave: the superview's layout margin (iOS 8 and later
    /// relate these to the margin attributes), so the constant is 0 against the margin.
    static let visualFormatStandardSuperviewSpacing = 0.0

    /// Constraints described by a visual format string (NSLayoutConstraint.constraints(withVisualFormat:)),
    /// not yet active. `metrics` names numbers, `views` names the views; `|` is the views' superview.
    ///
    /// Spacing: `-` between views is the standard 8 points; `|-[v]` relates `v` to the superview's margin;
    /// `|[v]` and `[a][b]` are flush. Errors name the problem and the character offset where it is.
    public static func constraints(withVisualFormat format: String, options: VisualFormatOptions = [],
                                   metrics: [String: Double] = [:], views: [String: View]) throws(VisualFormatError) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format)
        let syntax = try parser.parse()
        var builder = VisualFormatBuilder(parser: parser, syntax: syntax, options: options, metrics: metrics, views: views)
        return try builder.build()
    }
}

/// Gives a parsed format meaning: resolves names, chooses attributes for the orientation and direction,
/// and creates the constraints.
struct VisualFormatBuilder {
    let parser: VisualFormatParser
    let syntax: VisualFormatSyntax
    let options: VisualFormatOptions
    let metrics: [String: Double]
    let views: [String: View]
    var result: [LayoutConstraint] = []

    init(parser: VisualFormatParser, syntax: VisualFormatSyntax, options: VisualFormatOptions,
         metrics: [String: Double], views: [String: View]) {
        self.parser = parser; self.syntax = syntax; self.options = options; self.metrics = metrics; self.views = views
    }

    func error(_ reason: String, at position: Int) -> VisualFormatError { parser.error(reason, at: position) }

    /// (start edge, end edge, size, start margin, end margin) for the axis and direction.
    var attributes: (start: LayoutAttribute, end: LayoutAttribute, size: LayoutAttribute, startMargin: LayoutAttribute, endMargin: LayoutAttribute) {
        if syntax.orientation == .vertical { return (.top, .bottom, .height, .topMargin, .bottomMargin) }
        if options.contains(.directionLeftToRight) { return (.left, .right, .width, .leftMargin, .rightMargin) }
        if options.contains(.directionRightToLeft) { return (.right, .left, .width, .rightMargin, .leftMargin) }
        return (.leading, .trailing, .width, .leadingMargin, .trailingMargin)
    }

    /// In right-to-left formats, positions grow leftward: "after" means a smaller x.
    var reversed: Bool { syntax.orientation == .horizontal && options.contains(.directionRightToLeft) }

    func number(_ object: VisualFormatSyntax.Predicate.Object) throws(VisualFormatError) -> Double {
        switch object {
        case .number(let value): return value
        case .name(let name, let at):
            guard let value = metrics[name] else {
                throw error("Unknown metric '\(name)': not in the metrics dictionary", at: at)
            }
            guard value.isFinite else { throw error("Metric '\(name)' is not a finite number", at: at) }
            return value
        }
    }

    func priority(_ predicate: VisualFormatSyntax.Predicate) throws(VisualFormatError) -> LayoutPriority {
        guard let object = predicate.priority else { return .required }
        let value = LayoutPriority(try number(object))
        guard value.isValid else { throw error("Priority \(value) is outside 1...1000", at: predicate.position) }
        return value
    }

    mutating func build() throws(VisualFormatError) -> [LayoutConstraint] {
        var resolved: [View] = []
        for element in syntax.views {
            guard let view = views[element.name] else {
                throw error("Unknown view '\(element.name)': not in the views dictionary", at: element.position)
            }
            resolved.append(view)
        }
        let attrs = attributes

        // Sizes: [button(>=50,==other@750)].
        for (element, view) in zip(syntax.views, resolved) {
            for predicate in element.sizePredicates {
                let c: LayoutConstraint
                if case .name(let name, _) = predicate.object, metrics[name] == nil, let other = views[name] {
                    c = LayoutConstraint(unchecked: view, attrs.size, predicate.relation, other, attrs.size, multiplier: 1, constant: 0)
                } else {
                    c = LayoutConstraint(unchecked: view, attrs.size, predicate.relation, nil, .notAnAttribute,
                                         multiplier: 1, constant: try number(predicate.object))
                }
                c.priority = try priority(predicate)
                result.append(c)
            }
        }

        // Between views: next.start == previous.end + spacing (mirrored for right-to-left).
        for (i, connection) in syntax.connections.enumerated() {
            try connect(resolved[i], attrs.end, to: resolved[i + 1], attrs.start, connection, standard: systemSpacing,
                        position: syntax.views[i + 1].position)
        }

        // Superview edges.
        if let bar = syntax.leadingSuperview, let connection = syntax.leadingConnection {
            guard let first = resolved.first, let superview = first.superview else {
                throw error("Unable to interpret '|' character, because the related view doesn't have a superview", at: bar)
            }
            try connectSuperview(superview, edge: attrs.start, margin: attrs.startMargin, view: first, viewEdge: attrs.start,
                                 connection, leading: true, position: bar)
        }
        if let bar = syntax.trailingSuperview, let connection = syntax.trailingConnection {
            guard let last = resolved.last, let superview = last.superview else {
                throw error("Unable to interpret '|' character, because the related view doesn't have a superview", at: bar)
            }
            try connectSuperview(superview, edge: attrs.end, margin: attrs.endMargin, view: last, viewEdge: attrs.end,
                                 connection, leading: false, position: bar)
        }

        // Alignment options.
        for (option, attribute) in VisualFormatOptions.alignments where options.contains(option) {
            let formatAxis: LayoutAxis = syntax.orientation == .horizontal ? .horizontal : .vertical
            if attribute.axis == formatAxis {
                throw error("Options mask required views to be aligned on a \(formatAxis) edge (\(attribute)), which is not allowed for layout that is also \(formatAxis)",
                            at: 0)
            }
            for i in resolved.indices.dropFirst() {
                result.append(LayoutConstraint(unchecked: resolved[i - 1], attribute, .equal, resolved[i], attribute,
                                               multiplier: 1, constant: 0))
            }
        }
        return result
    }

    /// `later.start <relation> earlier.end + spacing`; for right-to-left the spacing is subtracted.
    mutating func connect(_ earlier: View, _ endAttribute: LayoutAttribute, to later: View, _ startAttribute: LayoutAttribute,
                          _ connection: VisualFormatSyntax.Connection, standard: Double, position: Int) throws(VisualFormatError) {
        let sign = reversed ? -1.0 : 1.0
        switch connection {
        case .flush:
            result.append(LayoutConstraint(unchecked: later, startAttribute, .equal, earlier, endAttribute, multiplier: 1, constant: 0))
        case .standard:
            result.append(LayoutConstraint(unchecked: later, startAttribute, .equal, earlier, endAttribute, multiplier: 1, constant: sign * standard))
        case .predicates(let predicates):
            for predicate in predicates {
                if case .name(let name, let at) = predicate.object, metrics[name] == nil, views[name] != nil {
                    throw error("A view name ('\(name)') cannot be a spacing; use a number or a metric", at: at)
                }
                var relation = predicate.relation
                if reversed { relation = relation.flipped }
                let c = LayoutConstraint(unchecked: later, startAttribute, relation, earlier, endAttribute,
                                         multiplier: 1, constant: sign * (try number(predicate.object)))
                c.priority = try priority(predicate)
                result.append(c)
            }
        }
    }

    /// `|-x-[view]`: view.start <rel> superview.start + x; `[view]-x-|`: superview.end <rel> view.end + x.
    /// The standard spacing relates to the superview's margin.
    mutating func connectSuperview(_ superview: View, edge: LayoutAttribute, margin: LayoutAttribute, view: View,
                                   viewEdge: LayoutAttribute, _ connection: VisualFormatSyntax.Connection,
                                   leading: Bool, position: Int) throws(VisualFormatError) {
        switch connection {
        case .standard:
            if leading {
                result.append(LayoutConstraint(unchecked: view, viewEdge, .equal, superview, margin, multiplier: 1,
                                               constant: LayoutConstraint.visualFormatStandardSuperviewSpacing))
            } else {
                result.append(LayoutConstraint(unchecked: superview, margin, .equal, view, viewEdge, multiplier: 1,
                                               constant: LayoutConstraint.visualFormatStandardSuperviewSpacing))
            }
        case .flush, .predicates:
            if leading {
                try connect(superview, edge, to: view, viewEdge, connection, standard: 0, position: position)
            } else {
                try connect(view, viewEdge, to: superview, edge, connection, standard: 0, position: position)
            }
        }
    }
}

extension LayoutRelation {
    var flipped: LayoutRelation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}
