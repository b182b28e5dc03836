// The bounded height cache a server keeps, under callgrind: a request of new items looks each up (a miss)
// and stores its heights at three widths once measured, the full cache dropping its least recently used
// key for each. Keys are as `HeightTableRunner.cacheKey` makes them (the id's literal, "#", 16 hex digits).
//
//   BoundedCacheCount ITEMS
//
// Per item = (count at ITEMS2 - count at ITEMS1) / (ITEMS2 - ITEMS1); the cache is filled before either.
import HeightCache

let items = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 10_000
let capacity = 300_000   // heights: 100,000 keys at three widths
let geometries = [375.0, 320.0, 414.0].map { TableGeometry(width: $0, scale: 3) }
let cache = KeyedHeightCache(capacity: capacity)
func key(_ n: Int) -> String {
    let digits = String(UInt64(n) &* 0x9E37_79B9_7F4A_7C15, radix: 16)
    return "\(n)#" + String(repeating: "0", count: 16 - digits.count) + digits
}
// Filled, so every later store evicts.
for n in 0..<(capacity / 3) { cache.store([44, 45, 46], forKey: key(n), in: geometries) }
var found = 0
for batch in stride(from: 0, to: items, by: 20) {
    let keys = (batch..<min(batch + 20, items)).map { key(1_000_000 + $0) }
    found += cache.heights(forKeys: keys, in: geometries).joined().count { $0 != nil }
    for key in keys { cache.store([44, 45, 46], forKey: key, in: geometries) }
}
print(found, cache.count)
