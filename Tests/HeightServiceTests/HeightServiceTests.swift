import CellTemplates
import FeedTables
import Foundation
import HeightService
import LayoutTestSupport
import Testing
import Typesetting

/// The service's answers, without HTTP: each endpoint against what the command-line path gives for the
/// same input, and each bad request answered with its status and a message that names what was wrong.
@Suite struct HeightServiceTests {
    /// Rows of `/v1/heights` are the lines `table --format jsonl` writes for the same items and settings,
    /// in the same order, without their label details: the table here is run from a feed file through
    /// HeightTable and the JSON Lines sink, the service's from a request body.
    @Test func heightsAreTheTablesRows() throws {
        let folder = try templateFolder()
        let lines = try exampleLines("status.jsonl", count: 12)
        let answer = try json(try service(folder).heights(body: Array(
            #"{"template": "status", "items": [\#(lines.joined(separator: ","))], "widths": [375, 320], "scales": [3], "devices": ["iphone-se"]}"#.utf8)))

        let feed = folder + "/feed.jsonl"
        try (lines.joined(separator: "\n") + "\n").write(toFile: feed, atomically: true, encoding: .utf8)
        let textCache = Shared.cache
        let template = try CellTemplate.load(file: folder + "/status.yaml", textCache: textCache)
        let settings = [MeasureSetting(width: 375, scale: 3), MeasureSetting(width: 320, scale: 3), MeasureSetting(width: 375, scale: 2)]
        let buffer = TextBuffer()
        var sink = JSONLinesTableSink(output: buffer)
        let table = HeightTable(template: template, textCache: textCache, settings: settings, jobs: 1, details: true)
        _ = try table.run(try FeedReader(path: feed)) { (event) throws(FeedError) in
            if case .rows(let rows, _) = event { sink.write(rows) }
        }
        let expected = try buffer.text.split(separator: "\n").map { line in
            let row = try JSONSerialization.jsonObject(with: Data(line.utf8), options: .mutableContainers) as! NSMutableDictionary
            row.removeObject(forKey: "labels")
            return row as NSDictionary
        }
        let rows = answer["rows"] as? [NSDictionary] ?? []
        #expect(rows.count == 36)
        #expect(rows == expected)
        #expect((answer["errors"] as? [Any])?.isEmpty == true)
    }

    /// Errors come in item order, whether an item could not be read or could not be bound.
    @Test func errorsComeInItemOrder() throws {
        let answer = try json(try service(try templateFolder()).heights(body: Array(
            #"{"template": "status", "items": [{"id": 1, "user": [1, 2]}, {"user": "no id"}, {"id": 3}], "widths": [375]}"#.utf8)))
        let errors = answer["errors"] as? [[String: Any]] ?? []
        #expect(errors.compactMap { $0["index"] as? Int } == [0, 1])
        #expect((answer["rows"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [3])
    }

    @Test func aBadItemIsAnErrorInItsPlace() throws {
        let answer = try json(try service(try templateFolder()).heights(body: Array(
            #"{"template": "status", "items": [{"id": 1, "user": "A"}, {"user": "no id"}, ["not", "an", "object"], {"id": 4}], "widths": [375]}"#.utf8)))
        #expect((answer["rows"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [1, 4])
        let errors = answer["errors"] as? [[String: Any]] ?? []
        #expect(errors.compactMap { $0["index"] as? Int } == [1, 2])
        #expect(errors.first?["message"] as? String == "missing field \"id\"")
    }

    /// Each refusal: its status and the field or limit it names.
    @Test(arguments: [
        (#"{"template": "nope", "items": [], "widths": [375]}"#, 404, "no template \"nope\""),
        (#"{"template": "status", "items": [], "widths": [375]"#, 400, "the body is not JSON"),
        (#"["template"]"#, 400, "must be a JSON object"),
        (#"{"template": "status", "items": {}, "widths": [375]}"#, 400, "field \"items\": expected an array"),
        (#"{"template": "status", "items": []}"#, 400, "give \"widths\" or \"devices\""),
        (#"{"template": "status", "items": [], "widths": [0]}"#, 400, "field \"widths\""),
        (#"{"template": "status", "items": [], "scales": [4], "widths": [375]}"#, 400, "field \"scales\": a scale is 1, 2 or 3, got 4"),
        // A number beyond any double's range is a number, out of range, not "expected a number".
        (#"{"template": "status", "items": [], "widths": [1e400]}"#, 400, "field \"widths[0]\": a width is a number of points from 1 to 10000, got 1e400"),
        (#"{"template": "status", "items": [], "widths": [375], "scales": [-2e999]}"#, 400, "field \"scales[0]\": a scale is 1, 2 or 3, got -2e999"),
        (#"{"template": "status", "items": [], "devices": ["nokia"]}"#, 400, "unknown device \"nokia\""),
        (#"{"template": "status", "items": [], "widths": [375], "contentSizes": ["huge"]}"#, 400, "unknown content size \"huge\""),
        (#"{"template": "status", "items": [], "widths": [375], "ios": "5"}"#, 400, "field \"ios\""),
        (#"{"items": [], "widths": [375]}"#, 400, "give \"template\""),
        (#"{"inline": "views: []", "items": [], "widths": [375]}"#, 403, "--allow-inline"),
        (#"{"template": "status", "items": [{"id": 1}, {"id": 2}, {"id": 3}], "widths": [375]}"#, 413, "3 items; at most 2"),
        // A misspelt field would leave its setting at the default, a silently other height.
        (#"{"template": "status", "items": [], "widths": [375], "scale": 2}"#, 400, "unknown field \"scale\" (did you mean \"scales\"?)"),
        (#"{"template": "status", "items": [], "widths": [375], "contentSize": "AX5"}"#, 400, "unknown field \"contentSize\" (did you mean \"contentSizes\"?)"),
        (#"{"template": "status", "items": [], "widths": [375], "iOS": "12"}"#, 400, "unknown field \"iOS\" (did you mean \"ios\"?)"),
        (#"{"template": "status", "items": [], "widths": [375], "colour": "red"}"#, 400, "unknown field \"colour\"; this endpoint reads"),
        // A scale is the widths'; devices have their own (iphone-16 is 393 @3x), as `table` says.
        (#"{"template": "status", "items": [], "devices": ["iphone-16"], "scales": [2]}"#, 400,
         "field \"scales\": a scale applies to \"widths\", and a device has its own (iphone-16: 393 points @3x)"),
    ])
    func refusals(body: String, status: Int, message: String) throws {
        var limits = ServiceLimits()
        limits.items = 2
        let service = try service(try templateFolder(), limits: limits)
        #expect {
            _ = try service.heights(body: Array(body.utf8))
        } throws: { error in
            guard let error = error as? ServiceError else { return false }
            return error.status == status && error.message.contains(message)
        }
    }

    @Test func inlineTemplatesReadNoFilesAndStayWithinLimits() throws {
        var limits = ServiceLimits()
        limits.inlineViews = 2
        let service = try service(try templateFolder(), limits: limits, allowInline: true)
        let good = #"{"inline": "views:\n  - label: {name: title, lines: 0}\nconstraints:\n  - \"V:|-[title]-|\"\n  - \"H:|-[title]-|\"\nbindings:\n  title: title\n", "items": [{"id": 1, "title": "Hi"}], "widths": [375]}"#
        let answer = try json(try service.heights(body: Array(good.utf8)))
        // One line of the system font at 17 pt (SF's line: ceil(20.287109 x 3) / 3 = 61/3) between the table
        // cell's top and bottom margins (15 points on iOS 26, the default), plus the separator's 1/3 pt.
        let height = (answer["rows"] as? [[String: Any]])?.first?["height"] as? Double ?? 0
        #expect(abs(height - (61.0 / 3 + 30 + 1.0 / 3)) < 1e-9)
        for (body, message) in [
            (#"{"inline": "interfaceBuilder: ../Main.storyboard#Cell\n", "items": [], "widths": [375]}"#, "inline template"),
            (#"{"inline": "views:\n  - label: {name: a}\n  - label: {name: b}\n  - label: {name: c}\n", "items": [], "widths": [375]}"#, "3 views"),
        ] {
            #expect(performing: { _ = try service.heights(body: Array(body.utf8)) }, throws: { error in
                (error as? ServiceError)?.message.contains(message) == true
            })
        }
    }

    /// A minor version is its major release's (UIKit's metrics change with major releases): 17.4 answers
    /// as 17 does, and a client cannot make the server load a copy of a template per minor version.
    @Test func aMinorVersionIsItsMajorRelease() throws {
        let service = try service(try templateFolder())
        let lines = try exampleLines("status.jsonl", count: 2).joined(separator: ",")
        func rows(_ ios: String) throws -> String {
            try service.heights(body: Array(#"{"template": "status", "items": [\#(lines)], "widths": [375], "ios": "\#(ios)"}"#.utf8))
        }
        #expect(try rows("17.4") == rows("17"))
        #expect(try rows("17.4.1") == rows("17.0"))
        let measured = try json(try service.measure(body: Array(#"{"texts": [{"id": 1, "text": "Hi", "textStyle": "largeTitle", "width": 300}], "ios": "10.3"}"#.utf8)))
        #expect((measured["errors"] as? [[String: Any]] ?? []).first.map { ($0["message"] as? String ?? "").contains("new in iOS 11") } == true)
    }

    /// A measure answer is bounded: a text of a word a line at a narrow width has a line object each.
    @Test func aMeasureAnswerLongerThanTheLimitIsRefused() throws {
        var limits = ServiceLimits()
        limits.answerBytes = 100_000
        let service = try service(try templateFolder(), limits: limits)
        let text = (0..<2_000).map { "w\($0)" }.joined(separator: " ")
        let small = #"{"texts": [{"id": 1, "text": "a b c", "width": 10}], "defaults": {"size": 17}}"#
        #expect(try json(try service.measure(body: Array(small.utf8)))["results"] as? [Any] != nil)
        #expect(performing: {
            _ = try service.measure(body: Array(#"{"texts": [{"id": 1, "text": "\#(text)", "width": 10}], "defaults": {"size": 17}}"#.utf8))
        }, throws: { error in
            (error as? ServiceError).map { $0.status == 413 && $0.message.contains("longer than 0 MB (at text 0)") } == true
        })
        #expect(performing: { _ = try service.measure(body: Array(#"{"texts": [], "size": 17}"#.utf8)) }, throws: { error in
            (error as? ServiceError).map { $0.status == 400 && $0.message.contains("unknown field \"size\"") } == true
        })
        // A misspelt default would measure every text at the default it meant to change.
        #expect(performing: { _ = try service.measure(body: Array(#"{"texts": [], "defaults": {"size": 17, "line": 1}}"#.utf8)) },
                throws: { error in
            (error as? ServiceError).map {
                $0.status == 400 && $0.message.hasPrefix("unknown field \"line\" (did you mean \"lines\"?); field \"defaults\" reads \"size\"")
            } == true
        })
        // So would a family no font has: once, as the defaults' error, not once a text.
        #expect(performing: {
            _ = try service.measure(body: Array(#"{"texts": [{"text": "a", "width": 10}], "defaults": {"size": 17, "family": "Nope"}}"#.utf8))
        }, throws: { error in
            (error as? ServiceError).map { $0.status == 400 && $0.message.hasPrefix("field \"defaults\": no font has the family \"Nope\"") } == true
        })
    }

    @Test func measureAnswersWhatMeasureWrites() throws {
        let service = try service(try templateFolder())
        let answer = try json(try service.measure(body: Array(
            #"{"texts": [{"id": "a", "text": "Hello", "width": 300}, {"id": "b", "text": "x", "size": -1, "width": 10}], "defaults": {"size": 17}}"#.utf8)))
        let results = answer["results"] as? [[String: Any]] ?? []
        #expect(results.count == 1 && results.first?["id"] as? String == "a")
        #expect(abs((results.first?["height"] as? Double ?? 0) - 61.0 / 3) < 1e-9)
        let errors = answer["errors"] as? [[String: Any]] ?? []
        #expect(errors.first?["index"] as? Int == 1 && (errors.first?["message"] as? String ?? "").contains("field \"size\""))
    }

    /// iOS's own Verdana without a file, as `measure` takes it: at its line (Capsize: 2059 + 430 on 2048
    /// units, no gap: 17 x 2489 / 2048 = 20.66, 62 pixels at @3x) in the stand-in's glyphs, which the answer names.
    @Test func measureTakesIOSsOwnFamilyAtItsLine() throws {
        let service = try service(try templateFolder())
        let answer = try json(try service.measure(body: Array(
            #"{"texts": [{"id": "a", "text": "Hello", "width": 300}], "defaults": {"size": 17, "family": "Verdana"}}"#.utf8)))
        let result = (answer["results"] as? [[String: Any]])?.first ?? [:]
        #expect(abs((result["height"] as? Double ?? 0) - 62.0 / 3) < 1e-9 && result["familyUsed"] as? String == "Inter", "\(answer)")
    }

    /// Text styles as `measure`'s: caption 2 at AX5 is 40 pt (Apple's table), one line of SF 40 x 2444 / 2048
    /// = 47.73, 144 pixels at @3x; the request's iOS has no large title before iOS 11.
    @Test func measureTakesTextStylesAndTheRequestsIOS() throws {
        let service = try service(try templateFolder())
        let answer = try json(try service.measure(body: Array(
            #"{"texts": [{"id": "a", "text": "Hi", "width": 300}, {"id": "b", "text": "x", "textStyle": "largeTitle", "width": 10}], "defaults": {"textStyle": "caption2", "contentSize": "AX5"}, "ios": "10"}"#.utf8)))
        let results = answer["results"] as? [[String: Any]] ?? []
        #expect(results.count == 1 && abs((results.first?["height"] as? Double ?? 0) - 144.0 / 3) < 1e-9, "\(answer)")
        let errors = answer["errors"] as? [[String: Any]] ?? []
        #expect(errors.first?["index"] as? Int == 1 && (errors.first?["message"] as? String ?? "").contains("new in iOS 11"), "\(answer)")
    }
}
