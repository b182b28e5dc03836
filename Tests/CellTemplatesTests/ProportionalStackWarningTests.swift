import CellTemplates
import LayoutTestSupport
import Testing

/// A vertical `fillProportionally` stack weighs its views by their one-line heights, so a wrapping label in it
/// is squeezed where it wraps: a warning on every run. Filling, a horizontal stack, or labels of one line are
/// not said.
@Suite struct ProportionalStackWarningTests {
    static func stack(axis: String, distribution: String, lines: Int) -> String {
        """
        views:
          - stack: {name: col, axis: \(axis), distribution: \(distribution), views: [
              {label: {name: a, font: {size: 17}, lines: \(lines)}},
              {image: {name: pic, size: [40, 40]}}]}
        constraints: ["H:|[col]|", "V:|[col]|"]
        bindings: {a: text}
        """
    }

    @Test func aWrappingLabelInAVerticalProportionalStackIsAWarning() throws {
        let warned = try template(Self.stack(axis: "vertical", distribution: "fillProportionally", lines: 0)).warnings
        #expect(warned.map(\.description) == [
            "test.yaml:2:12: views[0].stack: stack col fills proportionally by its views' heights on one line: a, which wraps, "
                + "is squeezed to that share where it takes more lines, where UIKit's stack grows (use distribution fill)",
        ])
        for (axis, distribution, lines) in [("vertical", "fill", 0), ("horizontal", "fillProportionally", 0), ("vertical", "fillProportionally", 1)] {
            #expect(try template(Self.stack(axis: axis, distribution: distribution, lines: lines)).warnings.isEmpty, "\(axis) \(distribution) \(lines)")
        }
    }
}
