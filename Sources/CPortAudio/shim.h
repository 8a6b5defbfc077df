#ifndef KIDS_CPORTAUDIO_SHIM_H
#define KIDS_CPORTAUDIO_SHIM_H
// PortAudio's public header. Small C helpers that Swift cannot express live here as static inline functions.
#include <portaudio.h>
#endif
