import Foundation

/// Saves and loads a `KeyedHeightCache` as one checksummed binary file.
///
/// Layout (little-endian): "CHHS", format version (u32), fingerprint (u32 length + UTF-8), the font files'
/// remembered checksums (`FontFileSums`; u32 count, each: u32 length + UTF-8 path, device, inode, size,
/// modified and changed seconds and nanoseconds, checksum as u64; format 3 on, absent in format 2), geometries
/// (u32 count, each: width, scale, section index width, screen width or NaN as f64; style, separator and
/// content size category (its index, smallest first) as u8), entries (u64 count, each: u32 key length + UTF-8 key, u32 geometry index, f64 height), then a
/// `StoreChecksum` (u64) of everything before it. A file that is short, damaged or written under another
/// fingerprint is reported and not read. Writes go to a temporary file that is synced and renamed over
/// the old one, so a reader sees the old store or the new one, never half of one.
///
/// A store is a regular file: a path that names a folder, a FIFO, a device or a socket is refused
/// (`HeightStoreError.notAFile`), never read or replaced; a symbolic link is followed to the file it
/// names, which is read and replaced while the link stays.
public enum HeightStore {
    static let magic: [UInt8] = Array("CHHS".utf8)
    /// Why a file that does not start with `magic` is not a height store.
    static let notAStoreStart = "it does not start with \"CHHS\""
    /// 2: geometries hold their content size category. 3: the font files' sums follow the fingerprint
    /// (a format 2 store is still read).
    static let formatVersion: UInt32 = 3
    /// The oldest format this build reads.
    static let oldestReadVersion: UInt32 = 2
    /// Bytes of one geometry: four f64 and three u8.
    static let geometryBytes = 35

    /// The file a store at `path` is read from and written to: `path`, or the file a link there names
    /// (made by the first save when missing). Throws `notAFile` for a folder, a FIFO, a device or a socket,
    /// so that a caller can refuse such a path before doing the work whose heights it would keep.
    public static func file(at path: String) throws(HeightStoreError) -> String { try StorePath.resolve(path) }

    /// Throws `notAStore` when `file` exists, is not empty and does not start as a height store does.
    private static func refuseOtherFile(at file: String, given path: String) throws(HeightStoreError) {
        if startsAsStore(file) == false { throw .notAStore(path: path, notAStoreStart + "; it is left as it is") }
    }

