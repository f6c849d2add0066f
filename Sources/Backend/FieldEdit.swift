import Foundation

/// A change a test makes to one field of an answer the server otherwise sends as usual: a field left out, or
/// replaced by any JSON at all — `null`, a value of the wrong type, another product's id, an extra item.
///
/// A field is named by its path through the answer: keys and array indices joined by dots, as in `confirmationId`,
/// `items.0.price` or `items.10` (one past the last item adds one).
public enum FieldEdit: Sendable, Hashable {
    /// Leave the field out.
    case removed
    /// Put this JSON text in the field's place (`null`, `true`, `"7"`, `-1`, `{"id":99,…}`); a key the answer
    /// does not have is added.
    case set(json: String)

    /// Why an edit could not be made. The server answers `500` with this as its message, so the test that asked for
    /// an impossible edit fails saying why.
    struct Failure: Error, Equatable {
        let reason: String

        init(_ reason: String) {
            self.reason = reason
        }
    }

    /// `body` with this edit made at `path`, or why it cannot be made (the body is not JSON, the path does not lead
    /// anywhere in it, the replacement is not JSON).
    func apply(to body: Data, at path: String) -> Result<Data, Failure> {
        MadeEdits.shared.result(of: self, on: body, at: path) { make(on: body, at: path) }
    }

    private func make(on body: Data, at path: String) -> Result<Data, Failure> {
        guard let root = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) else {
            return .failure(Failure("the answer to edit is not JSON"))
        }
        let replacement: Any?
        switch self {
        case .removed:
            replacement = nil
        case .set(let json):
            guard let value = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
            else {
                return .failure(Failure("the replacement \(json) is not JSON"))
            }
            replacement = value
        }
        let keys = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let edited = Self.replace(keys[...], in: root, with: replacement),
            let data = try? JSONSerialization.data(
                withJSONObject: edited, options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes])
        else {
            return .failure(Failure("the answer has no field \(path)"))
        }
        return .success(data)
    }

    /// `container` with the value at `keys` replaced (or removed, when `replacement` is `nil`); `nil` when `keys`
    /// does not lead to a place in it.
    private static func replace(_ keys: ArraySlice<String>, in container: Any, with replacement: Any?) -> Any? {
        guard let key = keys.first else { return nil }
        let rest = keys.dropFirst()
        if var object = container as? [String: Any] {
            if rest.isEmpty {
                object[key] = replacement
            } else {
                guard let child = object[key], let edited = replace(rest, in: child, with: replacement) else {
                    return nil
                }
                object[key] = edited
            }
            return object
        }
        if var array = container as? [Any], let index = Int(key), index >= 0 {
            if rest.isEmpty, index == array.count, let replacement {
                array.append(replacement)
            } else if rest.isEmpty, array.indices.contains(index) {
                if let replacement { array[index] = replacement } else { array.remove(at: index) }
            } else {
                guard array.indices.contains(index), let edited = replace(rest, in: array[index], with: replacement)
                else { return nil }
                array[index] = edited
            }
            return array
        }
        return nil
    }
}

/// The edits made so far, each kept with the answer it made: the spec makes the same edit to the same answer once for
/// every app, and reading and writing the JSON again costs more than the rest of the request. An edit that cannot be
/// made is not kept: it fails the test that asked for it.
///
/// The answers are kept as arrays of bytes, not as `Data`: the address sanitizer's leak check does not recognise the
/// references inside a `Data` held for the whole run, and would report every one as leaked.
private final class MadeEdits: @unchecked Sendable {
    static let shared = MadeEdits()

    private struct Edit: Hashable {
        let edit: FieldEdit
        let body: [UInt8]
        let path: String
    }

    private let lock = NSLock()
    private var made: [Edit: [UInt8]] = [:]

    func result(
        of edit: FieldEdit, on body: Data, at path: String, making make: () -> Result<Data, FieldEdit.Failure>
    ) -> Result<Data, FieldEdit.Failure> {
        let key = Edit(edit: edit, body: Array(body), path: path)
        if let known = lock.withLock({ made[key] }) { return .success(Data(known)) }
        let result = make()
        if case .success(let edited) = result {
            lock.withLock { made[key] = Array(edited) }
        }
        return result
    }
}
