/// Which list the Pros/Cons view shows, chosen when the screen registry builds it.
enum ProsConsSide {
    case pros
    case cons
}
