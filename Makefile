# hexpuzzle: plain GNU make. `make run` builds and starts; `make check` sets
# up what the tests need, then runs them all.

PREFIX  ?= /usr/local
DESTDIR ?=
# A distribution may want the binary elsewhere: Debian's games go in
# /usr/games (debian/rules).
BINDIR  ?= $(PREFIX)/bin
MANDIR  ?= $(PREFIX)/share/man/man6
# A game's levels of our own (levels/GAME/*) go in LEVELDIR/GAME.
LEVELDIR ?= $(PREFIX)/share/hexpuzzle/levels
VERSION = 0.1.0
# HOST_SCORES=yes: the binary is installed setgid GAMES_GROUP and HOST_DIR
# made for the host's tables (group GAMES_GROUP, mode 0775), as Debian's
# games keep theirs; off by default. HOST_DIR is built into the binary.
HOST_SCORES ?= no
HOST_DIR    ?= /var/games/hexpuzzle
GAMES_GROUP ?= games
# HOST_STEPS=yes: a build for the fault harness (tests/e2e/test_host_faults.sh),
# in a build directory of its own (B=...): the recorder's named steps
# (src/app/host/host_step.h) stop or kill it where the harness says. Never
# installed setgid, never packaged (src/app/host/host_step.c says why); only a
# command-line value counts, not one from the environment.
HOST_STEPS = no

CC      ?= cc
PKG_CONFIG ?= pkg-config
WARN    = -std=c11 -Wall -Wextra -Wpedantic
CFLAGS  ?= -O2 -g
CPPFLAGS_ALL = -Isrc -DHEXPUZZLE_VERSION='"$(VERSION)"' -DHEXPUZZLE_LEVELDIR='"$(LEVELDIR)"' \
               -D_POSIX_C_SOURCE=200809L \
               -DHEXPUZZLE_HOST_DIR='"$(HOST_DIR)"'
ifeq ($(HOST_STEPS),yes)
CPPFLAGS_ALL += -DHEXPUZZLE_HOST_STEPS
ifeq ($(HOST_SCORES),yes)
$(error HOST_STEPS=yes is a fault-harness build: it is never installed with HOST_SCORES=yes)
endif
ifneq ($(filter deb,$(MAKECMDGOALS)),)
$(error HOST_STEPS=yes is a fault-harness build: it is never packaged)
endif
endif
CURSES_CFLAGS := $(shell $(PKG_CONFIG) --cflags ncursesw 2>/dev/null)
CURSES_LIBS   := $(shell $(PKG_CONFIG) --libs ncursesw 2>/dev/null || echo -lncursesw)
CMOCKA_LIBS   := -lcmocka
# hexcells' solver works off the input path in a thread (tui/hexcells_think.h).
THREAD_LIBS   := -pthread
SAN     = -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all

B = build
# Only src/tui/term*.c is compiled against curses (STYLE: one file owns the
# terminal). Everything else goes into one archive that the unit tests link
# without -lncursesw, so a stray curses call in a game breaks their build.
CURSES_SRC := $(wildcard src/tui/term*.c)
PURE_SRC  := $(filter-out src/app/main.c $(CURSES_SRC),$(shell find src -name "*.c" | sort))

PURE_OBJ  := $(PURE_SRC:%.c=$(B)/obj/%.o)
PURE_LIB  := $(B)/libhexpuzzle.a
TUI_OBJ   := $(CURSES_SRC:%.c=$(B)/obj/%.o)
MAIN_OBJ  := $(B)/obj/src/app/main.o
ASAN_LIB  := $(B)/asan/libhexpuzzle.a

UNIT_SRC  := $(wildcard tests/unit/test_*.c)
UNIT_BIN  := $(UNIT_SRC:tests/unit/%.c=$(B)/tests/%)
ASAN_BIN  := $(UNIT_SRC:tests/unit/%.c=$(B)/asan/tests/%)
ASAN_OBJ  := $(PURE_SRC:%.c=$(B)/asan/obj/%.o)

