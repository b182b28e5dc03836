import ArgumentParser
import UIKitMetrics

/// `--ios`: the iOS release whose UIKit metrics (cell margins, control sizes) a cell lays out with.
struct IOSOptions: ParsableArguments {
    @Option(name: .customLong("ios"), parsing: .unconditionalSingleValue, help: ArgumentHelp(
        "The iOS release to lay cells out as: UIKit's margins and control sizes of that release (a switch is 51 x 31 through iOS 18 and 63 x 28 on iOS 26). Known: \(IOSVersion.known.map(String.init).joined(separator: ", ")); default \(IOSVersion.newest), the newest. An Interface Builder file's design-time layout (lint --frames, render --design) uses the iOS of the Xcode that saved it.",
        valueName: "version"))
    var given: [String] = []

    /// The release given, if any. Gathered as a list so that a second `--ios` is refused rather than taking the
    /// place of the first (one run lays out as one release; `table` measures a release a run).
    var ios: String? { given.last }

    /// The release asked for; a version the table does not know, or two given, is a usage error.
    func version() throws -> IOSVersion {
        try Self.refuseRepeats(given)
        guard let ios else { return .newest }
        do { return try IOSVersion(parsing: ios) } catch { throw ValidationError("--ios: \(error)") }
    }

    func validate() throws { _ = try version() }

    /// Refuses `--ios` given more than once (`measure`'s too): the last would take the place of the others.
    static func refuseRepeats(_ given: [String]) throws {
        try RepeatedOption.refuse("--ios", given, why: "a run lays out as one iOS release: give it once, and run again for another")
    }

    /// The release, once `validate()` has accepted the option.
    var release: IOSVersion { (try? version()) ?? .newest }
}