    /// Whether `file` starts as a height store does, from its first bytes alone; nil when it cannot be
    /// opened or is empty (none yet, or not readable: what reads or replaces it says why).
    static func startsAsStore(_ file: String) -> Bool? {
        let descriptor = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: magic.count)
        let got = read(descriptor, &head, head.count)
        guard got > 0 else { return nil }
        return got == magic.count && head == magic
    }

    /// Bytes of the store gathered before they are written: the file is written in parts of this size, so
    /// that saving costs no copy of the cache's entries and no image of the whole file in memory.
    static let writeBufferBytes = 1 << 20

    /// Writes every height of `cache` under `fingerprint`. The cache is locked only to take its state, a
    /// value whose storage is shared until written to: callers storing heights meanwhile (a server's
    /// requests) wait for no disk, and the first store copies the table once. A file at `path` (or where a
    /// link there leads) that is not a height store, empty ones aside, is refused (`notAStore`) and left as
    /// it is, whatever was there when the store was read: a file put there since (or a link to one) is
    /// someone's data.
    public static func save(_ cache: KeyedHeightCache, to path: String, fingerprint: HeightCacheFingerprint,
                            fontFiles: FontFileSums = FontFileSums()) throws(HeightStoreError) {
        try refuseOtherFile(at: try StorePath.resolve(path), given: path)
        try AtomicFile.replace(path) { (sink) throws(HeightStoreError) in
            var out = StoreWriter()
            out.data.reserveCapacity(writeBufferBytes + 4096)
            var sum = StoreChecksum()
            func flush() throws(HeightStoreError) {
                out.data.withUnsafeBytes { sum.update($0) }
                try sink.write(out.data)
                out.data.removeAll(keepingCapacity: true)
            }
            let state = cache.state.withLock { $0 }
            out.bytes(magic)
            out.u32(formatVersion)
            out.string(fingerprint.description)
            out.u32(UInt32(fontFiles.files.count))
            for (path, sum) in fontFiles.files.sorted(by: { $0.key < $1.key }) {
                let identity = sum.identity
                out.string(path)
                out.u64(identity.device); out.u64(identity.inode); out.u64(identity.size)
                out.i64(identity.modified); out.i64(identity.modifiedNanoseconds)
                out.i64(identity.changed); out.i64(identity.changedNanoseconds)
                out.u64(sum.checksum)
            }
            out.u32(UInt32(state.geometries.count))
            for g in state.geometries {
                out.f64(g.width); out.f64(g.scale); out.f64(g.sectionIndexWidth); out.f64(g.screenWidth ?? .nan)
                out.u8(g.style.storeCode); out.u8(g.separatorStyle == .none ? 0 : 1); out.u8(UInt8(g.contentSize.index))
            }
            out.u64(UInt64(state.count))
            var failure: HeightStoreError?
            state.forEachEntry { key, slot, height in
                guard failure == nil else { return }
                out.string(key)
                out.u32(UInt32(slot))
                out.f64(height)
                if out.data.count >= writeBufferBytes {
                    do throws(HeightStoreError) { try flush() } catch { failure = error }
                }
            }
            if let failure { throw failure }
            out.data.withUnsafeBytes { sum.update($0) }
            out.u64(sum.finalize())
            try sink.write(out.data)
        }
    }

    /// Reads a store into `cache` and returns how many heights it held. Throws, leaving `cache` as it
    /// was, when the file is missing, damaged, or written under another fingerprint. A height the cache
    /// holds already for a key and geometry the file has too is replaced by the file's: keys that carry
    /// their item's version keep an older file from replacing a newer height.
    @discardableResult
    public static func load(into cache: KeyedHeightCache, from path: String, fingerprint: HeightCacheFingerprint) throws(HeightStoreError) -> Int {
        try StoreImage(path: path).load(into: cache, fingerprint: fingerprint)
    }

    /// The geometries and heights of a whole store file (`buffer`, checksum included); `path` names it in errors.
    static func parse(_ buffer: UnsafeRawBufferPointer, path: String, fingerprint: HeightCacheFingerprint)
        throws(HeightStoreError) -> (geometries: [TableGeometry], entries: [KeyedHeightCache.StoredHeight]) {
        let header = try self.header(buffer, path: path)
        return try entries(buffer, header: header, path: path, fingerprint: fingerprint)
    }

    /// What comes before a store's heights: checked (its magic, checksum and format) and read.
    struct Header {
        var fingerprint: String
        var fontFiles = FontFileSums()
        /// Where the geometries start.
        var end: Int
    }

    static func header(_ buffer: UnsafeRawBufferPointer, path: String) throws(HeightStoreError) -> Header {
        guard buffer.count >= magic.count, Array(buffer[0..<magic.count]) == magic else {
            throw .notAStore(path: path, notAStoreStart)
        }
        guard buffer.count >= 8 + 8 else { throw .corrupt(path: path, "\(buffer.count) bytes is shorter than any store") }
        let body = UnsafeRawBufferPointer(rebasing: buffer[0..<(buffer.count - 8)])
        let stored = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: buffer.count - 8, as: UInt64.self))
        guard StoreChecksum.of(body) == stored else { throw .corrupt(path: path, "checksum mismatch: truncated or damaged") }

        var reader = StoreReader(body, path: path)
        reader.offset = magic.count
        let version = try reader.u32()
        guard (oldestReadVersion...formatVersion).contains(version) else {
            throw .notAStore(path: path, "format version \(version), this build reads \(oldestReadVersion) to \(formatVersion)")
        }
        var header = Header(fingerprint: try reader.string(), end: 0)
        if version >= 3 {
            let count = Int(try reader.u32())
            guard count <= reader.remaining / 68 else { throw .corrupt(path: path, "\(count) font files do not fit the file") }
            for _ in 0..<count {
                let file = try reader.string()
                let identity = FontFileSums.Identity(device: try reader.u64(), inode: try reader.u64(), size: try reader.u64(),
                                                     modified: try reader.i64(), modifiedNanoseconds: try reader.i64(),
                                                     changed: try reader.i64(), changedNanoseconds: try reader.i64())
                header.fontFiles.files[file] = FontFileSums.Sum(identity: identity, checksum: try reader.u64())
            }
        }
        header.end = reader.offset
        return header
    }

    /// The geometries and heights after `header`, when the store was written under `fingerprint`.
    static func entries(_ buffer: UnsafeRawBufferPointer, header: Header, path: String, fingerprint: HeightCacheFingerprint)
        throws(HeightStoreError) -> (geometries: [TableGeometry], entries: [KeyedHeightCache.StoredHeight]) {
        guard header.fingerprint == fingerprint.description else {
            throw .fingerprintMismatch(path: path, stored: header.fingerprint, current: fingerprint.description)
        }
        var reader = StoreReader(UnsafeRawBufferPointer(rebasing: buffer[0..<(buffer.count - 8)]), path: path)
        reader.offset = header.end
        let geometryCount = Int(try reader.u32())
        guard geometryCount <= reader.remaining / geometryBytes else { throw .corrupt(path: path, "\(geometryCount) geometries do not fit the file") }
        var geometries: [TableGeometry] = []
        for _ in 0..<geometryCount {
            let width = try reader.f64(), scale = try reader.f64(), index = try reader.f64(), screen = try reader.f64()
            let styleCode = try reader.u8()
            guard let style = TableStyle(storeCode: styleCode) else { throw .corrupt(path: path, "table style \(styleCode)") }
            let separator: SeparatorStyle = try reader.u8() == 0 ? .none : .singleLine
            let category = Int(try reader.u8())
            guard category < ContentSizeCategory.allCases.count else {
                throw .corrupt(path: path, "content size \(category) of \(ContentSizeCategory.allCases.count)")
            }
            geometries.append(TableGeometry(width: width, scale: scale, style: style, separatorStyle: separator,
                                            sectionIndexWidth: index, screenWidth: screen.isNaN ? nil : screen,
                                            contentSize: ContentSizeCategory.allCases[category]))
        }
        let entryCount = try reader.u64()
        guard entryCount <= UInt64(reader.remaining / 16) else { throw .corrupt(path: path, "\(entryCount) entries do not fit the file") }
        var entries: [KeyedHeightCache.StoredHeight] = []
        entries.reserveCapacity(Int(entryCount))
        // A key's entries come one after another (the caches write a key's heights together): the key is
        // made into a string once, and its following entries share that string.
        var previous: (bytes: UnsafeRawBufferPointer, key: String)?
        for _ in 0..<entryCount {
            let bytes = try reader.stringBytes()
            let key: String
            if let previous, previous.bytes.count == bytes.count,
               bytes.count == 0 || memcmp(previous.bytes.baseAddress!, bytes.baseAddress!, bytes.count) == 0 {
                key = previous.key
            } else {
                key = String(decoding: bytes, as: UTF8.self)
                previous = (bytes, key)
            }
            let geometry = try reader.u32()
            guard geometry < UInt32(geometryCount) else { throw .corrupt(path: path, "entry names geometry \(geometry) of \(geometryCount)") }
            let height = try reader.f64()
            guard height.isFinite, height > 0 else { throw .corrupt(path: path, "height \(height) for key \(key)") }
            entries.append((key, Int32(geometry), height))
        }
        guard reader.remaining == 0 else { throw .corrupt(path: path, "\(reader.remaining) bytes after the last entry") }
        return (geometries, entries)
    }
}

