# arrc: one GNU Makefile; every output goes under build/.
#
#   make                  build build/arrc
#   make check            build and run every test; ends with "N passed, N failed, N skipped"
#   make check-asan       the same tests against an AddressSanitizer/UBSan build
#   make fuzz             fuzz the lexer, parser and type inference with libFuzzer (FUZZ_SECONDS, default 600)
#   make deps             install the Debian packages the build and tests need
#   make install          PREFIX=/usr/local DESTDIR= : the compiler and its manual page
#   make clean

CC      ?= cc
RE2C    ?= re2c
BISON   ?= bison
CLANG   ?= clang
PREFIX  ?= /usr/local
DESTDIR ?=

WARN     = -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes
ifeq ($(WERROR),1)
WARN    += -Werror
endif
CFLAGS  ?= -O2 -g
ALL_CFLAGS = -std=c11 $(WARN) $(CFLAGS) -Isrc -Ilexer -Iparser -Iir -I$(GEN)
LDLIBS  += -lm

B       = build
GEN     = $(B)/gen
OBJ     = $(B)/obj

# The front end, shared by the compiler, the unit tests and the fuzzer.
FRONT_SRC = src/util.c src/diag.c parser/ast.c parser/ast_print.c ir/types.c
FRONT_GEN = $(GEN)/lexer.c $(GEN)/parser.c
FRONT_OBJ = $(patsubst %.c,$(OBJ)/%.o,$(FRONT_SRC)) $(OBJ)/gen/lexer.o $(OBJ)/gen/parser.o

UNIT_SRC  = $(wildcard tests/unit/*.c)
UNIT_OBJ  = $(patsubst %.c,$(OBJ)/%.o,$(UNIT_SRC))

all: $(B)/arrc

$(GEN)/parser.c $(GEN)/parser.h: parser/parser.y
	@mkdir -p $(GEN)
	$(BISON) -Wall -Werror --header=$(GEN)/parser.h -o $(GEN)/parser.c $<

# The lexer includes parser.h for the token codes, so Bison runs first.
$(GEN)/lexer.c: lexer/lexer.re $(GEN)/parser.h
	@mkdir -p $(GEN)
	$(RE2C) -W --no-generation-date -o $@ $<

$(OBJ)/%.o: %.c $(GEN)/parser.h $(wildcard src/*.h lexer/*.h parser/*.h ir/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(OBJ)/gen/%.o: $(GEN)/%.c $(wildcard src/*.h lexer/*.h parser/*.h ir/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

# The middle end: the IR, its construction and its checks.
IR_SRC = ir/ir.c ir/scope.c ir/build.c ir/infer.c ir/builtins.c ir/print.c ir/verify.c
IR_OBJ = $(patsubst %.c,$(OBJ)/%.o,$(IR_SRC))

$(B)/arrc: $(OBJ)/src/main.o $(FRONT_OBJ) $(IR_OBJ)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(B)/unit-tests: $(UNIT_OBJ) $(FRONT_OBJ) $(IR_OBJ)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ -lcriterion $(LDLIBS)

check: $(B)/arrc $(B)/unit-tests
	@ARRC=$(B)/arrc UNIT=$(B)/unit-tests bash tests/run.sh

# A separate tree under build/asan so the sanitizer build never mixes with
# the normal one.
check-asan:
	$(MAKE) --no-print-directory B=$(B)/asan CFLAGS="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all" \
	  LDFLAGS="-fsanitize=address,undefined" check

fuzz: $(B)/fuzz-frontend
	@mkdir -p $(B)/fuzz-corpus
	cp samples/*.arr tests/ast/*.arr tests/errors/*.arr tests/ir/*.arr tests/types/types.arr $(B)/fuzz-corpus/ 2>/dev/null || true
	$(B)/fuzz-frontend -max_total_time=$(or $(FUZZ_SECONDS),600) -timeout=5 -rss_limit_mb=2048 \
	  -print_final_stats=1 -dict=tests/fuzz/python.dict $(B)/fuzz-corpus

$(B)/fuzz-frontend: tests/fuzz/fuzz_frontend.c $(FRONT_SRC) $(FRONT_GEN) $(IR_SRC)
	$(CLANG) -std=c11 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
	  -Isrc -Ilexer -Iparser -Iir -I$(GEN) -o $@ $^ -lm

deps:
	bash scripts/install-deps.sh

install: $(B)/arrc
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 $(B)/arrc $(DESTDIR)$(PREFIX)/bin/arrc
	install -m 644 man/arrc.1 $(DESTDIR)$(PREFIX)/share/man/man1/arrc.1

clean:
	rm -rf $(B)

.PHONY: all check check-asan fuzz deps install clean
.DELETE_ON_ERROR:
