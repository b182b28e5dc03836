import Foundation
import TextFloor
import Typesetting

// The Typesetting benchmark's ratios timed in a plain process: the benchmark harness replaces malloc with
// a counting interposer (a header per allocation), which weighs on cold measuring and re-layout, which
// allocate, and not on the floor, which does not; `cellheight` runs without it.
//
//     TypesetTimes <corpus file> [rounds]
//
// Per round, alternating: the floor (`TextFloor`), cold measuring (a fresh typesetter prepares every line
// and lays it out at 343 pt), re-layout of every prepared text at 300 pt right after, the same re-layout
// again (its data now in the caches), and cold measuring with each text laid out at 300 pt as soon as it is
// laid out at 343 pt, the order of a height table with several widths (`cellheight table`), timing only
// those second layouts (less the cost of reading the clock, timed around nothing in the same loop). The
// fastest round of each counts. Prints nanoseconds per text and cold over each of the others.

let arguments = CommandLine.arguments
guard (2...3).contains(arguments.count), let contents = try? String(contentsOfFile: arguments[1], encoding: .utf8),
      let rounds = arguments.count == 3 ? Int(arguments[2]) : 7, rounds > 0 else {
    FileHandle.standardError.write(Data("usage: TypesetTimes <corpus file> [rounds]\n".utf8))
    exit(64)
}
do {
    let fonts = try FontCollection.bundled()
    let strings = contents.split(separator: "\n").map(String.init)
    let texts = strings.map { AttributedText($0) }
    let floor = TextFloor(fonts: fonts)
    let floorTexts = try strings.map { try floor.prepare($0) }
    var best = (floor: Double.infinity, cold: Double.infinity, afterCold: Double.infinity, warm: Double.infinity,
                tableOrder: Double.infinity)
    var check = 0.0
    func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) * 1e-9
    }
    for _ in 0..<rounds {
        best.floor = min(best.floor, seconds { check += Double(floor.run(floorTexts) & 1) })
        var prepared: [PreparedText] = []
        prepared.reserveCapacity(texts.count)
        best.cold = min(best.cold, try seconds {
            let typesetter = Typesetter(fonts: fonts)
            for text in texts {
                let made = try typesetter.prepare(text)
                check += made.layout(maxWidth: 343).height
                prepared.append(made)
            }
        })
        best.afterCold = min(best.afterCold, seconds { for text in prepared { check += text.layout(maxWidth: 300).height } })
        best.warm = min(best.warm, seconds { for text in prepared { check += text.layout(maxWidth: 300).height } })
        let typesetter = Typesetter(fonts: fonts)
        var secondWidth: UInt64 = 0, clockAlone: UInt64 = 0
        for text in texts {
            let made = try typesetter.prepare(text)
            check += made.layout(maxWidth: 343).height
            let start = DispatchTime.now().uptimeNanoseconds
            check += made.layout(maxWidth: 300).height
            let middle = DispatchTime.now().uptimeNanoseconds
            let end = DispatchTime.now().uptimeNanoseconds
            secondWidth += middle - start
            clockAlone += end - middle
        }
        best.tableOrder = min(best.tableOrder, Double(secondWidth) * 1e-9 - Double(clockAlone) * 1e-9)
    }
    let perText = 1e9 / Double(texts.count)
    print(String(format: "%d texts: floor %.0f ns, cold %.0f ns, re-layout after cold %.0f ns, warm %.0f ns, in table order %.0f ns a text",
                 texts.count, best.floor * perText, best.cold * perText, best.afterCold * perText, best.warm * perText,
                 best.tableOrder * perText))
    print(String(format: "cold / floor %.2f, cold / re-layout after cold %.1f, cold / warm re-layout %.1f, cold / re-layout in table order %.1f (check %.0f)",
                 best.cold / best.floor, best.cold / best.afterCold, best.cold / best.warm, best.cold / best.tableOrder, check))
} catch {
    FileHandle.standardError.write(Data("TypesetTimes: \(error)\n".utf8))
    exit(1)
}
