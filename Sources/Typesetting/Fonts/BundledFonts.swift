import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the bundled Fonts/ folder without `Bundle.module` (which aborts the
/// process when the bundle is missing, e.g. for an installed binary).
///
/// Order: `$CELLHEIGHT_FONTS`, which when set is the only place looked at (a folder named on purpose and
/// not found is an error, not a reason to measure with fonts from elsewhere);
/// `<executable dir>/../share/cellheight/Fonts` (where `make install` puts them); the source tree, found
/// from this file's path (`…/Sources/Typesetting/Fonts/BundledFonts.swift` -> `…/Fonts`), which serves
/// `swift run` and `swift test`.
enum BundledFonts {
    static let environmentVariable = "CELLHEIGHT_FONTS"
    static let requiredFile = "Inter-Regular.otf"

    static func folder(filePath: String = #filePath,
                       environment: String? = ProcessInfo.processInfo.environment[environmentVariable]) throws(TypesettingError) -> String {
        if let named = environment, !named.isEmpty {
            guard FileManager.default.fileExists(atPath: named + "/" + requiredFile) else {
                throw .fontFile(path: named, reason: "\(environmentVariable) names it, but it holds no \(requiredFile): "
                                + "it is not the bundled Fonts folder (set the variable to that folder, or unset it)")
            }
            return named
        }
        var tried: [String] = []
        for candidate in candidates(filePath: filePath) {
            tried.append(candidate)
            if FileManager.default.fileExists(atPath: candidate + "/" + requiredFile) {
                return candidate
            }
        }
        throw .fontFile(path: tried.joined(separator: ", "),
                        reason: "bundled fonts not found (set \(environmentVariable) to the Fonts folder)")
    }

    /// The folders looked at, in order, when `$CELLHEIGHT_FONTS` is not set.
    static func candidates(filePath: String) -> [String] {
        var result: [String] = []
        if let executable = executablePath() {
            result.append(parent(parent(executable)) + "/share/cellheight/Fonts")
        }
        // #filePath is …/Sources/Typesetting/Fonts/BundledFonts.swift: four levels up is the package root.
        var root = filePath
        for _ in 0..<4 { root = parent(root) }
        result.append(root + "/Fonts")
        return result
    }

    private static func executablePath() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 {
            return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        #endif
        return CommandLine.arguments.first
    }

    private static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

extension FontCollection {
    /// Inter (Regular, SemiBold), the Noto Sans CJK SC subset (Regular, Bold) and
    /// Noto Color Emoji from the bundled Fonts/ folder. Throws, naming every path
    /// tried, when the folder cannot be found, and names the file when a bundled
    /// font cannot be read: measuring without it would be silently wrong.
    public static func bundled() throws(TypesettingError) -> FontCollection {
        let collection = FontCollection()
        if let damaged = try collection.register(folderAt: BundledFonts.folder()).first { throw damaged }
        return collection
    }
}
