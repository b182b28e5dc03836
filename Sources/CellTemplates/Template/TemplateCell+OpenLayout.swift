import HeightCache
import Typesetting
import ViewLayout

extension TemplateCell {
    /// Texts of 40, 3, 6 and 12 words, each put in every label in turn: several lines, and at 17
    /// points about 150, 300 and 600 points on one line. Two views sharing a row leave its split open at
    /// some lengths and not at others (room to spare shared at one hugging priority; too little, at one
    /// compression resistance or a stack's equal shares). The long text comes first: a cell with no
    /// wrapping view beside another there (a column of labels, the common cell) is done after one layout.
    static let probeTexts = [40, 3, 6, 12].map { words in
        (0..<words).map { ["Measure", "the", "height", "of", "this", "cell"][$0 % 6] }.joined(separator: " ")
    }

    /// The work each probe's ambiguity check may take (`View.checkAmbiguity`): a tenth of lint's.
    static let probeWork: UInt64 = 10_000_000

    /// Whether the cell lays out with constraints and has a label that may wrap: the only cells whose
    /// layout `leavesWrappingOpen()` may find open.
    var hasWrappingText: Bool { usesAutoLayout && textLabels.values.contains { $0.numberOfLines != 1 } }

    /// Whether, with some length of text in every label, a view that wraps shares a row with another view
    /// that shows text (their frames overlap vertically) and the constraints leave the wrapping view's
    /// width, or some view's height, open (ambiguous: the solver could move it without breaking or
    /// weakening anything). Laid out at an iPhone's width, on this cell, which keeps the texts and the
    /// layout: the cell that asks builds another for it. A layout that fails here says nothing: measuring
    /// reports it.
    func leavesWrappingOpen() -> Bool {
        guard hasWrappingText else { return false }
        let geometry = template.geometry(at: MeasureSetting(width: 375, scale: 3, contentSize: category))
        for (index, text) in Self.probeTexts.enumerated() {
            for label in textLabels.values { label.text = text }
            do {
                let height = try fittingHeight(in: geometry)
                // A cell whose constraints allow no height at all takes its table's fixed rows: no split to leave open.
                guard measuredRowHeight != nil else { return false }
                // Laid out at the content's exact height, not the row's rounded one, whose sliver two views
                // hugging at one priority could share (see `diagnose`).
                let sliver = contentView.lastSolvedSize.map { PixelGrid(scale: geometry.scale).ceil($0.height) - $0.height } ?? 0
                frame = Rect(x: 0, y: 0, width: geometry.rowWidth, height: height - max(0, sliver))
                try layoutIfNeeded()
            } catch {
                return false
            }
            // A label with text that wraps, laid out with no width at all while another that wraps has some:
            // nothing decided their shares (a stack's equal spacing between two labels of equal texts gave one
            // all of it), so another item's layout before could have split them otherwise. (Beside a label
            // that does not wrap, a wrapping one gives way by its priorities, as the settings row's title does.)
            if squeezesWrappingTextToNothing() { return true }
            guard wrapsBesideText() else {
                if index == 0 { return false }
                continue
            }
            let open = contentView.checkAmbiguity(workLimit: Self.probeWork).views.contains { found in
                found.attributes.contains("height") || (found.attributes.contains("width") && found.view.intrinsicSizeDependsOnWidth)
            }
            if open { return true }
            // A row that splits otherwise when fitted again from scratch is open, whatever the solver says of
            // its last solution: a wrapping label's height follows the width it got, which the solver takes
            // as given, so two labels' shares (a `>=` gap between them) can be free with nothing in the
            // system marked ambiguous (lint says the same: `SelfSizingReport.reshaped`). Asked last, and only
            // of a row with a wrapping label beside text: it fits the cell twice more.
            guard let report = try? selfSizingCheck(in: geometry) else { return false }
            if !report.reshaped.isEmpty { return true }
        }
        return false
    }

    /// Whether a shown label that wraps and has text is laid out with no width while another shown label
    /// that wraps has some.
    private func squeezesWrappingTextToNothing() -> Bool {
        let wrapping = contentView.shownDescendants().compactMap { view, frame, _ -> (label: Label, frame: Rect)? in
            guard let label = view as? Label, label.intrinsicSizeDependsOnWidth else { return nil }
            return (label, frame)
        }
        return wrapping.contains { $0.frame.width <= 0 && !($0.label.text ?? "").isEmpty }
            && wrapping.contains { $0.frame.width > 0 && $0.frame.height > 0 }
    }

    /// Whether a shown label that wraps has another shown label beside it: frames, in the content view's
    /// coordinates, that overlap vertically.
    private func wrapsBesideText() -> Bool {
        let shown = contentView.shownDescendants().compactMap { view, frame, _ -> (frame: Rect, wraps: Bool)? in
            view is Label && frame.width > 0 && frame.height > 0 ? (frame, view.intrinsicSizeDependsOnWidth) : nil
        }
        for (index, one) in shown.enumerated() where one.wraps {
            for (other, two) in shown.enumerated() where other != index
                && one.frame.minY < two.frame.maxY && two.frame.minY < one.frame.maxY { return true }
        }
        return false
    }
}
