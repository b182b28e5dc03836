import Foundation
import JSONLines

/// Record mode asked for by the environment: `CELLHEIGHT_RECORD` set to 1, true, yes or on (in any case,
/// spaces and tabs around ignored, nothing else: a shell script reading the variable trims what `tr` and
/// `sed` can name), as CI systems write flags. The command line and `checkHeights` read it alike, so
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
              !["", "0", "false", "no", "off"].contains(normalized(value)) else { return nil }
        // Quoted as JSON writes a string: a carriage return (a value saved with Windows line endings) or a tab
        // is seen, not obeyed by the terminal.
        return "\(environmentVariable)=\(JSONValue.string(value).text) is neither yes (1, true, yes, on) nor no (0, false, no, off, empty)"
    }

    /// Whether a flag's value says yes: 1, true, yes or on, in any case.
    public static func isTruthy(_ value: String?) -> Bool {
        guard let value else { return false }
        return ["1", "true", "yes", "on"].contains(normalized(value))
    }

    /// The value without the spaces and tabs around it, in lower case.
    private static func normalized(_ value: String) -> String {
        value.trimmingCharacters(in: CharacterSet(charactersIn: " \t")).lowercased()
    }
}
