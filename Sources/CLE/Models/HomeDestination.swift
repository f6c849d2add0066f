/// Where Home's buttons lead.
enum HomeDestination: Equatable {
    case pros
    case cons
    case reservations
    case products
}
