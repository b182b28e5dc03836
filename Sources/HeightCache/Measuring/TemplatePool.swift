import Foundation
import ViewLayout

/// Template instances by reuse identifier: each caller borrows an instance of its own for one
/// measurement, so many tasks can measure at once (one instance per concurrent caller, made on demand
/// and kept for later).
///
/// `@unchecked Sendable`: the views are not thread-safe, and they never need to be. An instance is either
/// in `idle` (touched only under `lock`) or lent to exactly one caller inside `withTemplate`; two callers
/// never hold the same instance.
final class TemplatePool<Template: View>: @unchecked Sendable {
    typealias Factory = @Sendable () -> Template
    private struct Registration {
        let factory: Factory
        /// Distinguishes registrations, so an instance of a replaced one is not lent again.
        let generation: Int
        var idle: [Template] = []
        var created = 0
    }
    private let lock = NSLock()
    private var registrations: [String: Registration] = [:]
    private var generations = 0
    let kind: TemplateKind

    init(kind: TemplateKind) { self.kind = kind }

    func register(_ factory: @escaping Factory, for identifier: String) {
        lock.withLock {
            generations += 1
            registrations[identifier] = Registration(factory: factory, generation: generations)
        }
    }

    func isRegistered(_ identifier: String) -> Bool { lock.withLock { registrations[identifier] != nil } }

    /// Number of instances made for an identifier under its current registration.
    func instanceCount(_ identifier: String) -> Int { lock.withLock { registrations[identifier]?.created ?? 0 } }

    /// Lends an instance for `body`. `onCreate` is told when a new instance had to be made.
    func withTemplate<Result>(_ identifier: String, onCreate: (Template) -> Void,
                              _ body: (Template) throws(HeightCacheError) -> Result) throws(HeightCacheError) -> Result {
        let lent: (factory: Factory, generation: Int, instance: Template?)? = lock.withLock {
            guard var registration = registrations[identifier] else { return nil }
            let instance = registration.idle.popLast()
            if instance == nil { registration.created += 1 }
            registrations[identifier] = registration
            return (registration.factory, registration.generation, instance)
        }
        guard let lent else { throw .unregisteredIdentifier(identifier, kind: kind) }
        let template: Template
        if let instance = lent.instance {
            template = instance
        } else {
            template = lent.factory()
            onCreate(template)
        }
        defer {
            lock.withLock {
                if registrations[identifier]?.generation == lent.generation { registrations[identifier]?.idle.append(template) }
            }
        }
        return try body(template)
    }
}

/// What a table needs of its templates (cells, header/footer views) to measure them the same way.
protocol TemplateView: View {
    func prepareForReuse()
    /// Marks an instance the table made to measure with (`isTemplateLayoutCell`).
    func markAsTemplate()
    func fittingHeight(in geometry: TableGeometry, location: String?) throws(HeightCacheError) -> Double
}

extension TableViewCell: TemplateView {
    func markAsTemplate() { isTemplateLayoutCell = true }
}

extension TableViewHeaderFooterView: TemplateView {
    func markAsTemplate() { isTemplateLayoutView = true }
}
