// The declaration in include/CFuzzerDriver.h is all there is; the driver comes with -sanitize=fuzzer.
#include "CFuzzerDriver.h"
