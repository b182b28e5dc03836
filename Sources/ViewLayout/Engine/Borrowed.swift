/// A reference that does not own its object: making one, copying it and dropping it neither retain nor
/// release, and `read` and `use` hand the object to a closure where it is.
///
/// The rule every borrowed reference keeps, stated here once: it is used only while an owner that outlives
/// the use keeps the object alive, and whoever lets the object go first drops or replaces every borrowed
/// reference to it. In this module the owners are a tree's root (its views, down the subview lists), a
/// layout system's tree (the records of the views it lays out) and a view's record (its size constraints);
/// the lists that borrow from them live within one pass or batch, or are replaced when their owner
/// changes (see `CollectedTree.managed`, `LayoutSystem.adopt`, `IntrinsicSizes`). Why the engine borrows
/// at all is DESIGN.md's to say (the performance model).
struct Borrowed<Object: AnyObject> {
    private let reference: Unmanaged<Object>

    @inline(__always)
    init(_ object: Object) { reference = .passUnretained(object) }

    /// The object, as an owned reference: retained and released around its use.
    var object: Object { reference.takeUnretainedValue() }

    /// Runs `body` with the object where it is, without retaining it.
    @inline(__always)
    func read<Result>(_ body: (Object) -> Result) -> Result {
        reference._withUnsafeGuaranteedRef(body)
    }

    /// `read`, for a body with a typed error (`_withUnsafeGuaranteedRef` only rethrows untyped ones).
    @inline(__always)
    func use<Result, Failure: Error>(_ body: (Object) throws(Failure) -> Result) throws(Failure) -> Result {
        let outcome = reference._withUnsafeGuaranteedRef { object -> Swift.Result<Result, Failure> in
            do throws(Failure) { return .success(try body(object)) } catch { return .failure(error) }
        }
        return try outcome.get()
    }

    /// Whether both refer to the same object.
    @inline(__always)
    func refers(to other: Borrowed) -> Bool { reference.toOpaque() == other.reference.toOpaque() }
}
