# arrc: one GNU Makefile; every output goes under build/.
#
#   make                  build build/arrc and the runtime library build/libarrc_rt.a (make -j8 is safe)
#   make check            build and run every test; ends with "N passed, N failed, N skipped"
#                         (GPU golden programs among them, through the emulating CUDA driver tests/fakecuda)
#                         (tests/make_deps.sh among them checks this Makefile's header dependencies)
#   make check-asan       the same tests against an AddressSanitizer/UBSan build
#   make docs             regenerate docs/builtins.md, the reference of supported functions
#   make oracle           regenerate tests/golden/*.out with python3 + Numba (the oracle)
#   make check-oracle     compare every golden program's output with the oracle's
#   make check-valgrind   run every golden program under valgrind
#   make check-diff       differential testing: random programs, arrc against the oracle (DIFF_N=100, DIFF_SEED=1)
#   make fuzz             fuzz the front end and type inference with libFuzzer (FUZZ_SECONDS, default 600);
#                         corpus and crashes under build/ (tests/fuzz/README.md)
#   make deps             install the Debian packages the build and tests need
#   make install          PREFIX=/usr/local DESTDIR= : the compiler, its manual page, the runtime,
#                         <arrc/arrc_lib.h> and the pkg-config file arrc.pc (library mode)
#   make clean

# Grouped targets (&:), for Bison's two outputs, came with GNU make 4.3.
ifeq ($(filter grouped-target,$(.FEATURES)),)
$(error GNU make 4.3 or later is needed (this is $(MAKE_VERSION)))
endif

CC      ?= cc
RE2C    ?= re2c
BISON   ?= bison
CLANG   ?= clang
PREFIX  ?= /usr/local
DESTDIR ?=
ARRC_VERSION := $(shell sed -n 's/^\#define ARRC_VERSION "\(.*\)"/\1/p' src/util.h)

WARN     = -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes
ifeq ($(WERROR),1)
WARN    += -Werror
endif
CFLAGS  ?= -O2 -g
ALL_CFLAGS = -std=c11 $(WARN) $(CFLAGS) -Isrc -Ilexer -Iparser -Iir -Iruntime -I$(GEN)
LDLIBS  += -lm

B       = build
GEN     = $(B)/gen
OBJ     = $(B)/obj

# The front end, shared by the compiler, the unit tests and the fuzzer.
FRONT_SRC = src/util.c src/diag.c src/warnings.c parser/ast.c parser/ast_print.c ir/types.c
FRONT_GEN = $(GEN)/lexer.c $(GEN)/parser.c
FRONT_OBJ = $(patsubst %.c,$(OBJ)/%.o,$(FRONT_SRC)) $(OBJ)/gen/lexer.o $(OBJ)/gen/parser.o

