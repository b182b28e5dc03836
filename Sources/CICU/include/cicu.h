#ifndef CICU_H
#define CICU_H
/* C shim over ICU's versioned C API; filled in by the Typesetting layer. */
#endif
