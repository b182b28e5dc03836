import CellTemplates
import FeedTables
import JSONLines
import ViewLayout

/// `lint --frames`: the frames computed at the cell's own height and on Xcode's canvas beside the frames
/// the file stores, as a text table or as the JSON object `../shared/ib/score-frames` reads.
enum FramesReport {
    /// The JSON object; `issues` are JSON objects of `TemplateIssue.jsonObject`'s shape (what loading the
    /// template said, the report's notes, a failure to fit), which the text form prints as lines.
    static func json(_ frames: DesignFrames, cell: String, issues: [String]) -> String {
        func rect(_ rect: Rect?) -> String {
            guard let rect else { return "null" }
            return "[\(formatPoints(rect.minX)), \(formatPoints(rect.minY)), \(formatPoints(rect.width)), \(formatPoints(rect.height))]"
        }
        var text = "{\"cell\": " + quoted(cell) + ", \"width\": " + formatPoints(frames.width)
            + ", \"contentSize\": " + quoted(frames.contentSize.rawValue)
        text += ", \"height\": {\"file\": " + (frames.storedHeight.map(formatPoints) ?? "null")
            + ", \"computed\": " + (frames.computedHeight.map(formatPoints) ?? "null")
            + ", \"canvas\": " + formatPoints(frames.canvas.height)
            + ", \"basis\": " + quoted(frames.heightBasis.rawValue)
            + ", \"origin\": " + (frames.storedHeightOrigin.map { quoted($0.rawValue) } ?? "null")
            + ", \"canvasResizes\": [" + frames.canvasResizes.map {
                "{\"id\": \(quoted($0.id)), \"computed\": \(formatPoints($0.computed)), \"canvas\": \(formatPoints($0.canvas))}"
            }.joined(separator: ", ") + "]}"
        text += ", \"views\": ["
        text += frames.views.map {
            "{\"id\": \(quoted($0.id)), \"name\": \(quoted($0.name)), \"file\": \(rect($0.stored)), \"computed\": \(rect($0.computed)), \"canvas\": \(rect($0.canvas))"
                + ($0.markedMisplacedByXcode ? ", \"xcodeMisplaced\": true}" : "}")
        }.joined(separator: ", ")
        return text + "], \"issues\": [" + issues.joined(separator: ", ") + "]}"
    }

    static func text(_ frames: DesignFrames, cell: String, file: String) -> String {
        func rect(_ rect: Rect?) -> String {
            guard let rect else { return "-" }
            return "\(formatPointsShort(rect.minX)),\(formatPointsShort(rect.minY)) \(formatPointsShort(rect.width))x\(formatPointsShort(rect.height))"
        }
        var head = "cell \(cell) at width \(formatPointsShort(frames.width)): height \(frames.computedHeight.map(formatPointsShort) ?? "not determined")"
        if let stored = frames.storedHeight {
            head += " (the file stores \(formatPointsShort(stored))"
            // A stored height that is a setting of the file is not a measurement: say which, where it differs.
            if let origin = frames.storedHeightOrigin, abs((frames.computedHeight ?? 0) - stored) > DesignFrames.misplacement {
                head += ", \(origin.phrase), at which Xcode draws the cell whatever its content"
            }
            head += ")"
        }
        var lines = [head]
        lines += problems(frames, file: file).map { "problem: \(said($0))" }
        lines += notes(frames, file: file).map { "note: \(said($0))" }
        lines += frames.uncoveredCharacters.map { "warning: \(said($0))" }
        lines.append("canvas: height \(formatPointsShort(frames.canvas.height)) (\(frames.canvas.source.phrase))")
        for view in frames.views {
            lines.append("  \(view.name) (\(view.id)): file \(rect(view.stored)), computed \(rect(view.computed)), canvas \(rect(view.canvas))")
        }
        // As Xcode's "Misplaced Views" warning: the frame the file stores is not where the constraints put the view.
        let misplaced = frames.misplacedViews
        if misplaced.isEmpty {
            lines.append("misplaced views: none (every stored frame is within \(formatPointsShort(DesignFrames.misplacement)) point of the canvas layout)")
        } else {
            lines.append("misplaced views: \(misplaced.count) (the canvas lays them out more than \(formatPointsShort(DesignFrames.misplacement)) point from the frame the file stores; "
                         + "render --design --overlay draws both)")
            for view in misplaced {
                let xcode = view.markedMisplacedByXcode ? " (Xcode marked it misplaced too: the stored frame is stale)" : ""
                lines.append("  \(view.name) (\(view.id)): file \(rect(view.stored)), canvas \(rect(view.canvas))\(xcode)")
            }
        }
        // Xcode knew these frames were stale, yet the canvas here lays them out where the file stores them.
        let onlyXcode = frames.misplacedOnlyForXcode
        if !onlyXcode.isEmpty {
            lines.append("marked misplaced by Xcode but laid out here at the stored frame: \(onlyXcode.count) (the layout here may differ from Xcode's)")
            for view in onlyXcode { lines.append("  \(view.name) (\(view.id)): file \(rect(view.stored)), canvas \(rect(view.canvas))") }
        }
        return lines.joined(separator: "\n")
    }

    /// What a reader of the frames should know about the heights: a row height UIKit gives a cell that does
    /// not size itself, and a canvas height that is this tool's choice, not the file's.
    /// A note as the text says it: at its line ("FILE:LINE: message"), or its message alone.
    static func said(_ note: TemplateError) -> String { note.line == nil ? note.message : note.description }

    /// A broken constraint and, in parentheses, the ones it conflicts with (the first few, `ShortList`).
    private static func conflict(_ broken: String, _ conflicting: [String]) -> String {
        broken + (conflicting.isEmpty ? "" : " (it conflicts with \(ShortList.line(conflicting)))")
    }

