import Unidirectional

/// The products of the standard catalogue the tests page through, by id, name and price.
let keyboard = Product(id: 1, name: "Mechanical Keyboard", price: 89.99)
let mouse = Product(id: 2, name: "Wireless Mouse", price: 24.99)
let hub = Product(id: 3, name: "USB-C Hub", price: 39.5)
let monitor = Product(id: 4, name: "27-inch Monitor", price: 279)

/// A page of products for tests: `pageOne` has the first two, `pageTwo` the next two.
let pageOne = ProductPage(page: 1, items: [keyboard, mouse], hasMore: true)
let pageTwo = ProductPage(page: 2, items: [hub, monitor], hasMore: false)
