#!/usr/bin/env bash
# Debug information (docs/debugging.md): -g gives gdb source lines,
# functions, parameters and local variables; -lineinfo and -g give the PTX
# .file and .loc directives; neither changes what a program prints. Prints
# "ok NAME", "FAIL NAME: why" or "SKIP NAME: why" per check (tests/run.sh
# counts them). Needs gdb (scripts/install-deps.sh installs it),
# llvm-dwarfdump-19 (LLVM 19's tools), and for some checks ptxas, valgrind
# and the emulating CUDA driver build/libfakecuda.so; checks whose tool is
# missing are skipped, visibly.
ARRC=${ARRC:-build/arrc}
case "$ARRC" in /*) ;; *) ARRC=$PWD/$ARRC ;; esac
root=$PWD
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

pass() { echo "ok $1"; }
fail() { echo "FAIL $1: $2"; }
skip() { echo "SKIP $1: $2"; }
# CHECK FILE REGEX: FILE has a line matching the extended REGEX.
has() {
  if grep -Eq -- "$3" "$2"; then pass "$1"; else
    fail "$1" "no line matches /$3/ in $(grep -v '^\[\|libthread_db' "$2" | head -c 400 | tr '\n' '|')"; fi
}
lacks() {
  if grep -Eq -- "$3" "$2"; then fail "$1" "$(grep -Em1 -- "$3" "$2")"; else pass "$1"; fi
}
# The line of tests/debug/smooth.arr that carries the comment "# gdb: NAME".
line_of() { grep -n "# gdb: $1\$" "$root/tests/debug/smooth.arr" | cut -d: -f1; }

# The program is compiled in a folder of its own from a path with a folder
# in it, so that the checks see the file name as given and the directory
# arrc ran in (DW_AT_name, DW_AT_comp_dir).
mkdir -p "$tmp/proj/src"
cp "$root/tests/debug/smooth.arr" "$tmp/proj/src/"
compile() { # NAME FLAGS...: $tmp/proj/NAME from src/smooth.arr
  local name=$1
  shift
  (cd "$tmp/proj" && "$ARRC" "$@" src/smooth.arr -o "$name") 2>"$tmp/$name.err" ||
    { fail "compile $name ($*)" "$(head -5 "$tmp/$name.err")"; return 1; }
}
# gdb -batch on $tmp/proj/NAME with the commands given, into $tmp/NAME.gdb;
# 1 when gdb cannot run programs here (no ptrace), which skips the checks.
debug() { # NAME GDB-ARGS...
  local name=$1
  shift
  # LeakSanitizer cannot run under ptrace: a program built by make
  # check-asan's compiler would end with its error, not normally.
  (cd "$tmp/proj" && ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0 \
    timeout 60 gdb -nx -batch "$@" "./$name") >"$tmp/$name.gdb" 2>&1
  if grep -q "ptrace: Operation not permitted\|Couldn't get registers\|cannot be run" "$tmp/$name.gdb"; then
    skip "gdb $name" "gdb cannot run programs here: $(grep -m1 'ptrace\|registers\|cannot' "$tmp/$name.gdb")"
    return 1
  fi
}

window=$(line_of window) store=$(line_of store) call=$(line_of call) report=$(line_of report)

# --- gdb at -O0 -g: breakpoints on source lines, locals, parameters, arrays,
# strings and the backtrace with the program's function names ------------
if ! command -v gdb >/dev/null; then
  skip "gdb -O0 -g" "no gdb (scripts/install-deps.sh installs it)"
elif compile o0 -O0 -g && debug o0 \
  -ex "break smooth.arr:$store if i == 3" -ex run -ex 'info locals' -ex 'info args' \
  -ex 'print n' -ex 'print s' -ex 'print a.data[4]' -ex 'print a.shape[0]' -ex 'print out.strides' -ex bt \
  -ex "break src/smooth.arr:$report" -ex continue -ex 'info args' -ex 'print count' -ex 'print name.data' \
  -ex continue; then
  log=$tmp/o0.gdb
  has "gdb -O0: breakpoint on a line of an @njit function" "$log" \
    "^Breakpoint 1, smooth \(a=\.\.\., n=8, scale=3\) at src/smooth\.arr:$store\$"
  has "gdb -O0: the breakpoint's line" "$log" "^$store[[:space:]]+out\[i\] = s / scale"
  has "gdb -O0: local int (loop variable)" "$log" '^i = 3$'
  has "gdb -O0: local float" "$log" '^s = 13\.5$'
  has "gdb -O0: local float updated by the loop" "$log" '^total = 4\.5$'
  has "gdb -O0: local array as data, shape, strides" "$log" \
    '^out = \{data = 0x[0-9a-f]+, ndim = 1, itemsize = 8, size = 8, shape = \{8\}, strides = \{8\}\}$'
  has "gdb -O0: local bool" "$log" '^big = (false|true)$'
  has "gdb -O0: info args" "$log" '^scale = 3$'
  has "gdb -O0: print a parameter" "$log" '^\$1 = 8$'
  has "gdb -O0: print a local" "$log" '^\$2 = 13\.5$'
  has "gdb -O0: print an array element" "$log" '^\$3 = 6$'
  has "gdb -O0: print a dimension" "$log" '^\$4 = 8$'
  has "gdb -O0: print the strides" "$log" '^\$5 = \{8\}$'
  has "gdb -O0: backtrace, the @njit function" "$log" "^#0  smooth \(a=\.\.\., n=8, scale=3\) at src/smooth\.arr:$store\$"
  has "gdb -O0: backtrace, its host caller and line" "$log" "^#1  0x[0-9a-f]+ in main \(\) at src/smooth\.arr:$call\$"
  has "gdb -O0: backtrace, the module's code" "$log" '^#2  0x[0-9a-f]+ in <module> \(\) at src/smooth\.arr:[0-9]+$'
  has "gdb -O0: breakpoint in a host function" "$log" "^Breakpoint 2, report \(name=\.\.\., values=\.\.\.\) at src/smooth\.arr:$report\$"
  has "gdb -O0: a string parameter" "$log" '^name = \{len = 8, data = 0x[0-9a-f]+ "smoothed"\}$'
  has "gdb -O0: a local of a host function" "$log" '^\$6 = 8$'
  has "gdb -O0: the program ran to its end" "$log" 'exited normally'
fi

# --- the pretty-printers of scripts/arrc-gdb.py: arrays as NumPy's repr
# (views through their strides), strings as Python's; print/r the struct ---
if command -v gdb >/dev/null && [ -x "$tmp/proj/o0" ] && debug o0 -x "$root/scripts/arrc-gdb.py" \
  -ex "break smooth.arr:$store if i == 3" -ex run -ex 'print a' -ex 'print/r out' -ex 'info locals' \
  -ex "break src/smooth.arr:$report" -ex continue -ex 'print name' -ex continue; then
  log=$tmp/o0.gdb
  mv "$log" "$tmp/pretty.gdb"
  log=$tmp/pretty.gdb
  has "gdb pretty: an array" "$log" '^\$1 = array\(\[0\.0, 1\.5, 3\.0, 4\.5, 6\.0, 7\.5, 9\.0, 10\.5\], dtype=float64\)$'
  has "gdb pretty: print/r shows the struct" "$log" '^\$2 = \{data = 0x[0-9a-f]+, ndim = 1,'
  has "gdb pretty: info locals" "$log" '^out = array\(\[0\.0, 1\.5, 3\.0, 0\.0, 0\.0, 0\.0, 0\.0, 0\.0\], dtype=float64\)$'
  has "gdb pretty: a string" "$log" "^\\\$3 = 'smoothed'\$"
fi

# --- lists, tuples and optionals, raw and pretty-printed ------------------
cp "$root/tests/debug/containers.arr" "$tmp/proj/src/"
found=$(grep -n '# gdb: found$' "$root/tests/debug/containers.arr" | cut -d: -f1)
at_main=$(grep -n '# gdb: main$' "$root/tests/debug/containers.arr" | cut -d: -f1)
if ! command -v gdb >/dev/null; then
  :
elif ! (cd "$tmp/proj" && "$ARRC" -O0 -g src/containers.arr -o cont 2>"$tmp/cont.err"); then
  fail "compile containers" "$(head -3 "$tmp/cont.err")"
elif debug cont -ex "break containers.arr:$found" -ex "break containers.arr:$at_main" -ex run -ex 'info locals' \
  -ex 'print *xs.data@xs.len' -ex continue -ex 'print pair.f1' -ex 'print names.len' \
  -ex 'source '"$root/scripts/arrc-gdb.py" -ex 'info locals' -ex 'print found'; then
  log=$tmp/cont.gdb
  has "gdb: an optional" "$log" '^found = \{valid = true, value = 2\}$'
  has "gdb: a list's elements" "$log" '^\$1 = \{3, 1, 4, 1, 5\}$'
  has "gdb: a tuple's field" "$log" '^\$2 = 2\.5$'
  has "gdb: a list's length" "$log" '^\$3 = 2$'
  has "gdb pretty: a list of strings" "$log" "^names = \\['a', 'bc'\\]\$"
  has "gdb pretty: a list of arrays" "$log" '^arrs = \[array\(\[0\.0, 0\.0\], dtype=float64\), array\(\[1\.0, 1\.0, 1\.0\], dtype=float64\)\]$'
  has "gdb pretty: a tuple" "$log" "^pair = \\(array\\(\\[0, 1, 2\\], dtype=int64\\), 2\\.5, 'x'\\)\$"
  has "gdb pretty: an optional" "$log" '^r = 2$'
fi

# --- a prange loop's body runs on the thread pool as a function of its
# own, "f.prange": its iteration variable is a local there -------------------
prange=$root/tests/golden/prange_sum_reduction.arr
body=$(grep -n 's += a\[i\]' "$prange" | head -1 | cut -d: -f1)
if command -v gdb >/dev/null && "$ARRC" -O0 -g "$prange" -o "$tmp/proj/prange" 2>"$tmp/prange.err" &&
  ARRC_NUM_THREADS=1 debug prange -ex "break prange_sum_reduction.arr:$body if i == 5" -ex run -ex 'info locals' -ex bt; then
  has "gdb prange: the body's loop variable" "$tmp/prange.gdb" '^i = 5$'
  has "gdb prange: the body's frame" "$tmp/prange.gdb" "^#0  psum\.prange \(\) at .*prange_sum_reduction\.arr:$body\$"
  has "gdb prange: the function that runs the loop" "$tmp/prange.gdb" '^#[0-9]+ .* in psum \(a=\.\.\.\) at '
fi

# --- gdb at -O2 -g: arrc's default optimization keeps correct lines, and
# the values it can; the function inlined into its caller is still a frame --
if command -v gdb >/dev/null && compile o2 -O2 -g &&
  debug o2 -ex "break smooth.arr:$window" -ex run -ex 'info args' -ex bt; then
  has "gdb -O2: breakpoint on a line" "$tmp/o2.gdb" "^Breakpoint 1, smooth \(.*\) at src/smooth\.arr:$window\$"
  has "gdb -O2: a parameter" "$tmp/o2.gdb" '^n = 8$'
  has "gdb -O2: backtrace through the inlined call" "$tmp/o2.gdb" "^#1  (0x[0-9a-f]+ in )?main \(\) at src/smooth\.arr:$call\$"
fi

# --- the DWARF itself: the file as given, the real directory, subprograms
# at their def lines, parameters and variables with their types -----------
dwarfdump=$(command -v llvm-dwarfdump-19 || command -v llvm-dwarfdump)
if [ -z "$dwarfdump" ]; then
  skip "dwarf" "no llvm-dwarfdump-19 (LLVM 19's tools)"
elif [ -x "$tmp/proj/o0" ]; then
  # The compile unit of the program, not those of the runtime library.
  arrc_unit() { awk '/DW_TAG_compile_unit/ { if (arrc) printf "%s", unit; unit = ""; arrc = 0 }
    /DW_AT_producer.*"arrc / { arrc = 1 } { unit = unit $0 "\n" } END { if (arrc) printf "%s", unit }'; }
  "$dwarfdump" --debug-info "$tmp/proj/o0" | arrc_unit >"$tmp/cu.dwarf"
  has "dwarf: DW_AT_name is the file as given" "$tmp/cu.dwarf" 'DW_AT_name.*\("src/smooth\.arr"\)'
  has "dwarf: DW_AT_comp_dir is the directory arrc ran in" "$tmp/cu.dwarf" \
    "DW_AT_comp_dir.*\(\"$(cd "$tmp/proj" && pwd -P)\"\)"
  has "dwarf: a subprogram per function" "$tmp/cu.dwarf" 'DW_AT_name.*\("smooth"\)'
  def=$(grep -n '^def smooth' "$root/tests/debug/smooth.arr" | cut -d: -f1)
  if awk '/DW_TAG_subprogram/ { s = 1 } s && /DW_AT_name/ { s = /"smooth"/ } s && /DW_AT_decl_line/ { print; exit }' \
    "$tmp/cu.dwarf" | grep -q "($def)"; then pass "dwarf: the subprogram's line is its def"; else
    fail "dwarf: the subprogram's line is its def" "smooth's DW_AT_decl_line is not $def"; fi
  has "dwarf: parameters" "$tmp/cu.dwarf" 'DW_TAG_formal_parameter'
  has "dwarf: local variables" "$tmp/cu.dwarf" 'DW_TAG_variable'
  has "dwarf: the array type" "$tmp/cu.dwarf" 'DW_AT_name.*\("array\(float64, 1d, C\)"\)'
  has "dwarf: the float type" "$tmp/cu.dwarf" 'DW_AT_name.*\("float64"\)'
  # -g1: line tables and functions, no variables (gcc's -g1); -g0: none.
  if compile g1 -g1; then
    "$dwarfdump" --debug-info "$tmp/proj/g1" | arrc_unit >"$tmp/g1.dwarf"
    has "dwarf -g1: subprograms" "$tmp/g1.dwarf" 'DW_AT_name.*\("smooth"\)'
    lacks "dwarf -g1: no variables" "$tmp/g1.dwarf" 'DW_TAG_(variable|formal_parameter)'
  fi
  if compile g0 -g -g0; then
    "$dwarfdump" --debug-info "$tmp/proj/g0" >"$tmp/g0.dwarf"
    lacks "dwarf -g0: no unit of the program" "$tmp/g0.dwarf" 'DW_AT_producer.*arrc'
  fi
fi

# --- -g changes no output: golden programs print the same with -O0 -g and
# -O2 -g, and at -O2 the host code is the same instructions ---------------
goldens="njit_arrays recursion_arrays try_latest_values prange_sum_reduction str_idioms tuples_unpacking class_inventory"
for name in $goldens; do
  f=$root/tests/golden/$name.arr
  [ -f "$f" ] || { fail "golden $name" "tests/golden/$name.arr is missing"; continue; }
  for flags in "-O0 -g" "-O2 -g"; do
    if ! "$ARRC" $flags "$f" -o "$tmp/golden" 2>"$tmp/golden.err"; then
      fail "$flags $name compiles" "$(head -3 "$tmp/golden.err")"
      continue
    fi
    (cd "$tmp" && timeout 60 ./golden >"$tmp/golden.out" 2>/dev/null </dev/null)
    if cmp -s "$tmp/golden.out" "${f%.arr}.out"; then pass "$flags $name prints the same"; else
      fail "$flags $name prints the same" "$(diff "${f%.arr}.out" "$tmp/golden.out" | head -5)"; fi
  done
  # The text of the code, without the debug directives and sections (and
  # the addresses that name some constants, which differ from run to run).
  code() {
    grep -Ev '^\s*\.(loc|file|cfi_)|^\.L|^\s*#|GNU-stack' | sed '/\.section\t\.debug/,$d; s/\.0x[0-9a-f]*//g'
  }
  "$ARRC" -O2 --emit=asm "$f" -o - 2>/dev/null | code >"$tmp/plain.s"
  "$ARRC" -O2 -g --emit=asm "$f" -o - 2>/dev/null | code >"$tmp/debug.s"
  if [ -s "$tmp/plain.s" ] && cmp -s "$tmp/plain.s" "$tmp/debug.s"; then pass "-O2 -g $name: the same code"; else
    fail "-O2 -g $name: the same code" "$(diff "$tmp/plain.s" "$tmp/debug.s" | head -5)"; fi
