import CellTemplates
import FeedTables
import Foundation
import HeightCache
import LayoutTestSupport
import Testing
import Typesetting

/// A table run with a warm `--cache`: a line the cache holds at every setting is answered from its bytes
/// (a digest and a look-up), not parsed; every other line is read as without a cache; and a run that used
/// the whole file and measured nothing leaves it as it was.
@Suite struct WarmCacheTests {
    let setting = MeasureSetting(width: 375, scale: 2, contentSize: .default)

    /// Runs the issue template over `lines` with the cache at `cache`: each item's id, whether it was
    /// parsed, its heights and whether they came from a cache; failures as "failed LINE".
    func run(_ lines: [String], cache: String, settings: [MeasureSetting]? = nil) throws -> [String] {
        let template = try template(SampleTemplates.issue)
        let cacheFile = try HeightCacheFile(path: cache, fonts: Shared.cache.typesetter.fonts, template: template, locale: nil)
        let table = HeightTable(template: template, textCache: Shared.cache, settings: settings ?? [setting], jobs: 2, cacheFile: cacheFile)
        var seen: [String] = []
        _ = try table.run(try HeightTableTests.feed(lines)) { (event) throws(Never) in
            switch event {
            case .rows(let rows, let item):
                seen.append("\(item.idJSON) \(item.isDeferred ? "skimmed" : "parsed") \(rows.map(\.height)) \(rows.map(\.fromCache))")
            case .failed(let error): seen.append("failed \(error.line ?? 0)")
            default: break
            }
        }
        return seen
    }

    func scratchCache() -> String {
        Scratch.folder.appendingPathComponent("warm-\(UUID().uuidString).cache").path
    }

