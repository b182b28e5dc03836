import Foundation
import UIKitMetrics

/// A cell template file as `cellheight table --template` takes it (YAML or JSON, or an Interface Builder
/// cell, `Cell.xib#ID`), the value a snapshot is taken of. A relative path is relative to the test file
/// that names it, as swift-snapshot-testing keeps `__Snapshots__` beside it, so a test reads the same files
/// from Xcode, `swift test` in any folder, or CI.
public struct CellFile: Sendable, CustomStringConvertible {
    /// The path, made absolute.
    public let path: String
    /// The iOS release whose UIKit metrics the cell lays out with.
    public let ios: IOSVersion

    public init(_ path: String, ios: IOSVersion = .newest, filePath: StaticString = #filePath) {
        self.path = TestFilePath.resolve(path, besides: filePath)
        self.ios = ios
    }

    public var description: String { path }
}

/// Paths relative to a test file.
enum TestFilePath {
    /// `path` unless absolute, else joined to the folder of `file` (an `#filePath`); a `#CELL` suffix stays.
    static func resolve(_ path: String, besides file: StaticString) -> String {
        guard !path.hasPrefix("/") else { return path }
        let folder = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().path
        return folder + "/" + path
    }
}
