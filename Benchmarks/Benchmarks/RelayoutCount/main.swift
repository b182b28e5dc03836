import Foundation
import Typesetting

// Prepares every line of a text file (default attributes and the bundled fonts, as the Typesetting
// benchmark does) and lays each out at 300 pt `rounds` times, for instruction counts of re-layout under
// callgrind: the cost of one re-layout is the difference of two runs with different rounds divided by the
// difference of rounds and by the number of texts, so preparing cancels out.
//
//     RelayoutCount <corpus file> <rounds>
//
// Prints the number of texts and the sum of the heights, which must not change when only speed does.

let arguments = CommandLine.arguments
guard arguments.count == 3, let rounds = Int(arguments[2]), rounds >= 0,
      let contents = try? String(contentsOfFile: arguments[1], encoding: .utf8) else {
    FileHandle.standardError.write(Data("usage: RelayoutCount <corpus file> <rounds>\n".utf8))
    exit(64)
}
do {
    let typesetter = Typesetter(fonts: try FontCollection.bundled())
    let prepared = try contents.split(separator: "\n").map { line in
        try typesetter.prepare(AttributedText(String(line)))
    }
    var sum = 0.0
    for _ in 0..<rounds {
        for text in prepared { sum += text.layout(maxWidth: 300).height }
    }
    print(prepared.count, String(format: "%.6f", sum))
} catch {
    FileHandle.standardError.write(Data("RelayoutCount: \(error)\n".utf8))
    exit(1)
}
