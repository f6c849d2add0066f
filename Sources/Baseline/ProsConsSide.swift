/// Which list the Pros/Cons screen shows; the two differ only in their words.
enum ProsConsSide {
    case pros
    case cons
}
