extension Unmanaged {
    /// Runs `body` with the object borrowed, as `_withUnsafeGuaranteedRef` does, for a body with a typed
    /// error (that function only rethrows untyped ones). The engine's lists that do not own their objects
    /// hand them on this way: an owned reference taken out of one is a retain and a release per use.
    @inline(__always)
    func withBorrowed<Result, Failure: Error>(_ body: (Instance) throws(Failure) -> Result) throws(Failure) -> Result {
        let outcome = _withUnsafeGuaranteedRef { object -> Swift.Result<Result, Failure> in
            do throws(Failure) { return .success(try body(object)) } catch { return .failure(error) }
        }
        return try outcome.get()
    }
}
