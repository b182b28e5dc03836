@testable import HeightCache
import FuzzSupport

let fingerprint = HeightCacheFingerprint(fonts: "fonts", engine: "engine", template: "template")

/// A height store as `HeightStore.load` reads one, into a cache. The input is read twice: as it is (the
/// checksum guards the rest), and as a store body with its right checksum appended, so the fields behind
/// the checksum are reached too. The seeds are bodies written under `fingerprint`.
func fuzzHeightStore(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let body = FuzzInput.bytes(data, count)
    var sealed = body
    withUnsafeBytes(of: body.withUnsafeBytes { StoreChecksum.of($0) }.littleEndian) { sealed += $0 }
    for bytes in [body, sealed] {
        let parsed = bytes.withUnsafeBytes { buffer in try? HeightStore.parse(buffer, path: "fuzz.store", fingerprint: fingerprint) }
        if let parsed {
            let cache = KeyedHeightCache()
            cache.insert(geometries: parsed.geometries, entries: parsed.entries)
        }
    }
    return 0
}

FuzzInput.run(fuzzHeightStore)
