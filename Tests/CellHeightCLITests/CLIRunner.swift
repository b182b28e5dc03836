import Foundation
import LayoutTestSupport
import Testing

/// Runs the built `cellheight` executable as a user would and captures what it says.
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String

        /// Output lines parsed as JSON objects.
        func jsonLines() throws -> [[String: Any]] {
            try stdout.split(separator: "\n").map { line in
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
                return try #require(object as? [String: Any], "not a JSON object: \(line)")
            }
        }
    }

    /// The executable sits in the products directory next to the test bundle.
    static func executable() throws -> URL {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["CELLHEIGHT_BIN"] {
            candidates.append(URL(fileURLWithPath: override))
        }
        let selfPath = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        candidates.append(selfPath.deletingLastPathComponent().appendingPathComponent("cellheight"))
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("cellheight"))
        }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("cellheight"))
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw CLIRunnerError("cellheight executable not found; looked at \(candidates.map(\.path)). Build it first (swift build).")
        }
        return found
    }

    /// Whether the executable was built with the address or thread sanitizer (`swift test --sanitize=...`),
    /// found by a runtime's entry point (`__asan_init`, `__tsan_init`) among the binary's symbols (the ASan
    /// runtime names both, so which one is not told); false for a plain build, or when there is no
    /// executable (the tests that run it say so themselves).
    static let isSanitized: Bool = {
        guard let url = try? executable(), let binary = try? Data(contentsOf: url, options: .alwaysMapped) else { return false }
        return ["__asan_init", "__tsan_init"].contains { binary.range(of: Data($0.utf8)) != nil }
    }()

    /// Runs `cellheight arguments…` with `stdin` (if any) as standard input, in this process's
    /// environment less `CELLHEIGHT_RECORD` (a test run in record mode must not turn checks into
    /// recordings), plus `environment`.
    static func run(_ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:]) throws -> Result {
        let directory = Scratch.folder
            .appendingPathComponent("cellheight-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outURL = directory.appendingPathComponent("out"), errURL = directory.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        variables["CELLHEIGHT_RECORD"] = nil
        process.environment = variables.merging(environment) { $1 }
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        if let stdin {
            let inURL = directory.appendingPathComponent("in")
            try stdin.write(to: inURL)
            process.standardInput = try FileHandle(forReadingFrom: inURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// Runs `/bin/sh -c script` with `arguments` as `$0`, `$1`, …, for what `Process` cannot pass itself (a
    /// limit set with `ulimit`, an argument's bytes that are not UTF-8); returns its status and standard error.
    static func runThroughShell(_ script: String, arguments: [String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stderr)
    }

    /// Writes `contents` to a file in a new temporary folder and returns its path (the caller's `defer`
    /// removes the folder with `discard`).
    static func temporaryFile(_ contents: Data, name: String = "feed.jsonl") throws -> URL {
        let directory = Scratch.folder
            .appendingPathComponent("cellheight-in-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try contents.write(to: url)
        return url
    }

    /// Removes the folder `temporaryFile` made for `file`, with whatever a test wrote beside it.
    static func discard(_ file: URL) {
        try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
    }
}

struct CLIRunnerError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Exit statuses the tool documents in `cellheight measure --help`.
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 64
}

/// Values from the bundled fonts' own tables (fontTools, Fonts/*.otf) and hb-shape, used to work
/// out expected sizes by hand.
enum FontFacts {
    // Inter-Regular.otf: head.unitsPerEm 2816; hhea ascender 2728, descender -680, lineGap 0
    // (OS/2 typo metrics are the same numbers, USE_TYPO_METRICS set).
    static let interUPM = 2816.0, interAscender = 2728.0, interDescender = 680.0
    // NotoSansCJKsc-Regular-Subset.otf: unitsPerEm 1000; hhea ascender 1160, descender -288,
    // lineGap 0 (USE_TYPO_METRICS not set, so hhea applies).
    static let notoUPM = 1000.0, notoAscender = 1160.0, notoDescender = 288.0
    // `hb-shape --font-size=upem Fonts/NotoSansCJKsc-Regular-Subset.otf "你好世界，"`:
    // every glyph advances 1000 units (one em).
    static let ideographAdvance = 1000.0
    // `hb-shape --font-size=upem Fonts/Inter-Regular.otf "Hello"`: 2084+1640+668+668+1680 = 6740.
    static let helloAdvance = 6740.0
    // The system font (measure's default family) draws Inter's glyphs with SF Pro's line: hhea ascender
    // 1950, descender -494, lineGap 0 on 2048 units per em (UIFont.lineHeight 20.287109 at 17 pt), and
    // SF Pro's tracking, -26/1000 em at 17 pt (HIG tracking table), added after every character of a
    // system-font run (not after Chinese falling back to Noto Sans CJK SC, which takes the SF line only).
    static let sfUPM = 2048.0, sfAscender = 1950.0, sfDescender = 494.0
    static let sfTracking17 = -26.0 / 1000 * 17

    /// UIKit's rounding of a size to the pixel grid: ceil(x * scale) / scale.
    static func pixelCeil(_ value: Double, scale: Double = 3) -> Double { (value * scale).rounded(.up) / scale }
}

func close(_ a: Double?, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}

extension CLIRunner {
    /// Runs a shell command line (a script of the repository) and captures what it says.
    static func shell(_ command: String) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }
}
