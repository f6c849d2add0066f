/// The server's data when it starts: the pros and cons of AI (from the Reactive Hybrid Architecture write-up)
/// a catalogue of 23 desk-setup products, with how many of each are left (two are sold out), and reviews of three
/// of them.
public enum SeedData {
    public static let pros = [
        "Error reduction",
        "Increase work efficiency",
        "Reduced cost of training",
        "No breaks",
    ]

    public static let cons = [
        "High cost",
        "Lesser jobs",
        "Fear of malicious implementation",
    ]

    public static let products = [
        ProductRecord(id: 1, name: "Mechanical Keyboard", price: 89.99, stock: 12),
        ProductRecord(id: 2, name: "Wireless Mouse", price: 24.99, stock: 40),
        ProductRecord(id: 3, name: "USB-C Hub", price: 39.50, stock: 3),
        ProductRecord(id: 4, name: "27-inch Monitor", price: 279.00, stock: 7),
        ProductRecord(id: 5, name: "Laptop Stand", price: 45.00, stock: 25),
        ProductRecord(id: 6, name: "Noise-Cancelling Headphones", price: 199.99, stock: 5),
        ProductRecord(id: 7, name: "HD Webcam", price: 59.99, stock: 18),
        ProductRecord(id: 8, name: "Desk Lamp", price: 32.00, stock: 30),
        ProductRecord(id: 9, name: "Ergonomic Chair", price: 349.00, stock: 1),
        ProductRecord(id: 10, name: "Standing Desk", price: 499.00, stock: 0),
        ProductRecord(id: 11, name: "Cable Organizer", price: 12.99, stock: 64),
        ProductRecord(id: 12, name: "Portable SSD 1TB", price: 109.99, stock: 9),
        ProductRecord(id: 13, name: "Bluetooth Speaker", price: 49.95, stock: 14),
        ProductRecord(id: 14, name: "Monitor Arm", price: 79.00, stock: 11),
        ProductRecord(id: 15, name: "XL Mouse Pad", price: 19.99, stock: 80),
        ProductRecord(id: 16, name: "USB Microphone", price: 129.00, stock: 6),
        ProductRecord(id: 17, name: "Ring Light", price: 34.99, stock: 22),
        ProductRecord(id: 18, name: "Docking Station", price: 189.00, stock: 4),
        ProductRecord(id: 19, name: "Wrist Rest", price: 17.50, stock: 35),
        ProductRecord(id: 20, name: "Smart Plug", price: 14.99, stock: 50),
        ProductRecord(id: 21, name: "Graphics Tablet", price: 69.00, stock: 2),
        ProductRecord(id: 22, name: "Document Camera", price: 95.00, stock: 0),
        ProductRecord(id: 23, name: "Surge Protector", price: 27.99, stock: 16),
    ]

    /// Reviews by product id, oldest first: 23 of the Mechanical Keyboard (three pages of 10), three of the Wireless
    /// Mouse and one of the USB-C Hub; every other product has none. Ids run from 1 in the order the reviews were
    /// written (the list below), so the newest review has the highest id.
    public static let reviews: [Int: [ReviewRecord]] = {
        let written: [(productId: Int, rating: Int, text: String)] = [
            (1, 5, "Crisp keys and a solid frame."),
            (1, 4, "Loud, but a joy to type on."),
            (1, 5, "The best keyboard I have owned."),
            (1, 3, "Good, though the keycaps shine after a month."),
            (1, 4, "Great feel; the cable is short."),
            (1, 5, "Worth every cent."),
            (1, 2, "Two keys chatter already."),
            (1, 4, "Solid build, bright backlight."),
            (1, 5, "My wrists thank me."),
            (1, 4, "Heavier than expected, in a good way."),
            (1, 3, "Fine for typing, too loud for calls."),
            (1, 5, "Switched from a laptop keyboard and never looked back."),
            (1, 4, "Arrived well packed."),
            (1, 1, "Stopped working after a week."),
            (1, 5, "The replacement works perfectly."),
            (1, 4, "Nice keys, stiff stand feet."),
            (1, 5, "Typing feels fast again."),
            (1, 3, "Does the job."),
            (1, 4, "Good value for a mechanical board."),
            (1, 5, "Quiet enough for the office."),
            (1, 4, "The lights can be turned off, thankfully."),
            (1, 5, "Bought a second one for home."),
            (1, 4, "Still going strong after a year."),
            (2, 4, "Smooth and light."),
            (2, 3, "The scroll wheel squeaks."),
            (2, 5, "Battery lasts for months."),
            (3, 4, "Every port I need."),
        ]
        var reviews: [Int: [ReviewRecord]] = [:]
        for (index, review) in written.enumerated() {
            reviews[review.productId, default: []].append(
                ReviewRecord(id: index + 1, rating: review.rating, text: review.text))
        }
        return reviews
    }()

    /// The first confirmation id the server hands out; each reservation gets the next one.
    public static let firstConfirmationId = 8347838
}
