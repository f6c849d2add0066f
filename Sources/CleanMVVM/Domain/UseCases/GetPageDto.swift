/// Which page of a list to get, and how long a page is. Any page can be asked for, so it has no rules.
struct GetPageDto: Dto, Equatable {
    var page = 1
    var perPage = 10

    var validationResults: [ValidationResult] { [] }
}
