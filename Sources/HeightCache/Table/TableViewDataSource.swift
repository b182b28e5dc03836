/// Tells a `TableView` how many sections and rows it has (the counting half of
/// UITableViewDataSource). Counts are read on `reloadData` and after every update, to check the update
/// against the model, so they must already reflect the change when the table is told about it.
///
/// `Sendable`: the table reads the counts on the thread that asks it for a height or applies an update,
/// and on precaching's threads, so a conforming type is safe to call from any of them (a model object
/// behind a lock, not a main-actor view controller: the compiler refuses a conformance isolated to an
/// actor, which the table would call off that actor).
public protocol TableViewDataSource: AnyObject, Sendable {
    func numberOfSections(in tableView: TableView) -> Int
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
}

extension TableViewDataSource {
    /// One section, as UITableView assumes when its data source does not implement `numberOfSections(in:)`.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
}
