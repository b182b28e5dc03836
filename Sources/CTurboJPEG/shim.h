// libjpeg-turbo's TurboJPEG API: decodes a JPEG held in memory and reports errors by return value, so
// no longjmp crosses Swift frames (libjpeg's classic API exits or jumps on a bad file).
#include <turbojpeg.h>
