/// The columns of a prepared text (segments, styles, prefix sums, scalar offsets, ...) in one block of
/// memory. Laying a text out reads several of them; as separate arrays each was an allocation to make, a
/// retain and a release for every copy of the text, and a cache miss of its own when a feed's texts are
/// laid out again at a second width. In one block they cost one of each, and the columns a layout reads
/// most come first.
///
/// Immutable once made; every column holds plain values (no references), so the block needs no clean-up.
final class PreparedTextStorage: ManagedBuffer<PreparedTextStorage.Header, UInt64> {
    /// Element counts and byte offsets from the start of the block, one pair per column (the cluster
    /// count is the count of `flags`, one per cluster).
    struct Header {
        var segments = Place(), styleRuns = Place(), styles = Place(), paragraphs = Place()
        var prefix = Place(), scalarOffsets = Place(), flags = Place(), clusterStyles = Place(), missing = Place()
        /// The clusters that are tabs, ascending: empty for most texts.
        var tabs = Place()
        /// The last entry of `prefix`, kept here so estimating a layout's line count does not read the
        /// column's far end (a cache miss of its own when a feed is laid out again at a second width).
        var totalAdvance = 0.0
    }

    struct Place {
        var offset = 0
        var count = 0
    }

    /// Copies the columns into one new block. `prefix` and `scalarOffsets` have one entry per cluster
    /// boundary, `flags` and `clusterStyles` one per cluster. Scalar offsets equal to the cluster indices
    /// are not stored (the column is empty; see ``PreparedText/ScalarOffsets``): they are the
    /// common case, and a column layout reads on every line. Columns may be arrays or buffers the caller
    /// built them in (a text's own columns need no array of their own: see `Typesetter.prepare`).
    static func make(scalarOffsets: some RandomAccessCollection<Int>, prefix: some RandomAccessCollection<Double>,
                     flags: some RandomAccessCollection<UInt8>, clusterStyles: some RandomAccessCollection<Int32>,
                     styles: some RandomAccessCollection<PreparedText.ClusterStyle>,
                     styleRuns: some RandomAccessCollection<PreparedText.StyleRun>,
                     segments: some RandomAccessCollection<PreparedText.Segment>,
                     paragraphs: some RandomAccessCollection<PreparedText.Paragraph>,
                     missingClusters: some RandomAccessCollection<Int32>,
                     tabClusters: some RandomAccessCollection<Int32>) -> PreparedTextStorage {
        var header = Header()
        header.totalAdvance = prefix.last ?? 0
        var size = 0
        func place<C: RandomAccessCollection>(_ column: C, count: Int? = nil) -> Place {
            let alignment = MemoryLayout<C.Element>.alignment
            let offset = (size + alignment - 1) / alignment * alignment
            let count = count ?? column.count
            size = offset + count * MemoryLayout<C.Element>.stride
            return Place(offset: offset, count: count)
        }
        // The short columns a layout reads once per line first, beside the header; then the segments.
        header.styleRuns = place(styleRuns)
        header.styles = place(styles)
        header.paragraphs = place(paragraphs)
        header.segments = place(segments)
        header.prefix = place(prefix)
        // Offsets that count up from 0 by one (every cluster one scalar: most text) are left out.
        let storesOffsets = scalarOffsets.last != scalarOffsets.count - 1
        header.scalarOffsets = place(scalarOffsets, count: storesOffsets ? nil : 0)
        header.flags = place(flags)
        header.clusterStyles = place(clusterStyles)
        header.missing = place(missingClusters)
        header.tabs = place(tabClusters)
        let words = (size + MemoryLayout<UInt64>.stride - 1) / MemoryLayout<UInt64>.stride
        let made = create(minimumCapacity: words) { _ in header }
        let storage = unsafeDowncast(made, to: PreparedTextStorage.self)
        storage.withUnsafeMutablePointerToElements { elements in
            let block = UnsafeMutableRawPointer(elements)
            func copy<C: RandomAccessCollection>(_ column: C, to place: Place) {
                let target = (block + place.offset).bindMemory(to: C.Element.self, capacity: place.count)
                // Arrays and buffers, the only columns there are, have contiguous storage.
                let copied: Void? = column.withContiguousStorageIfAvailable { source in
                    guard let base = source.baseAddress else { return }
                    target.initialize(from: base, count: place.count)
                }
                precondition(copied != nil, "a column without contiguous storage")
            }
            copy(segments, to: header.segments)
            copy(styleRuns, to: header.styleRuns)
            copy(styles, to: header.styles)
            copy(paragraphs, to: header.paragraphs)
            copy(prefix, to: header.prefix)
            copy(scalarOffsets, to: header.scalarOffsets)
            copy(flags, to: header.flags)
            copy(clusterStyles, to: header.clusterStyles)
            copy(missingClusters, to: header.missing)
            copy(tabClusters, to: header.tabs)
        }
        return storage
    }

    /// A column as a collection, borrowed from the block: valid while the prepared text it came from is
    /// alive, which is why only `PreparedText`'s own methods and the line fitter of its `layout` read
    /// columns. Holding the block instead cost a retain and a release (atomic) at every column read, a
    /// tenth of laying out a short text again.
    struct Column<Element>: RandomAccessCollection {
        let base: UnsafePointer<Element>
        let count: Int

        var startIndex: Int { 0 }
        var endIndex: Int { count }

        subscript(index: Int) -> Element {
            precondition(index >= 0 && index < count, "index out of range")
            return base[index]
        }
    }

    /// The header, read through a pointer: `header` is a class's stored `var`, which Swift checks for
    /// exclusive access at run time on every read, and layout reads it several times per text.
    var counts: Header { withUnsafeMutablePointerToHeader { $0.pointee } }

    private func column<T>(_ place: (Header) -> Place, as type: T.Type) -> Column<T> {
        withUnsafeMutablePointers { header, elements in
            let place = place(header.pointee)
            let base = (UnsafeRawPointer(elements) + place.offset).assumingMemoryBound(to: T.self)
            return Column(base: base, count: place.count)
        }
    }

    var segments: Column<PreparedText.Segment> { column({ $0.segments }, as: PreparedText.Segment.self) }
    var styleRuns: Column<PreparedText.StyleRun> { column({ $0.styleRuns }, as: PreparedText.StyleRun.self) }
    var styles: Column<PreparedText.ClusterStyle> { column({ $0.styles }, as: PreparedText.ClusterStyle.self) }
    var paragraphs: Column<PreparedText.Paragraph> { column({ $0.paragraphs }, as: PreparedText.Paragraph.self) }
    var prefix: Column<Double> { column({ $0.prefix }, as: Double.self) }
    var scalarOffsets: Column<Int> { column({ $0.scalarOffsets }, as: Int.self) }
    var flags: Column<UInt8> { column({ $0.flags }, as: UInt8.self) }
    var clusterStyles: Column<Int32> { column({ $0.clusterStyles }, as: Int32.self) }
    var missingClusters: Column<Int32> { column({ $0.missing }, as: Int32.self) }
    var tabClusters: Column<Int32> { column({ $0.tabs }, as: Int32.self) }
}
