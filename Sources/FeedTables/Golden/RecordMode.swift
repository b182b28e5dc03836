import Foundation

/// Record mode asked for by the environment: `CELLHEIGHT_RECORD` set to 1, true, yes or on (in any case,
/// spaces around ignored), as CI systems write flags. The command line and `checkHeights` read it alike, so
/// one CI variable records with both.
public enum RecordMode {
    public static let environmentVariable = "CELLHEIGHT_RECORD"

    /// Whether `environment` asks for record mode.
    public static func isRequested(by environment: [String: String]) -> Bool {
        isTruthy(environment[environmentVariable])
    }

    /// Whether a flag's value says yes: 1, true, yes or on, in any case.
    public static func isTruthy(_ value: String?) -> Bool {
        guard let value else { return false }
        return ["1", "true", "yes", "on"].contains(value.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
