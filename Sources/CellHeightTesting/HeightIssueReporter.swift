import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where a failed height check is reported: the running Swift Testing test (`Issue.record`), else
/// XCTest (`XCTFail`); and where its warnings go (a Swift Testing warning, else standard error). A test
/// of the check itself passes its own reporter, so that a failing check can be examined without failing
/// the test that examines it.
public struct HeightIssueReporter: Sendable {
    /// Where in the caller's source the check was called, for the issue's location.
    public struct Location: Sendable {
        /// The caller's `#fileID`, which Swift Testing places the issue by.
        public let fileID: String
        /// A `StaticString`, as XCTest's `XCTFail` takes it (from the caller's `#filePath`).
        public let filePath: StaticString
        /// The line of the call (`#line`).
        public let line: Int
        /// The column of the call (`#column`); Swift Testing shows it, XCTest has no place for it.
        public let column: Int
        /// A call's place, as `checkHeights` takes it from its caller's default arguments.
        public init(fileID: String, filePath: StaticString, line: Int, column: Int) {
            self.fileID = fileID; self.filePath = filePath; self.line = line; self.column = column
        }
    }

    let report: @Sendable (_ message: String, _ location: Location) -> Void
    /// Says what the check warns of without failing the test (`HeightCheckResult.warnings`).
    let warn: @Sendable (_ message: String, _ location: Location) -> Void
    /// Attaches a file a failed check wrote (its table) to the running test, where the framework can.
    let attach: @Sendable (_ path: String) -> Void

    /// Fails the running test with `message` at `location`, as a failed height check does (for other checks
    /// of a team's cells, such as the snapshot strategies, whose setup can fail).
    public func issue(_ message: String, at location: Location) { report(message, location) }

    /// Says `message` as a warning of the running test at `location`, as a height check says its warnings
    /// (for other checks of a team's cells, such as the snapshot strategies).
    public func warning(_ message: String, at location: Location) { warn(message, location) }

    /// A reporter that calls `report` with each issue's message and location, `warn` with each warning's
    /// (by default it drops them), and `attach` with the path of the table a failed check leaves in the
    /// artifacts folder (by default nothing: a team's own reporter, forwarding to its logger, can keep it).
    public init(_ report: @escaping @Sendable (_ message: String, _ location: Location) -> Void,
                warn: @escaping @Sendable (_ message: String, _ location: Location) -> Void = { _, _ in },
                attach: @escaping @Sendable (_ path: String) -> Void = { _ in }) {
        self.init(report: report, warn: warn, attach: attach)
    }

    private init(report: @escaping @Sendable (_ message: String, _ location: Location) -> Void,
                 warn: @escaping @Sendable (_ message: String, _ location: Location) -> Void,
                 attach: @escaping @Sendable (_ path: String) -> Void) {
        self.report = report
        self.warn = warn
        self.attach = attach
    }

    /// The test framework that runs the caller: Swift Testing when a test of it is running, else XCTest.
    /// Outside a Swift Testing test's task the issue goes to both: on an XCTest test's thread or another,
    /// XCTFail records it and Swift Testing drops an issue recorded while XCTest runs; in a detached task
    /// or thread of a Swift Testing test (which does not see the test), XCTFail is dropped and Swift
    /// Testing records an issue of no test, which fails the run. Either way a failed check is not lost;
    /// where both libraries see a failure (a host that runs them together), it may be said twice.
    public static let automatic = HeightIssueReporter(report: { message, location in
        #if canImport(Testing)
        let place = SourceLocation(fileID: location.fileID, filePath: "\(location.filePath)", line: location.line, column: location.column)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: place)
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: location.filePath, line: UInt(location.line))
        #endif
        #if canImport(Testing)
        Issue.record(Comment(rawValue: message), sourceLocation: place)
        #endif
        #if !canImport(Testing) && !canImport(XCTest)
        fatalError("a height check failed outside Swift Testing and XCTest: \(message)")
        #endif
    }, warn: { message, location in
        // Swift Testing keeps a warning with the test without failing it (issue severities are public from
        // Swift 6.3); XCTest has no such issue, so the warning goes to standard error, placed as a compiler
        // places one.
        #if canImport(Testing) && compiler(>=6.3)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), severity: .warning,
                         sourceLocation: SourceLocation(fileID: location.fileID, filePath: "\(location.filePath)",
                                                        line: location.line, column: location.column))
            return
        }
        #endif
        FileHandle.standardError.write(Data("\(location.filePath):\(location.line): warning: \(message)\n".utf8))
    }, attach: { path in
        // Swift Testing keeps attachments with the test's result (`swift test --attachments-path`); XCTest on
        // Linux has no attachments, and the file stays in the artifacts folder, which the issue names.
        #if canImport(Testing) && compiler(>=6.2)
        if Test.current != nil, let bytes = FileManager.default.contents(atPath: path) {
            Attachment.record(Array(bytes), named: URL(fileURLWithPath: path).lastPathComponent)
        }
        #endif
    })
}
