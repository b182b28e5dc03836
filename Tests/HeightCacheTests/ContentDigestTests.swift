import Foundation
@testable import HeightCache
import Testing

/// The height cache's key digest is SipHash-2-4, checked against the paper's own test vectors, and it
/// tells apart inputs that `StoreChecksum` (a damage check, undone step by step) cannot.
@Suite struct ContentDigestTests {
    /// Aumasson and Bernstein, "SipHash: a fast short-input PRF" (2012), appendix A and the reference
    /// implementation's vectors: key 00 01 ... 0f; the empty message and the 15 bytes 00 ... 0e.
    @Test func thePapersVectors() {
        let key: (UInt64, UInt64) = (0x0706_0504_0302_0100, 0x0f0e_0d0c_0b0a_0908)
        #expect([UInt8]().withUnsafeBytes { ContentDigest.of($0, key: key) } == 0x726f_db47_dd0e_0e31)
        #expect(Array(UInt8(0)...14).withUnsafeBytes { ContentDigest.of($0, key: key) } == 0xa129_ca61_49be_45e5)
    }

    /// Two inputs of one length whose words differ in the top bit of one word and bit 28 of the next have
    /// the same `StoreChecksum` (the multiplication carries a top-bit difference into the top bit only, the
    /// rotation by 29 moves it to bit 28, and the next word's difference cancels it): anyone can make one.
    /// Their digests differ, so an item made that way is not taken for the other.
    @Test func aMadeChecksumCollisionIsTwoDigests() {
        let first = Array(#"{"id": 7, "text": "a post whose height the cache holds"}"#.utf8)
        var second = first
        second[7] ^= 0x80          // word 0, bit 63
        second[11] ^= 0x10         // word 1, bit 28 (byte 3, bit 4)
        let sums = [first, second].map { bytes in bytes.withUnsafeBytes { StoreChecksum.of($0) } }
        #expect(sums[0] == sums[1])
        #expect(HeightCacheFingerprint.checksum(ofBytes: first) != HeightCacheFingerprint.checksum(ofBytes: second))
    }
}