done

# --- a -O0 -g program stays valgrind-clean (its slots are on the stack) ----
if ! command -v valgrind >/dev/null; then
  skip "valgrind -O0 -g" "no valgrind"
elif ARRC_FLAGS="-O0 -g" JOBS=1 bash "$root/tests/valgrind.sh" "$ARRC" njit_arrays >"$tmp/vg.log" 2>&1; then
  pass "valgrind -O0 -g njit_arrays"
else
  fail "valgrind -O0 -g njit_arrays" "$(grep -m3 'FAIL\|valgrind:' "$tmp/vg.log")"
fi

# --- PTX: -lineinfo and -g give .file and .loc; ptxas assembles it; the
# program still runs on the (emulated) GPU ------------------------------
gpu=$root/bench/gpu/matmul_naive.arr
for flags in "-lineinfo" "-g"; do
  if "$ARRC" --emit=ptx --gpu-arch=sm_75 $flags "$gpu" -o "$tmp/li.ptx" 2>"$tmp/li.err"; then
    has "ptx $flags: .loc directives" "$tmp/li.ptx" '^\s*\.loc\s+1 [0-9]+ [0-9]+$'
    has "ptx $flags: .file with the program's path" "$tmp/li.ptx" '^\s*\.file\s+1 "/.*/bench/gpu/matmul_naive\.arr"$'
    lacks "ptx $flags: no DWARF sections beyond the line table" "$tmp/li.ptx" '\.section\s+\.debug_(info|abbrev|str)'
  else
    fail "ptx $flags" "$(head -3 "$tmp/li.err")"
  fi