BENCH_SRC := $(wildcard bench/*.c)
BENCH_BIN := $(BENCH_SRC:bench/%.c=$(B)/bench/%)

export B

.PHONY: all run check check-units check-e2e unit unit-asan e2e man-lint layers deps bench install uninstall clean fuzz host-dir host-key deb

# The games, in the list's order (src/session/game_list.h, a GAME(name) line
# each): each answers to its own name, a link to the one binary.
GAMES := $(shell sed -n 's/^GAME(\([a-z0-9_]*\)).*/\1/p' src/session/game_list.h)
GAME_LINKS := $(GAMES:%=$(B)/%)
# The manual: the shared page and each game's part, in the list's order.
MAN_PARTS := $(GAMES:%=man/games/%.6)
MAN_PAGE := $(B)/hexpuzzle.6

all: $(B)/hexpuzzle $(GAME_LINKS) $(MAN_PAGE)

$(B)/hexpuzzle: $(MAIN_OBJ) $(TUI_OBJ) $(PURE_LIB)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(CURSES_LIBS) $(THREAD_LIBS) -lm

$(PURE_LIB): $(PURE_OBJ)
	rm -f $@ && ar rcs $@ $^

$(ASAN_LIB): $(ASAN_OBJ)
	rm -f $@ && ar rcs $@ $^

# The values built into the objects: a build for another HOST_DIR,
# LEVELDIR or version must not reuse objects made for this one. Only the
# sources that use one are rebuilt for it (found by name), so that a build
# for another install (the host tests', test_install's) costs a few objects,
# not all of them.
$(B)/built-for: FORCE
	@mkdir -p $(B)
	@echo '$(HOST_DIR) $(VERSION) steps=$(HOST_STEPS) $(LEVELDIR)' | cmp -s - $@ \
	  || echo '$(HOST_DIR) $(VERSION) steps=$(HOST_STEPS) $(LEVELDIR)' > $@
FORCE:
BUILT_FOR_SRC := $(shell grep -lE 'HEXPUZZLE_(HOST_DIR|LEVELDIR|VERSION|HOST_STEPS)|host_step\.h' \
                   $(PURE_SRC) $(CURSES_SRC) src/app/main.c)
$(BUILT_FOR_SRC:%.c=$(B)/obj/%.o) $(BUILT_FOR_SRC:%.c=$(B)/asan/obj/%.o): $(B)/built-for

$(GAME_LINKS): $(B)/hexpuzzle
	ln -sf hexpuzzle $@

$(B)/obj/src/tui/term%.o: src/tui/term%.c
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) $(CPPFLAGS) $(CPPFLAGS_ALL) $(CURSES_CFLAGS) -MMD -MP -c -o $@ $<

$(B)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) $(CPPFLAGS) $(CPPFLAGS_ALL) -MMD -MP -c -o $@ $<

$(B)/asan/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(WARN) -O1 -g $(SAN) $(CPPFLAGS_ALL) -MMD -MP -c -o $@ $<

# The sources go before the archive, which a fixture's reach into it needs.
$(B)/tests/%: tests/unit/%.c $(PURE_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) $(CPPFLAGS_ALL) -Itests/unit -o $@ $(filter %.c,$^) \
	  $(filter %.a,$^) $(CMOCKA_LIBS) $(THREAD_LIBS) -lm

