import ArgumentParser
import JSONLines
import Render
import TextMeasuring
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `cellheight measure`: the size and lines of a text at a width, for one text or a feed.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Measures the size and lines of text at a width, as a UILabel would lay it out.",
        discussion: """
        One text:
          cellheight measure --size 17 --width 343 "我们在 Swift 里测量行高。"
          cellheight measure --size 15 --width 200 --lines 2 --json "A long caption …"
          cellheight measure --size 17 --width 343 --png text.png "我们在 Swift 里测量行高。"
          cellheight measure --text-style body --content-size AX2 --width 343 "Dynamic Type"
          cellheight measure --size 17 --width 343 --text-file caption.txt
        prints the size (rounded up to the pixel grid of --scale) and every line: its range in \
        Unicode scalar offsets (end exclusive; a line includes its trailing spaces, not a hard \
        line break), width (spaces that end a line count before a line break or the text's end, \
        not at a soft break), height and baseline (from the top), in points. A text of one line \
        (--lines 1) that the width cuts is as tall as its whole line, as a label's intrinsic size is \
        in a cell: the line shown may be shorter or taller (a cut-off fallback font still counts, an \
        ellipsis in another font does not).

        A feed, one JSON object per line (FILE or - for standard input):
          cellheight measure --jsonl Examples/measure-demo.jsonl > heights.jsonl
        Each input line is an object such as
          {"id": "a1", "text": "…", "size": 17, "width": 343}
        with, optionally, "family" ("system": UIKit's system font, SF Pro's line and tracking over the bundled Inter), "weight" (400), "lines" (0), "scale" (3) and \
        "locale"; "textStyle" (with "contentSize") in place of "size" gives a Dynamic Type style's \
        font; other fields are ignored (a line's own data), except a misspelling of a field the \
        line leaves out ("numberOfLines", "fontSize", "Lines"), which is an error, and options \
        given on the command line are the defaults for fields a line leaves out. Each output line, in input order, is
          {"id": "a1", "width": W, "height": H, "truncated": false, "lines": [L, …]}
        where each L is
          {"range": [start, end], "width": w, "height": h, "baseline": b, "ascent": a, "descent": d}
        and "missingGlyphs": N follows "truncated" when N characters have no font (they are \
        measured as empty boxes, and a warning names the line).

        Valid values: size 1 to 1000 points; width > 0 and <= 1000000 points; scale 1, 2 or 3; \
        weight 1 to 1000; lines 0 to 1000000; locale a language ICU knows (en, zh-Hans, ja, …). \
        An id (a string or a number) is written back exactly as given. A line may be at most \
        4 MiB long. Results are written as soon as the lines before them are done, so output \
        follows a slow producer on standard input line by line.

        A bad feed line (invalid UTF-8 or JSON, a missing field, a value out of its range, an \
        unknown family or locale) is reported on standard error as error: FILE:LINE: what, \
        and skipped; the good lines are still measured. At the end the number of failed lines is \
        reported. --stop-on-error ends the run at the first bad line instead.

        Exit status: 0 all measured; 1 a font, file, write or input error (with --jsonl: at \
        least one line failed); 64 invalid command-line usage, which includes any option value \
        out of its range or unknown (a --family no font has, a --locale ICU does not know). \
        A TEXT that starts with '-' goes after '--': cellheight measure --size 17 --width 100 -- "-5 degrees"
        """,
        // Only --help: "-h" would also catch a TEXT such as "-hello" (short flags combine).
        helpNames: [.long]
    )

    @OptionGroup(title: "Layout") var layout: LayoutOptions
    @OptionGroup(title: "Fonts") var fonts: FontOptions

    @Option(help: ArgumentHelp(
        "Measures every JSON object in a JSON Lines file ('-' for standard input) and writes one JSON object per line.",
        valueName: "file"))
    var jsonl: String?

    @Flag(help: "With one TEXT (or --text-file): print the JSON object instead of the report for a person, with each line's runs: the font each was set in (\"font\", \"weight\", \"size\"), the line it takes (\"ascent\", \"descent\": the system font's is SF Pro's) and its \"letterSpacing\" (the system font's tracking).")
    var json = false

    @Flag(help: "With --jsonl: print the report for a person instead of JSON lines.")
    var human = false

    @Flag(help: "With --jsonl: end the run at the first bad line (default: report it, skip it, go on).")
    var stopOnError = false

    @Option(parsing: .unconditional, help: ArgumentHelp("With --jsonl: lines measured at once, 1 to 1024 (default: the number of cores).",
                                                        valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("With one TEXT (or --text-file): also draw it, with its line boxes and baselines, to a PNG file.", valueName: "file"))
    var png: String?

    @Option(help: ArgumentHelp(
        "Measures the text of a file ('-' for standard input) in place of TEXT: the whole file is one text, its line breaks the text's own (hard breaks, as in a label) but for one final line break, which is left out. UTF-8, at most 4 MiB.",
        valueName: "file"))
    var textFile: String?

    @Argument(help: "The text to measure (omit with --text-file or --jsonl).")
    var text: String?

    func validate() throws {
        if text != nil && textFile != nil { throw ValidationError("Give either a TEXT or --text-file FILE, not both.") }
        switch (text ?? textFile, jsonl) {
        case (nil, nil): throw ValidationError("Give a TEXT to measure, --text-file FILE or --jsonl FILE (a TEXT that starts with '-' goes after '--').")
        case (_?, _?): throw ValidationError("Give either \(text != nil ? "a TEXT" : "--text-file FILE") or --jsonl FILE, not both.")
        case (_?, nil):
            guard layout.size != nil || layout.textStyle != nil else { throw ValidationError("Missing --size (points) or --text-style for TEXT.") }
            if layout.contentSize != nil, layout.textStyle == nil {
                throw ValidationError("--content-size sizes a --text-style; give one, or drop --content-size.")
            }
            guard layout.width != nil else { throw ValidationError("Missing --width (points) for TEXT.") }
            if human { throw ValidationError("--human applies to --jsonl; one TEXT is printed for a person unless --json.") }
            if stopOnError { throw ValidationError("--stop-on-error applies to --jsonl.") }
            if jobs != nil { throw ValidationError("--jobs applies to --jsonl; one TEXT is measured on one thread.") }
        case (nil, _?):
            if json { throw ValidationError("--json applies to one TEXT; --jsonl always writes JSON lines (or --human).") }
        }
        if png != nil && jsonl != nil { throw ValidationError("--png draws one TEXT; it does not apply to --jsonl.") }
        if let jobs, !(1...1024).contains(jobs) { throw ValidationError("--jobs must be from 1 to 1024, got \(jobs).") }
        try layout.validateTextStyle()
        // Command-line values are checked here so that a typo is a usage error, not N bad lines.
        do {
            if let size = layout.size { try MeasureRequest.checkSize(size) }
            if let width = layout.width { try MeasureRequest.check(width, field: "width", in: MeasureRequest.widths) }
            if let scale = layout.scale { try MeasureRequest.checkScale(scale) }
            if let locale = layout.locale { try MeasureRequest.checkLocale(locale) }
        } catch {
            throw ValidationError("--" + error.description.replacingFirstFieldQuote())
        }
        if let weight = layout.weight, !MeasureRequest.weights.contains(weight) {
            throw ValidationError("--weight must be 1...1000, got \(weight).")
        }
        if let lines = layout.lines, !MeasureRequest.lineLimits.contains(lines) {
            throw ValidationError("--lines must be from 0 to \(MeasureRequest.lineLimits.upperBound), got \(lines).")
        }
    }

    /// How many lines of a feed are measured at once.
    private var feedJobs: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    func run() throws {
        // One lane per worker that can run at once; with more workers than cores, workers share lanes
        // (safely: a lane's typesetter and cache are thread-safe).
        let lanes = jsonl == nil ? 1 : min(feedJobs, ProcessInfo.processInfo.activeProcessorCount)
        let collection = try fonts.collection()
        let measurer = TextMeasurer(fonts: collection, lanes: lanes)
        // A family named on the command line is usage, like every other option value: exit 64.
        if let family = layout.family, !measurer.knows(family: family) {
            throw ValidationError("--family: no font has the family \"\(family)\" (\(measurer.acceptedFamilies); add one with --font-file).")
        }
        if let jsonl {
            try runFeed(jsonl, measurer: measurer)
        } else if let text {
            // A lone '-' is standard input to most tools; here it is a text, so the run says which it took.
            if text == "-" {
                StandardStream.error().writeLine("note: measuring the text \"-\"; --text-file - measures the text on standard input")
            }
            try runSingle(text, measurer: measurer)
        } else if let textFile {
            try runSingle(try TextFile.read(textFile), measurer: measurer)
        }
    }

    private func runSingle(_ text: String, measurer: TextMeasurer) throws {
        let request: MeasureRequest
        do { request = try RequestDecoder(defaults: layout.defaults).request(text: text) } catch { throw CLIError(error) }
        // Standard output redirected onto an input (`>> font.otf`, `>> text.txt`) would append the report to it.
        var inputs = fonts.inputFiles(registered: measurer.fontFiles)
        inputs.add("--text-file", textFile)
        try inputs.refuseStandardOutput(option: "the measurement")
        // The picture's file is checked and opened first: a run that cannot write it measures nothing.
        let pictureFile = try png.map { path in try OutputFile(path, option: "--png", inputs: inputs) }
        let (text, missing, notes): (String, Int, FontNotes)
        do { (text, missing, notes) = try measurer.output(for: request, human: !json, runs: json) } catch { throw CLIError(error) }
        // Drawn once measured and before the report is written, so that a text too large to draw is an error
        // of --png before any output (an error of the text itself is said as such, above).
        let picture = try pictureFile.map { file in
            do { return try measurer.picture(request) } catch { throw CLIError("--png \(file.path): \(error)", cause: error) }
        }
        let output = StandardStream.output()
        output.write(json ? text + "\n" : text)
        let errors = StandardStream.error()
        // A family at a weight it has no face for is measured in the nearest face, and one of iOS's own without
        // a file in the stand-in's glyphs, as a template's label is (`CellTemplate.fontFaceWarnings`,
        // `installedFamilyWarnings`); said, since the report names the font asked for.
        for warning in notes.warnings { errors.writeLine("warning: \(warning)") }
        if missing > 0 { errors.writeLine("warning: \(MissingGlyphs.warning(missing))") }
        errors.flush()
        output.flush()
        try output.checkWritten()
        if let pictureFile, let picture {
            do { try pictureFile.write(picture.pngData()) } catch let error as RenderError { throw CLIError(error) }
            try pictureFile.commit()
        }
    }

    private func runFeed(_ path: String, measurer: TextMeasurer) throws {
        // Standard output redirected onto the feed (`>> feed.jsonl`, `1<> feed.jsonl`) would read the run's own
        // lines back, or write over lines not read yet.
        var inputs = fonts.inputFiles(registered: measurer.fontFiles)
        inputs.add("--jsonl", path)
        try inputs.refuseStandardOutput(option: "the measurements")
        let reader: LineReader
        do { reader = try LineReader(path: path) } catch { throw CLIError("--jsonl \(error)", cause: error) }
        let runner = JSONLRunner(
            measurer: measurer, decoder: RequestDecoder(defaults: layout.defaults), human: human,
            stopOnError: stopOnError, jobs: feedJobs)
        let output = StandardStream.output(), errors = StandardStream.error()
        let summary = try runner.run(reader, output: output, errors: errors)
        try output.checkWritten()
        if summary.failed > 0 {
            errors.writeLine("error: \(summary.failed) of \(summary.failed + summary.measured) lines of \(reader.name) failed (reported above); \(summary.measured) measured.")
            errors.flush()
            throw ExitCode.failure
        }
    }
}

private extension String {
    /// `field "size": …` -> `size …` for command-line messages.
    func replacingFirstFieldQuote() -> String {
        guard hasPrefix("field \"") else { return self }
        let rest = dropFirst("field \"".count)
        guard let quote = rest.firstIndex(of: "\"") else { return self }
        return String(rest[..<quote]) + String(rest[rest.index(after: quote)...])
    }
}
