import LayoutTestSupport
import Testing
@testable import Render
import Typesetting
import ViewLayout

/// Drawn text lands where the layout says it is: each line's ink inside that line's box.
@Suite struct TextInkTests {
    static let texts = [
        "新买的 Kindle 到了，第一本看的是《三体》英文版 The Three-Body Problem\n我们的 App 在 App Store 上的评分从 4.2 涨到了 4.6！",
        "Jumpy quagmires, gypsy fjords and Égypte's Åland: descenders, accents, capitals.",
        "第一段\n\n第三段，后面跟着一些很长的中文文字。（括号）「引号」",
    ]
    static let margin = 8.0
    /// Inter's "Å" rises above the line box: its outline's yMax is 2768 units, hhea's ascender 2728 (fontTools'
    /// BoundsPen on Inter-Regular.otf), so its ring may ink 40/2816 em above the box, as it does in UIKit.
    /// The texts are set in Inter by name, so the line box is Inter's own: the system font would draw the same
    /// glyphs in SF Pro's shorter line (ascender 1950/2048 em, not 2728/2816), which the ring overshoots by more.
    static let ringOvershoot = (2768.0 - 2728.0) / 2816.0 * 17

    /// Draws only `line` (at the margin) and returns the picture's pixels.
    func drawLine(_ line: GlyphLine, canvasWidth: Double, canvasHeight: Double, scale: Double, painter: GlyphPainter) throws -> Bitmap {
        let canvas = try Canvas(width: canvasWidth, height: canvasHeight, scale: scale)
        painter.draw([line], at: (Self.margin, Self.margin), color: .label, on: canvas)
        return canvas.bitmap()
    }

    @Test(arguments: [(150.0, 3.0), (240, 2), (343, 1)])
    func inkOfEachLineLiesInsideItsLineBox(width: Double, scale: Double) throws {
        let typesetter = Shared.cache.typesetter
        let painter = GlyphPainter()
        for text in Self.texts {
            let attributed = AttributedText(text, attributes: TextAttributes(family: "Inter", size: 17))
            let prepared = try typesetter.prepare(attributed)
            let layout = prepared.layout(maxWidth: width, scale: scale)
            let lines = try typesetter.glyphLines(of: attributed, locale: prepared.locale, layout: layout, boxWidth: width)
            #expect(lines.count > 2)
            for (index, line) in lines.enumerated() {
                let bitmap = try drawLine(line, canvasWidth: width + 2 * Self.margin, canvasHeight: layout.height + 2 * Self.margin,
                                          scale: scale, painter: painter)
                let ink = bitmap.inkPixels()
                let hasText = line.runs.contains { !$0.glyphs.isEmpty }
                #expect(ink.isEmpty == !hasText, "line \(index) of \(text.prefix(10))…: ink \(ink.count) pixels")
                // The line box in pixels (a pixel touched by antialiasing at its edge is inside), raised by the
                // one outline in these texts that the font lets overshoot its ascender.
                let top = (Self.margin + line.line.top - Self.ringOvershoot) * scale, bottom = (Self.margin + line.line.top + line.line.height) * scale
                // Horizontally, an outline may overhang its advance by its side bearing: allow half a point.
                let left = (Self.margin + line.x - 0.5) * scale, right = (Self.margin + line.x + line.line.width + 0.5) * scale
                let rows = Int(top.rounded(.down))..<Int(bottom.rounded(.up))
                let columns = Int(left.rounded(.down))..<Int(right.rounded(.up))
                let outside = ink.filter { !rows.contains($0.y) || !columns.contains($0.x) }
                #expect(outside.isEmpty, "line \(index) of \(text.prefix(10))… at \(width)@\(scale)x: \(outside.count) ink pixels outside its box, e.g. \(outside.prefix(3))")
            }
        }
    }

