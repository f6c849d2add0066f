/// Which of the two lists about AI the Pros/Cons screen shows.
enum ProsConsSide: Equatable {
    case pros
    case cons
}
