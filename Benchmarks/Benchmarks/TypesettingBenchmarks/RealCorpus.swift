import Foundation

/// The real-text corpus in Benchmarks/Corpus/ (written by scripts/make-text-corpus; sources and licences
/// in its README): Chinese prose, English prose and mixed Chinese and English UI strings, one text a line.
enum RealCorpus {
    static let languages = ["zh", "en", "mixed"]

    /// `#filePath` is …/Benchmarks/Benchmarks/TypesettingBenchmarks/RealCorpus.swift; the corpus is
    /// …/Benchmarks/Corpus.
    static func texts(_ language: String, filePath: String = #filePath) -> [String] {
        var folder = URL(fileURLWithPath: filePath)
        for _ in 0..<3 { folder.deleteLastPathComponent() }
        let file = folder.appendingPathComponent("Corpus/\(language).txt")
        guard let contents = try? String(contentsOf: file, encoding: .utf8) else {
            fatalError("corpus file missing: \(file.path) (run scripts/make-text-corpus)")
        }
        return contents.split(separator: "\n").map(String.init)
    }
}
