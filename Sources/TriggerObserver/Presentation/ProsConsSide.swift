/// Which list the Pros/Cons screen shows: the presentation's choice, made when the screen is built.
enum ProsConsSide {
    case pros
    case cons
}
