/// Why a height store was not read (or written). A store that cannot be trusted is never read as heights.
public enum HeightStoreError: Error, Equatable, CustomStringConvertible {
    /// No file at the path (a first run).
    case missing(path: String)
    /// Reading or writing failed.
    case io(path: String, String)
    /// Not a height store, or a format this version does not read.
    case notAStore(path: String, String)
    /// Shorter than its header says, or damaged (the checksum does not match).
    case corrupt(path: String, String)
    /// Written for other fonts, another engine version or another template: its heights do not apply.
    case fingerprintMismatch(path: String, stored: String, current: String)
    /// The path (or, `through` a link, the file it names) is not a regular file: a folder, a FIFO, a device
    /// or a socket, in `FileKind`'s words. Neither read nor replaced.
    case notAFile(path: String, kind: String, through: String?)
    /// A font file the run measured with changed while it ran (written in place): heights measured since
    /// may be of its new bytes, under the fingerprint of its old ones. The store is left as it was.
    case fontChanged(path: String, font: String)

    /// A message naming the store's path and what went wrong.
    public var description: String {
        switch self {
        case .missing(let path): "\(path): no height store yet"
        case .io(let path, let why): "\(path): \(why)"
        case .notAStore(let path, let why): "\(path): not a height store: \(why)"
        case .corrupt(let path, let why): "\(path): height store is damaged (\(why)); its heights were discarded"
        case .fingerprintMismatch(let path, let stored, let current):
            "\(path): height store was written for \(Self.differences(stored, current)); its heights were discarded"
        case .notAFile(let path, let kind, let through):
            "\(path): not a file: it is \(through.map { "a link to \($0), " } ?? "")\(kind); a height store is a regular file"
        case .fontChanged(let path, let font):
            "\(path): not saved: the font file \(font) changed during the run, so heights measured since may be of its new "
                + "bytes; the cache is left as it was, and this run's rows are as uncertain (run again)"
        }
    }

    /// What differs between two fingerprints' descriptions ("fonts A, engine B, template C"), in words: a
    /// template's part changes with its files and with the settings it is measured at (an iOS release, a
    /// locale), so a run at another `--ios` is not taken for an edited template.
    private static func differences(_ stored: String, _ current: String) -> String {
        func parts(_ text: String) -> [(key: Substring, value: Substring)] {
            text.split(separator: ", ").map { part in
                let space = part.firstIndex(of: " ") ?? part.endIndex
                return (part[..<space], part[space...].drop { $0 == " " })
            }
        }
        let old = parts(stored), new = parts(current)
        guard old.map(\.key) == new.map(\.key) else { return "\(stored), not \(current)" }
        let words: [Substring: String] = ["fonts": "other fonts", "engine": "another engine",
                                          "template": "another template or settings (its files, iOS release or locale)"]
        let differing = zip(old, new).filter { $0.value != $1.value }
        guard !differing.isEmpty else { return "\(stored), not \(current)" }
        return differing.map { old, new in "\(words[old.key] ?? String(old.key)) (\(old.key) \(old.value), now \(new.value))" }
            .joined(separator: " and ")
    }
}
