import CellHeightTesting

/// Says what a snapshot's template or its run warns of (a font that is not registered, measured in the
/// stand-in; a constraint broken to lay an item out) without failing the test, as `checkHeights` says its
/// warnings (`HeightIssueReporter`), at the place the strategy was made. The heights themselves are the
/// snapshot; a warning is not part of it.
struct SnapshotWarnings: Sendable {
    /// Where the strategy was made.
    let location: HeightIssueReporter.Location

    func report(_ warnings: [String]) {
        for warning in warnings { HeightIssueReporter.automatic.warning(warning, at: location) }
    }
}