/// Appends little-endian fields to a byte array.
struct StoreWriter {
    var data: [UInt8] = []
    mutating func bytes(_ b: [UInt8]) { data += b }
    mutating func u8(_ v: UInt8) { data.append(v) }
    mutating func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { data += $0 } }
    mutating func u64(_ v: UInt64) { withUnsafeBytes(of: v.littleEndian) { data += $0 } }
    mutating func i64(_ v: Int64) { u64(UInt64(bitPattern: v)) }
    mutating func f64(_ v: Double) { u64(v.bitPattern) }
    mutating func string(_ s: String) {
        var s = s
        s.withUTF8 { utf8 in u32(UInt32(utf8.count)); data.append(contentsOf: utf8) }
    }
}

/// Reads little-endian fields with bounds checks: running past the end is a `corrupt` error, never a trap.
struct StoreReader {
    let buffer: UnsafeRawBufferPointer
    let path: String
    var offset = 0
    init(_ buffer: UnsafeRawBufferPointer, path: String) { self.buffer = buffer; self.path = path }

    var remaining: Int { buffer.count - offset }

    private mutating func take(_ count: Int) throws(HeightStoreError) -> Int {
        guard count >= 0, count <= remaining else {
            throw .corrupt(path: path, "needs \(count) bytes at offset \(offset), \(remaining) left")
        }
        defer { offset += count }
        return offset
    }
    mutating func u8() throws(HeightStoreError) -> UInt8 { buffer[try take(1)] }
    mutating func u32() throws(HeightStoreError) -> UInt32 {
        UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: try take(4), as: UInt32.self))
    }
    mutating func u64() throws(HeightStoreError) -> UInt64 {
        UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: try take(8), as: UInt64.self))
    }
    mutating func i64() throws(HeightStoreError) -> Int64 { Int64(bitPattern: try u64()) }
    mutating func f64() throws(HeightStoreError) -> Double { Double(bitPattern: try u64()) }
    mutating func string() throws(HeightStoreError) -> String { String(decoding: try stringBytes(), as: UTF8.self) }
    /// A string's bytes, in place.
    mutating func stringBytes() throws(HeightStoreError) -> UnsafeRawBufferPointer {
        let count = Int(try u32())
        let start = try take(count)
        return UnsafeRawBufferPointer(rebasing: buffer[start..<(start + count)])
    }
}

extension TableStyle {
    /// The style's byte in a store; fixed per style, so files keep their meaning whatever the cases' order.
    var storeCode: UInt8 {
        switch self {
        case .plain: 0
        case .grouped: 1
        case .insetGrouped: 2
        }
    }

    init?(storeCode: UInt8) {
        switch storeCode {
        case 0: self = .plain
        case 1: self = .grouped
        case 2: self = .insetGrouped
        default: return nil
        }
    }
}