UNIT_SRC  = $(wildcard tests/unit/*.c)
UNIT_OBJ  = $(patsubst %.c,$(OBJ)/%.o,$(UNIT_SRC))

# The runtime library compiled programs link with. Position-independent,
# since programs are linked as PIE.
RT_SRC  = $(wildcard runtime/*.c)
RT_OBJ  = $(patsubst %.c,$(OBJ)/%.o,$(RT_SRC))
RT_LIB  = $(B)/libarrc_rt.a

all: $(B)/arrc $(RT_LIB)

# Header dependencies: every compile writes, beside its object, a .d file
# listing the headers it read (-MMD), with an empty rule for each header
# (-MP) so that deleting or renaming a header does not stop the build. So
# touching a header rebuilds exactly the objects that include it, directly
# or through another header, and what links them. A new header or .def file
# needs no rule here.
DEPFLAGS = -MMD -MP

$(OBJ)/runtime/%.o: runtime/%.c $(OBJ)/runtime/%.d
	@mkdir -p $(dir $@)
	$(CC) -std=c11 -D_GNU_SOURCE $(WARN) $(CFLAGS) $(DEPFLAGS) -fPIC -Iruntime -c -o $@ $<

# The ziggurat tables of NumPy's Generator are computed at build time from
# the ziggurat construction (scripts/gen_ziggurat.py; Python's decimal
# module, no NumPy needed); override, so that a CFLAGS given on the command
# line (check-asan) keeps the include.
$(GEN)/ziggurat_tables.h: scripts/gen_ziggurat.py
	@mkdir -p $(GEN)
	python3 $< $@
$(OBJ)/runtime/generator_dist.o: $(GEN)/ziggurat_tables.h
$(OBJ)/runtime/generator_dist.o: override CFLAGS += -I$(GEN)

# Open MPI (issue 18), found with pkg-config, else with mpicc --showme.
# The runtime's MPI files (runtime/mpi*.c) are compiled against its mpi.h,
# the compiler learns its linker options for programs that import mpi4py
# or numba_mpi, and ir/type_mpi.c that it may accept them. Without Open
# MPI, arrc builds and refuses those imports with a message saying so.
MPI_CFLAGS := $(or $(shell pkg-config --cflags ompi-c 2>/dev/null),$(shell mpicc --showme:compile 2>/dev/null))
MPI_LIBS   := $(or $(shell pkg-config --libs ompi-c 2>/dev/null),$(shell mpicc --showme:link 2>/dev/null))
ifneq ($(strip $(MPI_LIBS)),)
$(patsubst %.c,$(OBJ)/%.o,$(wildcard runtime/mpi*.c)): override CFLAGS += -DARRC_HAVE_MPI $(MPI_CFLAGS)
$(patsubst %.c,$(OBJ)/%.o,$(wildcard ir/type_mpi*.c)): override CFLAGS += -DARRC_HAVE_MPI
$(OBJ)/codegen/link.o: override CFLAGS += -DARRC_MPI_LIBS='"$(strip $(MPI_LIBS))"'
$(OBJ)/src/sysinfo.o: override CFLAGS += -DARRC_MPI_LIBS='"$(strip $(MPI_LIBS))"' \
	-DARRC_MPI_VERSION='"$(shell pkg-config --modversion ompi-c 2>/dev/null)"'
endif

$(RT_LIB): $(RT_OBJ)
	@rm -f $@
	ar rcs $@ $^

# Bison writes parser.c and parser.h in one run: a grouped target (&:), so
# that a parallel make runs it once for both, never twice at the same time.
$(GEN)/parser.c $(GEN)/parser.h &: parser/parser.y
	@mkdir -p $(GEN)
	$(BISON) -Wall -Werror --header=$(GEN)/parser.h -o $(GEN)/parser.c $<

# re2c writes the one file, lexer.c. The lexer's C code includes parser.h
# for the token codes, a dependency of lexer.o (below), not of re2c's run.
$(GEN)/lexer.c: lexer/lexer.re
	@mkdir -p $(GEN)
	$(RE2C) -W --no-generation-date -o $@ $<

# parser.h is generated, so no .d file can name it before the first build:
# every compile waits for it (an order-only prerequisite, which by itself
# rebuilds nothing), and from then on the .d files make the objects that
# include it depend on it.
$(OBJ)/%.o: %.c $(OBJ)/%.d | $(GEN)/parser.h
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(DEPFLAGS) -c -o $@ $<

$(OBJ)/gen/%.o: $(GEN)/%.c $(OBJ)/gen/%.d | $(GEN)/parser.h
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(DEPFLAGS) -c -o $@ $<

# The middle end: the IR, its construction and its checks.
# ir/types.c is in the front end already (the fuzzer and unit tests
# need it without the rest of ir/).
IR_SRC = $(filter-out $(FRONT_SRC),$(wildcard ir/*.c))
IR_OBJ = $(patsubst %.c,$(OBJ)/%.o,$(IR_SRC))

# The back end: LLVM 19 through its C API.
# LLVM's libraries are linked statically: loading the shared libLLVM
# (130 MB) took 23 ms at every start of arrc, five times the whole of
# `arrc --emit=ast` on a small file; the static components cost 5 ms.
LLVM_CONFIG ?= llvm-config-19
LLVM_CFLAGS := $(shell $(LLVM_CONFIG) --includedir 2>/dev/null | sed 's/^/-isystem /')
LLVM_COMPONENTS = core nvptx x86 passes ipo linker bitreader bitwriter analysis target irreader
LLVM_ZSTD   := $(firstword $(wildcard /usr/lib/*/libzstd.so /usr/lib/*/libzstd.so.1) -lzstd)
LLVM_LIBS   := $(shell $(LLVM_CONFIG) --ldflags 2>/dev/null) \
               $(shell $(LLVM_CONFIG) --link-static --libs $(LLVM_COMPONENTS) 2>/dev/null) \
               -lrt -ldl -lz $(LLVM_ZSTD) -lstdc++
CG_SRC = $(wildcard codegen/*.c)
CG_OBJ = $(patsubst %.c,$(OBJ)/%.o,$(CG_SRC))

$(OBJ)/codegen/%.o: codegen/%.c $(OBJ)/codegen/%.d | $(GEN)/parser.h
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(DEPFLAGS) -Icodegen $(LLVM_CFLAGS) -c -o $@ $<

$(OBJ)/src/main.o: src/main.c $(OBJ)/src/main.d | $(GEN)/parser.h
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(DEPFLAGS) -Icodegen $(LLVM_CFLAGS) -c -o $@ $<

# Library mode's options and header (src/clib.c) use the code generator's
# header, as main.c does.
$(OBJ)/src/clib.o: src/clib.c $(OBJ)/src/clib.d | $(GEN)/parser.h
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(DEPFLAGS) -Icodegen $(LLVM_CFLAGS) -c -o $@ $<

# The declarations of runtime/arrc_lib.h that every header arrc --header
# writes repeats, as a C string for codegen/clib.c.
$(GEN)/arrc_lib_h.inc: runtime/arrc_lib.h
	@mkdir -p $(GEN)
	sed 's/\\/\\\\/g; s/"/\\"/g; s/^/"/; s/$$/\\n"/' $< > $@
$(OBJ)/codegen/clib.o: $(GEN)/arrc_lib_h.inc

# arrc test, the golden-output runner (src/testrun.h).
TESTRUN_SRC = src/testrun.c src/testcase.c src/textdiff.c src/junit.c
TESTRUN_OBJ = $(patsubst %.c,$(OBJ)/%.o,$(TESTRUN_SRC))
# The driver's pieces beside main.c: temporary files and signals, output
# files, dependency rules, option spellings.
DRIVER_SRC = src/cleanup.c src/output.c src/depfile.c src/options.c
DRIVER_OBJ = $(patsubst %.c,$(OBJ)/%.o,$(DRIVER_SRC))
# arrc --sysinfo asks LLVM about the host, and reports the thread count
# with the runtime's own reader of the environment (runtime/threads.c).
SYSINFO_OBJ = $(OBJ)/src/sysinfo.o $(OBJ)/runtime/threads.o

$(OBJ)/src/sysinfo.o: src/sysinfo.c $(OBJ)/src/sysinfo.d | $(GEN)/parser.h
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(DEPFLAGS) -Icodegen $(LLVM_CFLAGS) -c -o $@ $<

$(B)/arrc: $(OBJ)/src/main.o $(OBJ)/src/clib.o $(TESTRUN_OBJ) $(DRIVER_OBJ) $(FRONT_OBJ) $(IR_OBJ) $(CG_OBJ) $(SYSINFO_OBJ)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LLVM_LIBS) $(LDLIBS)

$(B)/unit-tests: $(UNIT_OBJ) $(FRONT_OBJ) $(IR_OBJ) $(DRIVER_OBJ) $(RT_LIB) $(OBJ)/src/textdiff.o
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ -lcriterion $(LDLIBS) -llapack -lblas -lz -lpthread

# The emulating CUDA driver of the tests (tests/fakecuda/README.md): a
# shared library the runtime loads instead of libcuda.so.1 when
# ARRC_CUDA_DRIVER names it, and its own Criterion tests, which link its
# sources directly.
FAKECUDA_SRC = tests/fakecuda/fakecuda.c tests/fakecuda/ptx.c
FAKECUDA_HDR = tests/fakecuda/fakecuda.h runtime/rt_gpu.h runtime/arrc_rt.h runtime/arrc_abi.h

$(B)/libfakecuda.so: $(FAKECUDA_SRC) $(FAKECUDA_HDR)
	@mkdir -p $(B)
	$(CC) -std=c11 $(WARN) $(CFLAGS) -fPIC -shared -fvisibility=hidden -Iruntime -Itests/fakecuda \
	  -o $@ $(FAKECUDA_SRC) -lpthread

$(B)/fakecuda-tests: tests/fakecuda/test_fakecuda.c $(FAKECUDA_SRC) $(FAKECUDA_HDR)
	@mkdir -p $(B)
	$(CC) -std=c11 $(WARN) $(CFLAGS) $(LDFLAGS) -Iruntime -Itests/fakecuda \
	  -o $@ tests/fakecuda/test_fakecuda.c $(FAKECUDA_SRC) -lcriterion -lpthread

check: $(B)/arrc $(B)/unit-tests $(RT_LIB) $(B)/libfakecuda.so $(B)/fakecuda-tests
	@ARRC=$(B)/arrc UNIT=$(B)/unit-tests FAKECUDA=$(B)/libfakecuda.so FAKECUDA_TESTS=$(B)/fakecuda-tests \
	  bash tests/run.sh

# A separate tree under build/asan so the sanitizer build never mixes with
# the normal one. Programs compiled there link with the sanitized runtime,
# so the golden tests also check the runtime under ASan and UBSan.
check-asan:
	ARRC_LDFLAGS="-fsanitize=address,undefined" \
	$(MAKE) --no-print-directory B=$(B)/asan CFLAGS="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all" \
	  LDFLAGS="-fsanitize=address,undefined" check

# libFuzzer adds the inputs it finds to the corpus folder it is given and
# writes crashing inputs to the working directory unless told otherwise:
# both go under build/ (tests/fuzz/README.md), never into the source tree.
fuzz: $(B)/fuzz-frontend
	@mkdir -p $(B)/fuzz-corpus $(B)/fuzz-artifacts
	cp samples/*.arr tests/ast/*.arr tests/errors/*.arr tests/ir/*.arr tests/types/types.arr \
	  tests/fuzz/regressions/* $(B)/fuzz-corpus/ 2>/dev/null || true
	$(B)/fuzz-frontend -max_total_time=$(or $(FUZZ_SECONDS),600) -timeout=5 -rss_limit_mb=2048 \
	  -print_final_stats=1 -dict=tests/fuzz/python.dict -artifact_prefix=$(B)/fuzz-artifacts/ \
	  $(B)/fuzz-corpus

# One compiler run over all the sources, so no .d files: the binary
# depends on every header of the front end and the middle end.
$(B)/fuzz-frontend: tests/fuzz/fuzz_frontend.c $(FRONT_SRC) $(FRONT_GEN) $(IR_SRC) $(GEN)/parser.h \
                    $(wildcard src/*.h lexer/*.h parser/*.h ir/*.h ir/*.def runtime/arrc_abi.h)
	$(CLANG) -std=c11 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
	  -Isrc -Ilexer -Iparser -Iir -Iruntime -I$(GEN) -o $@ $(filter %.c,$^) -lm

# The expected outputs of tests/golden come from python3 + NumPy + Numba.
# The reference of supported functions, generated from ir/builtins.def.
docs: $(B)/arrc
	$(B)/arrc --list-builtins > docs/builtins.md

oracle:
	bash tests/oracle.sh regen

check-oracle: $(B)/arrc $(RT_LIB)
	ARRC=$(B)/arrc bash tests/oracle.sh check $(B)/arrc
	bash tests/mpi.sh --check-oracle
	bash tests/mpi_samples.sh --check-oracle

# Every golden program under valgrind: no errors, nothing lost. Compiled
# for x86-64-v3, since valgrind does not decode AVX-512.
check-valgrind: $(B)/arrc $(RT_LIB)
	ARRC_FLAGS="-g -march=x86-64-v3" bash tests/valgrind.sh $(B)/arrc

# Differential testing (tests/diff/README.md): DIFF_N random programs from
# seed DIFF_SEED, each run under the oracle and compiled with arrc; ends with
# "diff: N programs, N same, N differ" and fails when any differ.
check-diff: $(B)/arrc $(RT_LIB)
	@python3 tests/diff/difftest.py --arrc $(B)/arrc

deps:
	bash scripts/install-deps.sh

install: $(B)/arrc $(RT_LIB)
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/lib/arrc
	install -m 755 $(B)/arrc $(DESTDIR)$(PREFIX)/bin/arrc
	install -m 644 $(RT_LIB) $(DESTDIR)$(PREFIX)/lib/arrc/libarrc_rt.a
	install -m 644 man/arrc.1 $(DESTDIR)$(PREFIX)/share/man/man1/arrc.1
	@# Library mode (docs/library.md): the public header and the pkg-config
	@# file that C programs linking an `arrc -c` object use.
	install -d $(DESTDIR)$(PREFIX)/include/arrc $(DESTDIR)$(PREFIX)/lib/pkgconfig
	install -m 644 runtime/arrc_lib.h $(DESTDIR)$(PREFIX)/include/arrc/arrc_lib.h
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@VERSION@|$(ARRC_VERSION)|g' scripts/arrc.pc.in \
	  > $(DESTDIR)$(PREFIX)/lib/pkgconfig/arrc.pc
	chmod 644 $(DESTDIR)$(PREFIX)/lib/pkgconfig/arrc.pc
	install -d $(DESTDIR)$(PREFIX)/share/arrc
	install -m 644 scripts/arrc-gdb.py $(DESTDIR)$(PREFIX)/share/arrc/arrc-gdb.py

clean:
	rm -rf $(B)

# The header dependencies the compiler wrote (DEPFLAGS above); none exist
# before the first build, which compiles everything anyway.
ALL_OBJ = $(RT_OBJ) $(FRONT_OBJ) $(IR_OBJ) $(CG_OBJ) $(OBJ)/src/main.o $(OBJ)/src/clib.o $(DRIVER_OBJ) $(UNIT_OBJ) $(TESTRUN_OBJ) $(OBJ)/src/sysinfo.o
-include $(ALL_OBJ:.o=.d)
# An object whose dependency file is missing (built before -MMD, or the
# file deleted) is rebuilt: the empty rule "remakes" the missing .d.
$(OBJ)/%.d: ;
.PRECIOUS: $(OBJ)/%.d

.PHONY: all check check-asan check-diff check-oracle check-valgrind docs oracle fuzz deps install clean
.DELETE_ON_ERROR:
