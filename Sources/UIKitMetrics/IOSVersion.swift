/// An iOS release whose UIKit metrics a layout follows: the column of `UIKitMetrics` it reads.
///
/// A layout names the iOS it stands for because UIKit's fixed values change between releases (a switch is
/// 51 x 31 up to iOS 18 and larger from iOS 26, say); a height computed for one release is not the
/// height another one shows.
public struct IOSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Major release (9...18, then 26: Apple numbered the 2025 release after the year).
    public let major: Int
    /// Minor release; UIKit's layout metrics change with major releases, so it only names the version.
    public let minor: Int

    /// The releases the table knows. A version outside them would silently take a neighbour's metrics,
    /// so `init(parsing:)` refuses it.
    public static let known: [Int] = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 26]
    /// The newest release the table knows: the default, as an app built today runs on it.
    public static let newest = IOSVersion(26)

    /// A known major release (a programmer's value; text goes through `init(parsing:)`).
    public init(_ major: Int, _ minor: Int = 0) {
        precondition(Self.known.contains(major), "iOS \(major) is not in UIKitMetrics' table")
        self.major = major
        self.minor = minor
    }

    /// Reads "17", "17.4" or "iOS 17.4"; throws, listing the known releases, for anything else.
    public init(parsing text: String) throws(IOSVersionError) {
        var body = Substring(text.trimmingCharacters(in: " "))
        if body.lowercased().hasPrefix("ios") { body = body.dropFirst(3).drop { $0 == " " } }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let major = Int(parts[0]), let minor = parts.count > 1 ? Int(parts[1]) : 0 else {
            throw .malformed(text)
        }
        guard Self.known.contains(major) else { throw .unknown(text) }
        self.major = major
        self.minor = minor
    }

    /// "17" or "17.4".
    public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }

    public static func < (a: IOSVersion, b: IOSVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}

/// Why a text is not an iOS version the table knows.
public enum IOSVersionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not of the form "17" or "17.4".
    case malformed(String)
    /// A well-formed version that is not a release the table has metrics for.
    case unknown(String)

    public var description: String {
        let known = IOSVersion.known.map(String.init).joined(separator: ", ")
        switch self {
        case .malformed(let text): return "\"\(text)\" is not an iOS version (write it as 17 or 17.4; known: \(known))"
        case .unknown(let text): return "iOS \(text) is not in the table of UIKit metrics (known: \(known))"
        }
    }
}

private extension String {
    func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
