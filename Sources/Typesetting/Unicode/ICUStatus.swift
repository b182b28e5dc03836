import CICU

/// ICU's error convention: a UErrorCode above zero is a failure; zero and below are success
/// or warnings.
enum ICUStatus {
    static func isFailure(_ code: Int32) -> Bool { code > 0 }

    /// The error a failed ICU call becomes: the call's name and ICU's name for the code.
    static func error(_ call: String, _ code: Int32) -> TypesettingError {
        let name = cicu_error_name(code).map { String(cString: $0) } ?? "error \(code)"
        return .icu("\(call): \(name)")
    }

    /// ICU offsets and lengths are Int32; longer texts cannot be handed to it.
    static func checkedLength(_ count: Int, _ call: String) throws(TypesettingError) -> Int32 {
        guard let length = Int32(exactly: count) else {
            throw .icu("\(call): text of \(count) UTF-16 units exceeds ICU's Int32 limit (U_INDEX_OUTOFBOUNDS_ERROR)")
        }
        return length
    }
}
