import CellTemplates
import FeedTables
import Foundation
import LayoutTestSupport
import Testing
import ViewLayout

/// Controls UIKit sizes itself, from the sizes Xcode stores for them with no size constraint: a slider and a
/// progress view have a height and no width (their constraints give it); a slider is 31 tall with its frame
/// 2 points past each edge its constraints align through iOS 18 (the file's, Xcode 15), 34 tall and where its
/// constraints put it from iOS 26 (a run's default); a stepper is 94 x 32, a segmented control 32 tall at its
/// stored width; a file saved before Xcode 11 is laid out at design time with the sizes of iOS 12 (progress
/// 2, stepper 29, segmented control 29).
@Suite struct InterfaceBuilderControlTests {
    @Test func slidersProgressViewsSteppersAndSegmentedControlsTakeUIKitsSizes() throws {
        let cell = try IBFixture.cell("Controls.xib")
        let run = try IBFixture.layout(cell.template, width: 375, scale: 3)
        #expect(run.frames["ib_sld_Co_001"] == rect(10, 10, 355, 34))
        #expect(run.frames["ib_prg_Co_001"] == rect(10, 52, 355, 4))
        #expect(run.frames["ib_stp_Co_001"] == rect(10, 64, 94, 32))
        #expect(run.frames["ib_seg_Co_001"] == rect(10, 104, 145, 32))
        #expect(abs(run.height - (10 + 34 + 8 + 4 + 8 + 32 + 8 + 32 + 10 + 1.0 / 3)) < 1e-9)
        let line = try IBFixture.line("Controls.xib", containing: "id=\"seg-Co-001\"")
        #expect(cell.template.issues.contains { $0.line == line && $0.message.contains("its width is the frame Xcode stored (145)") })
        // Every view's design frame is the one the file stores.
        let (frames, _) = try IBFixture.designFrames("Controls.xib")
        for view in cell.views { #expect(frames[view.id] == .some(view.storedFrame), "\(view.id)") }
    }

    @Test func aFileSavedBeforeXcode11IsDesignedWithTheOlderSizes() throws {
        let text = String(decoding: try IBFixture.bytes("Controls.xib"), as: UTF8.self)
            .replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="14490""#)
        let cell = try CellTemplate.readInterfaceBuilder(Array(text.utf8), file: "Controls.xib", cell: nil, textCache: Shared.cache)
        let frames = Dictionary(uniqueKeysWithValues: try cell.designFrames(textCache: Shared.cache).views.map { ($0.id, $0.computed) })
        // Sizes only: the cell keeps the height the file stores, and the slider, hugging least, takes the rest.
        #expect(frames["prg-Co-001"]??.size == Size(width: 355, height: 2))
        #expect(frames["stp-Co-001"]??.size == Size(width: 94, height: 29))
        #expect(frames["seg-Co-001"]??.size == Size(width: 145, height: 29))
        // At run time the sizes are today's (the slider above it 34 tall on iOS 26).
        #expect(try IBFixture.layout(cell.template, width: 375, scale: 3).frames["ib_stp_Co_001"] == rect(10, 64, 94, 32))
    }
}
