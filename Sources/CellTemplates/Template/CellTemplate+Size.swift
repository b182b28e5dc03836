extension CellTemplate {
    /// Views of the cell, subviews included: what a service limits in a template a client sends.
    public var viewCount: Int {
        func count(_ views: [ViewSpec]) -> Int { views.reduce(0) { $0 + 1 + count($1.children) } }
        return count(views)
    }
}
