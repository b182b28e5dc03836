#ifndef CFUZZERDRIVER_H
#define CFUZZERDRIVER_H
#include <stddef.h>
#include <stdint.h>

// libFuzzer's driver (compiler-rt's FuzzerInterface.h), linked by -sanitize=fuzzer: it parses the
// command line as libFuzzer's own main does and calls `callback` once per input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
