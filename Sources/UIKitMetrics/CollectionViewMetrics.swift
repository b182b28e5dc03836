/// UICollectionViewFlowLayout's defaults, by iOS release: what a flow layout lays out with where a file or
/// template gives no value of its own.
public enum CollectionViewMetrics {
    /// `itemSize`: 50 x 50 ("The default size value is (50.0, 50.0)", developer.apple.com,
    /// UICollectionViewFlowLayout.itemSize).
    public static let itemSize = Versioned(ControlDimensions(width: 50, height: 50),
        source: "developer.apple.com, UICollectionViewFlowLayout.itemSize (default 50 x 50)")
    /// `minimumLineSpacing`: 10 ("The default value of this property is 10.0", developer.apple.com,
    /// UICollectionViewFlowLayout.minimumLineSpacing).
    public static let minimumLineSpacing = Versioned(10.0,
        source: "developer.apple.com, UICollectionViewFlowLayout.minimumLineSpacing (default 10)")
    /// `minimumInteritemSpacing`: 10 ("The default value of this property is 10.0", developer.apple.com,
    /// UICollectionViewFlowLayout.minimumInteritemSpacing).
    public static let minimumInteritemSpacing = Versioned(10.0,
        source: "developer.apple.com, UICollectionViewFlowLayout.minimumInteritemSpacing (default 10)")
}
