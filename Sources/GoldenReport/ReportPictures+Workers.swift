import Dispatch
import FeedTables
import Locking
import Render
import Typesetting

/// A picture of a report, encoded: its PNG bytes and its size in points.
public struct EncodedPicture: Sendable {
    /// The picture encoded as PNG, ready to be written beside the page.
    public let png: [UInt8]
    /// Width in points (pixels over scale): the size the page shows the picture at.
    public let width: Double
    /// Height in points (pixels over scale): the size the page shows the picture at.
    public let height: Double
}

extension ReportPictures {
    /// Draws and encodes the pictures of `items` on `jobs` workers, each with its own cells and renderer
    /// (neither is thread-safe; the text cache is shared), and gives them back in the items' order. A
    /// picture costs as much as measuring about a hundred rows, and its PNG encoding half of that: on
    /// two cores, two workers halve a report's time.
    public static func encode(_ items: [ChangedRows.Item], template: CellTemplate, textCache: PreparedTextCache,
                              jobs: Int) throws(ReportError) -> [[EncodedPicture]] {
        let workers = max(1, min(jobs, items.count))
        let results = Locked([[EncodedPicture]?](repeating: nil, count: items.count))
        let failure = Locked<ReportError?>(nil)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let pictures = ReportPictures(template: template, textCache: textCache)
            for index in stride(from: worker, to: items.count, by: workers) {
                if failure.withLock({ $0 != nil }) { return }
                do throws(ReportError) {
                    var encoded: [EncodedPicture] = []
                    for canvas in try pictures.draw(items[index]) {
                        let png: [UInt8]
                        do throws(RenderError) { png = try canvas.fastPNGData() } catch { throw .drawing(id: items[index].item.idText, error) }
                        encoded.append(EncodedPicture(png: png, width: Double(canvas.pixelWidth) / canvas.scale,
                                                      height: Double(canvas.pixelHeight) / canvas.scale))
                    }
                    results.withLock { $0[index] = encoded }
                } catch {
                    failure.withLock { if $0 == nil { $0 = error } }
                }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        return results.withLock { $0.map { $0 ?? [] } }
    }
}
