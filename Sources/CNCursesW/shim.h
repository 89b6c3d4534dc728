// The one C boundary of the TUI: ncursesw with wide characters, plus static inline wrappers for
// the macros and globals Swift cannot import (or refuses in Swift 6 mode as shared mutable state).
// Only Sources/CheckoutTUI/Terminal/CursesTerminal*.swift import this module.
#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

// Wide-character declarations (get_wch, cchar_t) must be switched on before curses.h.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <stdio.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <wchar.h>

#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif

// newterm instead of initscr: initscr calls exit(1) itself on an unknown TERM; newterm returns NULL.
// stdout and stdin are C globals Swift 6 will not touch, so they are passed here.
static inline SCREEN *cnc_newterm_stdio(void) { return newterm(NULL, stdout, stdin); }

static inline WINDOW *cnc_stdscr(void) { return stdscr; }
static inline int cnc_lines(void) { return getmaxy(stdscr); }
static inline int cnc_cols(void) { return getmaxx(stdscr); }

static inline int cnc_set_escdelay(int milliseconds) { return set_escdelay(milliseconds); }
static inline int cnc_cbreak_noecho(void) {
    cbreak();
    noecho();
    nonl();
    return keypad(stdscr, TRUE);
}
static inline void cnc_timeout(int milliseconds) { wtimeout(stdscr, milliseconds); }

// One key: returns OK for a character, KEY_CODE_YES for a function key, ERR for none.
static inline int cnc_get_key(int *code) {
    wint_t ch = 0;
    int status = wget_wch(stdscr, &ch);
    *code = (int)ch;
    return status;
}

static inline int cnc_erase(void) { return werase(stdscr); }
static inline int cnc_refresh(void) { return wrefresh(stdscr); }
static inline int cnc_put(int y, int x, const char *utf8) { return mvwaddstr(stdscr, y, x, utf8); }
static inline int cnc_set_attributes(attr_t attributes, short pair) { return wattr_set(stdscr, attributes, pair, NULL); }
static inline int cnc_hide_cursor(void) { return curs_set(0); }

// A string capability of the terminal in use ("rmcup"), or NULL when it has none.
static inline const char *cnc_terminfo_string(const char *name) {
    char *value = tigetstr(name);
    return (value == NULL || value == (char *)-1) ? NULL : value;
}

// Curses learns the window's size from SIGWINCH, which goes to the shell while the program is stopped.
static inline void cnc_fit_to_window(void) {
    struct winsize window;
    if (ioctl(fileno(stdout), TIOCGWINSZ, &window) == 0 && window.ws_row > 0 && window.ws_col > 0
        && is_term_resized(window.ws_row, window.ws_col)) {
        resize_term(window.ws_row, window.ws_col);
    }
}

static inline attr_t cnc_a_normal(void) { return A_NORMAL; }
static inline attr_t cnc_a_bold(void) { return A_BOLD; }
static inline attr_t cnc_a_reverse(void) { return A_REVERSE; }
static inline attr_t cnc_a_dim(void) { return A_DIM; }
static inline attr_t cnc_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cnc_color_pair(short pair) { return (attr_t)COLOR_PAIR(pair); }

static inline int cnc_colors(void) { return COLORS; }

// Presses only, reported at once: with the default interval curses holds a press back to tell a
// click from a double click, and the app would feel slow.
static inline void cnc_enable_mouse(void) {
    mousemask(BUTTON1_PRESSED | BUTTON4_PRESSED | BUTTON5_PRESSED, NULL);
    mouseinterval(0);
}
static inline int cnc_key_mouse(void) { return KEY_MOUSE; }

// Takes the terminal again after the program was stopped and continued, when a signal handler may
// have handed it back behind curses' back (curses still believes it owns the terminal as it was).
// With `shell_modes_now`, the terminal's modes are the shell's (the user may have changed them
// meanwhile) and become the ones endwin restores. Each state is sent again without asking curses,
// which would skip what it thinks is on: the program's modes with keypad mode (else the first arrow
// reads as Esc), the alternate screen, the cursor hidden, the mouse, plain attributes, and the next
// frame painted whole. Not endwin and refresh: endwin would leave the alternate screen a second
// time, and terminals restore the cursor to where the first one left it, above the shell's output.
static inline void cnc_resume(int shell_modes_now, int mouse) {
    if (shell_modes_now) def_shell_mode();
    // putp writes through stdio, not curses' own buffer: flushed at once, it stays first.
    const char *enter = cnc_terminfo_string("smcup");
    if (enter != NULL) putp(enter);
    fflush(stdout);
    reset_prog_mode();
    keypad(stdscr, TRUE);
    curs_set(1);
    curs_set(0);
    if (mouse) {
        mousemask(0, NULL);
        cnc_enable_mouse();
    }
    vidattr(A_NORMAL);
    clearok(curscr, TRUE);
}


// The pending mouse event: 1 for the left button, 4 for wheel up, 5 for wheel down, 0 for anything else.
static inline int cnc_get_mouse(int *x, int *y) {
    MEVENT event;
    if (getmouse(&event) != OK) return 0;
    *x = event.x;
    *y = event.y;
    if (event.bstate & BUTTON1_PRESSED) return 1;
    if (event.bstate & BUTTON4_PRESSED) return 4;
#ifdef BUTTON5_PRESSED
    if (event.bstate & BUTTON5_PRESSED) return 5;
#endif
    return 0;
}

// Bracketed paste (xterm's mode 2004): the terminal marks pasted text with ESC [200~ and ESC [201~,
// which curses then reads as these two keys of its own. The mode goes through stdio, flushed at once.
static inline int cnc_key_paste_start(void) { return KEY_MAX + 1; }
static inline int cnc_key_paste_end(void) { return KEY_MAX + 2; }
static inline void cnc_bracketed_paste(int on) {
    if (on) {
        define_key("\033[200~", cnc_key_paste_start());
        define_key("\033[201~", cnc_key_paste_end());
    }
    fputs(on ? "\033[?2004h" : "\033[?2004l", stdout);
    fflush(stdout);
}

static inline int cnc_key_code_yes(void) { return KEY_CODE_YES; }
static inline int cnc_key_resize(void) { return KEY_RESIZE; }
static inline int cnc_key_up(void) { return KEY_UP; }
static inline int cnc_key_down(void) { return KEY_DOWN; }
static inline int cnc_key_left(void) { return KEY_LEFT; }
static inline int cnc_key_right(void) { return KEY_RIGHT; }
static inline int cnc_key_enter(void) { return KEY_ENTER; }
static inline int cnc_key_btab(void) { return KEY_BTAB; }
static inline int cnc_key_backspace(void) { return KEY_BACKSPACE; }
static inline int cnc_key_dc(void) { return KEY_DC; }
static inline int cnc_key_ppage(void) { return KEY_PPAGE; }
static inline int cnc_key_npage(void) { return KEY_NPAGE; }
static inline int cnc_key_home(void) { return KEY_HOME; }
static inline int cnc_key_end(void) { return KEY_END; }

#endif
