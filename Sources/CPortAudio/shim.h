#ifndef KIDS_CPORTAUDIO_SHIM_H
#define KIDS_CPORTAUDIO_SHIM_H
// PortAudio's public header, and the small C helpers Swift cannot write itself.
#include <portaudio.h>
#include <alsa/asoundlib.h>

// ALSA prints its diagnostics through a variadic handler; Swift cannot define a variadic C function, so the
// handler that drops them lives here. Installed before Pa_Initialize, so no ALSA text reaches the child's screen.
static void kids_alsa_ignore(const char *file, int line, const char *function, int err, const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
}

static inline void kids_silence_alsa(void) {
    snd_lib_error_set_handler(kids_alsa_ignore);
}
#endif
