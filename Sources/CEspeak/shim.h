#ifndef KIDS_CESPEAK_SHIM_H
#define KIDS_CESPEAK_SHIM_H
// eSpeak NG's public headers; the app uses the espeak_ng_* API (see KidsVoice/EspeakLibrary.swift).
#include <espeak-ng/espeak_ng.h>
#include <espeak-ng/speak_lib.h>
#endif