    /// The "…" that ends a line truncated after an emoji is drawn: its run alone leaves ink within its advance
    /// (the emoji font has no "…"; its .notdef, drawn before, left none).
    @Test func ellipsisAfterAnEmojiLeavesInk() throws {
        let typesetter = Shared.cache.typesetter
        let attributed = AttributedText(String(repeating: "\u{1F600}", count: 10), attributes: TextAttributes(size: 17))
        let prepared = try typesetter.prepare(attributed)
        let layout = prepared.layout(maxWidth: 100, numberOfLines: 1, lineBreakMode: .byTruncatingTail, scale: 2)
        var line = try #require(try typesetter.glyphLines(of: attributed, locale: prepared.locale, layout: layout, boxWidth: 100).first)
        line.runs = line.runs.filter(\.isEllipsis)
        let ellipsis = try #require(line.runs.first)
        let ink = try drawLine(line, canvasWidth: 100 + 2 * Self.margin, canvasHeight: layout.height + 2 * Self.margin,
                               scale: 2, painter: GlyphPainter()).inkPixels()
        #expect(!ink.isEmpty)
        let columns = Int(((Self.margin + ellipsis.x - 0.5) * 2).rounded(.down))..<Int(((Self.margin + ellipsis.x + ellipsis.width + 0.5) * 2).rounded(.up))
        #expect(ink.allSatisfy { columns.contains($0.x) })
    }

    /// A line's ink reaches its baseline: letters sit on it (bottoms of "H" and "中" at the baseline's pixel).
    @Test func lettersSitOnTheBaseline() throws {
        let typesetter = Shared.cache.typesetter
        for text in ["HHHH", "中中中中"] {
            let attributed = AttributedText(text, attributes: TextAttributes(size: 40))
            let prepared = try typesetter.prepare(attributed)
            let layout = prepared.layout(maxWidth: .infinity, scale: 1)
            let line = try #require(try typesetter.glyphLines(of: attributed, locale: prepared.locale, layout: layout, boxWidth: layout.width).first)
            let bitmap = try drawLine(line, canvasWidth: layout.width + 16, canvasHeight: layout.height + 16, scale: 1, painter: GlyphPainter())
            let lowest = try #require(bitmap.inkPixels(threshold: 128).map(\.y).max())
            let baseline = Self.margin + line.line.baseline
            // "H" ends on the baseline; "中"'s vertical stroke descends a little below it (about 0.07 em).
            #expect(Double(lowest) >= baseline - 1.5 && Double(lowest) <= baseline + 0.1 * 40, "\(text): ink ends at \(lowest), baseline \(baseline)")
        }
    }

    /// Emoji are drawn in colour from Noto Color Emoji's bitmaps, inside their line box: the grinning face is
    /// drawn yellow, where the text colour is black.
    @Test func emojiAreDrawnInColourInsideTheirLine() throws {
        let typesetter = Shared.cache.typesetter
        let attributed = AttributedText("\u{1F600}", attributes: TextAttributes(size: 40))
        let prepared = try typesetter.prepare(attributed)
        let layout = prepared.layout(maxWidth: 200, scale: 2)
        let lines = try typesetter.glyphLines(of: attributed, locale: prepared.locale, layout: layout, boxWidth: 200)
        let bitmap = try drawLine(lines[0], canvasWidth: 200 + 2 * Self.margin, canvasHeight: layout.height + 2 * Self.margin,
                                  scale: 2, painter: GlyphPainter())
        let yellow = bitmap.inkPixels().filter { point in
            let pixel = bitmap[point.x, point.y]
            let red = Int(pixel >> 16 & 0xFF), green = Int(pixel >> 8 & 0xFF), blue = Int(pixel & 0xFF)
            return red > 220 && green > 160 && blue < 90
        }
        #expect(yellow.count > 100, "\(yellow.count) yellow pixels")
        let box = lines[0].line
        let outside = bitmap.inkPixels().filter { point in
            Double(point.y) < (Self.margin + box.top) * 2 - 1 || Double(point.y) > (Self.margin + box.top + box.height) * 2 + 1
                || Double(point.x) < (Self.margin + lines[0].x) * 2 - 1 || Double(point.x) > (Self.margin + lines[0].x + box.width) * 2 + 1
        }
        #expect(outside.isEmpty, "\(outside.count) ink pixels outside the emoji's line box")
    }
}
