import Foundation
import HeightCache
import LayoutTestSupport
import Testing
import Typesetting

@Suite struct PersistenceTests {
    static let fingerprint = HeightCacheFingerprint(fonts: "f0", template: HeightCacheFingerprint.digest(of: "views: []"))

    /// A new file name in the temporary folder (each test removes its files with a `defer`).
    static func temporaryPath(_ name: String) -> String {
        Scratch.folder
            .appendingPathComponent("cellheight-tests-\(getpid())-\(name)-\(UInt32.random(in: 0...UInt32.max)).heights").path
    }

    /// The bytes of `smallCache()` saved under `fingerprint`, to damage.
    static func savedStoreBytes() throws -> Data {
        let path = temporaryPath("whole")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try HeightStore.save(smallCache(), to: path, fingerprint: fingerprint)
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    static func smallCache() -> KeyedHeightCache {
        let cache = KeyedHeightCache()
        let narrow = TableGeometry(width: 320, scale: 2), wide = TableGeometry(width: 414, scale: 3, separatorStyle: .none, sectionIndexWidth: 15)
        cache.store(44.5, forKey: "a", in: narrow)
        cache.store(101.0 / 3, forKey: "a", in: wide)
        cache.store(320, forKey: "状态-2", in: narrow)
        // The same row at a larger text size: a geometry of its own.
        cache.store(60, forKey: "a", in: TableGeometry(width: 320, scale: 2, contentSize: .accessibilityLarge))
        return cache
    }

    /// Writes `bytes` as a store and checks that loading it throws and leaves the cache empty.
    static func expectRefused(_ bytes: Data, at path: String, _ what: Comment) throws {
        try bytes.write(to: URL(fileURLWithPath: path))
        let cache = KeyedHeightCache()
        #expect(throws: HeightStoreError.self, what) { try HeightStore.load(into: cache, from: path, fingerprint: fingerprint) }
        #expect(cache.count == 0, what)
    }

    /// A store is a regular file: a FIFO or a device at the path is refused, by what it is, and left as it
    /// was (renaming a new file over it would replace it; reading a FIFO would wait forever); a link is
    /// followed to the file it names, which is replaced and the link kept.
    @Test(.timeLimit(.minutes(5))) func aStoreIsARegularFileAndALinkIsFollowed() throws {
        let fifo = Self.temporaryPath("fifo")
        defer { unlink(fifo) }
        #expect(mkfifo(fifo, 0o644) == 0)
        let expected = "\(fifo): not a file: it is a FIFO (named pipe); a height store is a regular file"
        #expect(throws: HeightStoreError.self) { try HeightStore.save(Self.smallCache(), to: fifo, fingerprint: Self.fingerprint) }
        do { try HeightStore.save(Self.smallCache(), to: fifo, fingerprint: Self.fingerprint) } catch { #expect(error.description == expected) }
        do { try HeightStore.load(into: KeyedHeightCache(), from: fifo, fingerprint: Self.fingerprint) } catch { #expect(error.description == expected) }
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)

        let target = Self.temporaryPath("target"), link = Self.temporaryPath("link")
        defer { unlink(target); unlink(link) }
        #expect(symlink(target, link) == 0)
        try HeightStore.save(Self.smallCache(), to: link, fingerprint: Self.fingerprint)
        #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(lstat(target, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
        #expect(try HeightStore.load(into: KeyedHeightCache(), from: link, fingerprint: Self.fingerprint) == 4)
    }

    /// A run opening its store: an empty file is a first run (nothing in it to lose); a file that cannot be
    /// read is refused, as what it holds is unknown, so it is never replaced. (The tests run as root, which
    /// reads any file whatever its permissions: `/proc/self/mem`, a regular file whose first bytes are
    /// unmapped memory, is one that cannot be read.)
    @Test func anEmptyStoreIsAFirstRunAndAnUnreadableOneIsRefused() throws {
        let empty = Self.temporaryPath("empty")
        defer { unlink(empty) }
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        let opened = try StoreImage.open(path: empty)
        #expect(opened.image == nil && opened.warning == nil)
        #if os(Linux)
        #expect {
            _ = try StoreImage.open(path: "/proc/self/mem")
        } throws: { error in
            guard case .io(let path, let why) = error as? HeightStoreError else { return false }
            return path == "/proc/self/mem" && why.hasPrefix("cannot read")
        }
        #endif
    }

    /// A store is written a megabyte at a time: 100,000 heights (each 4 + 6 or 7 bytes of key, 4 of
    /// geometry, 8 of height: about 2.3 MB) come back whole, and the file has exactly the layout's bytes.
    @Test func aStoreOfSeveralWriteBuffersRoundTrips() throws {
        let path = Self.temporaryPath("large")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let cache = KeyedHeightCache(), geometry = TableGeometry(width: 375, scale: 3)
        for i in 0..<100_000 { cache.store(Double(i % 500) + 1, forKey: "k\(i)", in: geometry) }
        try HeightStore.save(cache, to: path, fingerprint: Self.fingerprint)
        let keyBytes = (0..<100_000).reduce(0) { $0 + "k\($1)".utf8.count }
        // "CHHS", version, fingerprint, no font files' sums (their count), one geometry of 35 bytes, the
        // entry count, the entries, the checksum.
        let expected = 4 + 4 + (4 + Self.fingerprint.description.utf8.count) + 4 + 4 + 35 + 8 + 100_000 * (4 + 4 + 8) + keyBytes + 8
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int == expected)
        let loaded = KeyedHeightCache()
        #expect(try HeightStore.load(into: loaded, from: path, fingerprint: Self.fingerprint) == 100_000)
        #expect(loaded.height(forKey: "k0", in: geometry) == 1 && loaded.height(forKey: "k99999", in: geometry) == 500)
        #expect(loaded.height(forKey: "k12345", in: geometry) == 346)
    }

