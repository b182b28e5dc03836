extension Array {
    /// `Array(repeating:count:)` for the per-text buffers of measuring.
    ///
    /// The standard initializer allocates through a non-inlinable generic entry point of the standard
    /// library, which finds the array's storage class by a run-time metadata look-up: about 530
    /// instructions per array (callgrind), and a shared, atomically counted table that two threads
    /// measuring at once both touch. Copying a `Repeated` collection takes the specialized path instead,
    /// and costs less in all (about 540 instructions against 840 for 60 elements, allocation included).
    @inline(__always)
    init(filled value: Element, count: Int) {
        self.init(repeatElement(value, count: count))
    }
}
