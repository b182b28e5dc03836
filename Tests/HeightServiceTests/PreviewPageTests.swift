import Foundation
import HeightService
import LayoutTestSupport
import Testing

/// The preview page in a real browser: headless Chromium loads it from the server, its script asks for
/// the preview of the page's own template and item, and the drawn page holds the picture, the heights and
/// the status line. Skipped where Chromium is not installed (Debian's chromium).
@Suite struct PreviewPageTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: chromium != nil, "needs chromium (Debian's chromium)"))
    func thePageDrawsItsTemplateInABrowser() async throws {
        let service = try service(try templateFolder(), allowInline: true)
        // The page's own template: one line of the system font and a short body, at iPhone 16's width.
        try await HeightServerTests.withServer(service) { http in
            let dom = try await Self.dump("http://127.0.0.1:\(http.port)/preview")
            #expect(dom.contains("<img src=\"data:image/png;base64,"))
            #expect(dom.contains("template inline"))
            #expect(dom.contains("<td>393</td><td>3</td><td>large</td>"))
            #expect(!dom.contains("class=\"errors\" id=\"errors\"><li>"))
        }
    }

    /// `?template=NAME` opens with a folder's template picked, and its warning is listed with its severity
    /// and line (the folder's template is not the YAML typed in, so the line is not one to select there).
    @Test(.enabled(if: chromium != nil, "needs chromium (Debian's chromium)"))
    func thePageListsATemplatesIssuesWithTheirLines() async throws {
        let service = try service(try IssueAnswerTests.folderWithAWarning(), allowInline: true)
        try await HeightServerTests.withServer(service) { http in
            let dom = try await Self.dump("http://127.0.0.1:\(http.port)/preview?template=noto")
            #expect(dom.contains("template noto"), "\(dom)")
            #expect(dom.contains("<li class=\"warning\">warning: line 3: the system font's file (Noto Sans CJK SC) has no 500 face"), "\(dom)")
            #expect(!dom.contains("class=\"warning goes\""))
        }
    }

    /// The page's DOM after its scripts ran (Chromium's virtual time lets the fetches finish).
    static func dump(_ url: String) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: chromium!)
                process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=10000",
                                     "--user-data-dir=" + Scratch.folder.path + "/cellheight-chromium-\(UUID().uuidString)", "--dump-dom", url]
                let output = Pipe()
                process.standardOutput = output
                process.standardError = FileHandle.nullDevice
                do {
                    try process.run()
                    let data = output.fileHandleForReading.readDataToEndOfFile()
                    process.waitUntilExit()
                    continuation.resume(returning: String(decoding: data, as: UTF8.self))
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }
}
