/// Template names for the views of a cell. A view with an outlet takes the outlet's property name; any
/// other takes `ib_` and its IB object id (punctuation as `_`), and views the reader adds (a button's
/// title, a text view's text) their view's name and a suffix. Ids differ where their `_` forms may not
/// (`x-1` and `x_1`), and an outlet may already hold a generated form (`ib_x_1`), so every name made here
/// is checked against all names given out and all outlets, and takes a number when taken: a constraint
/// never lands on another view because two names came out alike.
extension InterfaceBuilderCellReader {
    /// The name for a view of IB object id `id` (its outlet's, else a new unique one), recorded as used.
    mutating func viewName(forID id: String) -> String {
        if let outlet = outlets[id] { return outlet }
        return uniqueName("ib_" + String(id.map { $0.isLetter || $0.isNumber ? $0 : "_" }))
    }

    /// `base`, or `base` with the first number from 2 on that makes it unused; recorded as used.
    mutating func uniqueName(_ base: String) -> String {
        var candidate = base
        var number = 2
        while usedNames.contains(candidate) {
            candidate = "\(base)_\(number)"
            number += 1
        }
        usedNames.insert(candidate)
        return candidate
    }
}
