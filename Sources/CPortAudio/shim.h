#ifndef KIDS_CPORTAUDIO_SHIM_H
#define KIDS_CPORTAUDIO_SHIM_H
// PortAudio's and ALSA's public headers (their types; the libraries are opened at run time, see
// KidsVoice/SharedLibrary.swift), and the small C helpers Swift cannot write itself.
#include <dlfcn.h>
#include <portaudio.h>
#include <alsa/asoundlib.h>

// ALSA prints its diagnostics through a variadic handler; Swift cannot define a variadic C function, so the
// handler that drops them lives here. Installed before Pa_Initialize, so no ALSA text reaches the child's screen.
static void kids_alsa_ignore(const char *file, int line, const char *function, int err, const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
}

// `alsa` is the handle of libasound.so.2 (dlopen). Each helper finds what it calls there.
static inline void kids_silence_alsa(void *alsa) {
    int (*set_handler)(snd_lib_error_handler_t) = (int (*)(snd_lib_error_handler_t))dlsym(alsa, "snd_lib_error_set_handler");
    if (set_handler) set_handler(kids_alsa_ignore);
}

// Whether ALSA's configuration defines a "default" (or "dmix") PCM. PortAudio 19.6 (Debian's) builds its
// device list from the configuration and asserts, aborting the process, when no such entry exists
// (PortAudio issue #294): an empty or unusual configuration must mean "no sound device", not a crash.
static inline int kids_alsa_has_default_pcm(void *alsa) {
    int (*update)(void) = (int (*)(void))dlsym(alsa, "snd_config_update");
    int (*search)(snd_config_t *, const char *, snd_config_t **) =
        (int (*)(snd_config_t *, const char *, snd_config_t **))dlsym(alsa, "snd_config_search");
    snd_config_t **config = (snd_config_t **)dlsym(alsa, "snd_config");
    snd_config_t *pcm = NULL, *node = NULL;
    if (!update || !search || !config) return 0;
    if (update() < 0 || *config == NULL) return 0;
    if (search(*config, "pcm", &pcm) < 0) return 0;
    return search(pcm, "default", &node) >= 0 || search(pcm, "dmix", &node) >= 0;
}
#endif
