#include "CBuildInfo.h"

// Package.swift defines CONVCALC_COMMIT from the environment variable of the same name.
#ifndef CONVCALC_COMMIT
#define CONVCALC_COMMIT ""
#endif

const char *convcalc_build_commit(void) { return CONVCALC_COMMIT; }
