extension GoldenTable {
    /// An id with more than one row at some setting, in the golden table or in this run. Such rows are
    /// paired in order (the first of the run with the first of the table), which is right only when the
    /// feed keeps its repeats in the order the golden table was written in.
    public struct RepeatedID: Sendable, Equatable, CustomStringConvertible {
        /// The id as text (as the CSV has it).
        public let id: String
        /// The most rows the id has at one setting in the golden table, and in this run so far.
        public let golden: Int
        public let now: Int

        public var description: String { "\(JSONValue.string(id).text) (golden \(golden), now \(now))" }
    }

    /// Ids with several rows at one setting, the golden table's in file order first, then those only this
    /// run repeats, in the order it did (call after the last batch). Costs a pass over the golden rows.
    public func repeatedIDs() -> [RepeatedID] {
        var found: [[UInt8]: (golden: Int, now: Int)] = [:]
        var ids: [[UInt8]] = []
        for key in order + repeatedNow {
            let golden = rows[key]?.count ?? 0, now = used[key, default: 0]
            guard golden > 1 || now > 1 else { continue }
            if let known = found[key.id] {
                found[key.id] = (max(known.golden, golden), max(known.now, now))
            } else {
                found[key.id] = (golden, now)
                ids.append(key.id)
            }
        }
        return ids.map { id in
            let counts = found[id] ?? (0, 0)
            return RepeatedID(id: String(decoding: id, as: UTF8.self), golden: counts.golden, now: counts.now)
        }
    }
}
