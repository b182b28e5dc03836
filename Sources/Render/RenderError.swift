/// Why a picture could not be made or written.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The picture would be empty or larger than the limit (pixels on a side).
    case invalidSize(width: Double, height: Double, scale: Double, limit: Int)
    /// cairo refused an operation; `status` is cairo's own description.
    case cairo(operation: String, status: String)
    /// The PNG could not be written.
    case write(path: String, status: String)
    /// Laying out or measuring what was to be drawn failed.
    case layout(String)

    /// A message naming what could not be drawn or written, and why.
    public var description: String {
        switch self {
        case let .invalidSize(width, height, scale, limit):
            "cannot draw \(width) x \(height) points at @\(scale)x: each side must be 1 to \(limit) pixels"
        case let .cairo(operation, status):
            "cairo \(operation) failed: \(status)"
        case let .write(path, status):
            "cannot write \(path): \(status)"
        case let .layout(message):
            message
        }
    }
}
