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
# runtime or the code generator it exposes: NAME -> "CHECKS|defect", where
# CHECKS are the emulator's checks (FAKECUDA_TOLERATE names, README.md) the
# defect violates. Each such program must fail with one of those checks named
# in its message, and must then match the oracle with them tolerated, so the
# rest of it stays tested. An entry whose program passes is a failure of this
# run: remove it once the defect is fixed.
# Every defect this list held is fixed (each kernel record loaded its own
# module; dynamic shared memory was a 1-byte static array); a new entry
# names the emulator's check a program violates and the defect behind it:
#   [NAME]="check-name|the defect, where it is"
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

# The emulator checks kernels against their PTX and runs no cubins, so the
# runtime hands it the PTX (ARRC_PTX=1) instead of the cubin for sm_90.
export ARRC_DEVICE=gpu ARRC_CUDA_DRIVER=$FAKECUDA ARRC_PTX=1
total=0 match=0 expected=0 skipped=0 failed=0
current="" details=""
declare -A retry=()  # expected failures to run again with their checks tolerated
# One program's verdict, once its report (the line and the indented
# details below it) has been read.
verdict() {
  [ -n "$current" ] || return 0
  local name=${current#* } status=${current%% *}
  name=${name%%:*}
  total=$((total + 1))
  local entry=${xfail[$name]:-}
  local checks=${entry%%|*} why=${entry#*|} c named=0
  case "$status" in
    ok)
      if [ -n "$entry" ]; then
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
      for c in ${checks//,/ }; do
        [[ $details == *"[check $c]"* ]] && named=1
      done
      if [ -n "$entry" ] && [ "$named" = 1 ]; then
        retry[$name]=$checks
      else
        failed=$((failed + 1))
        echo "FAIL $name"
        [ -n "$entry" ] && echo "     expected to fail with check $checks ($why), but failed otherwise:"
        printf '%s' "$details"
      fi ;;
  esac
  current="" details=""
}
read_reports() {
  while IFS= read -r line; do
    case "$line" in
      "ok "* | "FAIL "* | "SKIP "*) verdict; current=$line ;;
      "golden: "*) verdict ;;
      *) details+="$line"$'\n' ;;
    esac
  done
  verdict
}
read_reports < <(bash tests/run-golden.sh "${names[@]}" 2>&1)

# The expected failures again, with their checks tolerated, in groups of the
# same checks: each must now match the oracle.
declare -A groups=()
for name in $(printf '%s\n' "${!retry[@]}" | sort); do groups[${retry[$name]}]+="$name "; done
for checks in "${!groups[@]}"; do
  first=${groups[$checks]%% *}
  entry=${xfail[$first]}
  echo "expected to fail [$checks]: ${entry#*|}"
  # shellcheck disable=SC2086
  while IFS= read -r line; do
    case "$line" in
      "ok "*)
        name=${line#ok }
        expected=$((expected + 1))
        echo "xfail $name [$checks]" ;;
      "FAIL "*)
        failed=$((failed + 1))
        echo "FAIL ${line#FAIL } (with FAKECUDA_TOLERATE=$checks)" ;;
      "golden: "*) ;;
      *) echo "$line" ;;
    esac
  done < <(FAKECUDA_TOLERATE=$checks bash tests/run-golden.sh ${groups[$checks]} 2>&1 | grep -v '^     fakecuda: warning')
done
echo "gpu (emulated driver): $total programs, $match match, $expected expected to fail, $skipped skipped"
[ "$failed" -eq 0 ]
