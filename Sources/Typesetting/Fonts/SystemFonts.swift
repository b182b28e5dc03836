import Foundation

extension FontCollection {
    /// The folders fontconfig's default configuration scans on Linux
    /// (fonts.conf: /usr/share/fonts, /usr/local/share/fonts, the XDG data
    /// folder and ~/.fonts), which exist on this machine.
    public static func systemFontFolders() -> [String] {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
        let data = ProcessInfo.processInfo.environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? home + "/.local/share"
        return ["/usr/share/fonts", "/usr/local/share/fonts", data + "/fonts", home + "/.fonts"]
            .filter { folder in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue
            }
    }

    /// Registers the fonts installed on the system (see `systemFontFolders`).
    /// A system may hold files FreeType cannot read; those are skipped and
    /// returned, so one bad file does not hide the others.
    @discardableResult
    public func registerSystemFonts() -> [TypesettingError] {
        var failures: [TypesettingError] = []
        for folder in Self.systemFontFolders() {
            for file in Self.fontFiles(under: folder) {
                do { try register(fileAt: file) } catch { failures.append(error) }
            }
        }
        return failures
    }

    /// What a folder without font files is said to be: registering it does nothing, which a misnamed folder
    /// or one of web fonts would otherwise leave silent.
    package static let emptyFolderNote = "holds no .ttf, .otf or .ttc file (WOFF and WOFF2 are not read): no font is registered from it"

    /// .ttf, .otf and .ttc files under a folder, recursively, in name order.
    package static func fontFiles(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let lower = relative.lowercased()
            if lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc") {
                files.append(folder + "/" + relative)
            }
        }
        return files.sorted()
    }
}
