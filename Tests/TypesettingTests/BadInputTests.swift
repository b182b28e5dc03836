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

    /// A weight outside CSS's 1...1000 is an error naming it, not an overflow when the stand-in's heavier
    /// face is looked for (weight + 100).
    @Test(arguments: [0, -5, 1001, Int.max])
    func invalidWeightIsAnError(weight: Int) {
        #expect(throws: TypesettingError.invalidAttribute(name: "weight", value: Double(weight))) {
            try bundledTypesetter.prepare(AttributedText("x", attributes: TextAttributes(weight: weight)))
        }
        #expect(TypesettingError.invalidAttribute(name: "weight", value: 1001).description
                == "invalid weight 1001: must be a whole number from 1 to 1000 (CSS's font-weight)")
    }

    /// A scale below 1 is taken as 1, as a scale of 0 is: at 1e-9 a pixel would be a billion points, and the
    /// rounding's tolerance (a millionth of a pixel) would round 20 points up to 0.
    @Test(arguments: [1e-9, 0.5, 0])
    func aScaleBelowOneIsOne(scale: Double) throws {
        let one = try bundledTypesetter.prepare(plain("Hello world, a text")).layout(maxWidth: 100, scale: 1)
        let odd = try bundledTypesetter.prepare(plain("Hello world, a text")).layout(maxWidth: 100, scale: scale)
        #expect(odd.height == one.height && odd.height > 0)
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
