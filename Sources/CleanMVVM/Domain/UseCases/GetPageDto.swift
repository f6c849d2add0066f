/// Which page of a list to get, and how long a page is. Any page can be asked for, so it has no rules.
public struct GetPageDto: Dto, Equatable {
    public var page: Int
    public var perPage: Int

    public init(page: Int = 1, perPage: Int = 10) {
        self.page = page
        self.perPage = perPage
    }

    public var validationResults: [ValidationResult] { [] }
}
