/// The one number that separates floating-point noise from real quantities in the tableau.
///
/// Coefficients whose magnitude falls below it are dropped from rows, reduced costs below it count as
/// zero, and a row constant must be below `-epsilon` to count as infeasible. Layout values are points
/// (up to about 1e5), so 1e-8 sits far below anything meaningful and far above double rounding.
enum Tolerance {
    static let epsilon = 1e-8

    @inline(__always)
    static func isZero(_ value: Double) -> Bool {
        abs(value) < epsilon
    }
}
