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

// Whether ALSA's configuration defines a "default" (or "dmix") PCM. PortAudio 19.6 (Debian's) builds its
// device list from the configuration and asserts, aborting the process, when no such entry exists
// (PortAudio issue #294): an empty or unusual configuration must mean "no sound device", not a crash.
static inline int kids_alsa_has_default_pcm(void) {
    snd_config_t *pcm = NULL, *node = NULL;
    if (snd_config_update() < 0 || snd_config == NULL) return 0;
    if (snd_config_search(snd_config, "pcm", &pcm) < 0) return 0;
    return snd_config_search(pcm, "default", &node) >= 0 || snd_config_search(pcm, "dmix", &node) >= 0;
}
#endif
