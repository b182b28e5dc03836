#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CellTemplates
import FeedTables
import HeightCache
import Locking
import Typesetting
import UIKitMetrics

/// The templates of a folder, by name (a file's name without its extension: `status.yaml` is "status"),
/// loaded once and loaded again when a file they read changes. A new version replaces the old one whole:
/// a request that started with the old one finishes with it. A template that fails to load keeps its
/// previous version serving, with the error beside it, until its files are fixed.
///
/// Every file a template reads (an Interface Builder document, fonts, an asset catalog) must lie inside
/// the folder, links resolved: the folder is all a client can reach.
public final class TemplateStore: Sendable {
    /// One name's state: the version serving (if any loaded), and the last load's error.
    struct Entry: Sendable {
        var serving: LoadedTemplate?
        /// Stamps of the files the serving version (or the failed load) read; a reload happens when they change.
        var stamps: [FileStamp]
        var error: String?
        /// Loads failed in a row: a failed template is tried again at the next reload, then at longer
        /// intervals (each load of its fonts reads them whole).
        var failures = 0
        /// The files as the last failed load found them: the template's, and those the version serving read
        /// (an Interface Builder document, assets, fonts), any of which a fix may change. Empty when the error
        /// is not a load's (two files of one name, a name that is not UTF-8).
        var failedStamps: [FileStamp] = []

        /// Whether no file changed since the last load failed (true when no load failed).
        var unchangedSinceFailure: Bool { failedStamps.allSatisfy { FileStamp(path: $0.path) == $0 } }
        /// Versions for other iOS releases, loaded from the same files when a request asks for one.
        var releases: [IOSVersion: LoadedTemplate] = [:]
    }

    /// File extensions read as templates.
    public static let extensions = ["yaml", "yml", "json"]

    /// The folder, as given and as resolved.
    public let folder: String
    let realFolder: String
    /// What a template of the folder may read: files inside it, links resolved (checked again when an
    /// image is drawn: a file read at load may be a link out of the folder by then).
    let reads: TemplateReads
    private let textCache: PreparedTextCache
    private let cachedHeights: Int
    /// The digest of the server's fonts, part of every template's fingerprint.
    let fontsDigest: String
    /// A folder of height cache files, one per template (`NAME.heights`), or nil.
    let cacheFolder: String?
    private let entries = Locked<[String: Entry]>([:])
    /// Reloads made so far (failed templates are retried at some of them).
    private let reloads = Locked(0)

    /// The store of `folder`'s templates; call `reload()` to read them.
    public init(folder: String, textCache: PreparedTextCache, cachedHeights: Int, cacheFolder: String? = nil) throws(ServiceError) {
        var info = stat()
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, let real = RealPath.of(folder) else {
            throw ServiceError(400, "--templates \(folder): not a folder")
        }
        self.folder = folder
        realFolder = real
        reads = TemplateReads.inside(realFolder: real, named: "--templates \(folder)")
        self.textCache = textCache
        self.cachedHeights = cachedHeights
        do { fontsDigest = try HeightCacheFingerprint.digest(of: textCache.typesetter.fonts) } catch {
            throw ServiceError(400, "the fonts cannot be read for the templates' fingerprints: \(error)")
        }
        if let cacheFolder {
            var cacheInfo = stat()
            guard stat(cacheFolder, &cacheInfo) == 0, cacheInfo.st_mode & S_IFMT == S_IFDIR else {
                throw ServiceError(400, "--cache \(cacheFolder): not a folder (give a folder for the templates' height caches)")
            }
        }
        self.cacheFolder = cacheFolder
    }

    /// The Interface Builder documents at the top of the folder that no template reads, by file name: a
    /// template names one and is served under its own name; none is served by itself.
    public func interfaceBuilderFiles() -> [String] {
        guard case .success(let names) = entryNames() else { return [] }
        let read = Set(entries.withLock { $0.values.flatMap { ($0.stamps + $0.failedStamps).map(\.path) } })
        return names.map { String(decoding: $0, as: UTF8.self) }.filter { name in
            let lowered = name.lowercased()
            guard !name.hasPrefix("."), lowered.hasSuffix(".xib") || lowered.hasSuffix(".storyboard") else { return false }
            return !read.contains(realFolder + "/" + name) && !read.contains(RealPath.of(realFolder + "/" + name) ?? "")
        }.sorted()
    }

