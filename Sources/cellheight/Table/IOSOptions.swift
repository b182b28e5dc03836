import ArgumentParser
import UIKitMetrics

/// `--ios`: the iOS release whose UIKit metrics (cell margins, control sizes) a cell lays out with.
struct IOSOptions: ParsableArguments {
    @Option(name: .customLong("ios"), parsing: .unconditional, help: ArgumentHelp(
        "The iOS release to lay cells out as: UIKit's margins and control sizes of that release (a switch is 51 x 31 through iOS 18 and 63 x 28 on iOS 26). Known: \(IOSVersion.known.map(String.init).joined(separator: ", ")); default \(IOSVersion.newest), the newest. An Interface Builder file's design-time layout (lint --frames, render --design) uses the iOS of the Xcode that saved it.",
        valueName: "version"))
    var ios: String?

    /// The release asked for; a version the table does not know is a usage error naming the known ones.
    func version() throws -> IOSVersion {
        guard let ios else { return .newest }
        do { return try IOSVersion(parsing: ios) } catch { throw ValidationError("--ios: \(error)") }
    }

    func validate() throws { _ = try version() }

    /// The release, once `validate()` has accepted the option.
    var release: IOSVersion { (try? version()) ?? .newest }
}
