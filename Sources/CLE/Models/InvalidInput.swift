/// Why what a person typed cannot be sent, in the words the screen shows.
struct InvalidInput: Error, Equatable {
    let message: String
}
