import Prometheus

/// What `GET /metrics` reports, in Prometheus' text format: requests by endpoint and status, items and
/// rows measured, cache hits, and each endpoint's latency.
public final class ServiceMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    /// Latency buckets: a cache hit is well under a millisecond, a large request takes seconds.
    private static let buckets: [Duration] = [.microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10),
                                              .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250),
                                              .milliseconds(500), .seconds(1), .seconds(2.5), .seconds(5), .seconds(10)]

    /// Counters without labels, made once: a request adds to them without looking them up by name.
    private let items: Counter, rows: Counter, cacheHits: Counter

    public init() {
        let registry = registry
        func counter(_ name: String, _ help: String) -> Counter {
            registry.makeCounter(descriptor: MetricNameDescriptor(namespace: "cellheight", metricName: name, unitName: "total", helpText: help))
        }
        items = counter("items", "Feed items measured (or read from the cache).")
        rows = counter("rows", "Rows answered (an item at one setting).")
        cacheHits = counter("cache_hits", "Rows read from the height cache instead of laid out.")
    }

    func request(_ endpoint: String, status: Int, duration: Duration) {
        count(endpoint, status: status)
        registry.makeDurationHistogram(descriptor: MetricNameDescriptor(namespace: "cellheight", metricName: "request_duration",
                                                                        unitName: "seconds", helpText: "Time to answer a request."),
                                       labels: [("endpoint", endpoint)], buckets: Self.buckets).recordNanoseconds(duration.nanoseconds)
    }

    /// A request answered with an error before any endpoint's work (no endpoint takes it, or it is not
    /// well-formed HTTP): counted by status, and kept out of the latency histograms, which it took no time of.
    func refusedRequest(_ endpoint: String, status: Int) {
        count(endpoint, status: status)
        refused(String(status))
    }

    private func count(_ endpoint: String, status: Int) {
        registry.makeCounter(descriptor: MetricNameDescriptor(namespace: "cellheight", metricName: "requests", unitName: "total",
                                                              helpText: "Requests answered, by endpoint and status."),
                             labels: [("endpoint", endpoint), ("status", String(status))]).increment()
    }

    func measured(items: Int, rows: Int, cached: Int) {
        self.items.increment(by: Int64(items))
        self.rows.increment(by: Int64(rows))
        cacheHits.increment(by: Int64(cached))
    }

    func refused(_ reason: String) {
        registry.makeCounter(descriptor: MetricNameDescriptor(namespace: "cellheight", metricName: "refused", unitName: "total",
                                                              helpText: "Requests answered with an error, by status."),
                             labels: [("reason", reason)]).increment()
    }

    /// The exposition text.
    public func text() -> String { registry.emitToString() }
}

extension Duration {
    var nanoseconds: Int64 { components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000 }
}
