/// Tells a `TableView` how many sections and rows it has (the counting half of
/// UITableViewDataSource). Counts are read on `reloadData` and after every update, to check the update
/// against the model, so they must already reflect the change when the table is told about it.
public protocol TableViewDataSource: AnyObject {
    func numberOfSections(in tableView: TableView) -> Int
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
}

extension TableViewDataSource {
    /// One section, as UITableView assumes when its data source does not implement `numberOfSections(in:)`.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
}
