// The C side of convcalc's libedit adapter: libedit's header plus small non-variadic
// wrappers, because Swift cannot call C-variadic functions (el_set, el_get, history).
// Signal flags live in Swift (Signals.swift); this header only wraps sigaction.
#ifndef CONVCALC_EDITLINE_SHIM_H
#define CONVCALC_EDITLINE_SHIM_H

#include <histedit.h>
#include <locale.h>
#include <langinfo.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/time.h>
#include <wchar.h>
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
/// The history as wide characters (history_w): lines go in and come back as Unicode scalars
/// whatever the locale, where the narrow history would pass them through the locale's
/// multibyte conversion, which in the C locale drops every non-ASCII character.
static inline int convcalc_el_set_history(EditLine *el, HistoryW *events) {
    return el_wset(el, EL_HIST, history_w, events);  /* libedit's history_w() function, then the list */
}
static inline int convcalc_el_add_function(EditLine *el, const char *name, const char *help, convcalc_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}
typedef int (*convcalc_getc_fn)(EditLine *, wchar_t *);
/// Makes `read` libedit's source of characters (EL_GETCFN): it stores one wide character
/// and returns 1, or returns 0 at the end of input, or -1 with errno set.
static inline int convcalc_el_set_getcfn(EditLine *el, convcalc_getc_fn read) { return el_set(el, EL_GETCFN, read); }
/// Redraws the prompt and the line being edited (after the program was stopped and continued).
static inline int convcalc_el_refresh(EditLine *el) { return el_set(el, EL_REFRESH); }
/// Runs libedit's `setty` with three arguments (`-x`, `-echo`, `-icanon`: its execute mode).
static inline int convcalc_el_setty(EditLine *el, const char *first, const char *second, const char *third) {
    return el_set(el, EL_SETTY, first, second, third, NULL);
}
static inline int convcalc_el_bind(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, key, command, NULL);
}

static inline int convcalc_history_setsize(HistoryW *h, int size) {
    HistEventW event;
    return history_w(h, &event, H_SETSIZE, size);
}
static inline int convcalc_history_setunique(HistoryW *h, int unique) {
    HistEventW event;
    return history_w(h, &event, H_SETUNIQUE, unique);
}
static inline int convcalc_history_enter(HistoryW *h, const wchar_t *line) {
    HistEventW event;
    return history_w(h, &event, H_ENTER, line);
}

/// True when `signal_number` is ignored: left so by the parent (`nohup` ignores SIGHUP, a
/// shell without job control SIGINT for a background command).
/// The real-time signals, SIGRTMIN to SIGRTMAX (glibc keeps the first two for itself); 0 and -1
/// where there are none.
static inline int convcalc_first_realtime_signal(void) {
#ifdef SIGRTMIN
    return SIGRTMIN;
#else
    return 0;
#endif
}
static inline int convcalc_last_realtime_signal(void) {
#ifdef SIGRTMAX
    return SIGRTMAX;
#else
    return -1;
#endif
}

static inline int convcalc_is_ignored(int signal_number) {
    struct sigaction current;
    return sigaction(signal_number, NULL, &current) == 0 && current.sa_handler == SIG_IGN;
}

/// Installs `handler` for `signal_number` with `flags` (SA_RESTART…), all other signals
/// unblocked while it runs; the action it replaces goes to `previous` (may be NULL).
static inline int convcalc_install_handler(int signal_number, void (*handler)(int), int flags,
                                           struct sigaction *previous) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    action.sa_flags = flags;
    sigemptyset(&action.sa_mask);
    return sigaction(signal_number, &action, previous);
}
/// Gives this thread a stack of its own for signal handlers installed with SA_ONSTACK, once:
/// a handler of a crash by stack overflow (a recursion too deep) has no stack left to run on,
/// and the terminal stayed as the prompt had set it (echo off, bracketed paste on).
static inline void convcalc_use_alternate_signal_stack(void) {
    static int done = 0;
    if (done) return;
    size_t size = 256 * 1024;
    stack_t stack;
    memset(&stack, 0, sizeof stack);
    stack.ss_sp = malloc(size);
    stack.ss_size = size;
    if (stack.ss_sp != NULL && sigaltstack(&stack, NULL) == 0) done = 1;
}

/// Sets the default action for `signal_number` and unblocks it (to stop or die by it).
static inline void convcalc_default_action(int signal_number) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(signal_number, &action, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signal_number);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
}

/// Delivers SIGALRM once, `milliseconds` from now (setitimer: a plain system call, safe in a
/// signal handler on Linux and the BSDs).
static inline void convcalc_arm_alarm(int milliseconds) {
    struct itimerval timer;
    memset(&timer, 0, sizeof timer);
    timer.it_value.tv_sec = milliseconds / 1000;
    timer.it_value.tv_usec = (milliseconds % 1000) * 1000;
    setitimer(ITIMER_REAL, &timer, NULL);
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
