// The C side of convcalc's ncurses adapter: the wide-character curses header plus small
// wrappers for what Swift cannot reach directly (macros, global variables, C variadics).
// Sources/convcalc/Keypad/CursesScreen.swift uses this module, and
// Sources/convcalc/Files/TerminalDescriptions.swift its `convcalc_has_terminal_entry`.
#ifndef CONVCALC_CURSES_SHIM_H
#define CONVCALC_CURSES_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <curses.h>
#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>


#ifdef __linux__
#include <malloc.h>
#include <sys/mman.h>
#endif
/// Grows the heap by `bytes` in one step and has the kernel fault its pages in with one call
/// (Linux 5.14's MADV_POPULATE_WRITE; elsewhere, or when refused, the pages fault in one by
/// one as before). The heap keeps that much room at its top from then on (mallopt's
/// M_TOP_PAD), so a free never gives the pages back only to fault them in again.
///
/// ncurses' screen-sized windows are hundreds of kilobytes of cells, each written as it is
/// made: without this each of their pages costs a page fault of its own (100 at 100x40, more
/// time than drawing them takes on a virtual machine, where faults are dear).
static inline void convcalc_curses_prefault_heap(size_t bytes) {
#if defined(__linux__) && defined(M_TOP_PAD)
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif
    if (bytes == 0 || bytes > (64u << 20)) return;
    mallopt(M_TOP_PAD, (int)bytes);
    // Below the mmap threshold (128 kB), so it comes from the heap and makes it grow.
    void *probe = malloc(64 * 1024);
    if (!probe) return;
    free(probe);  // back to the top of the heap, which keeps `bytes` of room
    char *end = sbrk(0);
    unsigned long page = (unsigned long)sysconf(_SC_PAGESIZE);
    char *start = (char *)(((unsigned long)probe + page - 1) & ~(page - 1));
    if (end != (char *)-1 && end > start && (size_t)(end - start) <= bytes + (128u << 10))
        (void)madvise(start, (size_t)(end - start), MADV_POPULATE_WRITE);
#else
    (void)bytes;
#endif
}

static inline int convcalc_curses_colors(void) { return COLORS; }
static inline int convcalc_curses_color_pairs(void) { return COLOR_PAIRS; }
static inline WINDOW *convcalc_curses_stdscr(void) { return stdscr; }
static inline FILE *convcalc_curses_stdin(void) { return stdin; }
static inline FILE *convcalc_curses_stdout(void) { return stdout; }
/// The character set of the user's locale (LC_CTYPE alone: nothing else of the locale is used).
static inline void convcalc_curses_set_locale(void) { setlocale(LC_CTYPE, ""); }

static inline int convcalc_curses_lines(void) { return LINES; }
static inline int convcalc_curses_cols(void) { return COLS; }

/// Attribute bits (macros in curses.h).
static inline attr_t convcalc_attr_bold(void) { return A_BOLD; }
static inline attr_t convcalc_attr_reverse(void) { return A_REVERSE; }
static inline attr_t convcalc_attr_dim(void) { return A_DIM; }
static inline attr_t convcalc_attr_underline(void) { return A_UNDERLINE; }

/// Sets the attributes and colour pair of stdscr (wattr_set is a macro in some builds).
static inline int convcalc_curses_style(attr_t attributes, int pair) {
    return attr_set(attributes, (short)(pair < 32767 ? pair : 0), &pair);
}

/// Writes `count` wide characters at (y, x) with the current attributes.
static inline int convcalc_curses_put(int y, int x, const wchar_t *text, int count) {
    return mvaddnwstr(y, x, text, count);
}

/// The first byte within the timeout set by `timeout()` (0-255), or a function key
/// (KEY_RESIZE), or ERR. Bytes, not get_wch's characters: an ill-formed byte made get_wch
/// fail and lose the keys read with it; the caller decodes UTF-8 itself.
static inline int convcalc_curses_read(void) { return getch(); }

// A crash must not leave the terminal in raw mode on the alternate screen: the handler puts
// back the modes saved at start with async-signal-safe calls, reinstalls the handler that was
// there before and raises the signal again, delivered to it when this handler returns: a fault
// and a signal sent with kill (which would not recur by itself) both end the program.
// The saved modes and handlers are allocated once: Swift's importer leaves file-scope struct
// variables of a shim undefined, but scalars and pointers are fine.
static struct termios *volatile convcalc_curses_saved_modes = NULL;
static struct sigaction *volatile convcalc_curses_previous = NULL;
static volatile sig_atomic_t convcalc_curses_saved_fd = -1;
/// A second description of the terminal, opened non-blocking: the restore sequence is written
/// only if the terminal takes it at once. Through stdout, or with TCSAFLUSH (which waits for
/// the output to drain), a crash with the terminal's output blocked (Ctrl-S, a stalled ssh
/// link) waited there for ever instead of ending the program.
static volatile sig_atomic_t convcalc_curses_nonblocking_fd = -1;
static const char convcalc_curses_restore_sequence[] =
    "\033[?1006l\033[?1000l\033[0m\033[?25h\033[?1049l\r\n";

static void convcalc_curses_crash(int signal_number) {
    if (convcalc_curses_saved_fd >= 0) {
        tcsetattr(convcalc_curses_saved_fd, TCSANOW, convcalc_curses_saved_modes);
        if (convcalc_curses_nonblocking_fd >= 0) {
            ssize_t ignored = write(convcalc_curses_nonblocking_fd, convcalc_curses_restore_sequence,
                                    sizeof convcalc_curses_restore_sequence - 1);
            (void)ignored;
        }
    }
    sigaction(signal_number, &convcalc_curses_previous[signal_number & 31], NULL);
    raise(signal_number);
}

