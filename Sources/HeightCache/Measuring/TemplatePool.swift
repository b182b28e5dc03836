import Locking
import ViewLayout

/// Template instances by reuse identifier: each caller borrows an instance of its own for one
/// measurement, so many tasks can measure at once (one instance per concurrent caller, made on demand
/// and kept for later).
///
/// `@unchecked Sendable`: the views are not thread-safe, and they never need to be. An instance is either
/// in a registration's `idle` list (touched only under the lock) or lent to exactly one caller inside
/// `withTemplate`; two callers never hold the same instance.
final class TemplatePool<Template: View>: @unchecked Sendable {
    typealias Factory = @Sendable () -> Template
    private struct Registration {
        let factory: Factory
        /// Distinguishes registrations, so an instance of a replaced one is not lent again.
        let generation: Int
        var idle: [Template] = []
        var created = 0
    }
    private struct State {
        var registrations: [String: Registration] = [:]
        var generations = 0
    }
    private let state = Locked(State())
    let kind: TemplateKind

    init(kind: TemplateKind) { self.kind = kind }

    /// Whether it replaced a registration of `identifier`.
    @discardableResult
    func register(_ factory: @escaping Factory, for identifier: String) -> Bool {
        state.withLock { state in
            state.generations += 1
            return state.registrations.updateValue(Registration(factory: factory, generation: state.generations), forKey: identifier) != nil
        }
    }

    /// Number of instances made for an identifier under its current registration.
    func instanceCount(_ identifier: String) -> Int { state.withLock { $0.registrations[identifier]?.created ?? 0 } }

    /// Lends an instance for `body`. `onCreate` is told when a new instance had to be made.
    func withTemplate<Result>(_ identifier: String, onCreate: (Template) -> Void,
                              _ body: (Template) throws(HeightCacheError) -> Result) throws(HeightCacheError) -> Result {
        let lent: (factory: Factory, generation: Int, instance: Template?)? = state.withLock { state in
            guard var registration = state.registrations[identifier] else { return nil }
            let instance = registration.idle.popLast()
            if instance == nil { registration.created += 1 }
            state.registrations[identifier] = registration
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
            state.withLock { state in
                if state.registrations[identifier]?.generation == lent.generation { state.registrations[identifier]?.idle.append(template) }
            }
        }
        return try body(template)
    }
}

