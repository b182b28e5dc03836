import Foundation
@testable import HeightCache
import LayoutTestSupport
import Testing
import Typesetting

/// A store remembers each font file's checksum with the identity the file had (`FontFileSums`), so a run
/// whose fonts have not changed does not read them to make its fingerprint; any change to a file reads it
/// again, and a format 2 store (before the sums) is still read.
@Suite struct FontFileSumsTests {
    /// A copy of a bundled font in a folder of its own, made `age` seconds ago.
    static func copiedFont(age: TimeInterval) throws -> (folder: URL, path: String) {
        let folder = Scratch.folder.appendingPathComponent("cellheight-sums-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = try FontCollection.bundled().faces().first { $0.path.hasSuffix("Inter-Regular.otf") }!.path
        let path = folder.appendingPathComponent("Copy.otf").path
        try FileManager.default.copyItem(atPath: source, toPath: path)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: path)
        return (folder, path)
    }

    static func collection(_ path: String) throws -> FontCollection {
        let fonts = FontCollection()
        try fonts.register(fileAt: path)
        return fonts
    }

    @Test func aRememberedSumStandsInForTheFileUntilTheFileChanges() throws {
        let (folder, path) = try Self.copiedFont(age: 60)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fonts = try Self.collection(path)
        let read = try HeightCacheFingerprint.digest(of: fonts, known: FontFileSums())
        #expect(read.digest == (try HeightCacheFingerprint.digest(of: fonts)))
        // The status-change time is now (the copy), so the file is not settled yet: nothing remembered.
        #expect(read.sums.files.isEmpty)
        // A sum remembered with the file's present identity is taken without reading the file: a wrong one
        // shows it (only a test would remember a wrong sum).
        let identity = try #require(FontFileSums.Identity(path: path))
        var known = FontFileSums()
        known.files[path] = FontFileSums.Sum(identity: identity, checksum: 42)
        let taken = try HeightCacheFingerprint.digest(of: fonts, known: known)
        #expect(taken.digest != read.digest && taken.sums == known)
        // Written again with the same bytes, the file has another status-change time: it is read again.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        Thread.sleep(forTimeInterval: 0.01)
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect(try HeightCacheFingerprint.digest(of: fonts, known: known).digest == read.digest)
    }

    @Test func aSettledFileIsRememberedAndTheStoreKeepsIt() throws {
        // The bundled fonts were written long before the test runs.
        let fonts = try FontCollection.bundled()
        let made = try HeightCacheFingerprint.digest(of: fonts, known: FontFileSums())
        let paths = Set(fonts.faces().map(\.path))
        #expect(Set(made.sums.files.keys) == paths)
        let path = PersistenceTests.temporaryPath("sums")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fingerprint = HeightCacheFingerprint(fonts: made.digest, template: "t")
        try HeightStore.save(PersistenceTests.smallCache(), to: path, fingerprint: fingerprint, fontFiles: made.sums)
        let image = try StoreImage(path: path)
        #expect(image.fontFiles == made.sums)
        #expect(try image.load(into: KeyedHeightCache(), fingerprint: fingerprint) == 4)
        // The next run's digest from the remembered sums is the one reading the files gives.
        #expect(try HeightCacheFingerprint.digest(of: fonts, known: image.fontFiles).digest == made.digest)
    }

    @Test func aFormatTwoStoreIsStillRead() throws {
        // Format 2 is format 3 without the font files' count and sums after the fingerprint.
        var bytes = [UInt8](try PersistenceTests.savedStoreBytes())
        let fingerprintLength = Int(UInt32(littleEndian: bytes[8..<12].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }))
        let countAt = 12 + fingerprintLength
        #expect(bytes[countAt..<(countAt + 4)] == [0, 0, 0, 0])
        bytes.removeSubrange(countAt..<(countAt + 4))
        bytes[4] = 2
        bytes.removeLast(8)
        withUnsafeBytes(of: bytes.withUnsafeBytes { StoreChecksum.of($0) }.littleEndian) { bytes += $0 }
        let path = PersistenceTests.temporaryPath("format2")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(try HeightStore.load(into: KeyedHeightCache(), from: path, fingerprint: PersistenceTests.fingerprint) == 4)
        #expect(try StoreImage(path: path).fontFiles.files.isEmpty)
        // Another format is not a store this build reads.
        bytes[4] = 4
        bytes.removeLast(8)
        withUnsafeBytes(of: bytes.withUnsafeBytes { StoreChecksum.of($0) }.littleEndian) { bytes += $0 }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect { try HeightStore.load(into: KeyedHeightCache(), from: path, fingerprint: PersistenceTests.fingerprint) } throws: { error in
            "\(error)" == "\(path): not a height store: format version 4, this build reads 2 to 3"
        }
    }
}