$(B)/asan/tests/%: tests/unit/%.c $(ASAN_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(WARN) -O1 -g $(SAN) $(CPPFLAGS_ALL) -Itests/unit -o $@ $(filter %.c,$^) \
	  $(filter %.a,$^) $(CMOCKA_LIBS) $(THREAD_LIBS) -lm

# The shared suites run over every game in the list, each game giving its
# fixtures (tests/unit/game_fixture.h): its rules' to both, its front end's
# (fixture_GAME_fe.c) to test_play.
FIXTURE_SRC    := tests/unit/game_fixture.c $(filter-out %_fe.c,$(wildcard tests/unit/fixture_*.c))
FIXTURE_FE_SRC := tests/unit/play_fixture.c $(wildcard tests/unit/fixture_*_fe.c)
$(B)/tests/test_session $(B)/asan/tests/test_session: $(FIXTURE_SRC)
$(B)/tests/test_play $(B)/asan/tests/test_play: $(FIXTURE_SRC) $(FIXTURE_FE_SRC)

# The tests whose code reaches a front end link tests/unit/term_absent.c,
# which stands in for the terminal (see there): through the application's
# list of games (app/games.h: the config file's keys, the tables' own
# lines, the menu) or the play loop. What they include does not tell: a
# header of the rules may lead to an object that reaches the list. Every
# other test links without it, so that a test of what needs only the rules
# (replays, saves, live logs, ranking, the host) fails to link once that
# code reaches a front end.
TERMINAL_TESTS := config games hexcells_view keymap menu number palette parsers_fuzz scores \
                  session_app settings watch_draw watch_match
$(TERMINAL_TESTS:%=$(B)/tests/test_%) $(TERMINAL_TESTS:%=$(B)/asan/tests/test_%): \
  tests/unit/term_absent.c

# The benches need only the rules: no terminal, absent or not.
$(B)/bench/%: bench/%.c $(PURE_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) $(CPPFLAGS_ALL) -o $@ $^ $(THREAD_LIBS) -lm

# A crafted player's process for the host's tests (test_host_match.sh),
# which install it setgid as the game: never installed otherwise.
$(B)/tests/host_client: tests/e2e/host_client.c $(PURE_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) $(CPPFLAGS_ALL) -o $@ $^ $(THREAD_LIBS) -lm

run: all
	./$(B)/hexpuzzle $(ARGS)

deps:
	@sh tests/deps.sh

unit: $(UNIT_BIN)
	@sh tests/run_unit.sh "unit" $(UNIT_BIN)

unit-asan: $(ASAN_BIN)
	@ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
	  sh tests/run_unit.sh "unit+sanitizers" $(ASAN_BIN)

$(MAN_PAGE): man/hexpuzzle.6.in man/assemble.awk src/session/game_list.h $(MAN_PARTS)
	@mkdir -p $(dir $@)
	awk -v games="$(MAN_PARTS)" -f man/assemble.awk man/hexpuzzle.6.in > $@.tmp
	mv $@.tmp $@

man-lint: $(MAN_PAGE)
	@sh tests/man_lint.sh $(MAN_PAGE)

# No file includes a header of a layer above its own (README: Layout).
layers:
	@sh tests/layers.sh

e2e: all
	@sh tests/e2e/run_all.sh

# Each stage is its own make so that a missing test library is installed
# before anything is compiled against it; the build (program, unit tests,
# both ways) uses every core. The unit tests and the manual's lint then run
# beside the end-to-end scripts, which mostly wait for screens; -Otarget
# keeps each one's output whole. A stage's wall time goes to
# $(B)/check-times, which the summary shows.
CHECK_JOBS ?= $(shell nproc 2>/dev/null || echo 2)
timed = s=$$(date +%s); $(2) || exit 1; mkdir -p $(B); \
	echo "$(1) $$(($$(date +%s) - s))" >> $(B)/check-times
check:
	@rm -f $(B)/check-counts $(B)/check-times
	@$(call timed,deps,$(MAKE) --no-print-directory deps)
	@$(call timed,layers,$(MAKE) --no-print-directory layers)
	@$(call timed,build,$(MAKE) --no-print-directory -j$(CHECK_JOBS) all $(UNIT_BIN) $(ASAN_BIN))
	@$(call timed,tests,$(MAKE) --no-print-directory -j2 -Otarget check-units check-e2e)
	@sh tests/summary.sh

check-units:
	@$(call timed,unit,$(MAKE) --no-print-directory unit)
	@$(call timed,unit-asan,$(MAKE) --no-print-directory unit-asan)
	@$(call timed,man-lint,$(MAKE) --no-print-directory man-lint)

check-e2e:
	@$(call timed,e2e,$(MAKE) --no-print-directory e2e)

bench: all $(BENCH_BIN)
	@sh bench/run.sh

# The games' own names are links to the one binary, and their man pages
# point at hexpuzzle(6); the levels that come with a game go where the
# manual says.
LEVELS := $(wildcard levels/*/*)
install: all
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)
	install -m 755 $(B)/hexpuzzle $(DESTDIR)$(BINDIR)/hexpuzzle
	for g in $(GAMES); do ln -sf hexpuzzle $(DESTDIR)$(BINDIR)/$$g; done
	install -m 644 $(MAN_PAGE) $(DESTDIR)$(MANDIR)/hexpuzzle.6
	for g in $(GAMES); do printf '.so man6/hexpuzzle.6\n' > $(DESTDIR)$(MANDIR)/$$g.6; done
	for f in $(LEVELS:levels/%=%); do \
	  install -D -m 644 levels/$$f $(DESTDIR)$(LEVELDIR)/$$f || exit 1; done
ifeq ($(HOST_SCORES),yes)
	chgrp $(GAMES_GROUP) $(DESTDIR)$(BINDIR)/hexpuzzle
	chmod 2755 $(DESTDIR)$(BINDIR)/hexpuzzle
	@$(MAKE) --no-print-directory host-dir
endif

# The host directory's layout (src/app/host/host.h): root:games, nothing
# for others. Live logs are only ever a running game's, so an older
# install's (its players' own) go; so do its locks, which nothing takes
# any more. The key is made once,
# where the tables are kept: never into a DESTDIR, whose files every
# machine installing the package would share (a package's postinst makes
# it there, as this does).
H = $(DESTDIR)$(HOST_DIR)
host-dir:
	rm -rf $(H)/live $(H)/.lock $(H)/lock
	install -d -o root -g $(GAMES_GROUP) -m 2770 $(H) $(H)/records $(H)/live $(H)/kept $(H)/match
ifeq ($(DESTDIR),)
	@$(MAKE) --no-print-directory host-key
endif

host-key:
	[ -s $(HOST_DIR)/key ] || { umask 077 && head -c 32 /dev/urandom > $(HOST_DIR)/key.new \
	  && chown root:$(GAMES_GROUP) $(HOST_DIR)/key.new && chmod 0640 $(HOST_DIR)/key.new \
	  && mv $(HOST_DIR)/key.new $(HOST_DIR)/key; }

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/hexpuzzle $(DESTDIR)$(MANDIR)/hexpuzzle.6 \
	      $(GAMES:%=$(DESTDIR)$(BINDIR)/%) $(GAMES:%=$(DESTDIR)$(MANDIR)/%.6) \
	      $(LEVELS:levels/%=$(DESTDIR)$(LEVELDIR)/%)
	for d in $(sort $(dir $(LEVELS:levels/%=$(DESTDIR)$(LEVELDIR)/%))); do \
	  rmdir $$d 2>/dev/null || true; done
	rmdir $(DESTDIR)$(LEVELDIR) $(dir $(DESTDIR)$(LEVELDIR)) 2>/dev/null || true

# The Debian package (debian/), built from a copy of the tree: the .deb
# lands in $(B)/deb/.
deb:
	@sh debian/make-deb.sh $(B)/deb

# libFuzzer targets for the parsers (clang); run one with e.g.
# build/fuzz/fuzz_scores -max_total_time=60. Each links what it uses of an
# archive of every curses-free source, as the program does.
FUZZ_CC    ?= clang
FUZZ_FLAGS = -g -O1 -std=c11 -D_POSIX_C_SOURCE=200809L -Isrc \
             -DHEXPUZZLE_VERSION='"$(VERSION)"' -fsanitize=address,undefined
FUZZ_BIN  := $(patsubst tests/fuzz/%.c,$(B)/fuzz/%,$(wildcard tests/fuzz/fuzz_*.c))
FUZZ_OBJ  := $(PURE_SRC:%.c=$(B)/fuzz/obj/%.o)
fuzz: $(FUZZ_BIN)
	@echo "built: $^ (run one with -max_total_time=SECONDS)"

$(B)/fuzz/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_FLAGS) -fsanitize=fuzzer-no-link -c -o $@ $<

$(B)/fuzz/libpure.a: $(FUZZ_OBJ)
	rm -f $@ && ar rcs $@ $^

$(B)/fuzz/fuzz_%: tests/fuzz/fuzz_%.c tests/unit/term_absent.c $(B)/fuzz/libpure.a
	$(FUZZ_CC) $(FUZZ_FLAGS) -fsanitize=fuzzer -o $@ $^ -lm

clean:
	rm -rf $(B)

-include $(shell find $(B) -name '*.d' 2>/dev/null)
