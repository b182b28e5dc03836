import ArgumentParser
import CellTemplates
import FeedTables
import HeightCache
import JSONLines
import Render
import Typesetting
import ViewLayout

/// `cellheight render`: pictures of cells exactly as they were measured.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draws feed items' cells to a PNG, exactly as they were measured.",
        discussion: """
        cellheight render --template Examples/status.yaml --feed Examples/status.jsonl --id 10001 --device iphone-16 --out cell.png
        cellheight render --template T --feed F --id 42 --width 375 --scale 2 --overlay --out cell.png
        cellheight render --template T --feed F --sheet --first 12 --width 320 --width 430 --out sheet.png

        One cell: a picture width x height points at the scale (ceil(width*scale) x ceil(height*scale) \
        pixels, at most 16,384 a side), where height is the row height `cellheight table` gives for the item. Labels are drawn \
        with the glyphs, fonts and positions they were measured with; an image view bound to an asset \
        catalog's image draws it, any other is a grey box with its size written in; the accessory and the \
        separator are drawn as UIKit places them.

        --overlay outlines and names every visible view, shades each label's line boxes, draws the \
        baselines (red) and the content view's layout margins (dashed), and adds a strip below the cell \
        with the height and the lowest view, which usually decides it.

        --design draws an Interface Builder cell's own content as Xcode's canvas lays it out: at the height \
        the file stores (constraints that stretch, centre or pin to the bottom resolve against it), or at \
        its fitting height with --fitting, with text styles at the canvas's content size (xSmall in files \
        saved by Xcode 12.5 to 13, else large) unless --content-size says another. lint --frames lists the \
        same layout's frames. With --overlay, at the design width and content size, each view lint --frames calls misplaced (laid out more than a \
        point from the frame the file stores) also gets its stored frame outlined dashed in orange, as \
        Xcode marks misplaced views, and the strip names them.

        --sheet draws many items (--ids, or the first --first items of the feed) at every width given, \
        each titled with its id, width, scale and height, on one picture.

        Exit status: 0 written; 1 an item that is not in the feed or cannot be measured, or a file, \
        template or write error; 64 invalid usage.
        """
    )

    @Option(help: ArgumentHelp("The cell template (YAML or JSON), or an Interface Builder cell (Cell.xib, Main.storyboard#CELL).", valueName: "file")) var template: String
    @OptionGroup var assets: AssetsOptions
    @OptionGroup var ios: IOSOptions
    @OptionGroup var cellOption: CellOption
    @Option(help: ArgumentHelp("The feed: a JSON array or JSON Lines file, '-' for standard input.", valueName: "file")) var feed: String?
    @OptionGroup var items_: ItemsOptions
    @Flag(help: "Interface Builder: draw the cell as Xcode's canvas does: its design-time content (the file's texts, images and placeholder sizes) at the width it was designed at, or at --width, and at the height the file stores; no feed.")
    var design = false
    @Flag(help: "With --design: draw the cell at its fitting height instead of the height the file stores.")
    var fitting = false
    @Option(help: ArgumentHelp("The item to draw, by its id (the first item of the feed with it, which is read no further; default: the feed's first item); with --sheet, repeatable (for ids with a comma, which --ids cannot take).", valueName: "id")) var id: [String] = []
    @Option(help: ArgumentHelp("With --sheet: the items to draw, by id, comma-separated.", valueName: "a,b,c")) var ids: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("With --sheet: draw the feed's first N items (default 12).", valueName: "n")) var first: Int?
    @OptionGroup(title: "Widths") var where_: SettingOptions
    @Option(help: ArgumentHelp("Locale for line breaking of labels that do not name one (default: by their text).", valueName: "id"))
    var locale: String?
    @Flag(help: "Outline and name the views, show line boxes, baselines, margins and the height.") var overlay = false
    @Flag(help: "A contact sheet of many items at every width given.") var sheet = false
    @Option(help: ArgumentHelp("The PNG file to write ('-': standard output).", valueName: "file")) var out: String
    @OptionGroup(title: "Fonts") var fonts: FontOptions

    static let defaultSheetCount = 12
    static let largestSheet = 500

    /// Refuses an --out named for another picture or document format (checked after the files the run reads,
    /// whose refusal says more): PNG is what is written, and `cell.jpg` would hold PNG bytes under that name.
    /// Any other name (`cell`, `cell.v2`, `out.tmp`) is the caller's to choose.
    static func requirePNGName(_ out: String) throws {
        let name = out.split(separator: "/").last.map(String.init) ?? out
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return }
        let suffix = name[name.index(after: dot)...].lowercased()
        if otherFormats.contains(suffix) {
            throw ValidationError("--out \(out): render writes PNG pictures; name the file .png (not .\(suffix)).")
        }
    }

    /// File name extensions of formats a picture could be taken for, which render does not write.
    static let otherFormats: Set<String> = ["jpg", "jpeg", "gif", "webp", "heic", "heif", "tif", "tiff", "bmp", "svg", "pdf", "avif"]

    mutating func validate() throws {
        template = try cellOption.applied(to: template)
        if design {
            guard CellTemplate.interfaceBuilderReference(template) != nil else {
                throw ValidationError("--design draws an Interface Builder cell's own content; \(template) is not a .xib or .storyboard.")
            }
            // The file's own content: its texts, and the image sizes it saved (as `lint --frames` lays them out).
            if feed != nil || sheet || !id.isEmpty || ids != nil || first != nil || items_.itemsAt != nil || assets.assets != nil {
                throw ValidationError("--design draws the file's own content: give no --feed, --items-at, --id, --ids, --first, --sheet or --assets.")
            }
            if where_.settings.count > 1 || where_.scales.count > 1 || where_.contentSizes.count > 1 {
                throw ValidationError("--design draws one cell: give at most one --width or --device, --scale and --content-size.")
            }
            return
        }
        if fitting { throw ValidationError("--fitting applies to --design.") }
        guard feed != nil else { throw ValidationError("Missing expected argument '--feed <file>' (or --design to draw an Interface Builder cell's own content).") }
        try where_.requireSetting()
        if sheet {
            if [!id.isEmpty, ids != nil, first != nil].filter({ $0 }).count > 1 {
                throw ValidationError("Give --id (repeatable), --ids or --first, not two of them.")
            }
            if let first, !(1...Self.largestSheet).contains(first) {
                throw ValidationError("--first must be from 1 to \(Self.largestSheet), got \(first).")
            }
            if let ids, let empty = Self.idList(ids).firstIndex(of: "") {
                throw ValidationError("--ids '\(ShownText.excerpt(ids))': id \(empty + 1) is empty (give each id once between commas; "
                    + "an id with a comma in it goes in an --id of its own).")
            }
            // As many items as --first may draw: 20,000 ids took minutes to lay out into a sheet.
            let count = ids.map { Self.idList($0).count } ?? id.count
            if count > Self.largestSheet {
                throw ValidationError("A sheet draws at most \(Self.largestSheet) items; --ids and --id give \(count) (draw them in several sheets).")
            }
        } else {
            if ids != nil || first != nil { throw ValidationError("--ids and --first choose the items of a --sheet; for one cell give --id.") }
            if id.count > 1 { throw ValidationError("One cell is drawn: give one --id (use --sheet for several).") }
            if where_.settings.count != 1 {
                throw ValidationError("One cell is drawn at one width, scale and content size; got \(where_.settings.count) (use --sheet for several).")
            }
        }
        if let locale, !Typesetter.isKnownLocale(locale) {
            throw ValidationError("--locale must be a language ICU knows, as a tag such as en, zh-Hans or ja-JP, got '\(ShownText.excerpt(locale))'.")
        }
    }

    /// The ids of `--ids`, trimmed; an empty one (`a,,d`) is kept, for `validate` to refuse.
    static func idList(_ text: String) -> [String] {
        text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    func run() throws {
        if design { return try runDesign() }
        guard let feed else { return }   // validate() made sure of it
        let collection = try fonts.collection()
        let typesetter = Typesetter(fonts: collection)
        let textCache = PreparedTextCache(typesetter: typesetter)
        var cellTemplate: CellTemplate
        do { cellTemplate = try CellTemplate.load(file: template, textCache: textCache, assets: assets.assets, ios: ios.release) } catch { throw CLIError(error) }
        TemplateWarnings.print(cellTemplate)
        if let locale { cellTemplate = cellTemplate.withDefaultLocale(locale) }
        var inputs = fonts.inputFiles(registered: collection.faces().map(\.path))
        inputs.addTemplate(cellTemplate)
        inputs.add("--feed", feed)
        // The picture replaces --out only once it is whole.
        let outFile = try OutputFile(out, inputs: inputs, standardOutput: true)
        try Self.requirePNGName(out)

        let wanted: FeedSelection
        if sheet {
            wanted = ids.map { .ids(Self.idList($0)) } ?? (id.isEmpty ? .first(first ?? Self.defaultSheetCount) : .ids(id))
        } else {
            wanted = id.first.map { .ids([$0]) } ?? .first(1)
        }
        let picture: Canvas
        do {
            let (items, feedName) = try wanted.items(in: feed, itemsAt: items_.path)
            // A height table refuses a feed none of whose first items has a bound field; a picture of the
            // items asked for is drawn (empty views show what is wrong) and the same words say why.
            if let fields = HeightTable.unboundFields(of: cellTemplate, in: items) {
                let errors = StandardStream.error()
                errors.writeLine("warning: " + HeightTable.unboundMessage(fields: fields, items: items.count, feed: feedName, drawn: true))
                errors.flush()
            }
            let pictures = ItemPictures(template: cellTemplate, textCache: textCache, settings: where_.settings, overlay: overlay)
            // validate() made sure of one setting for one cell.
            picture = sheet ? try pictures.sheet(of: items, feedName: feedName)
                : try pictures.picture(of: items[0], feedName: feedName, at: where_.settings[0])
            if !pictures.warnings.isEmpty {
                let errors = StandardStream.error()
                for warning in pictures.warnings { errors.writeLine("warning: \(warning)") }
                errors.flush()
            }
        } catch let error as FeedSelectionError {
            throw CLIError(error)
        } catch let error as ItemPictureError {
            throw CLIError(error)
        }
        do { try outFile.write(picture.pngData()) } catch let error as RenderError { throw CLIError(error) }
        try outFile.commit()
        let errors = StandardStream.error()
        errors.writeLine("\(out): \(picture.pixelWidth) x \(picture.pixelHeight) pixels")
        errors.flush()
    }
}
