import Dispatch
import Synchronization

/// Writes a feed's results on a queue of its own, one batch after another in order, so the workers
/// measure the next batch while the last one is written: written in between, each batch's output and the
/// reading of the next kept one core busy and the other idle (measuring 100,000 lines with `--jobs 2`
/// reached 92-94% of two separate processes' speed that way).
final class BatchWriter: @unchecked Sendable {
    // @unchecked: the streams are used only on `queue` from `init` until `finish()` has returned.
    private let output: StandardStream
    private let errors: StandardStream
    private let queue = DispatchQueue(label: "cellheight.feed-output")
    private let outputFailed = Atomic(false)

    init(output: StandardStream, errors: StandardStream) {
        self.output = output
        self.errors = errors
    }

    /// Queues `body` to write one batch to the streams (output, errors), after every batch queued before.
    func write(_ body: @escaping @Sendable (StandardStream, StandardStream) -> Void) {
        queue.async { [self] in
            body(output, errors)
            output.flush()
            errors.flush()
            if output.failure != nil { outputFailed.store(true, ordering: .relaxed) }
        }
    }

    /// Whether a write to the output has failed (a full disk, a closed pipe): then measuring more is
    /// pointless. Seen a batch or two after the failure.
    var hasFailed: Bool { outputFailed.load(ordering: .relaxed) }

    /// Waits for every queued batch; the streams are the caller's again.
    func finish() {
        queue.sync {}
    }
}
