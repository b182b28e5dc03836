import ViewLayout

/// One thing wrong with how a cell laid an item out. `cellheight lint` and `cellheight table` report from
/// this one list, so what one says the other can: `table` reports on every item what the engine already
/// knows once it has measured (`DiagnosticDepth.measured`: the first four cases), `lint` those and the
/// costly checks of `.full` on its samples. What no item can escape (a negative size constant, a view
/// placed against itself) is refused when the template is loaded instead.
public enum CellDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Required constraints conflicted and `broken` was given up (held at 999), as UIKit does when it logs
    /// "Unable to simultaneously satisfy constraints": the height is one the template did not ask for.
    /// `line`: the template line `broken` came from, when it is the template's own.
    case unsatisfiable(broken: String, conflicting: [String], line: Int?)
    /// A constraint was left out of the layout (it relates a view outside the cell, or is invalid).
    case skippedConstraint(String, reason: String)
    /// Wrapping views whose width kept changing after the bounded number of measuring rounds.
    case widthDidNotConverge([String])
    /// A shown text holds characters that no registered font covers; each was measured as an empty box
    /// (as UIKit draws a character none of its fonts has), so the height is only as right as that guess.
    case uncoveredCharacters(view: String, count: Int)
    /// Views made shorter than their content, or of negative height: a constraint fights the content
    /// (lint's check: it reads every view's solved height, a tenth of a table's time per item).
    case squeezed([SqueezedView])
    /// The content view does not size itself (lint's self-sizing check: two more fittings).
    case notSelfSizing(SelfSizingProblem)
    /// Shown views that lie outside the content view at its fitting height, each with the edges it crosses
    /// ("Label 'title' (30 above the top)"): drawn over the next row, the one before, or off the table's side
    /// (lint's self-sizing check). `fixedRows`: the views cross only the top or bottom, and the cell's table
    /// gives its rows a fixed height, which may hold them: a note, said for an app that asks for self-sizing rows.
    case outside([OutsideView], fixedRows: Bool = false)
    /// A view whose position or size the constraints leave open (lint's ambiguity check).
    case ambiguous(view: String, attributes: [String])
    /// The ambiguity check stopped after `checked` of `total` views, at its bound of work: a note, not a
    /// problem of the template (a tree of hundreds of views would take minutes to check whole).
    case ambiguityNotFinished(checked: Int, total: Int)

    /// Whether this says something is wrong with the cell (a note says only what was not checked).
    public var isProblem: Bool {
        switch self {
        case .ambiguityNotFinished, .outside(_, fixedRows: true): false
        default: true
        }
    }

    /// The case's name, for a caller's JSON ("unsatisfiable", "squeezed", ...).
    public var kind: String {
        switch self {
        case .unsatisfiable: "unsatisfiable"
        case .skippedConstraint: "skippedConstraint"
        case .widthDidNotConverge: "widthDidNotConverge"
        case .uncoveredCharacters: "uncoveredCharacters"
        case .squeezed: "squeezed"
        case .notSelfSizing: "notSelfSizing"
        case .outside: "outside"
        case .ambiguous: "ambiguous"
        case .ambiguityNotFinished: "ambiguityNotFinished"
        }
    }

    /// The template line the diagnostic is about, where it is about one constraint of the template.
    public var line: Int? {
        if case .unsatisfiable(_, _, let line) = self { return line }
        return nil
    }

    /// The diagnostics of a layout pass's report; `lines` gives the template line of a constraint.
    init(_ diagnostic: LayoutDiagnostic, lines: [ObjectIdentifier: Int]) {
        switch diagnostic {
        case .unsatisfiable(let report):
            self = .unsatisfiable(broken: report.broken.description,
                                  conflicting: report.conflicting.map(\.description).filter { $0 != report.broken.description },
                                  line: report.broken.constraint.flatMap { lines[ObjectIdentifier($0)] })
        case .skippedConstraint(let info, let reason): self = .skippedConstraint(info.description, reason: reason)
        case .widthDidNotConverge(let names): self = .widthDidNotConverge(names)
        }
    }

    /// The problem as `lint` and `table` print it, with the figures `problem` leaves out.
    public var description: String {
        switch self {
        case .squeezed(let views): "compressed below their content: \(ShortList.line(views.map(\.description)))"
        case .uncoveredCharacters(let view, let count): "\(view): \(count) character(s) \(Self.uncoveredAdvice)"
        case .outside(let views, let fixedRows): "drawn outside the cell: \(ShortList.line(views.map(\.description)))" + (fixedRows ? Self.atFixedRows : "")
        default: problem
        }
    }

    /// The description without figures that change from item to item (a squeezed view's height): items
    /// with the same problem have the same `problem`, so a table can report each problem once, with a count.
    public var problem: String {
        switch self {
        case .unsatisfiable(let broken, let conflicting, _):
            "Unable to simultaneously satisfy constraints: broke \(broken)"
                + (conflicting.isEmpty ? "" : "; it conflicts with \(ShortList.line(conflicting))")
        case .skippedConstraint(let constraint, let reason): "Ignoring constraint \(constraint): \(reason)"
        case .widthDidNotConverge(let names): LayoutDiagnostic.widthDidNotConverge(names).description
        case .uncoveredCharacters(let view, _): "\(view): characters \(Self.uncoveredAdvice)"
        case .squeezed(let views): "compressed below their content: \(ShortList.line(views.map(\.view)))"
        case .notSelfSizing(let problem): problem.description
        case .outside(let views, let fixedRows): "drawn outside the cell: \(ShortList.line(views.map(\.view)))" + (fixedRows ? Self.atFixedRows : "")
        case .ambiguous(let view, let attributes): "ambiguous: \(view): ambiguous \(attributes.joined(separator: ", "))"
        case .ambiguityNotFinished(let checked, let total):
            "ambiguity checked for \(checked) of \(total) views: the check stops at a bound of the solver's work, and the rest were not checked"
        }
    }

    /// What `outside` adds in a table of fixed rows.
    static let atFixedRows = " at the fitting height, where rows size themselves (the table's fixed row height may hold them)"

    /// What `uncoveredCharacters` says after its count, as `measure` says it of a text.
    static let uncoveredAdvice = "no font covers, measured as empty boxes (register a font that has them with --font-file or --fonts)"
}

/// How much checking a diagnosis does.
public enum DiagnosticDepth: Sendable {
    /// What the engine knows once an item is measured: conflicts it broke a constraint for, constraints it
    /// left out, widths that did not settle, characters no font covers. It costs nothing when there are
    /// none, so a table asks it of every item.
    case measured
    /// `measured`, then views squeezed below their content (a solved height read per view: the reads
    /// bring up to date the rows a table's fitting leaves stale), the self-sizing contract (a compressed
    /// and an expanded fitting) and ambiguity (a layout and a probe of the solver per view): for a
    /// template's samples (`cellheight lint`).
    case full
}
