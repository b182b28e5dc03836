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

    /// Why the environment's value is neither yes nor no (0, false, no, off, or empty), for an error: a
    /// value such as `2` or `record` would otherwise check where its writer meant to record. Nil when it
    /// is one or the other, or unset.
    public static func problem(in environment: [String: String]) -> String? {
        guard let value = environment[environmentVariable], !isTruthy(value),
              !["", "0", "false", "no", "off"].contains(value.trimmingCharacters(in: .whitespaces).lowercased()) else { return nil }
        return "\(environmentVariable)=\(value) is neither yes (1, true, yes, on) nor no (0, false, no, off, empty)"
    }

    /// Whether a flag's value says yes: 1, true, yes or on, in any case.
    public static func isTruthy(_ value: String?) -> Bool {
        guard let value else { return false }
        return ["1", "true", "yes", "on"].contains(value.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
