import Testing

@testable import CleanMVVM
