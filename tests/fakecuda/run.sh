#!/usr/bin/env bash
# The GPU golden programs through the emulating CUDA driver (README.md
# here): every tests/golden/*.arr with a @cuda.jit kernel or a cuda-target
# ufunc (the programs whose PTX tests/run.sh assembles), run by
# tests/run-golden.sh with
#   ARRC_DEVICE=gpu                  GPU code must run on the (emulated) GPU
#   ARRC_CUDA_DRIVER=libfakecuda.so  the runtime loads the emulator
# and compared with the same .out files as on the CPU path. Prints "ok NAME",
# "xfail NAME: defect" or "FAIL NAME" (details indented) per program and ends
# with "gpu (emulated driver): N programs, N match, N expected to fail,
# N skipped". Exit status 1 when any failed, an expected failure passed
# (remove it from the list below), or the emulator is missing.
#
# Usage: tests/fakecuda/run.sh [NAME...]
# Environment: ARRC (default build/arrc), FAKECUDA (default
# build/libfakecuda.so), FAKECUDA_TOLERATE (passed to the emulator: README.md),
# JOBS, GOLDEN_TIMEOUT (as for tests/run-golden.sh).
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 2
FAKECUDA=${FAKECUDA:-build/libfakecuda.so}
case "$FAKECUDA" in /*) ;; *) FAKECUDA=$root/$FAKECUDA ;; esac
if [ ! -f "$FAKECUDA" ]; then
  echo "FAIL gpu (emulated driver): $FAKECUDA is missing (run make check, or make $FAKECUDA)"
  exit 1
fi

# The programs that fail under the emulator only because of a defect of the
# runtime or the code generator it exposes, with the defect: each stays
# here until the defect is fixed (then the run fails, saying to remove it).
declare -A xfail=(
)

names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  for f in tests/golden/*.arr; do
    grep -q "@cuda.jit\|target=.cuda." "$f" || continue
    f=${f##*/}
    names+=("${f%.arr}")
  done
fi

export ARRC_DEVICE=gpu ARRC_CUDA_DRIVER=$FAKECUDA
total=0 match=0 expected=0 skipped=0 failed=0
current="" details=""
# One program's verdict, once its report (the line and the indented
# details below it) has been read.
verdict() {
  [ -n "$current" ] || return 0
  local name=${current#* } status=${current%% *}
  name=${name%%:*}
  total=$((total + 1))
  local why=${xfail[$name]:-}
  case "$status" in
    ok)
      if [ -n "$why" ]; then
        failed=$((failed + 1))
        echo "FAIL $name"
        echo "     passes now: remove it from the expected-to-fail list of tests/fakecuda/run.sh ($why)"
      else
        match=$((match + 1))
        echo "ok $name"
      fi ;;
    SKIP)
      skipped=$((skipped + 1))
      echo "$current" ;;
    *)
      if [ -n "$why" ]; then
        expected=$((expected + 1))
        echo "xfail $name: $why"
      else
        failed=$((failed + 1))
        echo "FAIL $name"
        printf '%s' "$details"
      fi ;;
  esac
  current="" details=""
}
while IFS= read -r line; do
  case "$line" in
    "ok "* | "FAIL "* | "SKIP "*) verdict; current=$line ;;
    "golden: "*) verdict ;;
    *) details+="$line"$'\n' ;;
  esac
done < <(bash tests/run-golden.sh "${names[@]}" 2>&1)
verdict
echo "gpu (emulated driver): $total programs, $match match, $expected expected to fail, $skipped skipped"
[ "$failed" -eq 0 ]
