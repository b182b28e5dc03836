import ArgumentParser
import CellTemplates
import FeedTables

/// Where a feed's items are, for feeds that are one JSON document holding an array (FDTemplateLayoutCell's
/// `{"feed": [...]}`).
struct ItemsOptions: ParsableArguments {
    @Option(name: .customLong("items-at"), help: ArgumentHelp(
        "The feed is one JSON document and its items are the array at this member path (feed, or data.items); "
            + "an item without an \"id\" gets its index in that array, from 0 (as indexPath.row).", valueName: "path"))
    var itemsAt: String?

    func validate() throws {
        if let itemsAt, FeedReader.itemsPath(itemsAt) == nil {
            throw ValidationError("--items-at must be member names joined by dots (feed, data.items), got '\(itemsAt)'.")
        }
    }

    /// The member names, or nil for an ordinary feed.
    var path: [String]? { itemsAt.flatMap(FeedReader.itemsPath) }
}

/// The asset catalog for a template's image bindings.
struct AssetsOptions: ParsableArguments {
    @Option(name: .customLong("assets"), help: ArgumentHelp(
        "An asset catalog folder (Images.xcassets) for {image: field} bindings, instead of the template's own "
            + "\"assets\"; with a .xib or .storyboard template its image views' outlets then bind image names from "
            + "fields of the same name.", valueName: "folder"))
    var given: [String] = []

    /// The catalog given. Gathered as a list so that a second `--assets` is refused rather than taking the
    /// place of the first (an app with several catalogs would have the last one's images only).
    var assets: String? { given.last }

    func validate() throws {
        try RepeatedOption.refuse("--assets", given, why: "a run reads one asset catalog: give the one the cell's images are in")
    }
}