done
"$ARRC" --emit=ptx --gpu-arch=sm_75 "$gpu" -o "$tmp/plain.ptx" 2>/dev/null
lacks "ptx: no .loc without -lineinfo or -g" "$tmp/plain.ptx" '\.loc'
ptxas=${PTXAS:-$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)}
if [ -x "$ptxas" ]; then
  for sm in sm_75 sm_80 sm_90; do
    "$ARRC" --emit=ptx --gpu-arch=$sm -lineinfo "$gpu" -o "$tmp/li.ptx" 2>/dev/null
    if "$ptxas" -arch=$sm -lineinfo "$tmp/li.ptx" -o "$tmp/li.cubin" 2>"$tmp/ptxas.err"; then
      pass "ptxas -lineinfo $sm"; else fail "ptxas -lineinfo $sm" "$(head -3 "$tmp/ptxas.err")"; fi
  done
else
  skip "ptxas -lineinfo" "no ptxas (install the CUDA toolkit or set PTXAS)"
fi
fakecuda=$root/build/libfakecuda.so
[ -n "${FAKECUDA:-}" ] && fakecuda=$FAKECUDA
if [ -f "$fakecuda" ]; then
  for flags in "-lineinfo" "-O0 -g"; do
    prog=$root/tests/golden/gpu_lucas.arr
    if "$ARRC" $flags "$prog" -o "$tmp/gpu" 2>"$tmp/gpu.err" &&
      ARRC_DEVICE=gpu ARRC_CUDA_DRIVER=$fakecuda "$tmp/gpu" >"$tmp/gpu.out" 2>"$tmp/gpu.log" &&
      cmp -s "$tmp/gpu.out" "${prog%.arr}.out"; then
      pass "gpu $flags: the kernels load and run (emulated driver)"
    else
      fail "gpu $flags: the kernels load and run (emulated driver)" "$(head -3 "$tmp/gpu.err" "$tmp/gpu.log")"
    fi
  done
else
  skip "gpu -lineinfo" "no $fakecuda (make check builds it)"
fi

# --- the options: a debug level gcc has not is refused (status 2, as every
# unknown option); -lineinfo needs no GPU code ------------------------------
"$ARRC" -g4 "$root/tests/debug/smooth.arr" -o "$tmp/bad" >/dev/null 2>"$tmp/bad.err"
status=$?
if [ $status -eq 2 ] && grep -q "unrecognized command-line option '-g4'" "$tmp/bad.err"; then pass "-g4 is an unknown option"; else
  fail "-g4 is an unknown option" "status $status: $(head -2 "$tmp/bad.err")"; fi
if "$ARRC" -lineinfo "$root/tests/debug/smooth.arr" -o "$tmp/li" 2>"$tmp/li.err" && [ -x "$tmp/li" ]; then
  pass "-lineinfo on a program without GPU code"; else fail "-lineinfo on a program without GPU code" "$(head -2 "$tmp/li.err")"; fi