    /// What is wrong with the computed layout itself, at the line of the document it is about: required
    /// constraints that contradict each other, one of which the computed frames give up (as `cellheight lint`
    /// reports the cell).
    static func problems(_ frames: DesignFrames, file: String) -> [TemplateError] {
        frames.computedConflicts.compactMap { conflict in
            guard case .unsatisfiable(let broken, let conflicting, let line) = conflict else { return nil }
            return TemplateError(file: file, line: line, column: nil, path: "", message: "the computed layout breaks \(Self.conflict(broken, conflicting))"
                + ": required constraints contradict each other, and the computed frames give this one up")
        }
    }

    /// What to know about the cell's heights, each at the line of the document it is about, if any.
    static func notes(_ frames: DesignFrames, file: String) -> [TemplateError] {
        var notes: [TemplateError] = []
        func note(_ message: String, line: Int? = nil) {
            notes.append(TemplateError(file: file, line: line, column: nil, path: "", message: message))
        }
        // Why the content leaves the height open: the self-sizing check's findings, where it made them.
        let why = frames.openHeightReasons.isEmpty ? "its constraints leave its height open" : frames.openHeightReasons.joined(separator: "; ")
        if frames.heightBasis == .tableRowHeight, let row = frames.tableRowHeight {
            let height = formatPointsShort(row.height)
            let given = switch row.source {
            case .flowLayout: "its flow layout's item height, \(height), is its height, as UIKit gives every item of a flow layout that does not size its items"
            case .staticCell: "its own row height in a static table, \(height), is its height, as a table view controller gives its static rows"
            case .tableView: "its table view's fixed row height, \(height), is its height, as UIKit gives every row of that table"
            }
            note("the cell does not size itself (\(why)); \(given) (unless the app's code sets another)", line: row.line)
        }
        if frames.heightBasis == .standardHeight {
            note("the cell does not size itself (\(why)); in a table whose rows size themselves UIKit takes the collapse for a mistake and "
                 + "gives the row the standard height, \(formatPointsShort(frames.computedHeight ?? 0)) points, and logs that it does "
                 + "(where the app's table view gives its rows a height of its own, that height)")
        }
        if let set = setHeightNote(frames) { note(set) }
        if frames.contentSize != .default, let line = frames.firstTextStyleLine {
            note("the file was saved by an Xcode whose canvas sets text styles at the \(frames.contentSize) content size (Xcode 12.5 "
                 + "to 13): both layouts here set them so, as its stored frames were; at run time they are set at the content size "
                 + "asked for (--content-size)", line: line)
        }
        for conflict in frames.canvasConflicts {
            guard case .unsatisfiable(let broken, let conflicting, let line) = conflict else { continue }
            note("at the canvas height, \(formatPointsShort(frames.canvas.height)), required constraints conflict: the canvas here breaks "
                 + Self.conflict(broken, conflicting) + "; which one gives way is the engine's choice, and Xcode's canvas may break another, so the frames it moves may differ "
                 + "from the file's", line: line)
        }
        if !frames.computedPastHeight.isEmpty, let height = frames.computedHeight {
            note("in the computed frames " + frames.computedPastHeight.joined(separator: ", ") + " reach past the computed height, "
                 + "\(formatPointsShort(height)): laid out at that height, the constraints let the views split the row otherwise than the "
                 + "fitting that gave it (views at one priority; lint without --frames names what is ambiguous)")
        }
        if !frames.canvasOpenViews.isEmpty {
            note("at the canvas height, \(formatPointsShort(frames.canvas.height)), the constraints leave open how "
                 + frames.canvasOpenViews.joined(separator: ", ") + " take the difference from the computed height (views at one priority): "
                 + "the canvas here picks one way, and Xcode's may pick another")
        }
        if !frames.canvas.source.isStored {
            note("the canvas height \(formatPointsShort(frames.canvas.height)) is this tool's choice: \(frames.canvas.source.phrase)")
        }
        return notes
    }

    /// Why a stored height that no setting of the file explains differs from the computed one: the views the
    /// canvas stretches or squeezes to fill it (or none: the content keeps its size). Where every stored frame is
    /// the canvas's, Xcode drew them at that height too, so the height was set by hand, not fitted. Only where
    /// the canvas is the stored height: a cell frame stale beside its row height says nothing of that.
    static func setHeightNote(_ frames: DesignFrames) -> String? {
        guard frames.heightBasis == .fitting, frames.storedHeightOrigin == nil, frames.canvas.source == .stored,
              let stored = frames.storedHeight, let computed = frames.computedHeight,
              abs(computed - stored) > DesignFrames.misplacement else { return nil }
        var note = "the stored height, \(formatPointsShort(stored)), is not the height the content needs (\(formatPointsShort(computed))): "
        let resizes = frames.canvasResizes
        if resizes.isEmpty {
            note += "at \(formatPointsShort(stored)) no view changes height: the content keeps its size and "
                + (stored > computed ? "leaves the rest of the cell empty" : "overflows the cell")
        } else {
            note += "at \(formatPointsShort(stored)) the canvas " + resizes.map { resize in
                let verb = resize.canvas > resize.computed ? "stretches" : "squeezes"
                return "\(verb) \(resize.name) (\(resize.id)) from \(formatPointsShort(resize.computed)) to \(formatPointsShort(resize.canvas)) points tall"
            }.joined(separator: ", ")
        }
        if frames.misplacedViews.isEmpty {
            note += "; every frame the file stores is the canvas's, so Xcode drew the cell at a height set by hand, not one fitted to its content"
        }
        return note
    }

    static func quoted(_ text: String) -> String {
        var out = ""
        JSONValue.writeString(text, to: &out)
        return out
    }
}
