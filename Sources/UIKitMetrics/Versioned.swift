/// A UIKit value that changed between iOS releases: each entry holds from its release until the next one.
public struct Versioned<Value: Sendable>: Sendable {
    /// (first release, value), in ascending order of release; the first entry holds for every earlier one.
    public let entries: [(since: Int, value: Value)]
    /// Where the values come from: Apple's documentation, a measurement on a device, or Xcode's stored frames.
    public let source: String

    /// One value for every release.
    public init(_ value: Value, source: String) {
        entries = [(since: IOSVersion.known[0], value: value)]
        self.source = source
    }

    /// Values by first release; `entries` must be in ascending order of release (a programmer's table).
    public init(changes entries: [(since: Int, value: Value)], source: String) {
        precondition(!entries.isEmpty && zip(entries, entries.dropFirst()).allSatisfy { $0.since < $1.since },
                     "a versioned value's entries ascend by release")
        self.entries = entries
        self.source = source
    }

    /// The value on `version`. Inlinable, so that a caller in another module gets it specialised for its
    /// value: a generic look-up costs thousands of instructions, and a table asks once per row.
    @inlinable public subscript(version: IOSVersion) -> Value {
        var index = entries.count - 1
        while index > 0, entries[index].since > version.major { index -= 1 }
        return entries[index].value
    }
}
