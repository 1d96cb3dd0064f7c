// The C side of convcalc's libedit adapter: libedit's headers plus small non-variadic
// wrappers, because Swift cannot call C-variadic functions (el_set, el_get, history).
#ifndef CONVCALC_EDITLINE_SHIM_H
#define CONVCALC_EDITLINE_SHIM_H
#include <stdio.h>
#include <histedit.h>
#endif
