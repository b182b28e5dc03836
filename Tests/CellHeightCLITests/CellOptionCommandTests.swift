import Foundation
import Testing

/// `--cell NAME` on `table` and `render`, as on `lint`: the same as `--template FILE#NAME`.
@Suite struct CellOptionCommandTests {
    static let storyboard = TableCommandTests.root.appendingPathComponent("Tests/FeedTablesTests/Fixtures/InterfaceBuilder/Prototypes.storyboard").path

    static func table(_ template: [String]) throws -> CLIRunner.Result {
        let feed = try CLIRunner.temporaryFile(Data("{\"id\": 1}\n".utf8))
        defer { CLIRunner.discard(feed) }
        return try CLIRunner.run(["table"] + template + ["--feed", feed.path, "--width", "375", "--quiet"])
    }

    @Test func cellOptionEqualsTheHashSuffix() throws {
        let cells = try String(contentsOfFile: Self.storyboard, encoding: .utf8)
            .components(separatedBy: "reuseIdentifier=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        let name = try #require(cells.first)
        let suffixed = try Self.table(["--template", Self.storyboard + "#" + name])
        let option = try Self.table(["--template", Self.storyboard, "--cell", name])
        #expect(option.status == suffixed.status && option.stdout == suffixed.stdout, "\(option.stderr)")
    }

    @Test func cellOptionWithAYAMLTemplateIsUsage() throws {
        let result = try Self.table(["--template", TableCommandTests.example("status.yaml"), "--cell", "X"])
        #expect(result.status == ExitStatus.usage)
        #expect(result.stderr.contains("--cell applies to Interface Builder documents"))
    }

    @Test func twoCellNamesAreUsage() throws {
        let result = try Self.table(["--template", Self.storyboard + "#A", "--cell", "B"])
        #expect(result.status == ExitStatus.usage && result.stderr.contains("name two cells"))
    }
}
