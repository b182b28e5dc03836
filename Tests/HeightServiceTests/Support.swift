import Foundation
import HeightService
import LayoutTestSupport
import Typesetting

/// A folder of its own under the temporary folder, holding copies of the named examples.
func templateFolder(_ examples: [String] = ["status.yaml"]) throws -> String {
    let folder = Scratch.folder.appendingPathComponent("cellheight-serve-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for name in examples { try FileManager.default.copyItem(atPath: examplePath(name), toPath: folder + "/" + name) }
    return folder
}

/// A service of `folder`'s templates over the tests' one font collection (loaded once for all of them).
func service(_ folder: String, limits: ServiceLimits = ServiceLimits(), allowInline: Bool = false) throws -> HeightService {
    try HeightService(templates: folder, fonts: Shared.cache.typesetter.fonts, limits: limits, allowInline: allowInline, jobs: 2)
}

/// A service of `folder`'s templates with the default limits as `change` leaves them.
func service(_ folder: String, limiting change: (inout ServiceLimits) -> Void) throws -> HeightService {
    var limits = ServiceLimits()
    change(&limits)
    return try service(folder, limits: limits)
}

/// The parsed JSON of an answer.
func json(_ text: String) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
}

/// The first `count` lines of an example feed.
func exampleLines(_ name: String, count: Int) throws -> [String] {
    Array(try String(contentsOfFile: examplePath(name), encoding: .utf8).split(separator: "\n").prefix(count).map(String.init))
}
