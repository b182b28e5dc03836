import Foundation
import LayoutTestSupport
import Testing

/// A contact sheet over the canvas limit is refused from the measured heights, before any picture is
/// made: under a 800 MB address-space limit the refusal still comes out (drawing the 300 cells of this
/// sheet at 375 points @3x first took about 1.2 GB).
@Suite struct SheetLimitTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static func example(_ name: String) -> String { root.appendingPathComponent("Examples/\(name)").path }

    /// Not under a sanitizer: ASan and TSan reserve terabytes of address space for their shadow memory at
    /// start, so a sanitized binary cannot start under any such limit; the plain run (`make test`) checks it.
    @Test(.disabled(if: CLIRunner.isSanitized, "the binary is built with a sanitizer, which cannot run under an address-space limit"))
    func aSheetOverTheLimitIsRefusedBeforeItsTilesAreDrawn() throws {
        let out = Scratch.folder.appendingPathComponent("sheet-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let command = [try CLIRunner.executable().path, "render", "--template", Self.example("status.yaml"),
                       "--feed", Self.example("status.jsonl"), "--sheet", "--first", "300", "--width", "375", "--scale", "3", "--out", out]
        let (status, stderr) = try CLIRunner.runThroughShell("ulimit -v 800000; exec \"$@\"", arguments: ["sh"] + command)
        #expect(status == ExitStatus.failure)
        // 300 status cells at 375 points are far taller than 16,384 / 3 points: the sheet cannot be drawn.
        #expect(stderr.contains("each side must be 1 to 16384 pixels (draw fewer items or widths, or use --scale 1)"), "\(stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// A sheet draws as many items by id as by --first, 500: 20,000 ids took minutes before any was drawn.
    @Test func aSheetOfMoreIdsThanItsLimitIsRefused() throws {
        let ids = (1...501).map(String.init).joined(separator: ",")
        let result = try CLIRunner.run(["render", "--template", Self.example("status.yaml"), "--feed", Self.example("status.jsonl"),
                                        "--sheet", "--ids", ids, "--width", "375", "--out", "/dev/null"])
        #expect(result.status == ExitStatus.usage && result.stderr.contains("A sheet draws at most 500 items; --ids and --id give 501"), "\(result.stderr)")
    }
}
