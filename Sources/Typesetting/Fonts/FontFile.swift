#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CHarfBuzz

/// Opens a font file's bytes for HarfBuzz and FreeType. Only a regular file of at most `maximumBytes`
/// is opened: the descriptor is opened without blocking and checked with `fstat` before a byte is read,
/// so a FIFO named `x.otf` under `--fonts` cannot hang a run, and `/dev/zero` is refused by name
/// instead of being read until some size limit. The file is memory-mapped read-only, so a large CJK
/// font costs address space, not a copy.
enum FontFile {
    /// The largest font file opened, 512 MiB. The largest fonts in use (CJK super collections with
    /// every weight) are a few hundred MB at most; anything larger is not a font.
    static let maximumBytes = 512 << 20

    /// A HarfBuzz blob over the file's mapped bytes; the mapping goes when the blob does. With `copying`,
    /// over a copy of them in memory instead: a mapped file that is cut short while it is in use (a font in
    /// a served template's folder rewritten in place) takes the process down when its lost pages are read.
    static func blob(_ path: String, copying: Bool = false) throws(TypesettingError) -> OpaquePointer {
        let file: OpenRegularFile
        do { file = try OpenRegularFile(path, limit: maximumBytes) } catch {
            throw .fontFile(path: path, reason: reason(error))
        }
        let length = file.size
        guard length > 0 else { throw .fontFile(path: path, reason: "file is empty") }
        if copying { return try copiedBlob(file.descriptor, length: length, path: path) }
        guard let address = mmap(nil, length, PROT_READ, MAP_PRIVATE, file.descriptor, 0), address != MAP_FAILED else {
            throw .fontFile(path: path, reason: "cannot read it: \(String(cString: strerror(errno)))")
        }
        let mapping = Unmanaged.passRetained(Mapping(address: address, length: length)).toOpaque()
        // HarfBuzz calls the destroy function when the last reference to the blob goes (or at once if it fails).
        return hb_blob_create(address.assumingMemoryBound(to: CChar.self), UInt32(length), HB_MEMORY_MODE_READONLY, mapping) { mapping in
            if let mapping { Unmanaged<Mapping>.fromOpaque(mapping).release() }
        }
    }

    /// A blob over the file's `length` bytes read into memory (fewer, if it shrank while read).
    private static func copiedBlob(_ descriptor: Int32, length: Int, path: String) throws(TypesettingError) -> OpaquePointer {
        guard let bytes = malloc(length) else { throw .fontFile(path: path, reason: "cannot read it: out of memory") }
        var done = 0
        while done < length {
            let got = pread(descriptor, bytes + done, length - done, off_t(done))
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else {
                let why = String(cString: strerror(errno))
                free(bytes)
                throw .fontFile(path: path, reason: "cannot read it: \(why)")
            }
            if got == 0 { break }
            done += got
        }
        return hb_blob_create(bytes.assumingMemoryBound(to: CChar.self), UInt32(done), HB_MEMORY_MODE_WRITABLE, bytes) { free($0) }
    }

    private static func reason(_ failure: OpenRegularFile.Failure) -> String {
        switch failure {
        case .cannotOpen(let code): code == ENOENT ? "no such file" : "cannot open it: \(String(cString: strerror(code)))"
        case .cannotExamine(let code): "cannot read it: \(String(cString: strerror(code)))"
        case .notARegularFile(let kind): "\(kind), not a font file"
        case .tooLarge(let length): "\(length) bytes, more than the \(maximumBytes >> 20) MiB a font file may have"
        }
    }

    /// A mapped file, unmapped when HarfBuzz releases the blob over it.
    private final class Mapping {
        let address: UnsafeMutableRawPointer
        let length: Int
        init(address: UnsafeMutableRawPointer, length: Int) { self.address = address; self.length = length }
        deinit { munmap(address, length) }
    }
}
