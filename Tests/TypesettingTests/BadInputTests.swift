import Testing
@testable import Typesetting

@Suite struct BadInputTests {
    @Test(arguments: [0.0, -17, .nan, .infinity])
    func invalidSizeIsAnError(size: Double) {
        #expect(throws: TypesettingError.self) {
            try bundledTypesetter.prepare(AttributedText("x", attributes: TextAttributes(family: "Inter", size: size)))
        }
    }

    @Test func invalidLetterSpacingIsAnError() {
        #expect(throws: TypesettingError.invalidAttribute(name: "letterSpacing", value: .infinity)) {
            try bundledTypesetter.prepare(AttributedText("x", attributes: TextAttributes(family: "Inter", letterSpacing: .infinity)))
        }
    }

    /// An unknown family is reported whether or not there is text to itemize.
    @Test(arguments: ["", "x", "中文"])
    func unknownFamilyIsAnError(text: String) {
        #expect(throws: TypesettingError.unknownFamily("Nope")) {
            try bundledTypesetter.prepare(AttributedText(text, attributes: TextAttributes(family: "Nope")))
        }
    }

    /// Layout does not throw: a NaN or non-positive width puts one cluster on a line.
    @Test(arguments: [0.0, -5, .nan])
    func degenerateWidthOneClusterPerLine(width: Double) throws {
        let layout = try bundledTypesetter.prepare(plain("一二 三")).layout(maxWidth: width)
        #expect(ranges(layout) == [0..<1, 1..<3, 3..<4])
    }

    /// Characters no bundled font has (Ethiopic) still measure: HarfBuzz's
    /// .notdef advance in the primary font.
    @Test func uncoveredCharactersMeasure() throws {
        let layout = try bundledTypesetter.prepare(AttributedText("ሰላም", attributes: TextAttributes(family: "Inter"))).layout(maxWidth: 300)
        #expect(layout.lines.count == 1)
        #expect(layout.width > 0)
    }

    @Test func errorsDescribeThemselves() {
        #expect(TypesettingError.unknownFamily("X").description == "unknown font family \"X\"")
        #expect(TypesettingError.fontFile(path: "/a", reason: "b").description == "font file /a: b")
    }
}
