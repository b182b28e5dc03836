import Benchmark
import Foundation
@_spi(Benchmarking) import Typesetting

// Run: cd Benchmarks && swift package --disable-sandbox benchmark --target TypesettingBenchmarks
//
// Corpus: 1,200 generated paragraphs (400 English, 400 Chinese, 400 mixed),
// 17 pt Inter with the Noto Sans CJK SC fallback, laid out at 343 pt
// (an iPhone cell) and re-laid out at 300 pt.

let corpusSize = 1_200
let firstWidth = 343.0
let secondWidth = 300.0

struct Workload: @unchecked Sendable {
    let fonts: FontCollection
    let texts: [AttributedText]
    let runs: [ShapingRuns]

    static func make() -> Workload {
        let fonts: FontCollection
        do { fonts = try FontCollection.bundled() } catch { fatalError("bundled fonts: \(error)") }
        let texts = Corpus.paragraphs(count: corpusSize).map { AttributedText($0) }
        let itemizer = Typesetter(fonts: fonts)
        let runs = texts.map { text in
            do { return try itemizer.shapingRuns(of: text) } catch { fatalError("\(error)") }
        }
        return Workload(fonts: fonts, texts: texts, runs: runs)
    }

    /// Fresh typesetter (empty segment cache): prepare and lay out every paragraph once.
    func cold() -> [PreparedText] {
        let typesetter = Typesetter(fonts: fonts)
        return texts.map { text in
            do {
                let prepared = try typesetter.prepare(text)
                blackHole(prepared.layout(maxWidth: firstWidth))
                return prepared
            } catch { fatalError("\(error)") }
        }
    }

    /// HarfBuzz over the same runs, whole, uncached, plus ICU line breaks.
    func floor() {
        for run in runs {
            do { blackHole(try Typesetter.floor(run)) } catch { fatalError("\(error)") }
        }
    }

    func relayout(_ prepared: [PreparedText]) {
        for text in prepared { blackHole(text.layout(maxWidth: secondWidth)) }
    }
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

let benchmarks: @Sendable () -> Void = {
    let workload = Workload.make()
    let prepared = workload.cold()
    let metrics: [BenchmarkMetric] = [.wallClock, .peakMemoryResident, .mallocCountTotal]

    Benchmark("Typesetting cold: prepare + layout of 1,200 paragraphs",
              configuration: .init(metrics: metrics, maxDuration: .seconds(10), maxIterations: 10)) { _ in
        blackHole(workload.cold())
    }

    Benchmark("Typesetting floor: HarfBuzz of the same runs + ICU line breaks, 1,200 paragraphs",
              configuration: .init(metrics: metrics, maxDuration: .seconds(10), maxIterations: 10)) { _ in
        workload.floor()
    }

    Benchmark("Typesetting re-layout of 1,200 prepared paragraphs at a second width",
              configuration: .init(metrics: metrics, maxDuration: .seconds(10), maxIterations: 50)) { _ in
        workload.relayout(prepared)
    }

    // Ratios timed side by side in one iteration, so machine noise hits both
    // sides: three alternating rounds of floor, cold (a fresh typesetter each
    // time, so its cache starts empty) and re-layout; each side's fastest round
    // counts, the usual estimate when other processes share the cores.
    let coldOverFloor = BenchmarkMetric.custom("cold / floor (x100)", polarity: .prefersSmaller, useScalingFactor: false)
    let coldOverRelayout = BenchmarkMetric.custom("cold / re-layout", polarity: .prefersLarger, useScalingFactor: false)
    Benchmark("Typesetting ratios (cold vs floor, cold vs re-layout)",
              configuration: .init(metrics: [coldOverFloor, coldOverRelayout, .peakMemoryResident],
                                   maxDuration: .seconds(60), maxIterations: 7)) { benchmark in
        let clock = ContinuousClock()
        var floor = Duration.seconds(1_000), cold = Duration.seconds(1_000), relayout = Duration.seconds(1_000)
        for _ in 0..<3 {
            floor = min(floor, clock.measure { workload.floor() })
            var fresh: [PreparedText] = []
            cold = min(cold, clock.measure { fresh = workload.cold() })
            relayout = min(relayout, clock.measure { workload.relayout(fresh) })
        }
        benchmark.measurement(coldOverFloor, Int((seconds(cold) / seconds(floor) * 100).rounded()))
        benchmark.measurement(coldOverRelayout, Int((seconds(cold) / seconds(relayout)).rounded()))
    }

    // Linear time in the length of one paragraph: 1 MB should cost ~10x 100 KB.
    let longShort = BenchmarkMetric.custom("1 MB / 100 KB time (x100)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark("Typesetting one 1 MB paragraph vs one 100 KB paragraph (prepare + layout)",
              configuration: .init(metrics: [longShort, .peakMemoryResident], maxDuration: .seconds(60), maxIterations: 3)) { benchmark in
        let clock = ContinuousClock()
        func measure(_ text: AttributedText) -> Duration {
            clock.measure {
                do { blackHole(try Typesetter(fonts: workload.fonts).prepare(text).layout(maxWidth: firstWidth)) }
                catch { fatalError("\(error)") }
            }
        }
        let small = measure(AttributedText(Corpus.longParagraph(scalars: 100_000)))
        let large = measure(AttributedText(Corpus.longParagraph(scalars: 1_000_000)))
        benchmark.measurement(longShort, Int((seconds(large) / seconds(small) * 100).rounded()))
    }
}