    /// Why the folder cannot be listed (moved, removed, its permissions changed), nil when it can: its
    /// templates are then gone from the server, which a log line says.
    func folderProblem() -> String? {
        guard case .failure(let error) = entryNames() else { return nil }
        return "the templates folder \(realFolder) cannot be read: \(String(cString: strerror(error.code)))"
    }

    /// The folder's entry names as their bytes, or the error number opening it gave.
    private func entryNames() -> Result<[[UInt8]], DirectoryError> {
        guard let directory = opendir(realFolder) else { return .failure(DirectoryError(code: errno)) }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            names.append(withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix(while: { $0 != 0 })) })
        }
        return .success(names)
    }

    /// Why the folder could not be opened: `errno`'s value.
    private struct DirectoryError: Error { let code: Int32 }

    /// Names and paths of the template files in the folder now, sorted (paths by name too: two files of one
    /// name, `status.yaml` and `status.yml`, are both listed, and neither is served). A file name that is not
    /// UTF-8 is listed with its bytes that are not shown as U+FFFD and `isUTF8` false: its path as shown names
    /// no file, and no request could name it.
    func listing() -> [(name: String, path: String, isUTF8: Bool)] {
        guard case .success(let names) = entryNames() else { return [] }
        var found: [(String, String, Bool)] = []
        for bytes in names {
            let fileName = String(decoding: bytes, as: UTF8.self)
            guard !fileName.hasPrefix("."), let dot = fileName.lastIndex(of: "."),
                  Self.extensions.contains(String(fileName[fileName.index(after: dot)...]).lowercased()) else { continue }
            found.append((String(fileName[..<dot]), realFolder + "/" + fileName, Array(fileName.utf8) == bytes))
        }
        return found.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    }

    /// Reads every template whose files changed since the last call (all of them the first time), drops
    /// the ones whose file is gone, and returns the names loaded.
    @discardableResult
    public func reload() -> [String] {
        let reloadCount = reloads.withLock { count in count += 1; return count }
        let files = listing()
        let paths = Dictionary(grouping: files, by: \.name).mapValues { $0.map(\.path) }
        let current = entries.withLock { $0 }
        var loaded: [String] = []
        var updates: [String: Entry] = [:]
        for (name, path, isUTF8) in files where paths[name]?.first == path {
            var entry = current[name] ?? Entry(serving: nil, stamps: [])
            guard isUTF8 || paths[name, default: []].count > 1 else {
                entry.error = "the file name is not UTF-8 (shown with U+FFFD where its bytes are not); a request names "
                    + "a template in UTF-8, so rename the file"
                entry.stamps = []
                entry.failedStamps = []
                updates[name] = entry
                continue
            }
            if let all = paths[name], all.count > 1 {
                // Which one a request means is not for the server to guess: the previous version keeps serving.
                let fileNames = all.map { String($0.split(separator: "/").last ?? "") }.joined(separator: ", ")
                entry.error = "\(all.count) files are named \"\(name)\" (\(fileNames)); rename all but one"
                entry.stamps = []
                entry.failedStamps = []
                updates[name] = entry
                continue
            }
            if !entry.stamps.isEmpty, entry.stamps.allSatisfy({ FileStamp(path: $0.path) == $0 }), entry.stamps.first?.path == path {
                continue
            }
            // A failed template whose own file is as it was: tried again at the next reload, then every 2nd,
            // 4th, ... up to every 32nd, as what fixes it may be another file it did not get to list.
            if entry.failures > 0, entry.error != nil, !entry.failedStamps.isEmpty, entry.unchangedSinceFailure,
               reloadCount % min(32, 1 << (entry.failures - 1)) != 0 {
                continue
            }
            // Stamped before it is read, and its other files checked after: an edit made while it loads
            // is seen by the next reload.
            let before = FileStamp(path: path)
            let started = Self.now()
            switch load(name: name, path: path, ios: .newest) {
            case .success(let version):
                entry.serving = version
                entry.error = nil
                entry.failures = 0
                entry.releases = [:]
                let inputs = version.template.inputFiles.map(\.path)
                entry.stamps = Self.changed(inputs, since: started) ? [] : Self.stamps(path: path, template: version.template, before: before)
                loaded.append(name)
            case .failure(let error):
                entry.error = error.message
                entry.failures += 1
                let served = entry.serving?.template.inputFiles.map(\.path).filter { $0 != path } ?? []
                entry.failedStamps = [before].compactMap { $0 } + served.compactMap(FileStamp.init(path:))
                entry.stamps = []
            }
            updates[name] = entry
        }
        let names = Set(files.map(\.name))
        entries.withLock { entries in
            for (name, entry) in updates { entries[name] = entry }
            for name in entries.keys where !names.contains(name) { entries[name] = nil }
        }
        return loaded
    }

    /// The serving version of `name` for `ios`; with `mayLoad` false, `ServiceError.loadsATemplate` where
    /// that release's version is not made yet.
    func template(_ name: String, ios: IOSVersion, mayLoad: Bool = true) throws(ServiceError) -> LoadedTemplate {
        guard let entry = entries.withLock({ $0[name] }) else {
            throw ServiceError(404, "no template \"\(name)\" in --templates \(folder) (GET /v1/templates lists them)")
        }
        guard let serving = entry.serving else {
            throw ServiceError(422, "template \"\(name)\" does not load: \(entry.error ?? "unknown error")")
        }
        if ios == .newest { return serving }
        if let known = entry.releases[ios] { return known }
        guard mayLoad else { throw .loadsATemplate }
        // From the serving version's text, not the file as it is now (which may be mid-edit, or broken), and
        // from its other files (an Interface Builder document, fonts, an asset catalog) only while they are
        // as that version read them: after an edit the release would mix two versions.
        try Self.checkUnchanged(entry, name: name, ios: ios)
        // Read again from where the serving version was read: a YAML file naming an Interface Builder cell in
        // a subfolder resolves that path from its own folder, not from the document's.
        let version = try load(name: name, path: serving.sourcePath ?? serving.template.file, ios: ios, text: serving.sourceText).get()
        try Self.checkUnchanged(entry, name: name, ios: ios)
        entries.withLock { entries in
            // Kept only while the same version serves.
            if entries[name]?.serving === serving { entries[name]?.releases[ios] = version }
        }
        return version
    }

    /// Nothing while the files `entry`'s serving version read are as it read them; else why another iOS
    /// release's version cannot be made now: 409 while the edit fails to load (the version serving stays,
    /// made for the releases it was made for), 503 until the next reload reads the edit, also when the file
    /// changed again since the edit failed (it may be the fix).
    private static func checkUnchanged(_ entry: Entry, name: String, ios: IOSVersion) throws(ServiceError) {
        if !entry.stamps.isEmpty, entry.stamps.allSatisfy({ FileStamp(path: $0.path) == $0 }) { return }
        let why = "template \"\(name)\"'s files changed since the version serving was loaded"
        if let error = entry.error, entry.unchangedSinceFailure {
            throw ServiceError(409, "\(why), and the change does not load (\(error)); iOS \(ios)'s version is made from those files, "
                               + "so it can be had once they load again (the releases made before still serve)")
        }
        throw ServiceError(503, "\(why); iOS \(ios)'s version is made once the next reload has read them", retryAfter: 1)
    }

    /// What `GET /v1/templates` lists: each name with its fingerprint, findings and load error.
    func summaries() -> [(name: String, version: LoadedTemplate?, error: String?)] {
        entries.withLock { entries in entries.keys.sorted().map { ($0, entries[$0]?.serving, entries[$0]?.error) } }
    }

    /// Writes every serving template's heights to its cache file; the errors, by template.
    @discardableResult
    public func saveHeights() -> [(name: String, error: String)] {
        let serving = entries.withLock { $0.compactMap { name, entry in entry.serving.map { (name, $0) } } }
        var failures: [(String, String)] = []
        for (name, version) in serving {
            do { try version.saveHeights() } catch { failures.append((name, "\(error)")) }
        }
        return failures
    }

    /// Warnings of the cache files read (damaged ones, ones that are not height caches), by template.
    public var cacheWarnings: [(name: String, warning: String)] {
        entries.withLock { $0.compactMap { name, entry in entry.serving?.cacheWarning.map { (name, $0) } } }.sorted { $0.0 < $1.0 }
    }

    /// The names of the templates found, sorted.
    public var names: [String] { entries.withLock { $0.keys.sorted() } }

    /// Each template whose last load failed, with the error.
    public var loadErrors: [(name: String, error: String)] {
        summaries().compactMap { summary in summary.error.map { (summary.name, $0) } }
    }

    private func load(name: String, path: String, ios: IOSVersion, text known: String? = nil) -> Result<LoadedTemplate, ServiceError> {
        // Files outside the folder are refused before they are read, the template's own file (a link out of
        // the folder) first: what a file holds must not reach a client through an error message.
        if let refusal = reads.refusal(path) { return .failure(ServiceError(422, "\(path): not read: \(refusal)")) }
        let text: String
        if let known { text = known } else {
            switch Self.read(path) {
            case .success(let read): text = read
            case .failure(let error): return .failure(error)
            }
        }
        let template: CellTemplate
        // A template's own fonts are its own: kept apart from the others' (and read into memory, so a font
        // file rewritten in place cannot bring the server down).
        do { template = try CellTemplate.parse(text, file: path, textCache: textCache, ios: ios, reads: reads, fontsApart: true) } catch {
            return .failure(ServiceError(422, "\(error)"))
        }
        // What the check before reading cannot see: an asset catalog's files, links among them.
        for input in template.inputFiles where reads.refusal(input.path) != nil {
            return .failure(ServiceError(422, "\(path): reads \(input.path), outside --templates \(folder); a served template reads only files in its folder"))
        }
        // The newest iOS's version keeps its heights in the cache folder; other releases' only in memory.
        let file = ios == .newest ? cacheFolder.map { $0 + "/" + name + ".heights" } : nil
        return .success(LoadedTemplate(name: name, template: template, textCache: template.ownTextCache ?? textCache,
                                       fontsDigest: fontsDigest, cachedHeights: cachedHeights, cacheFile: file, sourceText: text,
                                       sourcePath: path))
    }

    /// A template file's text, as `CellTemplate.load` reads one.
    private static func read(_ path: String) -> Result<String, ServiceError> {
        let bytes: [UInt8]
        do { bytes = try TemplateFile.read(path) } catch { return .failure(ServiceError(422, "\(error)")) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(ServiceError(422, "\(path): the template is not UTF-8 text"))
        }
        return .success(text)
    }


    /// The wall clock now, as file status times are kept.
    private static func now() -> timespec {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return time
    }

    /// Whether any of `paths` changed (a write, or a rename over it) at or after `start`.
    private static func changed(_ paths: [String], since start: timespec) -> Bool {
        paths.contains { path in
            var info = stat()
            guard stat(path, &info) == 0 else { return true }
            let changed = info.st_ctim
            return changed.tv_sec > start.tv_sec || (changed.tv_sec == start.tv_sec && changed.tv_nsec >= start.tv_nsec)
        }
    }

    /// The stamps of the files `template` read, its own file's taken `before` it was read.
    private static func stamps(path: String, template: CellTemplate, before: FileStamp?) -> [FileStamp] {
        [before].compactMap { $0 } + template.inputFiles.map(\.path).filter { $0 != path }.compactMap(FileStamp.init(path:))
    }
}
