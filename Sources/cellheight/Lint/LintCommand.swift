import ArgumentParser
import CellTemplates
import FeedTables
import HeightCache
import Typesetting
import ViewLayout

/// `cellheight lint`: checks a template, and how it lays out sample items.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Checks a cell template: its fields, views, constraints and bindings, then its layout on sample items.",
        discussion: """
        cellheight lint Examples/status.yaml --feed Examples/status.jsonl

        Loading checks every field (with file:line:column), every view name, constraint and binding. Then \
        the first --items items of --feed (or one empty item) are bound and laid out at each --width or \
        --device (375 points @3x by default; --scale and --content-size as for table), and \
        ViewLayout's diagnostics are reported: unsatisfiable constraints (and which one was broken), \
        ambiguous views, and cells that do not size themselves (an edge not tied to the content, a gap in \
        the vertical chain, content squeezed by a fixed height).

        cellheight lint Main.storyboard --cell FDFeedCell --frames [--format json]

        --frames lays an Interface Builder cell's own design-time content out at the width and device scale \
        it was designed at, twice: at the height computed here ("computed": the fitting height plus the \
        separator; a cell that does not size itself gets its table view's fixed row height, as UIKit gives \
        it, with a note) and at the height Xcode's canvas drew it at ("canvas": the height the file stores, \
        against which constraints that stretch, centre or pin to the bottom resolve; the tool's choice, \
        said in a note, where the file stores none). Every view's frames are listed beside the frame Xcode \
        stored, and the views whose canvas frame is more than a point from it are named as misplaced, as \
        Xcode's "Misplaced Views" warning does. Where the stored height differs from the computed one, the \
        report says why: the row height, item size or custom size the file gives the cell, or else the \
        views the canvas stretches or squeezes to fill a height set by hand. Text styles are set at the \
        content size of the canvas that stored the frames: large, except in files saved by Xcode 12.5 to \
        13, whose canvas set them at xSmall (a note says so).

        With --format json (and no --frames), standard output holds one object: {"template", "ok", "views", \
        "constraintLines", "items", "width", "issues": [...]}, each issue {"severity": note, warning, problem \
        or error, "kind", "file", "line", "column", "path", "message"}: the template's notes and warnings, \
        bad feed items, then what the layout of the samples showed; a template that cannot be loaded is one \
        issue of severity error. With --format github, each issue is a GitHub Actions workflow command \
        (::notice, ::warning or ::error with its file, line and column), which a workflow run shows as an \
        annotation on the pull request. With --frames --format json, the object holds the frames ({"cell", \
        "width", "contentSize", "height", "views"}) and an "issues" list of the same shape: what reading the cell said, the \
        report's notes (kind frames), required constraints that contradict each other in the computed layout \
        and a failure to fit (problems); they are said on standard error too.

        Exit status: 0 no problem; 1 problems (listed; with --frames, contradicting required constraints or a \
        cell that does not size itself where no fixed row height gives it one); 64 invalid usage.
        """
    )

    @Argument(help: ArgumentHelp("The cell template (YAML or JSON), or an Interface Builder document (.xib, .storyboard; FILE#CELL picks a cell).", valueName: "template")) var template: String
    @Option(help: ArgumentHelp("The cell of an Interface Builder document: its reuse identifier, IB object id or custom class.", valueName: "name"))
    var cell: String?
    @Flag(help: "Interface Builder: lay out the file's design-time content at the width it was designed at, at the cell's computed height and at the height Xcode's canvas drew it at (the stored height), compare every view's frame with the frame Xcode stored, and name the misplaced views.")
    var frames = false
    @Option(help: ArgumentHelp("text (default); json: one object with every issue's severity, kind, file and line (with --frames, the frames); github: GitHub Actions annotations.", valueName: "format"))
    var format: String = "text"
    @OptionGroup var assets: AssetsOptions
    @OptionGroup var ios: IOSOptions
    @Option(help: ArgumentHelp("Sample items from this feed (JSON array or JSON Lines).", valueName: "file")) var feed: String?
    @OptionGroup var items_: ItemsOptions
    @Option(parsing: .unconditional, help: ArgumentHelp("How many items of --feed to check.", valueName: "n")) var items: Int = 20
    @OptionGroup(title: "Where samples are laid out (default: 375 points @3x)") var where_: SettingOptions
    /// Where sample items are laid out: each width, scale and device given at each content size, or 375
    /// points at each scale given (3x when none is) and each content size given.
    var settings: [MeasureSetting] {
        guard where_.choice.isEmpty else { return where_.settings }
        let scales = where_.scales.isEmpty ? [3.0] : where_.scales
        return scales.flatMap { scale in where_.categories.map { MeasureSetting(width: Self.defaultWidth, scale: scale, contentSize: $0) } }
    }
    /// The width samples are laid out at when none is given: a 4.7-inch iPhone's.
    static let defaultWidth = 375.0
    @OptionGroup(title: "Fonts") var fonts: FontOptions

    /// "width 375", "width 320 @2x", "width 393 AX3": where samples were laid out, as short as says it (3x and
    /// the default content size, lint's defaults, go unsaid).
    static func describe(_ setting: MeasureSetting) -> String {
        "width \(formatPoints(setting.width))" + (setting.scale == 3 ? "" : " @\(formatPoints(setting.scale))x")
            + (setting.contentSize == .default ? "" : " \(setting.contentSize.rawValue)")
    }

    func validate() throws {
        guard ["text", "json", "github"].contains(format) else { throw ValidationError("--format must be text, json or github, got '\(format)'.") }
        if format == "github" && frames { throw ValidationError("--format github annotates the template's issues; --frames writes text or json.") }
        if items_.itemsAt != nil && feed == nil { throw ValidationError("--items-at says where the items of --feed are; give --feed too.") }
        if (cell != nil || frames) && CellTemplate.interfaceBuilderReference(template) == nil {
            throw ValidationError("--cell and --frames apply to Interface Builder documents (.xib, .storyboard); \(template) is not one.")
        }
        if !(1...100_000).contains(items) { throw ValidationError("--items must be from 1 to 100000, got \(items).") }
        if frames && (!where_.choice.isEmpty || !where_.scales.isEmpty || !where_.contentSizes.isEmpty || feed != nil) {
            throw ValidationError("--frames lays out the file's own content at the width it was designed at: give no --width, --device, "
                + "--scale, --content-size or --feed (render --design --width draws it at another width).")
        }
    }

    func run() throws {
        // The report on standard output, never onto the template or the feed it reads (`>> feed.jsonl`).
        var reads = InputFiles()
        reads.add("--template", CellTemplate.interfaceBuilderReference(template)?.file ?? template)
        reads.add("--feed", feed)
        try reads.refuseStandardOutput(option: "the lint report")
        let textCache = PreparedTextCache(typesetter: Typesetter(fonts: try fonts.collection()))
        let output = StandardStream.output()
        let loaded: CellTemplate
        var interfaceBuilder: InterfaceBuilderCell?
        do {
            if let reference = CellTemplate.interfaceBuilderReference(template) {
                let read = try CellTemplate.loadInterfaceBuilder(file: reference.file, cell: cell ?? reference.cell, textCache: textCache, ios: ios.release)
                interfaceBuilder = read
                loaded = try read.template(assets: assets.assets, textCache: textCache)
            } else {
                loaded = try CellTemplate.load(file: template, textCache: textCache, assets: assets.assets, ios: ios.release)
            }
        } catch {
            if format != "text" && !frames {
                var report = LintReport(template: template, file: error.file)
                report.add(error)
                try write(report, loaded: nil, items: nil, ok: false, to: output)
                throw ExitCode.failure
            }
            // With --format json --frames standard output holds the frames only: the error goes where the notes go.
            let said = frames && format == "json" ? StandardStream.error() : output
            // Of severity error, as the JSON says it, beside the notes' and warnings' own words.
            said.writeLine("error: \(error)")
            try said.checkWritten()
            throw ExitCode.failure
        }
        // What the reader could not carry over exactly, and what a run would warn of: said, not failures.
        // --frames' report says in its own words that a fixed row height gives the cell its height.
        let gathers = format != "text" && !frames   // json or github: gathered, then written at the end
        var report = LintReport(template: template, file: loaded.file)
        let notes = frames && format == "json" ? StandardStream.error() : output
        for issue in loaded.issues where !(frames && issue.kind == .fixedRowHeight) {
            if gathers { report.add(issue) } else { notes.writeLine("\(issue.severity.rawValue): \(issue)") }
        }
        notes.flush()
        if frames, let interfaceBuilder {
            return try printFrames(interfaceBuilder, loadIssues: loaded.issues.filter { $0.kind != .fixedRowHeight }, textCache: textCache, output: output)
        }
        var samples: [TemplateLint.Sample] = []
        var problems = 0
        if let feed {
            let reader: FeedReader
            let batch: [Result<FeedItem, FeedError>]
            do {
                reader = try FeedReader(path: feed, itemsAt: items_.path)
                batch = try reader.next(items)
            } catch {
                // A feed that cannot be read at all: in JSON, one more issue, and nothing laid out.
                guard gathers else { throw CLIError(error) }
                report.add(error, severity: "error")
                try write(report, loaded: loaded, items: 0, ok: false, to: output)
                throw ExitCode.failure
            }
            for entry in batch {
                switch entry {
                case .success(let item):
                    samples.append(TemplateLint.Sample(name: "\(reader.name):\(item.line): id \(item.idShown)", fields: item.fields,
                                                       file: reader.name, line: item.line))
                case .failure(let error):
                    if gathers { report.add(error) } else { output.writeLine("\(error)") }
                    problems += 1
                }
            }
            if batch.isEmpty {
                // An empty feed would leave nothing laid out and the template "ok" whatever it holds.
                let error = FeedError(file: reader.name, "holds no items: an empty item is laid out instead")
                if gathers { report.add(error, severity: "warning") } else { output.writeLine("warning: \(error)") }
            }
        }
        let fromFeed = !samples.isEmpty
        if samples.isEmpty && problems == 0 {
            samples.append(TemplateLint.Sample(name: "an empty item", fields: .object([])))
        }
        // At several settings each finding says where it was met; the fields the samples lack are the same at
        // every one, and are said once.
        let several = settings.count > 1
        for (index, setting) in settings.enumerated() {
            let geometry = loaded.geometry(at: setting)
            let at = several ? "at \(Self.describe(setting)): " : ""
            let findings: [TemplateLint.Finding]
            do {
                findings = try TemplateLint(template: loaded, textCache: textCache).check(samples, in: geometry, checksFields: fromFeed && index == 0)
            } catch {
                guard gathers else { throw CLIError(error) }
                report.add(error)
                try write(report, loaded: loaded, items: samples.count, ok: false, to: output)
                throw ExitCode.failure
            }
            for finding in findings {
                if gathers {
                    report.add(finding, at: at)
                } else if case .absentField(_, _, let line) = finding {
                    output.writeLine("\(template)\(line.map { ":\($0)" } ?? ""): \(finding)")
                } else if finding.isProblem {
                    // A constraint broken to lay the item out: where the template writes it, as the JSON's line says.
                    if case .diagnostic(_, let diagnostic) = finding, let line = diagnostic.line {
                        output.writeLine("\(at)\(finding) (\(loaded.file):\(line))")
                    } else {
                        output.writeLine("\(at)\(finding)")
                    }
                } else {
                    output.writeLine("note: \(at)\(finding)")
                }
            }
            problems += findings.filter(\.isProblem).count
        }
        if gathers {
            try write(report, loaded: loaded, items: samples.count, ok: problems == 0, to: output)
        } else if problems == 0 {
            output.writeLine("\(template): ok (\(loaded.allViewNames.count) views, \(loaded.constraintCount) constraint lines, "
                             + "\(samples.count) item(s) laid out at \(settings.map(Self.describe).joined(separator: ", ")))")
        }
        try output.checkWritten()
        if problems > 0 { throw ExitCode.failure }
    }

    /// `lint --format json`'s object, or `--format github`'s annotations, on standard output; `loaded` is nil
    /// for a template that could not be loaded.
    private func write(_ report: LintReport, loaded: CellTemplate?, items: Int?, ok: Bool, to output: StandardStream) throws {
        if format == "github" {
            for line in report.github() { output.writeLine(line) }
        } else {
            output.writeLine(report.json(ok: ok, views: loaded?.allViewNames.count, constraintLines: loaded?.constraintCount,
                                         items: items, width: loaded == nil ? nil : settings.first?.width))
        }
        try output.checkWritten()
    }

    /// The frames report; `loadIssues` are what loading the cell said (printed before it as text, and in
    /// the JSON object's `issues` with the report's notes and a failure to fit).
    private func printFrames(_ cell: InterfaceBuilderCell, loadIssues: [TemplateIssue], textCache: PreparedTextCache,
                             output: StandardStream) throws {
        let laidOut: DesignFrames
        do { laidOut = try cell.designFrames(textCache: textCache) } catch { throw CLIError("\(template): cell \(cell.id): \(error)", cause: error) }
        let file = CellTemplate.interfaceBuilderReference(template)?.file ?? template
        if format == "json" {
            // Standard output holds the JSON alone, its issues among it; they are said on standard error too, as
            // a person running it reads them.
            let notes = StandardStream.error()
            let said = FramesReport.notes(laidOut, file: file), problems = FramesReport.problems(laidOut, file: file)
            for problem in problems { notes.writeLine("problem: \(FramesReport.said(problem))") }
            for note in said { notes.writeLine("note: \(FramesReport.said(note))") }
            for warning in laidOut.uncoveredCharacters { notes.writeLine("warning: \(FramesReport.said(warning))") }
            notes.flush()
            var issues = loadIssues.map(\.jsonObject)
                + problems.map { TemplateIssue.jsonObject(severity: "problem", kind: "layout", $0) }
                + said.map { TemplateIssue.jsonObject(severity: "note", kind: "frames", $0) }
                + laidOut.uncoveredCharacters.map { TemplateIssue.jsonObject(severity: "warning", kind: "frames", $0) }
            if let failure = laidOut.fittingFailure, laidOut.heightBasis != .tableRowHeight {
                issues.append(TemplateIssue.jsonObject(severity: "problem", kind: "layout",
                                                       TemplateError(file: file, line: nil, column: nil, path: "", message: "cell \(cell.id): \(failure)")))
            }
            output.writeLine(FramesReport.json(laidOut, cell: cell.id, issues: issues))
        } else {
            output.writeLine(FramesReport.text(laidOut, cell: cell.id, file: file))
        }
        try output.checkWritten()
        // Contradicting required constraints are a problem, as `lint` without --frames says (said above).
        if !laidOut.computedConflicts.isEmpty && laidOut.fittingFailure == nil { throw ExitCode.failure }
        // A cell that does not size itself is a failure unless its table's fixed row height gives it one: said
        // after the report, as the notes are before it (on standard error beside JSON).
        if let failure = laidOut.fittingFailure, laidOut.heightBasis != .tableRowHeight {
            let said = format == "json" ? StandardStream.error() : output
            said.writeLine("\(template): cell \(cell.id): \(failure)")
            try said.checkWritten()
            throw ExitCode.failure
        }
    }
}
