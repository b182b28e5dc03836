import CellTemplates
import FeedTables
import JSONLines
import Locking
import TextMeasuring
import Typesetting

/// Measures a JSON Lines feed: reads a batch of lines (up to 1,024, or what has arrived when the input
/// pauses), measures them on all cores, hands the results to a writer that writes them in input order
/// while the next batch is measured, and moves on, so memory stays bounded however long the feed is and
/// output follows a slow producer line by line.
///
/// A bad line (invalid UTF-8 or JSON, a missing or invalid field, an unknown family) is reported
/// on standard error as `file:line: what` and skipped, so one bad record does not cost the rest
/// of a large feed; the run then ends with a count of failed lines and exit status 1. With
/// `stopOnError` the first bad line ends the run instead. Blank lines are skipped silently.
struct JSONLRunner: Sendable {
    var measurer: TextMeasurer
    var decoder: RequestDecoder
    var human: Bool
    var stopOnError: Bool
    var jobs: Int

    /// Lines measured per batch; enough to keep every core busy, small enough to stream.
    private let batchSize = 1_024
    /// A batch also ends once it holds this many bytes, so feeds of huge texts stay bounded.
    private let batchBytes = 16 << 20

    private enum Outcome: Sendable {
        case blank
        /// The output text, how many characters on its lines no font covers, and where its fonts are not the
        /// ones it named.
        case measured(String, missingGlyphs: Int, notes: FontNotes)
        case failed(CLIError)
    }

    struct Summary { var measured = 0; var failed = 0 }

    func run(_ reader: LineReader, output: StandardStream, errors: StandardStream) throws(CLIError) -> Summary {
        var summary = Summary()
        var lineNumber = 0
        var finished = false
        let writer = BatchWriter(output: output, errors: errors)
        // Each family and weight without a face (and each of iOS's own families without a file) is said once,
        // at its first line: a feed of thousands of bold lines in a family without a bold face needs one
        // warning, not thousands. Only the writer's queue touches it, one batch after another.
        let warned = Locked<Set<String>>([])
        // However the loop ends, the batches queued so far are written before the streams are used again.
        defer { writer.finish() }
        let name = reader.name
        while !finished {
            var batch: [LineReader.Line] = []
            var bytes = 0
            finished = true
            while let line = try nextLine(reader) {
                batch.append(line)
                if case .text(let text) = line { bytes += text.count }
                // A batch also ends where a pipe or terminal pauses, so a slow producer sees each result
                // promptly; a regular file never waits, and its blocks would only cut batches short.
                let paused = reader.totalBytes == nil && !reader.hasBufferedLine
                if batch.count == batchSize || bytes >= batchBytes || paused { finished = false; break }
            }
            let firstLine = lineNumber + 1
            lineNumber += batch.count
            @Sendable func location(_ offset: Int) -> String { "\(name):\(firstLine + offset)" }
            var outcomes = measure(batch)
            // Counted here, written on the writer's queue; with `stopOnError` the first bad line ends the
            // batch and the run, after the lines before it are written.
            var stop: CLIError?
            count: for (offset, outcome) in outcomes.enumerated() {
                switch outcome {
                case .blank: continue
                case .measured: summary.measured += 1
                case .failed(let error) where stopOnError:
                    stop = error.at(location(offset))
                    outcomes.removeSubrange(offset...)
                    break count
                case .failed: summary.failed += 1
                }
            }
            writer.write { [outcomes] output, errors in
                for (offset, outcome) in outcomes.enumerated() {
                    switch outcome {
                    case .blank: continue
                    case .measured(let text, let missing, let notes):
                        output.write(text)
                        for warning in notes.warnings where warned.withLock({ $0.insert(warning).inserted }) {
                            errors.writeLine("warning: \(location(offset)): \(warning) (said once for the feed)")
                        }
                        if missing > 0 { errors.writeLine("warning: \(location(offset)): \(MissingGlyphs.warning(missing))") }
                    case .failed(let error):
                        errors.writeLine("error: \(error.at(location(offset)))")
                    }
                }
            }
            // The deferred `finish` writes the lines before the bad one before the error leaves.
            if let stop { throw stop }
            // A failed write (a full disk; a closed pipe when SIGPIPE is ignored) ends the run here,
            // not after measuring the rest of the feed into nowhere.
            if writer.hasFailed { break }
        }
        writer.finish()
        try output.checkWritten()
        return summary
    }

    private func nextLine(_ reader: LineReader) throws(CLIError) -> LineReader.Line? {
        do { return try reader.nextLine() } catch { throw CLIError(error) }
    }

    private func measure(_ batch: [LineReader.Line]) -> [Outcome] {
        // One typesetter lane per worker keeps workers off each other's caches.
        orderedParallelMap(count: batch.count, workers: jobs) { index, worker in measure(line: batch[index], lane: worker) }
    }

    private func measure(line read: LineReader.Line, lane: Int = 0) -> Outcome {
        let line: [UInt8]
        switch read {
        case .text(let text): line = text
        case .tooLong(let length): return .failed(CLIError(RequestDecoder.tooLong(length)))
        }
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return .blank }
        do {
            let result = try measurer.output(for: try decoder.decode(line: line), human: human, lane: lane)
            return .measured(result.text + "\n", missingGlyphs: result.missingGlyphs, notes: result.notes)
        } catch {
            return .failed(CLIError(error))
        }
    }
}
