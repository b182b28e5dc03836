import CFuzzerDriver
import CellTemplates
import FeedTables
import Foundation
import Typesetting

/// What every fuzz target shares: the input as bytes, a scratch file for readers that take a path, and
/// the bundled fonts for templates (loaded once per process).
public enum FuzzInput {
    /// Runs libFuzzer with this process's arguments, `target` called once per input; exits with its status.
    public static func run(_ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, target))
    }

    /// libFuzzer's input as an array.
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
        guard let data, count > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: count))
    }

    /// Writes `bytes` to this process's scratch file (in /dev/shm when there is one) and returns its path.
    public static func scratchFile(_ bytes: [UInt8], suffix: String) -> String {
        let folder = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let path = "\(folder)/cellheight-fuzz-\(getpid())\(suffix)"
        // Written in place (Foundation's createFile writes a temporary file and renames it: slower).
        guard let file = fopen(path, "wb") else { fatalError("cannot write \(path)") }
        guard fwrite(bytes, 1, bytes.count, file) == bytes.count, fclose(file) == 0 else { fatalError("cannot write \(path)") }
        return path
    }

    /// The bundled fonts' typesetter and text cache (the templates' families resolve against it).
    public static let textCache: PreparedTextCache = {
        do { return PreparedTextCache(typesetter: try Typesetter.bundled()) } catch {
            fatalError("bundled fonts missing: \(error)")   // fuzzing setup only
        }
    }()
}
