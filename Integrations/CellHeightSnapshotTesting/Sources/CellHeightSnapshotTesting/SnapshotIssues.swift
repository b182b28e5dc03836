import CellHeightTesting

/// Says, at the place a strategy was made, what its template or run warns of (a font that is not
/// registered, measured in the stand-in; a constraint broken to lay an item out) without failing the test,
/// and fails the test when the snapshot could not be taken at all, as `checkHeights` reports
/// (`HeightIssueReporter`). The heights themselves are the snapshot; neither is part of it.
struct SnapshotIssues: Sendable {
    /// Where the strategy was made.
    let location: HeightIssueReporter.Location

    func report(_ warnings: [String]) {
        for warning in warnings { HeightIssueReporter.automatic.warning(warning, at: location) }
    }

    /// Fails the test: swift-snapshot-testing records a missing reference from whatever value the strategy
    /// gives, so a value holding the error would be recorded, and every later run would match it and
    /// pass. Reported on every run instead, the test fails until the cause is mended (and a reference
    /// recorded meanwhile then differs, to be recorded again).
    func fail(_ error: any Error) {
        HeightIssueReporter.automatic.issue("the snapshot could not be taken: \(error)", at: location)
    }
}
