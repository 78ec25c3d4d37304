#!/usr/bin/env bash
# Runs every test of the project and ends with one line:
#   N passed, N failed, N skipped
# Environment: ARRC (the compiler), UNIT (the Criterion test binary).
# Exit status: 0 when nothing failed.
set -u
cd "$(dirname "$0")/.."
ARRC=${ARRC:-build/arrc}
# Cubins that ptxas made are cached under the build folder, not the user's
# ~/.cache (tests/cli.sh tests the cache in folders of its own).
export ARRC_CACHE_DIR=${ARRC_CACHE_DIR:-$(dirname "$ARRC")/cubin-cache}
UNIT=${UNIT:-build/unit-tests}
pass=0 fail=0 skip=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ok()   { pass=$((pass + 1)); }
bad()  { fail=$((fail + 1)); printf 'FAIL %s\n' "$1"; [ $# -gt 1 ] && printf '%s\n' "$2" | sed 's/^/     /'; }
# Counts the results of a Criterion test binary (its TAP output).
run_tap() { # LABEL BINARY
  if [ ! -x "$2" ]; then
    bad "$1 tests" "$2 is missing (run make)"
    return
  fi
  "$2" --tap="$tmp/$1.tap" >"$tmp/$1.log" 2>&1
  while IFS= read -r line; do
    case "$line" in
      "ok "*) ok ;;
      "not ok "*) bad "$1: ${line#not ok }" ;;
    esac
  done <"$tmp/$1.tap"
  grep -q '^ok \|^not ok ' "$tmp/$1.tap" || bad "$1 tests" "$(tail -20 "$tmp/$1.log")"
}
skipped() { skip=$((skip + 1)); printf 'SKIP %s: %s\n' "$1" "$2"; }

# --- unit tests (Criterion, TAP output) ------------------------------------
run_tap unit "$UNIT"

# --- repr()'s Unicode table is what CPython 3.11 computes ------------------
if [ -x /usr/bin/python3 ]; then
  /usr/bin/python3 scripts/gen_unicode_printable.py --check >"$tmp/unicode" 2>&1
  case $? in
    0) ok ;;
    3) skipped "unicode table" "$(cat "$tmp/unicode")" ;;
    *) bad "unicode table" "$(cat "$tmp/unicode")" ;;
  esac
else
  skipped "unicode table" "no /usr/bin/python3"
fi

# --- the libdevice rows are what scripts/gen_libdevice.py makes of Numba's --
if [ -x /usr/bin/python3 ]; then
  /usr/bin/python3 scripts/gen_libdevice.py --check >"$tmp/libdevice" 2>&1
  case $? in
    0) ok ;;
    3) skipped "libdevice table" "$(cat "$tmp/libdevice")" ;;
    *) bad "libdevice table" "$(cat "$tmp/libdevice")" ;;
  esac
else
  skipped "libdevice table" "no /usr/bin/python3"
fi

# --- the colormap tables are what scripts/gen_colormaps.py makes of matplotlib's
if [ -x /usr/bin/python3 ]; then
  /usr/bin/python3 scripts/gen_colormaps.py --check >"$tmp/colormaps" 2>&1
  case $? in
    0) ok ;;
    3) skipped "colormap table" "$(cat "$tmp/colormaps")" ;;
    *) bad "colormap table" "$(cat "$tmp/colormaps")" ;;
  esac
else
  skipped "colormap table" "no /usr/bin/python3"
fi

