import CellTemplates
import HeightCache
import LayoutTestSupport
import Testing
import ViewLayout

/// UIKit relates two positions with a multiplier in the coordinates of the items' closest common
/// ancestor, so a container's own offset in the cell does not scale with them. Heights worked out by hand:
/// a box 40 points below the content view's top holds an image 20 points tall at 10 points from the box's
/// top, whose centre (20 in the box) is half the box's centre (box height / 2): the box is 80 tall, the
/// content 40 + 80 = 120, the row 120 1/3 with its 3x separator. In the content view's coordinates the box
/// came out 160 tall (200 1/3).
@Suite struct PositionMultiplierTests {
    static let row = 120.0 + 1.0 / 3

    func height(_ yaml: String) throws -> Double {
        let loaded = try template(yaml)
        let cell = try TemplateCell(template: loaded, textCache: Shared.cache, category: .default)
        return try cell.fittingHeight(in: loaded.geometry(at: MeasureSetting(width: 375, scale: 3)))
    }

    /// Either side of the multiplier: the superview itself (`a.centerY == box.centerY * 0.5`), or a sibling
    /// in it (q's top twice p's bottom, 30 in the box; q 20 tall at the box's bottom): the box is 80 both ways.
    @Test(arguments: [
        """
        views:
          - view:
              name: box
              views:
                - image: {name: a, size: [20, 20]}
        constraints:
          - "H:|-[box]-|"
          - "V:|-40-[box]-0-|"
          - "H:|-[a]"
          - "a.top == box.top + 10"
          - "a.centerY == box.centerY * 0.5"
        """,
        """
        views:
          - view:
              name: box
              views:
                - image: {name: p, size: [20, 20]}
                - image: {name: q, size: [20, 20]}
        constraints:
          - "H:|-[box]-|"
          - "V:|-40-[box]-0-|"
          - "H:|-[p]"
          - "H:|-[q]"
          - "p.top == box.top + 10"
          - "q.top == p.bottom * 2"
          - "q.bottom == box.bottom"
        """,
    ])
    func aMultiplierIsInTheItemsCommonAncestorsCoordinates(yaml: String) throws {
        let height = try height(yaml)
        #expect(abs(height - Self.row) < 1e-9, "\(height)")
    }
}
