import CellTemplates
import Locking
import Typesetting

/// Idle `ItemCells` of one template, lent to one worker at a time: any number of overlapping runs of one
/// `HeightTableRunner` (a server's requests) measure at once, each worker with cells nobody else touches,
/// and cells built once are reused by later runs as a table view reuses its template cell.
///
/// `@unchecked Sendable`: `ItemCells` is not thread-safe and never needs to be. A set of cells is either
/// in `idle` (touched only under the lock) or lent to exactly one caller between `checkOut` and
/// `checkIn`; two callers never hold the same cells (ItemCellsPoolTests run 16 callers at once under
/// the thread sanitizer).
final class ItemCellsPool: @unchecked Sendable {
    private let template: CellTemplate
    private let textCache: PreparedTextCache
    private let idle = Locked<[ItemCells]>([])
    /// Cells kept for later runs at most; more are built for a burst of callers and dropped after it.
    let capacity: Int

    init(template: CellTemplate, textCache: PreparedTextCache, capacity: Int) {
        self.template = template; self.textCache = textCache; self.capacity = max(1, capacity)
    }

    /// `count` sets of cells for the caller alone: idle ones first, new ones for the rest.
    func checkOut(_ count: Int) -> [ItemCells] {
        var lent = idle.withLock { idle in
            let taken = Array(idle.suffix(count))
            idle.removeLast(taken.count)
            return taken
        }
        while lent.count < count { lent.append(ItemCells(template: template, textCache: textCache)) }
        return lent
    }

    /// Gives lent cells back; the caller must not touch them again.
    func checkIn(_ cells: [ItemCells]) {
        for cells in cells { cells.start(nil) }
        idle.withLock { idle in
            idle.append(contentsOf: cells.prefix(max(0, capacity - idle.count)))
        }
    }
}