    /// A font file written in place while a run measures (its identity changes: here its modification
    /// time) may have lent its new bytes to heights saved under the old bytes' fingerprint: the cache is not
    /// written, and the run says which font changed.
    @Test func aFontWrittenDuringTheRunLeavesTheCacheAsItWas() throws {
        let folder = Scratch.folder.appendingPathComponent("font-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let font = folder.appendingPathComponent("Inter-SemiBold.otf").path
        try FileManager.default.copyItem(atPath: repositoryRoot.appendingPathComponent("Fonts/Inter-SemiBold.otf").path, toPath: font)
        let fonts = FontCollection()
        try fonts.register(fileAt: font)
        let cache = folder.appendingPathComponent("heights.cache").path
        let template = try template(SampleTemplates.issue)
        let cacheFile = try HeightCacheFile(path: cache, fonts: fonts, template: template, locale: nil)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: font)
        let table = HeightTable(template: template, textCache: Shared.cache, settings: [setting], jobs: 1, cacheFile: cacheFile)
        let feed = try HeightTableTests.feed([#"{"id": 1, "text": "a"}"#])
        do throws(HeightTableError<Never>) {
            _ = try table.run(feed) { (_) throws(Never) in }
            Issue.record("the cache was saved")
        } catch {
            guard case .cache(let why) = error else { Issue.record("\(error)"); return }
            #expect(why == .fontChanged(path: cache, font: font))
        }
        #expect(!FileManager.default.fileExists(atPath: cache))
    }

    @Test func unchangedLinesAreAnsweredWithoutParsing() throws {
        let cache = scratchCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let lines = [#"{"id": 1, "text": "a"}"#, #"{"text": "b", "id": "two"}"#, #"{"id": 3, "text": "c", "more": {"id": 9}}"#]
        let one = HeightTableTests.oneLineRow
        #expect(try run(lines, cache: cache) == [
            "1 parsed [\(one)] [false]", "\"two\" parsed [\(one)] [false]", "3 parsed [\(one)] [false]",
        ])
        let saved = try Data(contentsOf: URL(fileURLWithPath: cache))
        let savedDate = try FileManager.default.attributesOfItem(atPath: cache)[.modificationDate] as? Date
        #expect(try run(lines, cache: cache) == [
            "1 skimmed [\(one)] [true]", "\"two\" skimmed [\(one)] [true]", "3 skimmed [\(one)] [true]",
        ])
        // Every height of the file read, none measured: the file is left as it was, not written again.
        #expect(try Data(contentsOf: URL(fileURLWithPath: cache)) == saved)
        #expect(try FileManager.default.attributesOfItem(atPath: cache)[.modificationDate] as? Date == savedDate)
    }

    @Test func anEditedOrBrokenLineIsReadAsWithoutACache() throws {
        let cache = scratchCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let one = HeightTableTests.oneLineRow
        _ = try run([#"{"id": 1, "text": "a"}"#, #"{"id": 2, "text": "b"}"#, #"{"id": 3, "text": "c"}"#], cache: cache)
        // Item 2's text edited (one line still), item 3's line cut short: the first is measured, the second
        // is the error it always was, although the cache holds heights for id 3.
        #expect(try run([#"{"id": 1, "text": "a"}"#, #"{"id": 2, "text": "B"}"#, #"{"id": 3, "text": "c""#], cache: cache) == [
            "1 skimmed [\(one)] [true]", "2 parsed [\(one)] [false]", "failed 3",
        ])
        // The saved file holds what that run used and measured: items 1 and 2 (the new 2), not 3.
        let fingerprint = try HeightCacheFile(path: cache, fonts: Shared.cache.typesetter.fonts,
                                              template: try template(SampleTemplates.issue), locale: nil).fingerprint
        #expect(try HeightStore.load(into: KeyedHeightCache(), from: cache, fingerprint: fingerprint) == 2)
        #expect(try run([#"{"id": 2, "text": "B"}"#, #"{"id": 1, "text": "a"}"#], cache: cache) == [
            "2 skimmed [\(one)] [true]", "1 skimmed [\(one)] [true]",
        ])
    }

    @Test func aLongBatchIsAnsweredLineByLineAsAColdRunAnswersIt() throws {
        // More than 64 lines, so a batch is skimmed, looked up at once and made into items on two threads:
        // lines the cache holds, edited ones, lines without an id, a repeated line and a broken one.
        let cache = scratchCache(), coldCache = scratchCache()
        defer { for path in [cache, coldCache] { try? FileManager.default.removeItem(atPath: path) } }
        let first = (1...80).map { #"{"id": \#($0), "text": "a"}"# }
        _ = try run(first, cache: cache)
        var second = first
        let edited = Set(stride(from: 4, to: 80, by: 10))
        for index in edited { second[index] = #"{"id": \#(index + 1), "text": "B"}"# }
        second += Array(repeating: #"{"text": "no id"}"#, count: 10) + [first[0], #"{"id": 99, "text": "c""#]
        let warm = try run(second, cache: cache)
        let cold = try run(second, cache: coldCache)
        #expect(warm.count == second.count && cold.count == second.count)
        // Line by line what the cold run gives; from the cache exactly where the line is one the first run
        // measured, unchanged (the repeated first line too).
        for (index, (warmLine, coldLine)) in zip(warm, cold).enumerated() {
            let held = index < 80 ? !edited.contains(index) : index == 90
            let expected = held
                ? coldLine.replacingOccurrences(of: " parsed ", with: " skimmed ").replacingOccurrences(of: "[false]", with: "[true]")
                : coldLine
            #expect(warmLine == expected, "line \(index + 1)")
        }
        #expect(cold.filter { $0.hasPrefix("failed") }.count == 11)
    }

    @Test func aLineTheCacheHoldsAtSomeSettingsOnlyIsMeasuredAtTheOthers() throws {
        // A long batch again, first measured at 375 points; then asked at 375 and 320: no line is held at
        // every setting, so each is parsed, its 375 height read from the cache and its 320 one measured.
        let cache = scratchCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let lines = (1...70).map { #"{"id": \#($0), "text": "a"}"# }
        _ = try run(lines, cache: cache)
        let narrow = MeasureSetting(width: 320, scale: 2, contentSize: .default)
        let both = try run(lines, cache: cache, settings: [setting, narrow])
        let one = HeightTableTests.oneLineRow
        #expect(both == (1...70).map { "\($0) parsed [\(one), \(one)] [true, false]" })
        // Now held at both: every line skimmed.
        #expect(try run(lines, cache: cache, settings: [setting, narrow]) == (1...70).map { "\($0) skimmed [\(one), \(one)] [true, true]" })
    }

    @Test func aLineWrittenDifferentlyIsAnotherItem() throws {
        let cache = scratchCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let one = HeightTableTests.oneLineRow
        _ = try run([#"{"id": 1, "text": "a"}"#], cache: cache)
        // The same fields with other spacing: other bytes, so measured again (the cache is keyed by the line).
        #expect(try run([#"{"id":1,"text":"a"}"#], cache: cache) == ["1 parsed [\(one)] [false]"])
    }

    /// A skimmed item's fields, when something asks for them (a report's picture), are the line's.
    @Test func aSkimmedItemStillHasItsFields() throws {
        let cache = scratchCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let template = try template(SampleTemplates.issue)
        let lines = [#"{"id": 1, "text": "a", "n": [1, {"x": "}"}]}"#]
        _ = try run(lines, cache: cache)
        let cacheFile = try HeightCacheFile(path: cache, fonts: Shared.cache.typesetter.fonts, template: template, locale: nil)
        let table = HeightTable(template: template, textCache: Shared.cache, settings: [setting], jobs: 1, cacheFile: cacheFile)
        var fields: [String] = []
        _ = try table.run(try HeightTableTests.feed(lines)) { (event) throws(Never) in
            if case .rows(_, let item) = event, item.isDeferred { fields.append(item.fields.text) }
        }
        #expect(fields == [#"{"id":1,"text":"a","n":[1,{"x":"}"}]}"#])
    }
}
