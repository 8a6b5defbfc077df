#ifndef KIDS_CESPEAK_SHIM_H
#define KIDS_CESPEAK_SHIM_H
// eSpeak NG's public headers; the app uses the espeak_ng_* API (the wrappers are in KidsVoice/Native.swift).
#include <espeak-ng/espeak_ng.h>
#include <espeak-ng/speak_lib.h>
#endif
