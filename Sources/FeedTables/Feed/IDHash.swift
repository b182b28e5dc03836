import CellTemplates

/// The hash feed ids are told apart by (shards, repeated ids): FNV-1a, 64 bits, of the text's UTF-8
/// bytes. Stable across runs, machines and versions, unlike `Hasher`, so a shard holds the same items
/// wherever it runs.
enum IDHash {
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }
}
