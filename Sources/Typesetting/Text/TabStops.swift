import UIKitMetrics

/// Where a tab takes the text after it: to the next of a label's tab stops, NSParagraphStyle's defaults
/// (`TabStopMetrics`: 12 left-aligned stops 28 points apart, none past the last).
///
/// Stops are measured from the start of the line, in the order the text is read (for right-to-left text,
/// from the right). Past the last stop a tab advances as the space it is shaped as: Apple documents nothing
/// there.
enum TabStops {
    /// Floating-point sums of advances land a hair before a stop; a pen within this of one is at it.
    static let tolerance = 1e-9

    /// The first stop past `x` (points from the line's start), or nil past the last one.
    static func stop(after x: Double) -> Double? {
        let interval = TabStopMetrics.interval
        let next = ((x / interval + tolerance).rounded(.down) + 1) * interval
        return next <= Double(TabStopMetrics.count) * interval ? next : nil
    }
}
