import HeightCache
import JSONLines
import Typesetting

/// What `cellheight lint` checks of a loaded template on sample items, as a library call: each sample is
/// bound to a cell of its own (so its diagnostics are its own, not what earlier samples left) and laid out
/// with the full diagnostics, and a field that a binding reads and no sample has is reported once, since a
/// missing field is an empty value for one item but a misspelling across all of them.
public struct TemplateLint {
    /// A sample item: how findings name it ("feed.jsonl:3: id 42"), its fields, and the file and line it
    /// was read from, if any, where a finding about the item itself (a field of the wrong type) is placed.
    public struct Sample {
        public let name: String
        public let fields: JSONValue
        public let file: String?
        public let line: Int?

        /// A sample named `name` in findings, read from `file` at `line` (nil for an item of no file).
        public init(name: String, fields: JSONValue, file: String? = nil, line: Int? = nil) {
            self.name = name; self.fields = fields; self.file = file; self.line = line
        }
    }

    /// One problem found.
    public enum Finding: CustomStringConvertible {
        /// Whether the finding is a problem of the template (a note only says what was not checked).
        public var isProblem: Bool {
            if case .diagnostic(_, let diagnostic) = self { return diagnostic.isProblem }
            return true
        }

        /// The finding's kind, for a caller's JSON: a diagnostic's own (`CellDiagnostic.kind`), else
        /// "binding", "layout" or "absentField"; a cell whose fitting height is 0 (nothing gives it one) is
        /// "notSelfSizing", as the diagnostic of a cell that does not decide its height is.
        public var kind: String {
            switch self {
            case .diagnostic(_, let diagnostic): diagnostic.kind
            case .binding: "binding"
            case .layout(_, .zeroHeight): "notSelfSizing"
            case .layout: "layout"
            case .absentField: "absentField"
            }
        }

        /// A diagnostic of the layout of `sample` (unsatisfiable, ambiguous, not self-sizing, squeezed).
        case diagnostic(sample: String, CellDiagnostic)
        /// `sample` has a field of the wrong type for a binding.
        case binding(sample: Sample, BindingError)
        /// `sample` could not be laid out at all.
        case layout(sample: String, HeightCacheError)
        /// The binding of `view` (at template line `line`) reads `field`, which no sample has.
        case absentField(view: String, field: [String], line: Int?)

        /// "SAMPLE: problem"; an absent field is named by its binding (the caller puts the template first).
        public var description: String {
            switch self {
            case let .diagnostic(sample, diagnostic): "\(sample): \(diagnostic)"
            case let .binding(sample, error): "\(sample.name): \(error)"
            case let .layout(sample, error): "\(sample): \(error)"
            case let .absentField(view, field, _): "binding of \"\(view)\": field \"\(field.joined(separator: "."))\" is absent from every sample item"
            }
        }
    }

    public let template: CellTemplate
    public let textCache: PreparedTextCache

    /// A lint of `template`, typesetting with `textCache`.
    public init(template: CellTemplate, textCache: PreparedTextCache) {
        self.template = template
        self.textCache = textCache
    }

    /// The findings for `samples` laid out in `geometry`, samples in order, absent fields last.
    /// `checksFields`: whether the samples come from a feed (an empty stand-in item has no fields to miss).
    public func check(_ samples: [Sample], in geometry: TableGeometry, checksFields: Bool) throws(TemplateError) -> [Finding] {
        var findings: [Finding] = []
        // A built-in cell style's labels are laid out by UIKit's code, not by constraints the file gives: in a
        // table of fixed rows, that the content does not size itself is what the template's warning says,
        // and nothing the file could mend (its labels' stored frames, as autoresizing constraints, leave the
        // bottom open as a cell without frames does).
        let fixedBuiltInRows = template.collapsedRowHeight != nil && template.issues.contains { $0.kind == .builtInCellStyle }
        // In a table of fixed rows (an Interface Builder prototype's), views past the fitting height's top or
        // bottom may lie inside the row UIKit gives them: said, as a note, for an app that asks for self-sizing rows.
        let fixedRows = template.issues.contains { $0.kind == .fixedRowHeight }
        for sample in samples {
            let cell = try TemplateCell(template: template, textCache: textCache, category: geometry.contentSize)
            do { try cell.bind(sample.fields) } catch {
                findings.append(.binding(sample: sample, error))
                continue
            }
            do {
                var diagnostics = try cell.diagnose(in: geometry, depth: .full).diagnostics
                if fixedBuiltInRows {
                    diagnostics.removeAll {
                        switch $0 {
                        case .notSelfSizing, .outside: true
                        default: false
                        }
                    }
                }
                if fixedRows {
                    // Past the top or bottom only, a fixed row may hold them; past a side no row does.
                    diagnostics = diagnostics.flatMap { diagnostic -> [CellDiagnostic] in
                        guard case .outside(let views, _) = diagnostic else { return [diagnostic] }
                        let held = views.filter(\.isOnlyAboveOrBelow)
                        let sides = views.filter { !$0.isOnlyAboveOrBelow }
                        return (sides.isEmpty ? [] : [.outside(sides)]) + (held.isEmpty ? [] : [.outside(held, fixedRows: true)])
                    }
                }
                findings += diagnostics.map { .diagnostic(sample: sample.name, $0) }
            } catch {
                findings.append(.layout(sample: sample.name, error))
            }
        }
        if checksFields, !samples.isEmpty {
            for (view, path, line) in template.boundFieldPlaces where !samples.contains(where: { $0.fields.value(at: path) != nil }) {
                findings.append(.absentField(view: view, field: path, line: line))
            }
        }
        return findings
    }
}
