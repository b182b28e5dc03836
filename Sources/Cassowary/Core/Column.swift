/// The slots of the tableau rows that hold one symbol (an entry of ``Tableau``'s column index).
///
/// Most symbols sit in one to three rows (a constraint's slack or error symbols, a variable pinned by
/// a required equation), so the first three slots are stored inline and only longer columns spill into
/// an array. A `[Int32]` per symbol allocated a buffer for every new symbol, which was a fixed cost of
/// every constraint added.
struct Column: RandomAccessCollection, Sendable {
    private var first: (Int32, Int32, Int32) = (0, 0, 0)
    /// Stored in 32 bits beside the inline slots (24 bytes a column instead of 32).
    private var storedCount: Int32 = 0
    /// nil until the column spills: copying a column (every loop over one copies it, as the loop's body
    /// changes the tableau) then copies no array, which would be a retain and a release.
    private var rest: [Int32]?

    var count: Int { Int(storedCount) }

    static let inlineCapacity = 3
    static let firstSpill = 8

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Int32 {
        get {
            switch position {
            case 0: first.0
            case 1: first.1
            case 2: first.2
            default: rest.unsafelyUnwrapped[position - Self.inlineCapacity]
            }
        }
        set {
            switch position {
            case 0: first.0 = newValue
            case 1: first.1 = newValue
            case 2: first.2 = newValue
            default: rest![position - Self.inlineCapacity] = newValue
            }
        }
    }

    mutating func append(_ slot: Int32) {
        if count < Self.inlineCapacity {
            self[count] = slot
        } else {
            // A column that spills tends to keep growing (a variable many rows hold): start it with room
            // for a few, not one slot at a time.
            if rest == nil {
                rest = []
                rest!.reserveCapacity(Self.firstSpill)
            }
            rest!.append(slot)
        }
        storedCount += 1
    }

    /// Where `slot` is: the inline slots first, then the spilled ones with `Array`'s own search
    /// (columns of variables that many rows hold are long, and searched on every substitution).
    private func position(of slot: Int32) -> Int? {
        if count > 0, first.0 == slot { return 0 }
        if count > 1, first.1 == slot { return 1 }
        if count > 2, first.2 == slot { return 2 }
        return rest?.firstIndex(of: slot).map { $0 + Self.inlineCapacity }
    }

    /// Removes one occurrence of `slot`; the last slot takes its place.
    mutating func remove(_ slot: Int32) {
        guard let index = position(of: slot) else { return }
        self[index] = self[count - 1]
        storedCount -= 1
        if count >= Self.inlineCapacity {
            rest!.removeLast()
        }
    }

    /// Replaces one occurrence of `old` by `new`.
    mutating func replace(_ old: Int32, with new: Int32) {
        if let index = position(of: old) {
            self[index] = new
        }
    }

    mutating func removeAll() {
        storedCount = 0
        rest?.removeAll(keepingCapacity: true)
    }
}

/// A symbol's entries in the tableau's two column indexes: the restricted rows that hold it, and the
/// rows of external variables that do (see ``Tableau``).
struct Columns: Sendable {
    var restricted = Column()
    var external = Column()

    @inline(__always)
    mutating func append(_ slot: Int32, external isExternal: Bool) {
        if isExternal { external.append(slot) } else { restricted.append(slot) }
    }

    @inline(__always)
    mutating func remove(_ slot: Int32, external isExternal: Bool) {
        if isExternal { external.remove(slot) } else { restricted.remove(slot) }
    }

    @inline(__always)
    mutating func replace(_ old: Int32, with new: Int32, external isExternal: Bool) {
        if isExternal { external.replace(old, with: new) } else { restricted.replace(old, with: new) }
    }
}
