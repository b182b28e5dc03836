import Locking
import ViewLayout

/// Heights of any view, by a view key and a height key (MFViewHeightCache): register how to make the
/// view once with `cacheView`, then ask for heights at any width. A height is cached per height key and
/// width (MFViewHeightCache keeps one width per key and recomputes when the width changes; here every
/// width stays): the height key alone names a height, so two views asked with one height key share it,
/// and a height key should name the item and the view it is shown in when one item is shown in several.
/// Thread-safe: concurrent callers measure on instances of their own.
public final class ViewHeightCache: Sendable {
    private let views = TemplatePool<View>(kind: .view)
    /// Which view gives the height, by view key.
    private let heightViews = Locked<[String: @Sendable (View) -> View]>([:])
    /// The cached heights; save it with `HeightStore`.
    public let heights: KeyedHeightCache
    /// Pixels per point every height is measured and rounded at; part of each cached height's geometry.
    public let scale: Double

    /// - Parameters:
    ///   - scale: pixels per point of the screen measured for.
    ///   - capacity: most heights kept (least recently used go first); nil for no bound.
    public init(scale: Double = 3, capacity: Int? = nil) {
        self.scale = scale
        heights = KeyedHeightCache(capacity: capacity)
    }

    /// Registers how to make the view for `key`, and which of its views gives the height (the view
    /// itself by default; a cell's `contentView`, say). Registering a key again replaces its view, which
    /// may measure otherwise: every cached height is forgotten (a height key does not name its view).
    public func cacheView<V: View>(_ makeView: @escaping @Sendable () -> V, withKey key: String,
                                   heightCalculatedBy heightView: @escaping @Sendable (V) -> View = { $0 }) {
        let replaced = views.register({ makeView() }, for: key)
        heightViews.withLock { $0[key] = { view in (view as? V).map(heightView) ?? view } }
        if replaced { heights.invalidateAllHeights() }
    }

    /// The height of the view registered as `viewKey`, configured by `configuration`, at `width`.
    /// With a `heightCacheKey` the height is cached for that key and width, and a cached one is returned
    /// without configuring anything.
    public func height<V: View>(forViewWithKey viewKey: String, width: Double, heightCacheKey: String? = nil,
                                configuration: (V) throws -> Void) throws(HeightCacheError) -> Double {
        let geometry = TableGeometry(width: width, scale: scale, separatorStyle: .none)
        try geometry.validate()
        if let heightCacheKey, let cached = heights.height(forKey: heightCacheKey, in: geometry) { return cached }
        let invalidations = heights.invalidationCount
        let selector = heightViews.withLock { $0[viewKey] }
        let height = try views.withTemplate(viewKey, onCreate: { _ in }) { (template) throws(HeightCacheError) -> Double in
            guard let view = template as? V else {
                throw .templateTypeMismatch(identifier: viewKey, expected: "\(V.self)", actual: template.typeName)
            }
            return try view.height(forWidth: width, heightView: selector?(view), scale: scale) { try configuration(view) }
        }
        if let heightCacheKey { heights.store(height, forKey: heightCacheKey, in: geometry, ifNotInvalidatedSince: invalidations) }
        return height
    }

    /// Forgets the heights cached for `key` (every width).
    public func removeCachedHeight(forKey key: String) { heights.invalidateHeight(forKey: key) }

    /// Forgets every cached height.
    public func removeAllCachedHeights() { heights.invalidateAllHeights() }
}
