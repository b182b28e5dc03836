import Foundation
import Testing

/// Inputs that used to give a table with no word of what went wrong: each is now a warning or an error
/// that names it.
@Suite struct QuietMistakesTests {
    /// An empty feed (a failed download, an export of nothing) gives a header and a warning, not silence.
    @Test func anEmptyFeedIsWarned() throws {
        for text in ["", "\n\n", "[]"] {
            let feed = try CLIRunner.temporaryFile(Data(text.utf8))
            defer { CLIRunner.discard(feed) }
            let result = try CLIRunner.run(["table", "--template", TableCommandTests.example("settings.yaml"), "--feed", feed.path,
                                            "--width", "375", "--quiet"])
            #expect(result.status == ExitStatus.success)
            #expect(result.stdout == "id,width,height\n")
            #expect(result.stderr == "warning: \(feed.path): no items: the table has no rows\n", "\(text.debugDescription)")
        }
    }

    /// `--scale` scales the `--width` values; with devices alone it changed nothing. iphone-16 is 393 @3x
    /// (`cellheight devices`).
    @Test func aScaleWithOnlyDevicesIsRefused() throws {
        let result = try CLIRunner.run(["table", "--template", TableCommandTests.example("settings.yaml"), "--feed",
                                        TableCommandTests.example("settings.jsonl"), "--device", "iphone-16", "--scale", "2"])
        #expect(result.status == ExitStatus.usage)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--scale applies to --width values, and a device has its own (iphone-16: 393 points @3x)"))
    }

    /// An option whose companion is missing did nothing: `--report-pictures` without a report to draw them
    /// in, `measure --jobs` for one TEXT. Each is refused as its siblings are.
    @Test func anOptionWithoutItsCompanionIsRefused() throws {
        let table = try CLIRunner.run(["table", "--template", TableCommandTests.example("settings.yaml"), "--feed",
                                       TableCommandTests.example("settings.jsonl"), "--width", "375", "--report-pictures", "4"])
        #expect(table.status == ExitStatus.usage && table.stdout.isEmpty)
        #expect(table.stderr.contains("--report-pictures goes with --report FOLDER"), "\(table.stderr)")
        let measure = try CLIRunner.run(["measure", "--size", "17", "--width", "100", "--jobs", "2", "hi"])
        #expect(measure.status == ExitStatus.usage && measure.stdout.isEmpty)
        #expect(measure.stderr.contains("--jobs applies to --jsonl"), "\(measure.stderr)")
    }

    /// A fonts folder named in the environment that holds no bundled fonts is refused, not passed over.
    @Test func aFontsFolderThatIsNotOneIsRefused() throws {
        let result = try CLIRunner.run(["measure", "--size", "17", "--width", "100", "hi"], environment: ["CELLHEIGHT_FONTS": "/nowhere/Fonts"])
        #expect(result.status != ExitStatus.success)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("font file /nowhere/Fonts: CELLHEIGHT_FONTS names it, but it holds no Inter-Regular.otf"))
    }
}