# --- the front end accepts every sample and AST test -----------------------
for f in samples/*.arr tests/ast/*.arr; do
  [ -e "$f" ] || continue
  if "$ARRC" --emit=ast "$f" -o "$tmp/out.ast" 2>"$tmp/err"; then ok; else bad "parse $f" "$(head -20 "$tmp/err")"; fi
done

# --- every sample type-checks and its IR passes the verifier ---------------
for f in samples/*.arr; do
  [ -e "$f" ] || continue
  if "$ARRC" --emit=ir "$f" -o "$tmp/out.ir" 2>"$tmp/err"; then ok; else bad "ir $f" "$(head -20 "$tmp/err")"; fi
done

# --- expectation tests: each "# TAG: text" comment must appear in the output
# of --emit=KIND (tests/ast: the syntax tree; tests/ir: the typed IR) ------
check_expectations() { # TAG KIND FILES...
  local tag=$1 kind=$2 f want n missing
  shift 2
  for f in "$@"; do
    [ -e "$f" ] || continue
    if ! "$ARRC" --emit="$kind" "$f" >"$tmp/dump" 2>"$tmp/err"; then
      [ "$kind" = ir ] && bad "$kind $f" "$(head -20 "$tmp/err")"
      continue
    fi
    n=0 missing=""
    while IFS= read -r want; do
      n=$((n + 1))
      grep -qF -- "$want" "$tmp/dump" || missing+="missing: $want"$'\n'
    done < <(sed -n "s/^.*# $tag: //p" "$f")
    # "# TAG-ABSENT: text": text must not appear (fusion leaves no temporaries).
    while IFS= read -r want; do
      grep -qF -- "$want" "$tmp/dump" && missing+="present, but must not be: $want"$'\n'
    done < <(sed -n "s/^.*# $tag-ABSENT: //p" "$f")
    if [ "$n" -eq 0 ]; then bad "$kind $f" "no '# $tag:' expectations in the file"
    elif [ -n "$missing" ]; then bad "$kind $f" "$missing$(head -40 "$tmp/dump")"
    else ok; fi
  done
}
check_expectations IR ir tests/ir/*.arr
check_expectations AST ast tests/ast/*.arr

# --- error tests: "# ERROR L:C: text" lines give every expected diagnostic --
# The diagnostics of MPI programs are those of an arrc built with Open MPI;
# one built without it refuses their imports instead (tests/mpi.sh).
arrc_has_mpi=yes
"$ARRC" --sysinfo 2>/dev/null | grep -q '^MPI .*: none' && arrc_has_mpi=no
for f in tests/errors/*.arr; do
  [ -e "$f" ] || continue
  if [ "$arrc_has_mpi" = no ] && grep -Eq '^(from|import) (mpi4py|numba_mpi)' "$f"; then
    skipped "error $f" "this arrc was built without Open MPI"
    continue
  fi
  "$ARRC" --emit=ir "$f" >"$tmp/out" 2>"$tmp/err"
  status=$?
  problems=""
  [ "$status" -eq 1 ] || problems+="exit status $status, expected 1"$'\n'
  [ -s "$tmp/out" ] && problems+="wrote output despite errors"$'\n'
  want=$(sed -n 's/^.*# ERROR \([0-9]*:[0-9]*\): \(.*\)$/\1\t\2/p' "$f")
  nwant=$(printf '%s' "$want" | grep -c . || true)
  ngot=$(grep -c ': error: ' "$tmp/err" || true)
  [ "$nwant" -gt 0 ] || problems+="no '# ERROR L:C: message' expectations in the file"$'\n'
  [ "$ngot" -eq "$nwant" ] || problems+="$ngot errors reported, $nwant expected"$'\n'
  while IFS=$'\t' read -r pos msg; do
    [ -n "$pos" ] || continue
    grep -F -- "$f:$pos: error: " "$tmp/err" | grep -qF -- "$msg" ||
      problems+="missing: $f:$pos: error: ...$msg..."$'\n'
  done <<<"$want"
  if [ -n "$problems" ]; then bad "error $f" "$problems$(head -30 "$tmp/err")"; else ok; fi
done

# --- inferred types against Numba's own answers (tests/types/README.md) ----
if [ -f tests/types/check.sh ]; then
  while IFS= read -r line; do
    case "$line" in
      "ok "*) ok ;;
      "FAIL "*) bad "types: ${line#FAIL }" ;;
    esac
  done < <(ARRC="$ARRC" bash tests/types/check.sh 2>&1)
  if bash tests/types/selftest.sh >"$tmp/selftest" 2>&1; then ok; else bad "types: check.sh self-test" "$(tail -5 "$tmp/selftest")"; fi
fi

# --- inputs the fuzzer once crashed on: errors are fine, crashes are not ----
for f in tests/fuzz/regressions/*; do
  [ -e "$f" ] || continue
  for emit in tokens ast ir; do
    "$ARRC" --emit=$emit "$f" >/dev/null 2>"$tmp/err"
    status=$?
    if [ "$status" -le 1 ]; then ok; else bad "fuzz regression $f (--emit=$emit): exit $status" "$(tail -5 "$tmp/err")"; fi
  done
done

# --- the back end never crashes: every test program either compiles or is
# refused with a diagnostic (status 1), never an internal error ------------
for f in tests/ast/*.arr tests/ir/*.arr; do
  [ -e "$f" ] || continue
  "$ARRC" "$f" -o "$tmp/prog" >/dev/null 2>"$tmp/err"
  status=$?
  if [ "$status" -le 1 ]; then ok; else bad "compile $f: exit $status" "$(tail -5 "$tmp/err")"; fi
done

# --- every kernel of the tests yields PTX that ptxas accepts, for sm_75,
# sm_80 and sm_90 (skipped, and said so, without a CUDA toolkit) ------------
ptxas=${PTXAS:-$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)}
for f in tests/golden/*.arr samples/*.arr; do
  [ -e "$f" ] || continue
  grep -q "@cuda.jit\|target=.cuda." "$f" || continue
  if [ ! -x "$ptxas" ]; then
    skipped "ptxas $f" "no ptxas (install the CUDA toolkit or set PTXAS)"
    continue
  fi
  for sm in sm_75 sm_80 sm_90; do
    if ! "$ARRC" --emit=ptx --gpu-arch=$sm "$f" -o "$tmp/k.ptx" 2>"$tmp/err"; then
      # Programs that need the array expressions of a later issue stop here.
      grep -q "not supported by the code generator yet\|has no GPU code" "$tmp/err" && continue 2
      bad "ptx $f ($sm)" "$(head -5 "$tmp/err")"
      continue
    fi
    if "$ptxas" -arch=$sm "$tmp/k.ptx" -o "$tmp/k.cubin" 2>"$tmp/err"; then ok; else bad "ptxas $f ($sm)" "$(head -5 "$tmp/err")"; fi
  done
done

# Counts the "ok NAME" and "FAIL NAME" lines a test script prints.
run_checks() { # LABEL SCRIPT
  [ -f "$2" ] || return 0
  while IFS= read -r line; do
    case "$line" in
      "ok "*) ok ;;
      "FAIL "*) bad "$1: ${line#FAIL }" ;;
      "SKIP "*) skipped "$1" "${line#SKIP }" ;;
      *) printf '     %s\n' "$line" ;;
    esac
  done < <(ARRC="$ARRC" bash "$2" 2>&1)
}

# --- command-line behaviour ------------------------------------------------
run_checks cli tests/cli.sh

# --- the documentation: mandoc lint, SEE ALSO, --help against the man page,
# links, no paths of the machine (tests/docs.sh) ---------------------------
run_checks docs tests/docs.sh

# --- arrc test, the golden-output runner (tests/testrun.sh) ----------------
run_checks "arrc test" tests/testrun.sh
# --- PNG pictures against matplotlib's (tests/png.sh) ---------------------
run_checks png tests/png.sh
# --- the compiler process: signals, outputs, dependency rules, $CC
# (tests/driver.sh) --------------------------------------------------------
run_checks driver tests/driver.sh
# --- library mode: arrc -c, --shared, --header, samples/clib (tests/clib.sh)
run_checks clib tests/clib.sh

# --- named warnings and their options (tests/warnings.sh) -----------------
run_checks warnings tests/warnings.sh

# --- the shape of arrc's PTX (tests/ptx.sh) -------------------------------
run_checks ptx tests/ptx.sh

# --- MPI programs under mpirun -np 1, 2 and 4 against the oracle's
# mpirun python3, and how MPI jobs fail (tests/mpi.sh) ------------------
run_checks mpi tests/mpi.sh
# --- the MPI samples (samples/mpi) built and run with their Makefile
# (tests/mpi_samples.sh) -----------------------------------------------------
run_checks "mpi samples" tests/mpi_samples.sh

# --- ARRC_PROFILE's table and the thread-count variables (tests/profile.sh)
run_checks profile tests/profile.sh

# --- arrc --sysinfo (tests/sysinfo.sh) -----------------------------------
run_checks sysinfo tests/sysinfo.sh
# --- debug information: gdb on -g programs, their DWARF, .loc lines in the
# PTX of -lineinfo (tests/debug.sh; gdb-less machines skip, visibly) -------
run_checks debug tests/debug.sh

# --- generated programs at and past the limits (tests/limits.sh) ---------
run_checks limits tests/limits.sh

# --- a compiled program stopped by SIGINT or SIGTERM (tests/rtsignals.sh) --
run_checks "run-time signals" tests/rtsignals.sh

# --- standard output and error in python3's order (tests/rtstreams.sh) ---
run_checks "run-time streams" tests/rtstreams.sh

# --- every name of Numba's "Supported Python features" page compiles in
# host and @njit code (tests/surface.sh): a missing name fails -----------
run_checks surface tests/surface.sh

# --- every name of Numba's "Supported NumPy features" page is a row of the
# builtin table, or is marked missing in tests/surface/numpysupported.txt
# (tests/library_surface.sh) -------------------------------------------------
run_checks "library surface" tests/library_surface.sh

# --- the Makefile's header dependencies: touching a header rebuilds exactly
# its includers (tests/make_deps.sh; needs the build folder of $ARRC) ------
if [ -d "$(dirname "$ARRC")/obj" ]; then
  while IFS= read -r line; do
    case "$line" in
      "ok "*) ok ;;
      "FAIL "*) bad "${line#FAIL }" ;;
      *) printf '%s\n' "$line" ;;
    esac
  done < <(B="$(dirname "$ARRC")" bash tests/make_deps.sh 2>&1)
else
  skipped "build deps" "no build folder beside $ARRC"
fi

# --- the emulating CUDA driver (tests/fakecuda): its own tests, then every
# GPU golden program run through it with ARRC_DEVICE=gpu -------------------
if [ -n "${FAKECUDA_TESTS:-}" ]; then
  run_tap fakecuda "$FAKECUDA_TESTS"
fi
if [ -n "${FAKECUDA:-}" ]; then
  while IFS= read -r line; do
    case "$line" in
      "ok "*) ok ;;
      "xfail "*) ok; printf '     %s\n' "$line" ;;
      "FAIL "*) bad "gpu (emulated driver): ${line#FAIL }" ;;
      "SKIP "*) line=${line#SKIP }; skipped "gpu (emulated driver) ${line%%:*}" "${line#*: }" ;;
      "gpu (emulated driver): "*) printf '%s\n' "$line" ;;
      *) printf '     %s\n' "$line" ;;
    esac
  done < <(ARRC="$ARRC" FAKECUDA="$FAKECUDA" bash tests/fakecuda/run.sh 2>&1)
fi

# --- golden programs: compiled, run, compared with the oracle's output -----
if [ -f tests/run-golden.sh ]; then
  while IFS= read -r line; do
    case "$line" in
      "ok "*) ok ;;
      "FAIL "*) bad "golden: ${line#FAIL }" ;;
      "SKIP "*) line=${line#SKIP }; skipped "golden ${line%%:*}" "${line#*: }" ;;
      "golden: "*) ;;
      *) printf '%s\n' "$line" ;;
    esac
  done < <(ARRC="$ARRC" bash tests/run-golden.sh 2>&1)
fi

printf '%d passed, %d failed, %d skipped\n' "$pass" "$fail" "$skip"
[ "$fail" -eq 0 ]
