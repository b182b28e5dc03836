import ViewLayout

extension CellTemplate {
    /// Warnings for `fillProportionally` stacks along whose axis a wrapping label lies: the stack weighs its
    /// views by their intrinsic lengths before any width is known, so a vertical stack counts such a label as
    /// one line and squeezes it to that share where it wraps (UIKit weighs the wrapped height, and its stack
    /// grows). Said on every run, as the height may be short; a horizontal stack's labels are weighed by
    /// their widths, which do not wrap first, and are not said.
    func proportionalStackWarnings() -> [TemplateIssue] {
        var warnings: [TemplateIssue] = []
        func wraps(_ view: ViewSpec) -> Bool {
            if case .label(let label) = view.kind, label.lines != 1 { return true }
            if case .textView = view.kind { return true }
            return view.children.contains(where: wraps)
        }
        func visit(_ view: ViewSpec) {
            if case .stack(let stack) = view.kind, stack.distribution == .fillProportionally, stack.axis == .vertical,
               let label = view.children.first(where: wraps) {
                warnings.append(TemplateIssue(.proportionalStack, .warning, view.location.error(
                    "stack \(view.name) fills proportionally by its views' heights on one line: \(label.name), which wraps, "
                        + "is squeezed to that share where it takes more lines, where UIKit's stack grows (use distribution fill)")))
            }
            view.children.forEach(visit)
        }
        views.forEach(visit)
        return warnings
    }
}
