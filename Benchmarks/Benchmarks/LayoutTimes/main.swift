import BenchmarkSupport
import Foundation
import ViewLayout

// Later items with auto layout against frame layout, timed in one process: the two cells take turns over
// the same feed, so a change in the machine's load during a run falls on both alike.
//
//     LayoutTimes <views (even)> [rounds] [items]
//
// Per round both cells lay out every item, one after the other: the auto-layout cell first in even rounds, the
// frame-layout cell first in odd ones (each laid out every item once, untimed, before the first round, so the
// template's system is built and every text has been seen). Prints the fastest round of each per item, their
// ratio, and the median of the rounds' own ratios (each round's two blocks run back to back).

let arguments = CommandLine.arguments
guard (2...4).contains(arguments.count), let views = Int(arguments[1]), views > 0, views % 2 == 0,
      let rounds = arguments.count >= 3 ? Int(arguments[2]) : 31, rounds > 0,
      let count = arguments.count == 4 ? Int(arguments[3]) : 2000, count > 0 else {
    FileHandle.standardError.write(Data("usage: LayoutTimes <views (even)> [rounds] [items]\n".utf8))
    exit(64)
}
let rows = views / 2
do {
    let (cache, items) = try RowsCell.feed(rows: rows, count: count)
    let auto = try RowsCell(rows: rows, cache: cache, frameLayout: false)
    let frame = try RowsCell(rows: rows, cache: cache, frameLayout: true)
    var sums = (auto: 0.0, frame: 0.0)
    func seconds(_ cell: RowsCell, _ sum: inout Double) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        for item in items {
            cell.configure(item)
            sum += try cell.height(width: 375)
        }
        return Double(DispatchTime.now().uptimeNanoseconds - start) * 1e-9
    }
    // One untimed pass each: the template's system is built, and both have seen every text.
    _ = try seconds(auto, &sums.auto)
    _ = try seconds(frame, &sums.frame)
    guard sums.auto == sums.frame else {
        FileHandle.standardError.write(Data("LayoutTimes: the two cells disagree (sums \(sums.auto), \(sums.frame))\n".utf8))
        exit(1)
    }
    var best = (auto: Double.infinity, frame: Double.infinity)
    var ratios: [Double] = []
    for round in 0..<rounds {
        let autoTime: Double, frameTime: Double
        if round % 2 == 0 {
            autoTime = try seconds(auto, &sums.auto)
            frameTime = try seconds(frame, &sums.frame)
        } else {
            frameTime = try seconds(frame, &sums.frame)
            autoTime = try seconds(auto, &sums.auto)
        }
        best = (min(best.auto, autoTime), min(best.frame, frameTime))
        ratios.append(autoTime / frameTime)
    }
    ratios.sort()
    let perItem = 1e6 / Double(count)
    print(String(format: "%d views, %d items, %d rounds: later %.2f µs, frame %.2f µs an item; fastest / fastest %.3f, median round %.3f (rounds %.3f-%.3f)",
                 views, count, rounds, best.auto * perItem, best.frame * perItem, best.auto / best.frame,
                 ratios[ratios.count / 2], ratios.first!, ratios.last!))
} catch {
    FileHandle.standardError.write(Data("LayoutTimes: \(error)\n".utf8))
    exit(1)
}
