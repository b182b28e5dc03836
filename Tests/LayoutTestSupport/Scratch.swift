import Foundation

/// Where tests write files: one folder per test process under the temporary folder, removed when the
/// process exits, so a run of the tests leaves nothing behind however a test ends (a failed `#expect`
/// skips no clean-up, and helpers that hand out paths need no `defer` at each caller).
public enum Scratch {
    /// The process's folder, made on first use.
    public static let folder: URL = {
        let url = folderURL(of: getpid())
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit(removeFolder)
        return url
    }()

    fileprivate static func folderURL(of process: pid_t) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("cellheight-tests-\(process)")
    }
}

/// Runs at exit (a C function, so it finds the folder again from the process id rather than capturing it).
private func removeFolder() {
    try? FileManager.default.removeItem(at: Scratch.folderURL(of: getpid()))
}
