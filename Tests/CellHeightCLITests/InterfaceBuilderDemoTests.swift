import Foundation
import LayoutTestSupport
import Testing

let fdDemo = TableCommandTests.root.deletingLastPathComponent().appendingPathComponent("shared/ib/fd-demo/Demo/Demo").path
let fdDemoIsPresent = FileManager.default.fileExists(atPath: fdDemo + "/data.json")

/// FDTemplateLayoutCell's demo (its storyboard, asset catalog and `{"feed": [...]}` feed), read where
/// the shared test data sits beside the repository (`../shared/ib/fd-demo`). It is not part of the
/// repository: without it these tests are skipped (reported as skipped, not passed); CI has it.
@Suite(.enabled(if: fdDemoIsPresent, "../shared/ib/fd-demo is absent"))
struct InterfaceBuilderDemoTests {
    static let demo = fdDemo
    static let feed = demo + "/data.json"

    /// Point heights of the catalog's images, from each file's own header as `file(1)` reports it
    /// (every set has only a 2x file; sark@2x.png is a JPEG): pixels / 2.
    static let imageHeights: [String: Double] = [
        "forkingdog": 256 / 2, "sunnyxx": 100 / 2, "sinojerk": 338 / 2, "phil": 390 / 2,
        "doge": 193 / 2, "breaddoge": 312 / 2, "sark": 186 / 2,
    ]

    /// The issue's YAML, written in a temporary folder and naming the demo by absolute paths.
    static func template(feedImages: Bool = true) throws -> String {
        let folder = Scratch.folder.appendingPathComponent("fd-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let yaml = """
            interfaceBuilder: {file: \(demo)/Base.lproj/Main.storyboard, cell: FDFeedCell}
            assets: \(demo)/Images.xcassets
            bindings:
              titleLabel: title
              contentLabel: content
              usernameLabel: username
              timeLabel: time
              contentImageView: {image: imageName}
            """
        let path = folder + "/fd.yaml"
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let widths = ["--width", "320", "--width", "375", "--width", "414", "--scale", "2", "--scale", "3"]

    /// Rows as (id, width, scale) -> height.
    static func table(_ arguments: [String]) throws -> [String: Double] {
        let result = try CLIRunner.run(["table"] + arguments + widths + ["--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        var rows: [String: Double] = [:]
        for row in try result.jsonLines() {
            let key = "\(row["id"]!) \(row["width"]!) \(row["scale"]!)"
            rows[key] = (row["height"] as? NSNumber)?.doubleValue
        }
        return rows
    }

    @Test func everyItemOfTheFeedAtThreeWidthsAndTwoScales() throws {
        let template = try Self.template()
        let rows = try Self.table(["--template", template, "--feed", Self.feed, "--items-at", "feed"])
        // 54 items without ids, numbered from 0, each at 3 widths and 2 scales.
        #expect(rows.count == 54 * 6)
        #expect(rows["0 320 2"] != nil && rows["53 414 3"] != nil && rows["54 320 2"] == nil)

        // The same feed with every imageName emptied: each row is shorter by exactly its image's height
        // (the image view's height is its image's, whatever the width; no image collapses it to 0).
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.feed))) as! [String: Any]
        let items = document["feed"] as! [[String: Any]]
        let stripped = items.map { item in item.merging(["imageName": ""]) { $1 } }
        let strippedPath = (template as NSString).deletingLastPathComponent + "/stripped.json"
        try JSONSerialization.data(withJSONObject: ["feed": stripped]).write(to: URL(fileURLWithPath: strippedPath))
        let without = try Self.table(["--template", template, "--feed", strippedPath, "--items-at", "feed"])
        var withImages = 0
        for (index, item) in items.enumerated() {
            let name = item["imageName"] as! String
            let expected = name.isEmpty ? 0 : try #require(Self.imageHeights[name], "unknown image \(name)")
            if !name.isEmpty { withImages += 1 }
            for width in ["320", "375", "414"] {
                for scale in ["2", "3"] {
                    let key = "\(index) \(width) \(scale)"
                    let difference = try #require(rows[key]) - (try #require(without[key]))
                    #expect(abs(difference - expected) < 1e-9, "\(key): \(name)")
                }
            }
        }
        #expect(withImages == 30)   // 24 of the 54 items have imageName ""
    }

    @Test func theSheetDrawsThem() throws {
        let template = try Self.template()
        let out = RenderCommandTests.outputPath("fd-sheet.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CLIRunner.run(["render", "--template", template, "--feed", Self.feed, "--items-at", "feed", "--sheet",
                                        "--first", "54", "--width", "320", "--width", "375", "--width", "414", "--scale", "1", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let size = try RenderCommandTests.pngSize(out)
        #expect(size.width > 3 * 320 && size.height > 0)
    }

    @Test func anImageNotInTheCatalogIsABadItemNamingIt() throws {
        let template = try Self.template()
        let feed = (template as NSString).deletingLastPathComponent + "/one.json"
        try Data(#"{"feed": [{"title": "t", "imageName": "forkingdog"}, {"title": "u", "imageName": "forkingdoge"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: feed))
        let result = try CLIRunner.run(["table", "--template", template, "--feed", feed, "--items-at", "feed", "--width", "320"])
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n").count == 2)   // the header and item 0
        #expect(result.stderr.contains("\(feed):1: id 1: field \"imageName\": no image named \"forkingdoge\" in \(Self.demo)/Images.xcassets"))
    }
}
