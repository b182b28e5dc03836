extension Array {
    /// Takes the storage of a list kept for reuse, leaving it empty. The engine's lists for one pass or one
    /// batch reuse storage this way (see `handBackStorage(to:)`) instead of allocating on every item.
    static func takingStorage(of spare: inout [Element]) -> [Element] {
        var list: [Element] = []
        swap(&list, &spare)
        return list
    }

    /// Empties the list and gives its storage back to `spare`, unless entries were added to `spare` meanwhile
    /// (they stay, and this storage goes).
    mutating func handBackStorage(to spare: inout [Element]) {
        removeAll(keepingCapacity: true)
        if spare.isEmpty { swap(&self, &spare) }
    }
}
