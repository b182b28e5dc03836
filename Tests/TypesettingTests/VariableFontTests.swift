import Foundation
import Testing
@testable import Typesetting

/// A variable font is registered as a face per named instance, with the instance's weight, width and
/// advances, and its default instance where none is named so (Apple's SF-Pro.ttf holds every weight in one
/// file). The fixture (`scripts/make-variable-test-font`) names Thin (wght 100), Black (900) and Condensed
/// Black (900, wdth 75); its A is 400, 600 (the default, wght 400), 1000 and 850 units of 1000 wide, as
/// `hb-shape --variations` gives them.
@Suite struct VariableFontTests {
    static let path = Fixtures.folder.appendingPathComponent("WeightWidthAxes.ttf").path

    @Test func eachNamedInstanceIsAFace() throws {
        let fonts = FontCollection()
        try fonts.register(fileAt: Self.path)
        let faces = fonts.faces().map { "\($0.weight)/\($0.width)/\($0.namedInstance.map(String.init) ?? "default")" }
        // OS/2's width classes: wdth 100 is 5 (normal), 75 is 3 (condensed).
        #expect(faces == ["100/5/0", "900/5/1", "900/3/2", "400/5/default"])
    }

    @Test(arguments: [(100, 4.0), (400, 6.0), (900, 10.0), (700, 10.0)])
    func eachWeightIsMeasuredInItsInstance(weight: Int, width: Double) throws {
        let fonts = FontCollection()
        try fonts.register(fileAt: Self.path)
        let typesetter = Typesetter(fonts: fonts)
        let text = AttributedText("A", attributes: TextAttributes(family: "Weight Width Axes", size: 10, weight: weight))
        #expect(close(try typesetter.prepare(text).totalAdvance, width), "weight \(weight)")
        let condensed = try fonts.face(family: "Weight Width Axes", weight: 900, width: 3)
        #expect(condensed.namedInstance == 2)
    }
}
