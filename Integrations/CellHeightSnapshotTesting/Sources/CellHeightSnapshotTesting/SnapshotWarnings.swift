import Foundation
#if canImport(Testing)
import Testing
#endif

/// Says what a snapshot's template or its run warns of (a font that is not registered, measured in the
/// stand-in; a constraint broken to lay an item out) without failing the test: a Swift Testing warning
/// where a test of it is running, else a line on standard error (XCTest has no warning issue). The heights
/// themselves are the snapshot; a warning is not part of it.
enum SnapshotWarnings {
    static func report(_ warnings: [String]) {
        for warning in warnings {
            #if canImport(Testing)
            if Test.current != nil {
                Issue.record(Comment(rawValue: warning), severity: .warning)
                continue
            }
            #endif
            FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
        }
    }
}
