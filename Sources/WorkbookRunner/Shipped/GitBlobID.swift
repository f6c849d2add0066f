import WorkbookShell

/// The id git gives a file's content (`git hash-object`): the SHA-1 of `blob <byte count>\0` and the bytes.
///
/// Recording these ids is how the workbook knows what it shipped: the objects they name stay in every clone's git
/// database, whatever the learner commits afterwards, and `git cat-file blob <id>` gives the text back.
public enum GitBlobID {
    public static func of(_ text: String) -> String {
        let bytes = Array(text.utf8)
        return SHA1.hex(Array("blob \(bytes.count)\0".utf8) + bytes)
    }
}

/// SHA-1, as git uses it to name objects (not for security): FIPS 180-4, section 6.1.
enum SHA1 {
    static func hex(_ message: [UInt8]) -> String {
        var state: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
        var padded = message + [0x80]
        while padded.count % 64 != 56 { padded.append(0) }
        let bitCount = UInt64(message.count) * 8
        padded += (0..<8).map { UInt8(truncatingIfNeeded: bitCount >> (56 - 8 * UInt64($0))) }

        for blockStart in stride(from: 0, to: padded.count, by: 64) {
            var words = (0..<16).map { index -> UInt32 in
                let offset = blockStart + index * 4
                return padded[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
            }
            for index in 16..<80 {
                words.append(rotate(words[index - 3] ^ words[index - 8] ^ words[index - 14] ^ words[index - 16], 1))
            }
            var (a, b, c, d, e) = (state[0], state[1], state[2], state[3], state[4])
            for index in 0..<80 {
                let (mixed, constant): (UInt32, UInt32) =
                    switch index {
                    case 0..<20: ((b & c) | (~b & d), 0x5A82_7999)
                    case 20..<40: (b ^ c ^ d, 0x6ED9_EBA1)
                    case 40..<60: ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
                    default: (b ^ c ^ d, 0xCA62_C1D6)
                    }
                let next = rotate(a, 5) &+ mixed &+ e &+ constant &+ words[index]
                (e, d, c, b, a) = (d, c, rotate(b, 30), a, next)
            }
            state = zip(state, [a, b, c, d, e]).map { $0 &+ $1 }
        }
        return state.map { word in
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 8 - digits.count) + digits
        }.joined()
    }

    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value << count | value >> (32 - count)
    }
}
