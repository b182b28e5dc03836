import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-line progress report on standard error (items, items per second, and the share of the input
/// read with an estimate of the time left), only when standard error is a terminal.
final class Progress {
    private let enabled: Bool
    private let start = Date()
    private var lastDraw = Date.distantPast
    private var drawn = false

    init(quiet: Bool) { enabled = !quiet && isatty(2) == 1 }

    func update(items: Int, fraction: Double?) {
        guard enabled, Date().timeIntervalSince(lastDraw) >= 0.2 else { return }
        lastDraw = Date()
        let elapsed = max(0.001, Date().timeIntervalSince(start))
        var line = "\(items) items, \(Int(Double(items) / elapsed)) items/s"
        if let fraction, fraction > 0 {
            let left = elapsed / fraction - elapsed
            line += ", \(Int(fraction * 100))%, about \(Self.duration(left)) left"
        }
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + line).utf8))
        drawn = true
    }

    func finish() {
        guard drawn else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }

    static func duration(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        return total >= 3600 ? "\(total / 3600)h\(total % 3600 / 60)m" : total >= 60 ? "\(total / 60)m\(total % 60)s" : "\(total)s"
    }
}
