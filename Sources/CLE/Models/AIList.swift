/// Which of the two lists about AI a list screen shows.
enum AIList: Equatable {
    case pros
    case cons
}
