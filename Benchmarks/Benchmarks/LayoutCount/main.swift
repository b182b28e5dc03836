import BenchmarkSupport
import Foundation
import ViewLayout

// Lays out N items of the ViewLayout benchmark's cells, for instruction counts under callgrind (which
// cannot run the benchmark binaries). The cost of one item is the difference of two runs with different N
// divided by the difference of N, so the set-up cancels out.
//
//     LayoutCount <views: 10|20|50> <later|frame|first> <items>
//
// Prints the sum of the heights, which must not change when only speed does.

let arguments = CommandLine.arguments
guard arguments.count == 4, let views = Int(arguments[1]), views > 0, views % 2 == 0,
      ["later", "frame", "first"].contains(arguments[2]), let count = Int(arguments[3]), count >= 0 else {
    FileHandle.standardError.write(Data("usage: LayoutCount <views (even)> <later|frame|first> <items>\n".utf8))
    exit(64)
}
let rows = views / 2, mode = arguments[2]
do {
    let (cache, items) = try RowsCell.feed(rows: rows, count: count)
    var sum = 0.0
    if mode == "first" {
        for item in items {
            let cell = try RowsCell(rows: rows, cache: cache, frameLayout: false)
            cell.configure(item)
            sum += try cell.height(width: 375)
        }
    } else {
        let cell = try RowsCell(rows: rows, cache: cache, frameLayout: mode == "frame")
        for item in items {
            cell.configure(item)
            sum += try cell.height(width: 375)
        }
    }
    print(String(format: "%.6f", sum))
} catch {
    FileHandle.standardError.write(Data("LayoutCount: \(error)\n".utf8))
    exit(1)
}