/// Saves the terminal modes of `fd` and restores them on SIGSEGV, SIGBUS, SIGILL, SIGTRAP,
/// SIGFPE, SIGABRT (a Swift runtime failure ends in one of these), SIGQUIT and SIGSYS.
static inline void convcalc_curses_guard_crashes(int fd) {
    struct termios *modes = malloc(sizeof *modes);
    struct sigaction *previous = calloc(32, sizeof *previous);
    if (modes == NULL || previous == NULL || tcgetattr(fd, modes) != 0) return;
    convcalc_curses_saved_modes = modes;
    convcalc_curses_previous = previous;
    convcalc_curses_saved_fd = fd;
    const char *name = ttyname(fd);
    convcalc_curses_nonblocking_fd = name ? open(name, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) : -1;
    int signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT, SIGQUIT, SIGSYS };
    for (unsigned index = 0; index < sizeof signals / sizeof signals[0]; index++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = convcalc_curses_crash;
        action.sa_flags = SA_ONSTACK;  // on the stack convcalc_use_alternate_signal_stack gave (a stack overflow left none)
        sigemptyset(&action.sa_mask);
        sigaction(signals[index], &action, &previous[signals[index]]);
    }
}

/// Writes raw bytes to the terminal (the mouse-mode switches ncurses has no call for).
static inline void convcalc_curses_write(const char *text) {
    fflush(stdout);
    ssize_t ignored = write(STDOUT_FILENO, text, strlen(text));
    (void)ignored;
}
/// termcap's lookup (ncurses' tinfo, which ncursesw and libedit both link): 1 when the
/// terminal database has an entry for `name`, 0 when it has none, -1 when there is no
/// database. It prints nothing (libedit, given a type it has no entry for, prints its own
/// message with the name as it is).
int tgetent(char *buffer, const char *name);

static inline int convcalc_has_terminal_entry(const char *name) { return tgetent(NULL, name) == 1; }

/// The size the entry for `name` gives (its `cols#` and `lines#`, unless the terminal or
/// COLUMNS and LINES say otherwise: ncurses' own rule): 1 with `columns` and `rows` set, or 0
/// when there is no entry.
static inline int convcalc_terminal_entry_size(const char *name, int *columns, int *rows) {
    if (tgetent(NULL, name) != 1) return 0;
    *columns = tgetnum("co");
    *rows = tgetnum("li");
    return 1;
}

/// 0 when a file descriptor is free (one is opened and closed), or the errno of the refusal:
/// out of descriptors, ncurses finds no entry anywhere and says only that (the keypad's start
/// and `TerminalDescriptions.dumbReason` ask this to name the real cause).
/// The longest wait, in milliseconds, that a string capability of the terminal description
/// ncurses has read makes it take whatever the environment says (its mandatory paddings
/// together, `$<20/>`, each line counting for `rows` where it is `$<5*/>`, a fraction of a
/// millisecond as one), and that capability's name in
/// `name` (its first 15 bytes); 0 when there is none. A padding whose length comes from the
/// capability's parameters (`$<%p1%d000/>`) counts as longer than any. Padding that is not
/// mandatory is waited only when NCURSES_NO_PADDING is unset; the bell and the flash, which
/// the keypad never writes, are left out.
extern NCURSES_CONST char *const strnames[];  // term.h's, whose macros (`columns`) would clash here
static inline long convcalc_curses_longest_mandatory_padding(int rows, char *name, size_t size) {
    long longest = 0;
    if (size > 0) name[0] = 0;
    for (int index = 0; strnames[index] != NULL; index++) {
        if (strcmp(strnames[index], "bel") == 0 || strcmp(strnames[index], "flash") == 0) continue;
        const char *value = tigetstr(strnames[index]);
        if (value == NULL || value == (const char *)-1) continue;
        long total = 0;  // every padding of the capability, each written with it (`$<10/>$<10/>…`)
        for (const char *at = value; *at != 0; at++) {
            if (at[0] != '$' || at[1] != '<') continue;
            const char *end = strchr(at + 2, '>');
            if (end == NULL) break;
            long wait = 0;
            int mandatory = 0, parameter = 0, each = 0, fraction = 0;
            for (const char *digit = at + 2; digit < end; digit++) {
                if (*digit == '.') fraction = 1;
                // Milliseconds, and a tenth after the point counting as one more (`$<1.5/>` is 2).
                if (*digit >= '0' && *digit <= '9' && !fraction && wait < 100000000) wait = wait * 10 + (*digit - '0');
                if (*digit >= '1' && *digit <= '9' && fraction == 1) { wait += 1; fraction = 2; }
                if (*digit == '/') mandatory = 1;
                if (*digit == '%') parameter = 1;
                if (*digit == '*') each = 1;
            }
            if (parameter) wait = 100000000;  // its length is the parameters' to say: any
            else if (each) wait *= rows > 0 ? rows : 1;
            if ((mandatory || parameter) && total < 100000000) total += wait;
            at = end;
        }
        if (total > longest) {
            longest = total;
            if (size > 0) { strncpy(name, strnames[index], size - 1); name[size - 1] = 0; }
        }
    }
    return longest;
}

static inline int convcalc_curses_descriptor_refusal(void) {
    int descriptor = open("/", O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) return errno;
    close(descriptor);
    return 0;
}

#endif
