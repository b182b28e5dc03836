import CellHeightTesting
import XCTest

/// `checkHeights` from XCTest: a passing check through the automatic reporter (XCTFail is not called),
/// a failing one through a collecting reporter (XCTest on Linux has no XCTExpectFailure).
final class XCTestCheckTests: XCTestCase {
    func testAMatchingTablePasses() throws {
        let fixture = try Fixture(items: 2)
        defer { fixture.remove() }
        try fixture.writeGolden(items: 2, height: Fixture.oneLine)
        let result = try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2, golden: fixture.golden, environment: fixture.environment)
        XCTAssertTrue(result.passed)
        XCTAssertEqual(result.rows, 2)
    }

    func testAFailingCheckReportsItsDifferences() throws {
        let fixture = try Fixture(items: 2)
        defer { fixture.remove() }
        try fixture.writeGolden(items: 2, height: 46)
        let collected = Collected()
        let result = try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2, golden: fixture.golden,
                                      reporter: HeightIssueReporter { message, _ in collected.add(message) }, environment: fixture.environment)
        XCTAssertFalse(result.passed)
        XCTAssertEqual(collected.messages.count, 1)
        XCTAssertTrue(collected.messages[0].contains("  2 at width 375 @2x: golden 46, now 45.5 (-0.5)"), collected.messages[0])
        XCTAssertEqual(result.artifact, fixture.artifact)
    }
}
