#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 64-bit checksum of a whole file, for fingerprints of font files that every cached run takes (tens of
/// megabytes: the CJK and emoji fonts). Four `StoreChecksum` lanes take interleaved 8-byte words, so
/// the processor runs their multiplications side by side instead of one after another (about four times
/// `StoreChecksum`'s speed on one core); the lanes' sums and the tail are then summed once more. A change to any one word changes its lane's sum, and so the result, as in `StoreChecksum`.
enum FileChecksum {
    /// The checksum of `bytes`.
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var lanes = (StoreChecksum(), StoreChecksum(), StoreChecksum(), StoreChecksum())
        let blocks = bytes.count / 32
        var offset = 0
        for _ in 0..<blocks {
            lanes.0.updateWord(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            lanes.1.updateWord(bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            lanes.2.updateWord(bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
            lanes.3.updateWord(bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
            offset += 32
        }
        var total = StoreChecksum()
        for lane in [lanes.0, lanes.1, lanes.2, lanes.3] { total.updateWord(lane.finalize()) }
        // Each lane's sum holds its length (the number of blocks); the total's, the tail's.
        total.update(UnsafeRawBufferPointer(rebasing: bytes[offset...]))
        return total.finalize()
    }

    /// The checksum of the file at `path`, mapped whole with its pages read in at once (no fault per
    /// page); nil with the system's error text when it cannot be read.
    static func of(path: String) -> Result<UInt64, FileChecksumError> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(FileChecksumError(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(FileChecksumError(errno)) }
        let size = Int(info.st_size)
        if size == 0 { return .success(of(UnsafeRawBufferPointer(start: nil, count: 0))) }
        #if canImport(Glibc)
        let flags = MAP_PRIVATE | MAP_POPULATE
        #else
        let flags = MAP_PRIVATE
        #endif
        guard let mapped = mmap(nil, size, PROT_READ, flags, descriptor, 0), mapped != MAP_FAILED else {
            return .failure(FileChecksumError(errno))
        }
        defer { munmap(mapped, size) }
        return .success(of(UnsafeRawBufferPointer(start: mapped, count: size)))
    }
}

/// Why a file could not be read for its checksum: the system's words.
struct FileChecksumError: Error {
    let message: String
    init(_ code: Int32) { message = String(cString: strerror(code)) }
}
