// The C side of convcalc's libedit adapter: libedit's header plus small non-variadic
// wrappers, because Swift cannot call C-variadic functions (el_set, el_get, history).
// Signal flags live here too, so the handlers are plain C and async-signal-safe.
#ifndef CONVCALC_EDITLINE_SHIM_H
#define CONVCALC_EDITLINE_SHIM_H

#include <histedit.h>
#include <locale.h>
#include <langinfo.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

typedef char *(*convcalc_prompt_fn)(EditLine *);
typedef unsigned char (*convcalc_command_fn)(EditLine *, int);

static inline FILE *convcalc_stdin(void) { return stdin; }
static inline FILE *convcalc_stdout(void) { return stdout; }
static inline FILE *convcalc_stderr(void) { return stderr; }

static inline int convcalc_el_set_prompt(EditLine *el, convcalc_prompt_fn prompt, char ignore) {
    return el_set(el, EL_PROMPT_ESC, prompt, ignore);
}
static inline int convcalc_el_set_editor(EditLine *el, const char *mode) { return el_set(el, EL_EDITOR, mode); }
static inline int convcalc_el_set_signal(EditLine *el, int on) { return el_set(el, EL_SIGNAL, on); }
static inline int convcalc_el_set_clientdata(EditLine *el, void *data) { return el_set(el, EL_CLIENTDATA, data); }
static inline void *convcalc_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}
static inline int convcalc_el_set_history(EditLine *el, History *events) {
    return el_set(el, EL_HIST, history, events);  /* libedit's history() function, then the list */
}
static inline int convcalc_el_add_function(EditLine *el, const char *name, const char *help, convcalc_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}
static inline int convcalc_el_bind(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, key, command, NULL);
}

static inline int convcalc_history_setsize(History *h, int size) {
    HistEvent event;
    return history(h, &event, H_SETSIZE, size);
}
static inline int convcalc_history_setunique(History *h, int unique) {
    HistEvent event;
    return history(h, &event, H_SETUNIQUE, unique);
}
static inline int convcalc_history_enter(History *h, const char *line) {
    HistEvent event;
    return history(h, &event, H_ENTER, line);
}

// Signals: handlers only record the signal number; the read loop acts on it.
static volatile sig_atomic_t convcalc_pending_signal = 0;
static void convcalc_record_signal(int signal_number) { convcalc_pending_signal = signal_number; }

/// Installs the recording handler for `signal_number` without SA_RESTART, so a blocking
/// read returns EINTR and the loop can act.
static inline int convcalc_catch_signal(int signal_number) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = convcalc_record_signal;
    sigemptyset(&action.sa_mask);
    return sigaction(signal_number, &action, NULL);
}
// SIGWINCH restarts the read (the line being typed is kept); the size is re-read later.
static volatile sig_atomic_t convcalc_resized = 0;
static void convcalc_record_resize(int signal_number) { (void)signal_number; convcalc_resized = 1; }
static inline int convcalc_catch_resize(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = convcalc_record_resize;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    return sigaction(SIGWINCH, &action, NULL);
}
/// True once after the terminal was resized.
static inline int convcalc_take_resize(void) {
    int resized = convcalc_resized;
    convcalc_resized = 0;
    return resized;
}

/// The last signal caught (0 for none), cleared by reading.
static inline int convcalc_take_signal(void) {
    int signal_number = convcalc_pending_signal;
    convcalc_pending_signal = 0;
    return signal_number;
}

/// The terminal's width in columns, or 0 when unknown.
static inline int convcalc_terminal_columns(int fd) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
    return size.ws_col;
}

/// True when the locale's character set is UTF-8.
static inline int convcalc_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && strcmp(codeset, "UTF-8") == 0;
}
#endif
