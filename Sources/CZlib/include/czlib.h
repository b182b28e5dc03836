#ifndef CZLIB_H
#define CZLIB_H
#include <stddef.h>
#include <stdint.h>

/// Compresses `length` bytes into a zlib stream at `output` (room for `capacity` bytes; see
/// czlib_bound) with deflate level 1 and the run-length strategy (Z_RLE): the fast choice for image rows
/// filtered so that flat areas become runs of zeros. Returns the compressed length, or 0 on failure.
size_t czlib_compress_rle(const uint8_t *input, size_t length, uint8_t *output, size_t capacity);

/// Compresses `length` bytes into a zlib stream at `output` with deflate's best (slowest) level: for
/// pictures kept in files rather than drawn by the hundred. Returns the compressed length, or 0 on failure.
size_t czlib_compress_best(const uint8_t *input, size_t length, uint8_t *output, size_t capacity);

/// The largest compressed size of `length` bytes.
size_t czlib_bound(size_t length);

/// CRC-32 (as PNG chunks use) of `length` bytes, continuing from `crc` (0 to start).
uint32_t czlib_crc32(uint32_t crc, const uint8_t *bytes, size_t length);

#endif
