import CellTemplates
import FeedTables
import Foundation
import JSONLines
import LayoutTestSupport
import Testing

/// `{image: field}` bindings: the field names an image of the template's asset catalog (the fixture
/// catalog: wide 100 x 50, icon 22 x 33, vector 24 x 36 points), and the image view takes its size.
/// In both cells below the image view is 10 points from the content view's top and bottom, so a row is
/// 10 + image height + 10 + the separator (half a point at 2x).
@Suite(.timeLimit(.minutes(5))) struct ImageBindingTests {
    static let fixtures = repositoryRoot.appendingPathComponent("Tests/FeedTablesTests/Fixtures").path
    static let setting = [MeasureSetting(width: 320, scale: 2)]

    static let yamlCell = SampleTemplates.catalogPhoto

    /// Heights of items, or the first item's error.
    static func heights(_ template: CellTemplate, _ items: [String]) -> Result<[Double], FeedError> {
        let parsed = items.enumerated().map { try! FeedItem(JSONParser.parse($1), line: $0 + 1, file: "items") }
        let runner = HeightTableRunner(template: template, textCache: Shared.cache, settings: setting, jobs: 1, details: false)
        var heights: [Double] = []
        for result in runner.measure(parsed, feed: "items") {
            switch result {
            case .success(let rows): heights += rows.map(\.height)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(heights)
    }

    @Test func anImageViewTakesTheSizeOfTheImageTheFieldNames() throws {
        // The catalog is found beside the template file.
        let cell = try CellTemplate.parse(Self.yamlCell, file: Self.fixtures + "/photo.yaml", textCache: Shared.cache)
        let items = [#"{"id": 1, "picture": "wide"}"#, #"{"id": 2, "picture": "icon"}"#, #"{"id": 3, "picture": "vector"}"#]
        let expected: [Double] = [10 + 50 + 10 + 0.5, 10 + 33 + 10 + 0.5, 10 + 36 + 10 + 0.5]
        #expect(try Self.heights(cell, items).get() == expected)
    }

    /// A set whose file is no image the catalog can measure (an SVG, a damaged PNG) fails the items that show
    /// it, saying why; the catalog's other images measure as before (the whole catalog failed to load).
    @Test func anUnmeasurableImageFailsOnlyTheItemsThatShowIt() throws {
        let copy = try temporaryCatalogCopy()
        defer { try? FileManager.default.removeItem(atPath: (copy as NSString).deletingLastPathComponent) }
        let file = copy + "/wide.imageset/wide@2x.png"
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"/>".utf8).write(to: URL(fileURLWithPath: file))
        let folder = (copy as NSString).deletingLastPathComponent
        let cell = try CellTemplate.parse(Self.yamlCell, file: folder + "/photo.yaml", textCache: Shared.cache)
        #expect(try Self.heights(cell, [#"{"id": 2, "picture": "icon"}"#]).get() == [10 + 33 + 10 + 0.5])
        guard case .failure(let error) = Self.heights(cell, [#"{"id": 1, "picture": "wide"}"#]) else { Issue.record("wide measured"); return }
        #expect(error.message.hasPrefix(#"field "picture": image "wide": its file cannot be measured: \#(file): "#), "\(error.message)")
    }

    /// A symbol set is loaded by name as an image is, but drawn from an SVG template not measured here: an item
    /// naming one is told so, not that the catalog has no such image.
    @Test func aSymbolSetIsNamedAsOne() throws {
        let copy = try temporaryCatalogCopy()
        defer { try? FileManager.default.removeItem(atPath: (copy as NSString).deletingLastPathComponent) }
        try FileManager.default.createDirectory(atPath: copy + "/heart.symbolset", withIntermediateDirectories: false)
        try Data(#"{"symbols": [{"filename": "heart.svg", "idiom": "universal"}], "info": {"version": 1, "author": "xcode"}}"#.utf8)
            .write(to: URL(fileURLWithPath: copy + "/heart.symbolset/Contents.json"))
        let cell = try CellTemplate.parse(Self.yamlCell, file: (copy as NSString).deletingLastPathComponent + "/photo.yaml", textCache: Shared.cache)
        guard case .failure(let error) = Self.heights(cell, [#"{"id": 1, "picture": "heart"}"#]) else { Issue.record("heart measured"); return }
        #expect(error.message.hasPrefix(#"field "picture": image "heart": its file cannot be measured: \#(copy)/heart.symbolset: a symbol set"#),
                "\(error.message)")
    }

    /// The fixture's icon has a 1x file of 23 x 34 pixels and a 3x one of 66 x 99: a 1x screen shows the
    /// 1x file, 34 points tall, and a 3x screen the 3x one, 33 (2x, with no file of its own, the 3x one
    /// above it). One cell measures the item at both scales in turn, as a table of two scales does.
    @Test func eachScaleTakesTheFileUIKitPicksForIt() throws {
        let cell = try CellTemplate.parse(Self.yamlCell, file: Self.fixtures + "/photo.yaml", textCache: Shared.cache)
        let item = try FeedItem(JSONParser.parse(#"{"id": 1, "picture": "icon"}"#), line: 1, file: "items")
        let settings = [MeasureSetting(width: 320, scale: 1), MeasureSetting(width: 320, scale: 3), MeasureSetting(width: 320, scale: 1)]
        let runner = HeightTableRunner(template: cell, textCache: Shared.cache, settings: settings, jobs: 1, details: false)
        let rows = try #require(runner.measure([item], feed: "items").first).get()
        let atOne: Double = 10 + 34 + 10 + 1, atThree: Double = 10 + 33 + 10 + 1.0 / 3
        #expect(rows.map(\.height) == [atOne, atThree, atOne])
    }

    @Test func anEmptyOrAbsentNameIsNoImage() throws {
        let cell = try CellTemplate.parse(Self.yamlCell, file: Self.fixtures + "/photo.yaml", textCache: Shared.cache)
        let items = [#"{"id": 1, "picture": ""}"#, #"{"id": 2}"#, #"{"id": 3, "picture": null}"#]
        #expect(try Self.heights(cell, items).get() == [20.5, 20.5, 20.5])
    }

    @Test func aNameNotInTheCatalogIsABadItemNamingIt() throws {
        let cell = try CellTemplate.parse(Self.yamlCell, file: Self.fixtures + "/photo.yaml", textCache: Shared.cache)
        let error = Self.heights(cell, [#"{"id": 7, "picture": "wid"}"#]).failure
        #expect(error?.message == "field \"picture\": no image named \"wid\" in \(Self.fixtures)/Tiny.xcassets")
        #expect(error?.id == "7")
        let number = Self.heights(cell, [#"{"id": 8, "picture": 5}"#]).failure
        #expect(number?.message == "field \"picture\": expected an image name (a string), got the number 5")
        // The cause, as a program tells the two apart: a name the catalog lacks, a value of the wrong type.
        guard case .binding(let missing)? = error?.cause, case .binding(let wrong)? = number?.cause else {
            Issue.record("binding causes expected, got \(String(describing: error?.cause)), \(String(describing: number?.cause))")
            return
        }
        #expect(missing == BindingError(field: ["picture"], .imageNotInCatalog(name: "wid", catalog: Self.fixtures + "/Tiny.xcassets")))
        #expect(wrong == BindingError(field: ["picture"], .wrongType(expected: "an image name (a string)", got: "the number 5")))
    }

    @Test func anImageBindingNeedsACatalogAndAnImageView() {
        let noCatalog = templateError { _ = try template(Self.yamlCell.replacingOccurrences(of: "assets: Tiny.xcassets\n", with: "")) }
        #expect(noCatalog?.description == "test.yaml:7:10: bindings.photo: an image binding looks its images up in an asset catalog: give the template \"assets: Images.xcassets\" (or --assets)")
        let onLabel = templateError {
            _ = try CellTemplate.parse("""
                assets: Tiny.xcassets
                views:
                  - label: {name: title}
                constraints: ["V:|[title]|", "H:|[title]|"]
                bindings:
                  title: {image: picture}
                """, file: Self.fixtures + "/t.yaml", textCache: Shared.cache)
        }
        #expect(onLabel?.message == "\"title\" is a label: size, grid and image bind to images only")
        let both = templateError { _ = try template(Self.yamlCell.replacingOccurrences(of: "{image: picture}", with: "{image: picture, size: box}")) }
        #expect(both?.message == "give one of \"size\", \"grid\" and \"image\"")
    }

    @Test func aMissingCatalogIsAnErrorAtItsLine() {
        let error = templateError { _ = try template(Self.yamlCell.replacingOccurrences(of: "Tiny.xcassets", with: "Nope.xcassets")) }
        #expect(error?.description == "test.yaml:1:9: assets: Nope.xcassets: no such asset catalog")
        guard case .assets(let cause)? = error?.cause else { Issue.record("an asset catalog cause expected"); return }
        #expect(cause.message == "no such asset catalog")
    }

    @Test func aXIBWithAssetsBindsItsImageOutletsByName() throws {
        let cell = try CellTemplate.load(file: photoCellPath, textCache: Shared.cache, assets: tinyCatalogPath)
        let items = [#"{"id": 1, "photoView": "wide"}"#, #"{"id": 2, "photoView": ""}"#]
        #expect(try Self.heights(cell, items).get() == [70.5, 20.5])
    }

    @Test func aYAMLTemplateNamesAnInterfaceBuilderCellAndReplacesItsBindings() throws {
        let cell = try CellTemplate.parse("""
            interfaceBuilder: {file: PhotoCell.xib, cell: PhotoCell}
            assets: Tiny.xcassets
            bindings:
              photoView: {image: avatar}
            """, file: Self.fixtures + "/photo-ib.yaml", textCache: Shared.cache)
        #expect(cell.identifier == "PhotoCell")
        #expect(try Self.heights(cell, [#"{"id": 1, "avatar": "icon", "photoView": "wide"}"#]).get() == [53.5])
        // The file form FILE#CELL, and fields that the cell already has are refused.
        let error = templateError {
            _ = try CellTemplate.parse("interfaceBuilder: PhotoCell.xib#PhotoCell\nviews: []\n", file: Self.fixtures + "/x.yaml", textCache: Shared.cache)
        }
        #expect(error?.message == "\"views\" comes from the Interface Builder cell; a template naming one has only interfaceBuilder, assets, bindings, fonts, tableStyle")
    }

    @Test func theCatalogIsPartOfTheFingerprint() throws {
        let one = try CellTemplate.parse(Self.yamlCell, file: Self.fixtures + "/photo.yaml", textCache: Shared.cache)
        let copy = try temporaryCatalogCopy()
        defer { try? FileManager.default.removeItem(atPath: (copy as NSString).deletingLastPathComponent) }
        let same = try CellTemplate.parse(Self.yamlCell, file: Self.fixtures + "/photo.yaml", textCache: Shared.cache, assets: copy)
        #expect(one.digest == same.digest)
        try FileManager.default.removeItem(atPath: copy + "/vector.imageset")
        let other = try CellTemplate.parse(Self.yamlCell, file: Self.fixtures + "/photo.yaml", textCache: Shared.cache, assets: copy)
        #expect(one.digest != other.digest)
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
