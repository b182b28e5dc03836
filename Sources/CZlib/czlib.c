#include "czlib.h"
#include <zlib.h>

// deflateInit2 is a macro Swift cannot call; this shim keeps zlib's stream handling in C.
size_t czlib_compress_rle(const uint8_t *input, size_t length, uint8_t *output, size_t capacity) {
    z_stream stream = {0};
    if (deflateInit2(&stream, 1, Z_DEFLATED, 15, 8, Z_RLE) != Z_OK) return 0;
    stream.next_in = (Bytef *)input;
    stream.avail_in = (uInt)length;
    stream.next_out = output;
    stream.avail_out = (uInt)capacity;
    int status = deflate(&stream, Z_FINISH);
    size_t written = stream.total_out;
    deflateEnd(&stream);
    return status == Z_STREAM_END ? written : 0;
}

size_t czlib_compress_best(const uint8_t *input, size_t length, uint8_t *output, size_t capacity) {
    uLongf written = (uLongf)capacity;
    return compress2(output, &written, input, (uLong)length, Z_BEST_COMPRESSION) == Z_OK ? (size_t)written : 0;
}

size_t czlib_bound(size_t length) {
    return compressBound((uLong)length);
}

uint32_t czlib_crc32(uint32_t crc, const uint8_t *bytes, size_t length) {
    return (uint32_t)crc32(crc, bytes, (uInt)length);
}
