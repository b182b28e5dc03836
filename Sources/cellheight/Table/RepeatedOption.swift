import ArgumentParser

/// An option a run takes once, gathered as a list so that a second one is refused rather than taking the
/// place of the first without a word (`--ios`, `--assets`).
enum RepeatedOption {
    /// Throws a usage error naming `option`, the values given and `why` one is taken, when more than one is given.
    static func refuse(_ option: String, _ given: [String], why: String) throws {
        guard given.count > 1 else { return }
        throw ValidationError("\(option) is given \(given.count) times (\(given.joined(separator: ", "))); \(why)")
    }
}
