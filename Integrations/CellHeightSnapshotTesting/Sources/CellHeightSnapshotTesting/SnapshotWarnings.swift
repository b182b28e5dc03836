import Foundation
#if canImport(Testing)
import Testing
#endif

/// Says what a snapshot's template or its run warns of (a font that is not registered, measured in the
/// stand-in; a constraint broken to lay an item out) without failing the test: a Swift Testing warning at
/// the place the strategy was made, where a test of it is running (issue severities are public from Swift
/// 6.3), else a line on standard error (XCTest has no warning issue). The heights themselves are the
/// snapshot; a warning is not part of it.
struct SnapshotWarnings: Sendable {
    /// The caller's `#fileID`, `#filePath`, `#line` and `#column`: where the strategy was made.
    let fileID: String
    let filePath: String
    let line: Int
    let column: Int

    func report(_ warnings: [String]) {
        for warning in warnings {
            #if canImport(Testing) && compiler(>=6.3)
            if Test.current != nil {
                Issue.record(Comment(rawValue: warning), severity: .warning,
                             sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
                continue
            }
            #endif
            FileHandle.standardError.write(Data("\(filePath):\(line): warning: \(warning)\n".utf8))
        }
    }
}