    @Test func roundTrip() throws {
        let path = Self.temporaryPath("round")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try HeightStore.save(Self.smallCache(), to: path, fingerprint: Self.fingerprint)
        let loaded = KeyedHeightCache()
        #expect(try HeightStore.load(into: loaded, from: path, fingerprint: Self.fingerprint) == 4)
        #expect(loaded.height(forKey: "a", in: TableGeometry(width: 320, scale: 2)) == 44.5)
        #expect(loaded.height(forKey: "a", in: TableGeometry(width: 414, scale: 3, separatorStyle: .none, sectionIndexWidth: 15)) == 101.0 / 3)
        #expect(loaded.height(forKey: "状态-2", in: TableGeometry(width: 320, scale: 2)) == 320)
        #expect(loaded.height(forKey: "a", in: TableGeometry(width: 414, scale: 3)) == nil)
        #expect(loaded.height(forKey: "a", in: TableGeometry(width: 320, scale: 2, contentSize: .accessibilityLarge)) == 60)
        #expect(loaded.height(forKey: "a", in: TableGeometry(width: 320, scale: 2, contentSize: .extraLarge)) == nil)
        // Saving again replaces the file in one step and leaves no temporary file behind.
        try HeightStore.save(loaded, to: path, fingerprint: Self.fingerprint)
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(name) } == [name])
    }

    @Test func anotherFingerprintIsRefused() throws {
        let path = Self.temporaryPath("fingerprint")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try HeightStore.save(Self.smallCache(), to: path, fingerprint: Self.fingerprint)
        for other in [HeightCacheFingerprint(fonts: "f1", template: Self.fingerprint.template),
                      HeightCacheFingerprint(fonts: "f0", engine: "cellheight-engine-0", template: Self.fingerprint.template),
                      HeightCacheFingerprint(fonts: "f0", template: HeightCacheFingerprint.digest(of: "views: [x]"))] {
            let cache = KeyedHeightCache()
            #expect(throws: HeightStoreError.fingerprintMismatch(path: path, stored: Self.fingerprint.description, current: other.description)) {
                try HeightStore.load(into: cache, from: path, fingerprint: other)
            }
            #expect(cache.count == 0)
        }
        #expect(throws: HeightStoreError.missing(path: path + ".none")) { try HeightStore.load(into: KeyedHeightCache(), from: path + ".none", fingerprint: Self.fingerprint) }
    }

    /// The refusal says what differs and only that: a template's part also changes with the iOS release
    /// or locale measured at, so it is not called an edited template.
    @Test func aRefusalNamesWhatDiffers() {
        let stored = HeightCacheFingerprint(fonts: "f0", engine: "e1", template: "t0")
        let message = { (current: HeightCacheFingerprint) in
            HeightStoreError.fingerprintMismatch(path: "c.bin", stored: stored.description, current: current.description).description
        }
        #expect(message(HeightCacheFingerprint(fonts: "f0", engine: "e1", template: "t1"))
                == "c.bin: height store was written for another template or settings (its files, iOS release or locale) "
                + "(template t0, now t1); its heights were discarded")
        #expect(message(HeightCacheFingerprint(fonts: "f1", engine: "e2", template: "t0"))
                == "c.bin: height store was written for other fonts (fonts f0, now f1) and another engine (engine e1, now e2); "
                + "its heights were discarded")
    }

    /// A store is read under the fingerprint whose text it holds: two fingerprints whose fields, joined,
    /// would read alike ("A, engine B" and "C" against "A" and "B, engine C") are two texts.
    @Test func fingerprintsOfFieldsThatReadAlikeAreTwo() throws {
        let path = Self.temporaryPath("alike")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let one = HeightCacheFingerprint(fonts: "A, engine B", engine: "C", template: "D")
        let other = HeightCacheFingerprint(fonts: "A", engine: "B, engine C", template: "D")
        #expect(one.description == "fonts A%2C engine B, engine C, template D")
        #expect(other.description == "fonts A, engine B%2C engine C, template D")
        try HeightStore.save(Self.smallCache(), to: path, fingerprint: one)
        #expect(throws: HeightStoreError.self) { try HeightStore.load(into: KeyedHeightCache(), from: path, fingerprint: other) }
        #expect(try HeightStore.load(into: KeyedHeightCache(), from: path, fingerprint: one) == 4)
    }

    /// Each table style's heights come back under their own style: an inset grouped row is narrower than a
    /// grouped one, so the two must never answer for each other.
    @Test func tableStylesAreKeptApart() throws {
        let path = Self.temporaryPath("styles")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let cache = KeyedHeightCache()
        for (index, style) in TableStyle.allCases.enumerated() {
            cache.store(Double(40 + index), forKey: "a", in: TableGeometry(width: 375, style: style))
        }
        try HeightStore.save(cache, to: path, fingerprint: Self.fingerprint)
        let loaded = KeyedHeightCache()
        #expect(try HeightStore.load(into: loaded, from: path, fingerprint: Self.fingerprint) == 3)
        #expect(TableStyle.allCases.map { loaded.height(forKey: "a", in: TableGeometry(width: 375, style: $0)) } == [40, 41, 42])
    }

    @Test func theFontFingerprintFollowsTheFontFiles() throws {
        let fonts = try FontCollection.bundled()
        let digest = try HeightCacheFingerprint.digest(of: fonts)
        #expect(digest == (try HeightCacheFingerprint.digest(of: fonts)))
        let fewer = FontCollection()
        try fewer.register(fileAt: fonts.faces()[0].path)
        #expect(digest != (try HeightCacheFingerprint.digest(of: fewer)))
        // Mapping the system font to another family changes every height set in it.
        let mapped = try FontCollection.bundled()
        try mapped.mapSystemFont(toFamily: "Noto Sans CJK SC")
        #expect(digest != (try HeightCacheFingerprint.digest(of: mapped)))
    }

    @Test func everyTruncationIsDetected() throws {
        let bytes = try Self.savedStoreBytes()
        let cut = Self.temporaryPath("cut")
        defer { try? FileManager.default.removeItem(atPath: cut) }
        for length in 0..<bytes.count {
            try Self.expectRefused(bytes.prefix(length), at: cut, "truncated to \(length) of \(bytes.count)")
        }
    }

    @Test func everyFlippedByteIsDetected() throws {
        let bytes = try Self.savedStoreBytes()
        let damaged = Self.temporaryPath("flip")
        defer { try? FileManager.default.removeItem(atPath: damaged) }
        for offset in 0..<bytes.count {
            for mask: UInt8 in [0x01, 0x80, 0xFF] {
                var copy = bytes
                copy[offset] ^= mask
                try Self.expectRefused(copy, at: damaged, "byte \(offset) ^ \(mask)")
            }
        }
        // Something else entirely.
        try Data("id,width,height\n".utf8).write(to: URL(fileURLWithPath: damaged))
        #expect { try HeightStore.load(into: KeyedHeightCache(), from: damaged, fingerprint: Self.fingerprint) } throws: { error in
            "\(error)" == "\(damaged): not a height store: it does not start with \"CHHS\""
        }
    }

    /// A file that is not a store is known from its first bytes: a 16 GiB one (sparse, so it costs no disk)
    /// is refused at once, not read into memory first.
    @Test func aLargeFileThatIsNoStoreIsNotReadWhole() throws {
        let path = Self.temporaryPath("large")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data("PK\u{3}\u{4}".utf8)))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 1 << 34)
        try handle.close()
        #expect { try StoreImage(path: path) } throws: { error in
            "\(error)" == "\(path): not a height store: it does not start with \"CHHS\""
        }
    }

    /// A cache is saved from a snapshot of it: heights stored while the file is written (a server's
    /// requests) go on, and the file is whole, every height it holds at its own key: all held when the
    /// save began, and any of the later ones.
    @Test func storesWhileSavingLeaveAWholeFile() async throws {
        let cache = KeyedHeightCache(capacity: 200_000)
        let g = TableGeometry(width: 375)
        cache.store((0..<50_000).map { [Double($0) + 1] }, forKeys: (0..<50_000).map { "k\($0)" }, in: [g])
        let path = Self.temporaryPath("snapshot")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let saving = Task.detached { try HeightStore.save(cache, to: path, fingerprint: Self.fingerprint) }
        for n in 50_000..<60_000 { cache.store(Double(n) + 1, forKey: "k\(n)", in: g) }
        try await saving.value
        let loaded = KeyedHeightCache()
        let count = try HeightStore.load(into: loaded, from: path, fingerprint: Self.fingerprint)
        #expect(count >= 50_000 && count <= 60_000)
        let heights = loaded.heights(forKeys: (0..<60_000).map { "k\($0)" }, in: [g])
        #expect(heights.prefix(50_000).enumerated().allSatisfy { $0.element == [Double($0.offset) + 1] })
        #expect(heights.enumerated().allSatisfy { $0.element == [nil] || $0.element == [Double($0.offset) + 1] })
        #expect(heights.filter { $0 != [nil] }.count == count)
    }

    @Test func aBoundedCacheKeepsTheMostRecentlyUsed() throws {
        let cache = KeyedHeightCache(capacity: 3)
        let g = TableGeometry(width: 375)
        for key in ["a", "b", "c"] { cache.store(10, forKey: key, in: g) }
        _ = cache.height(forKey: "a", in: g)          // a is now the most recent
        cache.store(20, forKey: "d", in: g)            // drops b, the least recent
        #expect(cache.count == 3)
        #expect(cache.height(forKey: "b", in: g) == nil)
        #expect(cache.height(forKey: "a", in: g) == 10 && cache.height(forKey: "c", in: g) == 10 && cache.height(forKey: "d", in: g) == 20)
        // The order of use survives a save and load: after loading into a cache of 3, storing "e" drops "c".
        let path = Self.temporaryPath("lru")
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = cache.height(forKey: "c", in: g); _ = cache.height(forKey: "a", in: g); _ = cache.height(forKey: "d", in: g)
        try HeightStore.save(cache, to: path, fingerprint: Self.fingerprint)
        let loaded = KeyedHeightCache(capacity: 3)
        try HeightStore.load(into: loaded, from: path, fingerprint: Self.fingerprint)
        loaded.store(30, forKey: "e", in: g)
        #expect(loaded.height(forKey: "c", in: g) == nil && loaded.count == 3)
    }
}
