// zlib's inflate for the picture tests' PNG decoder (Debian: zlib1g-dev).
#include <zlib.h>
