import Testing
import UIKitMetrics

@Suite struct IOSVersionTests {
    @Test func readsMajorAndMinor() throws {
        #expect(try IOSVersion(parsing: "17") == IOSVersion(17))
        #expect(try IOSVersion(parsing: "17.4") == IOSVersion(17, 4))
        #expect(try IOSVersion(parsing: "iOS 18.2") == IOSVersion(18, 2))
        #expect(try IOSVersion(parsing: " 26 ").description == "26")
    }

    @Test(arguments: ["", "seventeen", "17.", ".4", "17.4.1.2", "-17", "1e1", "17,4"])
    func refusesMalformed(text: String) {
        #expect(throws: IOSVersionError.malformed(text)) { try IOSVersion(parsing: text) }
    }

    /// 19 to 25 were never released (iOS 18 was followed by iOS 26); 8 predates the table.
    @Test(arguments: ["19", "25", "8", "27"])
    func refusesUnknownReleases(text: String) {
        #expect(throws: IOSVersionError.unknown(text)) { try IOSVersion(parsing: text) }
    }

    @Test func errorNamesTheKnownReleases() {
        let message = IOSVersionError.unknown("19").description
        #expect(message.contains("19") && message.contains("18, 26"))
    }

    @Test func ordersByMajorThenMinor() {
        #expect(IOSVersion(17, 4) < IOSVersion(18))
        #expect(IOSVersion(18) < IOSVersion(18, 1))
        #expect(IOSVersion.newest == IOSVersion(26))
    }

    @Test func versionedValueHoldsFromItsRelease() {
        let value = Versioned(changes: [(since: 9, value: "a"), (since: 13, value: "b"), (since: 26, value: "c")], source: "test")
        #expect(value[IOSVersion(12)] == "a")
        #expect(value[IOSVersion(13)] == "b")
        #expect(value[IOSVersion(18, 4)] == "b")
        #expect(value[IOSVersion(26)] == "c")
    }
}
