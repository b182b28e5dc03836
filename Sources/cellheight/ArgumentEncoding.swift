import Foundation

/// The command line's arguments as bytes: Swift decodes them with U+FFFD for bytes that are not UTF-8, so
/// a TEXT in another encoding would be measured as replacement characters and a path would name no file.
enum ArgumentEncoding {
    /// The first argument (1 for the first after the program's name) that is not UTF-8, shown with U+FFFD
    /// where its bytes are not; nil when every one is.
    static func firstInvalid() -> (position: Int, shown: String)? {
        for position in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[position] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            if String(validating: bytes, as: UTF8.self) == nil { return (position, String(decoding: bytes, as: UTF8.self)) }
        }
        return nil
    }
}
