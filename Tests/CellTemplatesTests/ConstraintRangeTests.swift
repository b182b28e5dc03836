import CellTemplates
import Testing

/// Coefficients and constants outside the documented ranges (constants within ±100,000 points,
/// multipliers 0 or 0.001...1000 in magnitude), negative size constants and a view placed against
/// itself in a VFL line are refused when the template loads, with the file, line and column.
@Suite struct ConstraintRangeTests {
    func load(_ constraint: String) -> TemplateError? {
        templateError {
            _ = try template("""
            views:
              - label: {name: t, font: {size: 17}, lines: 0}
              - image: {name: im, size: [10, 10]}
            constraints:
              - "H:|-[t]-|"
              - "\(constraint)"
            bindings: {t: text}
            """, file: "range.yaml")
        }
    }

    @Test func hugeMultipliersAndConstantsAreRefusedWithTheirLine() throws {
        let cases = [
            ("im.top == t.bottom * 100000000000000000000000000000000000000000", "the multiplier 1e+41 is outside"),
            ("t.height == contentView.width * 100000000000000000000", "the multiplier 1e+20 is outside"),
            ("t.width == t.height / 10000", "the multiplier 0.0001 is outside"),
            ("t.height >= 100001", "the constant 100001 is outside ±100000 points"),
            ("im.top == t.bottom - 100000.5", "the constant -100000.5 is outside"),
            ("V:|-(1000000)-[t]-|", "the constant 1000000 is outside"),
        ]
        for (line, message) in cases {
            let error = try #require(load(line), "\(line) was accepted")
            #expect(error.file == "range.yaml" && error.line == 6 && error.column == 5 && error.path == "constraints[1]")
            #expect(error.message.hasPrefix(message), "\(error)")
        }
    }

    @Test func negativeSizesAndViewsAgainstThemselvesAreRefused() throws {
        #expect(load("t.height == -5")?.message.hasPrefix("a height of Label 't' cannot be negative (-5)") == true)
        #expect(load("im.width <= -1")?.message.hasPrefix("a width of FixedSizeView 'im' cannot be negative") == true)
        #expect(load("V:|-[t]-[t]-|")?.message.hasPrefix("Label 't' is placed against itself") == true)
        // Apart in the line too: its constraints would still fight each other's.
        #expect(load("V:|-[t]-[im]-[t]-|")?.message.hasPrefix("Label 't' is placed against itself") == true)
        // A view named in another's predicate is a size, not a second place.
        #expect(load("V:|-[t]-[im(==t)]-|") == nil)
    }

    /// An attribute compared with itself says something of its constant alone: `t.top == t.top + 8` is
    /// 0 == 8, broken on every item when required. One that always holds, or is optional, is harmless.
    @Test func anAttributeComparedWithItselfThatNeverHoldsIsRefused() throws {
        let error = try #require(load("t.top == t.top + 8"))
        #expect(error.line == 6 && error.message.hasPrefix("Label 't'.top is compared with itself, so it says 0 == 8, which no layout holds"), "\(error)")
        #expect(load("im.width >= im.width + 1")?.message.contains("0 >= 1") == true)
        #expect(load("im.width <= im.width - 0.5")?.message.contains("0 <= -0.5") == true)
        for line in ["t.top == t.top", "im.width <= im.width + 1", "t.top == t.top + 8 @750", "im.width == im.width * 2 + 8"] {
            #expect(load(line) == nil, "\(line) was refused: \(String(describing: load(line)))")
        }
    }

    @Test func theEdgesOfTheRangesAreAccepted() {
        for line in ["t.height <= 100000", "im.top == t.bottom - 100000", "t.width == t.height * 1000", "t.width == t.height / 1000 @500",
                     "im.width == t.width * 0 + 10", "t.height >= -5", "im.width == im.height * 0.75", "V:|-[t]-[im]-|"] {
            #expect(load(line) == nil, "\(line) was refused: \(String(describing: load(line)))")
        }
    }
}
