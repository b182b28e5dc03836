#include <cairo.h>
#include <cairo-ft.h>
