import FeedTables
import Foundation
import LayoutTestSupport
import Testing

/// The README's template example, read from the README itself, so the documented schema cannot drift.
@Suite struct ReadmeTemplateTests {
    @Test func theReadmeTemplateLoadsAndMeasures() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "### Cell templates"))
        let rest = readme[section.upperBound...]
        let start = try #require(rest.range(of: "```yaml\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```"))
        let yaml = String(rest[start.upperBound..<end.lowerBound])
        let loaded = try template(yaml, file: "README.md")
        let table = try rows(loaded, [
            #"{"id": 1, "user": "Ann", "time": "3m", "quote": {"user": "Bob", "text": "Hello there"}, "images": [1, 2]}"#,
        ], [MeasureSetting(width: 375, scale: 3)])
        #expect(table[0][0].height > 44 + 90)
    }
}
