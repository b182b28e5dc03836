import Foundation
import TextFloor
import Typesetting

// Counts the instructions of typesetting a corpus under callgrind. Every line of a text file is one text
// (default attributes and the bundled fonts, as the Typesetting benchmark has). The cost of one round is
// the difference of two runs with different rounds divided by the difference of rounds and by the number of
// texts, so what is done once cancels out.
//
//     RelayoutCount <corpus file> <rounds>          prepare once, then lay every text out at 300 pt per round
//     RelayoutCount <corpus file> <rounds> cold     per round, a fresh typesetter prepares every text and
//                                                   lays it out at 343 pt (the benchmark's cold measuring)
//     RelayoutCount <corpus file> <rounds> floor    per round, the benchmark's floor (`TextFloor`) of every
//                                                   text; prints a checksum of the floor's results instead
//
// Prints the number of texts and the sum of the heights, which must not change when only speed does.

let arguments = CommandLine.arguments
let mode = arguments.count == 4 ? arguments[3] : "relayout"
guard arguments.count == 3 || ["cold", "floor"].contains(mode), let rounds = Int(arguments[2]), rounds >= 0,
      let contents = try? String(contentsOfFile: arguments[1], encoding: .utf8) else {
    FileHandle.standardError.write(Data("usage: RelayoutCount <corpus file> <rounds> [cold | floor]\n".utf8))
    exit(64)
}
do {
    let fonts = try FontCollection.bundled()
    let texts = contents.split(separator: "\n").map { AttributedText(String($0)) }
    var sum = 0.0
    if mode == "floor" {
        let floor = TextFloor(fonts: fonts)
        let floorTexts = try contents.split(separator: "\n").map { try floor.prepare(String($0)) }
        for _ in 0..<rounds { sum += Double(floor.run(floorTexts)) }
    } else if mode == "cold" {
        for _ in 0..<rounds {
            let typesetter = Typesetter(fonts: fonts)
            for text in texts { sum += try typesetter.prepare(text).layout(maxWidth: 343).height }
        }
    } else {
        let typesetter = Typesetter(fonts: fonts)
        let prepared = try texts.map { try typesetter.prepare($0) }
        for _ in 0..<rounds {
            for text in prepared { sum += text.layout(maxWidth: 300).height }
        }
    }
    print(texts.count, String(format: "%.6f", sum))
} catch {
    FileHandle.standardError.write(Data("RelayoutCount: \(error)\n".utf8))
    exit(1)
}
