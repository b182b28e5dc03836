#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where a failed height check is reported: the running Swift Testing test (`Issue.record`), else
/// XCTest (`XCTFail`). A test of the check itself passes its own reporter, so that a failing check can be
/// examined without failing the test that examines it.
public struct HeightIssueReporter: Sendable {
    /// Where in the caller's source the check was called, for the issue's location.
    public struct Location: Sendable {
        public let fileID: String
        /// A `StaticString`, as XCTest's `XCTFail` takes it (from the caller's `#filePath`).
        public let filePath: StaticString
        public let line: Int
        public let column: Int
        public init(fileID: String, filePath: StaticString, line: Int, column: Int) {
            self.fileID = fileID; self.filePath = filePath; self.line = line; self.column = column
        }
    }

    let report: @Sendable (_ message: String, _ location: Location) -> Void

    /// A reporter that calls `report` with each issue's message and location.
    public init(_ report: @escaping @Sendable (_ message: String, _ location: Location) -> Void) {
        self.report = report
    }

    /// The test framework that runs the caller: Swift Testing when a test of it is running, else XCTest.
    public static let automatic = HeightIssueReporter { message, location in
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: location.fileID, filePath: "\(location.filePath)",
                                                        line: location.line, column: location.column))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: location.filePath, line: UInt(location.line))
        #else
        fatalError("a height check failed outside Swift Testing and XCTest: \(message)")
        #endif
    }
}
