import Foundation

/// The body of a JSON answer, as the server would send it.
func json(_ text: String) -> Data {
    Data(text.utf8)
}
