import CellTemplates
import FeedTables
import Foundation
import HeightCache
import JSONLines
import LayoutTestSupport
import Testing

/// The README's template example, read from the README itself, so the documented schema cannot drift.
@Suite struct ReadmeTemplateTests {
    /// Every YAML template the README shows.
    static func readmeTemplates() throws -> [String] {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        return readme.components(separatedBy: "```yaml\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    @Test func theReadmeTemplateLoadsAndMeasures() throws {
        let yaml = try #require(Self.readmeTemplates().first)
        let loaded = try template(yaml, file: "README.md")
        let table = try rows(loaded, [
            #"{"id": 1, "user": "Ann", "time": "3m", "quote": {"user": "Bob", "text": "Hello there"}, "images": [1, 2]}"#,
        ], [MeasureSetting(width: 375, scale: 3)])
        #expect(table[0][0].height > 44 + 90)
    }

    /// What `cellheight lint TEMPLATE` checks (one empty item) and `--feed Examples/status.jsonl` (every
    /// item), at the narrowest, usual and widest phone widths: nothing is reported.
    @Test func everyReadmeTemplatePassesLint() throws {
        let templates = try Self.readmeTemplates()
        #expect(!templates.isEmpty)
        let feed = try FeedReader(path: examplePath("status.jsonl"))
        let items = try feed.next(1000).map { try $0.get().fields }
        for (index, yaml) in templates.enumerated() {
            let loaded = try template(yaml, file: "README.md#\(index + 1)")
            for width in [320.0, 375, 430] {
                let geometry = TableGeometry(width: width, scale: 3, separatorStyle: loaded.separator)
                for (number, fields) in ([JSONValue.object([])] + items).enumerated() {
                    let cell = try TemplateCell(template: loaded, textCache: Shared.cache, category: .default)
                    try cell.bind(fields)
                    let found = try cell.diagnose(in: geometry, depth: .full).diagnostics
                    #expect(found.isEmpty, "template \(index + 1), item \(number) (0 is the empty one) at \(width): \(found)")
                }
            }
        }
    }
}
