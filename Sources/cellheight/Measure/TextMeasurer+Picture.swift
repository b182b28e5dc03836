import Render
import TextMeasuring
import Typesetting

extension TextMeasurer {
    /// The picture of a measured text with its line boxes (`measure --png`).
    func picture(_ request: MeasureRequest) throws(CLIError) -> Canvas {
        let typesetter = typesetter()
        let (text, prepared, layout): (AttributedText, PreparedText, TextLayout)
        do { (text, prepared, layout) = try prepareAndLayOut(request) } catch { throw CLIError(error) }
        do {
            return try CellRenderer(typesetter: typesetter).text(text, locale: prepared.locale, layout: layout, wrapWidth: request.width,
                                                                 typesetter: typesetter, scale: request.scale)
        } catch {
            throw CLIError(error)
        }
    }
}
