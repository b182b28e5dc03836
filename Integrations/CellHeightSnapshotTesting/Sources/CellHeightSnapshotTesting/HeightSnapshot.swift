import CellTemplates
import FeedTables
import Foundation
import HeightCache
import Typesetting

/// What a snapshot of a cell is made of: the loaded template and its fonts, and the feed's items.
struct HeightSnapshot {
    let template: CellTemplate
    let textCache: PreparedTextCache

    init(_ cell: CellFile) throws {
        textCache = PreparedTextCache(typesetter: Typesetter(fonts: try FontCollection.bundled()))
        template = try CellTemplate.load(file: cell.path, textCache: textCache, ios: cell.ios)
    }

    /// Measure settings from devices and widths, as `cellheight table` makes them.
    static func settings(devices: [String], widths: [Double], scale: Double, contentSizes: [ContentSizeCategory]) throws -> [MeasureSetting] {
        var pairs: [(width: Double, scale: Double)] = widths.map { ($0, scale) }
        for name in devices {
            guard let device = Device.named(name) else {
                throw SnapshotSetupError("unknown device '\(name)'; known: \(Device.all.map(\.name).joined(separator: ", "))")
            }
            pairs.append((device.width, device.scale))
        }
        guard !pairs.isEmpty else { throw SnapshotSetupError("give at least one device or width") }
        return MeasureSetting.combinations(pairs, contentSizes: contentSizes)
    }

    /// What the template's reader warns of ("FILE:LINE: what"), said once per snapshot.
    var warnings: [String] { template.warnings.map(\.description) }

    /// The feed's height table as CSV, exactly as `cellheight table` writes it for these settings, and
    /// what the run warns of (a layout problem, each the first time it is met). Bad items' lines name the
    /// feed `name` (as the test gave it), not its path on this machine.
    func table(feed: String, named name: String, settings: [MeasureSetting]) throws -> (text: String, warnings: [String]) {
        let reader = try FeedReader(path: feed, name: name)
        let columns = CSVColumns(settings: settings)
        var text = columns.header
        var failures: [String] = []
        var warnings: [String] = []
        let table = HeightTable(template: template, textCache: textCache, settings: settings, jobs: ProcessInfo.processInfo.activeProcessorCount)
        do {
            _ = try table.run(reader) { (event) throws(FeedError) in
                switch event {
                case .rows(let rows, _): text += columns.text(rows)
                case .failed(let error): failures.append("\(error)")
                case .warning(let line): warnings.append(line)
                case .difference, .progress: break
                }
            }
        } catch {
            switch error {
            case .feed(let error), .tooComplex(let error): throw error
            case .cache(let error): throw error
            case .golden(let error): throw error
            case .handler(let error): throw error
            case let .unboundTemplate(fields, items, feed):
                throw SnapshotSetupError(HeightTable.unboundMessage(fields: fields, items: items, feed: feed))
            }
        }
        // A bad item is part of what the snapshot pins: a template change that breaks an item shows as a diff.
        return (text + failures.map { "# error: \($0)\n" }.joined(), warnings)
    }

    /// The item `id` of the feed, read to its end. When no item has it and some lines could not be read,
    /// the message says so with the first such line's error: the item may be among them.
    static func item(id: String, feed: String, named name: String) throws -> FeedItem {
        let reader = try FeedReader(path: feed, name: name)
        var unread: [FeedError] = []
        while true {
            let batch = try reader.next(1024)
            guard !batch.isEmpty else { break }
            for entry in batch {
                switch entry {
                case .success(let item) where item.idText == id: return item
                case .success: continue
                case .failure(let error): unread.append(error)
                }
            }
        }
        guard let first = unread.first else { throw SnapshotSetupError("\(name): no item has the id \(id)") }
        throw SnapshotSetupError("\(name): no item read has the id \(id); \(unread.count) line(s) could not be read, the first: \(first)")
    }
}

/// A snapshot that could not be taken: the test fails with its message (`SnapshotIssues.fail`).
struct SnapshotSetupError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
