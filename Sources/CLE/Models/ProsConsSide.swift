/// Which of the two lists about AI the Pros/Cons screen shows.
enum ProsConsSide {
    case pros
    case cons
}
