#!/usr/bin/env bash
# GPU test run, for a machine with an NVIDIA GPU (LANGUAGE.md §7.4):
#   1. builds arrc if needed (make; skipped when $ARRC names another compiler)
#   2. runs every golden test (tests/run-golden.sh) with ARRC_DEVICE=gpu
#      exported, so that GPU code must run on the GPU (a missing GPU or driver
#      is then a run-time error, not a silent CPU fallback)
#   3. compiles each tests/golden/gpu_*.arr and runs it under
#        compute-sanitizer --tool memcheck --error-exitcode 1
#      (skipped, saying so, when compute-sanitizer is absent); the verdict
#      comes from the sanitizer's log ("ERROR SUMMARY: 0 errors"), and the
#      program's exit status and stdout must still be the expected ones
#   4. ptxas checks: `arrc --emit=ptx` of each gpu_* program, assembled by
#      ptxas for the PTX's .target, and for the GPU's own architecture (with
#      --gpu-arch=sm_NN where arrc accepts it) (skipped, saying so, while
#      arrc refuses --emit=ptx or ptxas is absent)
# then prints a summary. Exit status: 0 when nothing failed (skips are not
# failures), 1 when something failed, 2 when there is no GPU (nvidia-smi
# missing or failing; FORCE=1 runs anyway) or the build fails.
#
# Usage: tests/gpu/run.sh [NAME...]   golden names (default: every golden
#                                     program in step 2 and every gpu_*
#                                     program in steps 3-4; named ones that
#                                     are not gpu_* run in step 2 only)
# Environment: ARRC (default build/arrc), FORCE=1 (run without a GPU),
# JOBS (parallel golden runs), GOLDEN_TIMEOUT, SANITIZER_TIMEOUT (seconds per
# sanitized run, default 600), SANITIZER_TOOLS (default "memcheck"; e.g.
# "memcheck racecheck synccheck initcheck"), SANITIZER_ARGS (extra options),
# CUDA_HOME (default /usr/local/cuda: compute-sanitizer and ptxas are looked
# for on PATH, then in $CUDA_HOME/bin and $CUDA_HOME/compute-sanitizer),
# KEEP=1 keeps the temporary directory, GPU_TEST_DEVICE (the ARRC_DEVICE
# exported for steps 2 and 3, default gpu; cpu only to try this script out
# with FORCE=1 on a machine without a GPU).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cd "$root" || exit 2

say() { printf '%s\n' "$*"; }
hr() { say "---- $* ----"; }

# --- is there a GPU? -----------------------------------------------------------
gpu_note=""
if ! command -v nvidia-smi >/dev/null 2>&1; then
  gpu_note="nvidia-smi is not installed"
elif ! smi_out=$(nvidia-smi -L 2>&1) || ! printf '%s\n' "$smi_out" | grep -q '^GPU [0-9]'; then
  gpu_note="nvidia-smi fails: $(printf '%s\n' "${smi_out:-}" | head -n 1)"
fi
if [ -n "$gpu_note" ]; then
  if [ "${FORCE:-0}" != 1 ]; then
    say "tests/gpu/run.sh: no NVIDIA GPU on this machine ($gpu_note)."
    say "  These tests need a GPU; nothing was run. FORCE=1 runs them anyway."
    exit 2
  fi
  say "tests/gpu/run.sh: no NVIDIA GPU ($gpu_note); FORCE=1, running anyway"
  gpu_arch=""
else
  say "GPU: $(printf '%s\n' "$smi_out" | head -n 1)"
  cc=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -n 1 | tr -d ' .')
  case "$cc" in [0-9][0-9] | [0-9][0-9][0-9]) gpu_arch=sm_$cc ;; *) gpu_arch="" ;; esac
fi

# --- tools ---------------------------------------------------------------------
CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}
find_tool() { # NAME -> path, or nothing
  local t
  t=$(command -v "$1" 2>/dev/null) && { printf '%s\n' "$t"; return 0; }
  for t in "$CUDA_HOME/bin/$1" "$CUDA_HOME/compute-sanitizer/$1"; do
    [ -x "$t" ] && { printf '%s\n' "$t"; return 0; }
  done
  return 1
}

# --- build -------------------------------------------------------------------
if [ -z "${ARRC:-}" ]; then
  ARRC=$root/build/arrc
  hr "build (make)"
  if ! make -s >"${TMPDIR:-/tmp}/arrc-gpu-make.$$" 2>&1; then
    tail -n 30 "${TMPDIR:-/tmp}/arrc-gpu-make.$$"
    rm -f "${TMPDIR:-/tmp}/arrc-gpu-make.$$"
    say "tests/gpu/run.sh: make failed"
    exit 2
  fi
  rm -f "${TMPDIR:-/tmp}/arrc-gpu-make.$$"
fi
case "$ARRC" in */*) ARRC=$(cd "$(dirname "$ARRC")" && pwd)/$(basename "$ARRC") ;; esac
[ -x "$ARRC" ] || { say "tests/gpu/run.sh: no compiler at $ARRC"; exit 2; }
export ARRC
say "arrc: $ARRC ($("$ARRC" --version 2>&1 | head -n 1))"

TMP=$(mktemp -d "${TMPDIR:-/tmp}/arrc-gpu.XXXXXX")
if [ "${KEEP:-0}" = 1 ]; then say "(keeping $TMP)"; else trap 'rm -rf "$TMP"' EXIT; fi

# which programs
golden_names=("$@")
gpu_names=()
if [ $# -gt 0 ]; then
  for name in "$@"; do
    case "$name" in gpu_*) gpu_names+=("$name") ;; esac
  done
else
  for f in tests/golden/gpu_*.arr; do
    [ -e "$f" ] || continue
    f=${f##*/}
    gpu_names+=("${f%.arr}")
  done
fi

summary=()
failed=0

# --- 2. golden tests on the GPU ---------------------------------------------------
export ARRC_DEVICE=${GPU_TEST_DEVICE:-gpu}
hr "golden tests with ARRC_DEVICE=$ARRC_DEVICE"
tests/run-golden.sh "${golden_names[@]}" | tee "$TMP/golden.log"
golden_rc=${PIPESTATUS[0]}
gline=$(grep '^golden: ' "$TMP/golden.log" | tail -n 1)
[ -n "$gline" ] || gline="golden: no summary (exit $golden_rc)"
summary+=("$gline (ARRC_DEVICE=$ARRC_DEVICE)")
[ "$golden_rc" -eq 0 ] || failed=1

# read NAME.flags / NAME.args into FLAGS / ARGS
read_words() { # FILE -> WORDS array
  WORDS=()
  if [ -f "$1" ]; then
    set -f
    # shellcheck disable=SC2207
    WORDS=($(cat "$1"))
    set +f
  fi
}

# --- 3. compute-sanitizer ---------------------------------------------------------
hr "compute-sanitizer"
SAN=$(find_tool compute-sanitizer) || SAN=""
if [ -z "$SAN" ]; then
  say "SKIP compute-sanitizer: not found (PATH, $CUDA_HOME/bin, $CUDA_HOME/compute-sanitizer)"
  summary+=("sanitizer: skipped (compute-sanitizer not found)")
elif [ ${#gpu_names[@]} -eq 0 ]; then
  say "SKIP compute-sanitizer: no tests/golden/gpu_*.arr programs"
  summary+=("sanitizer: skipped (no gpu_* programs)")
else
  read -r -a tools <<<"${SANITIZER_TOOLS:-memcheck}"
  read -r -a san_extra <<<"${SANITIZER_ARGS:-}"
  s_ok=0 s_fail=0
  for name in "${gpu_names[@]}"; do
    base=tests/golden/$name d=$TMP/san/$name
    mkdir -p "$d/run"
    if [ ! -f "$base.arr" ]; then say "FAIL $name: no such program $base.arr"; s_fail=$((s_fail + 1)); continue; fi
    read_words "$base.flags"; flags=("${WORDS[@]}")
    read_words "$base.args"; args=("${WORDS[@]}")
    if ! timeout -k 5 300 "$ARRC" "${flags[@]}" "$base.arr" -o "$d/prog" >"$d/compile.log" 2>&1; then
      say "FAIL $name: arrc could not compile it:"
      head -n 5 "$d/compile.log" | sed 's/^/     /'
      s_fail=$((s_fail + 1))
      continue
    fi
    want=0
    [ -f "$base.status" ] && want=$(tr -d '[:space:]' <"$base.status")
    for tool in "${tools[@]}"; do
      log=$d/$tool.log
      (cd "$d/run" && exec timeout -k 10 "${SANITIZER_TIMEOUT:-600}" "$SAN" --tool "$tool" --error-exitcode 1 \
        --log-file "$log" "${san_extra[@]}" "$d/prog" "${args[@]}" </dev/null >"$d/$tool.stdout" 2>"$d/$tool.stderr")
      rc=$?
      problems=""
      nerr=$(sed -n 's/.*ERROR SUMMARY: \([0-9][0-9]*\) error.*/\1/p' "$log" 2>/dev/null | tail -n 1)
      if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
        problems+="timed out after ${SANITIZER_TIMEOUT:-600} s; "
      elif [ -z "$nerr" ]; then
        problems+="no ERROR SUMMARY in the $tool log (exit $rc); "
      elif [ "$nerr" -ne 0 ]; then
        problems+="$nerr $tool error(s); "
      fi
      # the program's own verdict still holds under the sanitizer
      if [ -z "$problems" ] && [ "$rc" != "$want" ]; then
        problems+="exit status $rc, expected $want; "
      fi
      if [ -f "$base.out" ] && ! cmp -s "$base.out" "$d/$tool.stdout"; then
        problems+="stdout differs from $name.out; "
      fi
      if [ -z "$problems" ]; then
        say "ok $name ($tool)"
        s_ok=$((s_ok + 1))
      else
        say "FAIL $name ($tool): ${problems%; }"
        grep '^=========  *[^ ]' "$log" 2>/dev/null | grep -v -e 'COMPUTE-SANITIZER' -e 'ERROR SUMMARY' |
          head -n 6 | sed 's/^/     /'
        [ -s "$d/$tool.stderr" ] && head -n 3 "$d/$tool.stderr" | sed 's/^/     stderr: /'
        s_fail=$((s_fail + 1))
      fi
    done
  done
  summary+=("sanitizer (${tools[*]}): $s_ok clean, $s_fail failed")
  [ "$s_fail" -eq 0 ] || failed=1
fi

# --- 4. ptxas -----------------------------------------------------------------
hr "ptxas"
PTXAS=$(find_tool ptxas) || PTXAS=""
probe=$TMP/ptx_probe.arr
printf '%s\n' '# probe: does arrc emit PTX?' 'import numpy as np' 'from numba import cuda' '' \
  '@cuda.jit' 'def k(a):' '    i = cuda.grid(1)' '    if i < a.size:' '        a[i] = 2 * i' '' \
  'x = np.zeros(4)' 'k[1, 4](x)' 'print(x)' >"$probe"
"$ARRC" --emit=ptx "$probe" -o "$TMP/ptx_probe.ptx" >"$TMP/ptx_probe.log" 2>&1
probe_rc=$?
if [ "$probe_rc" -ne 0 ] || ! grep -q '^\.target' "$TMP/ptx_probe.ptx" 2>/dev/null; then
  say "SKIP ptxas: arrc refuses --emit=ptx (exit $probe_rc): $(head -n 1 "$TMP/ptx_probe.log")"
  summary+=("ptxas: skipped (arrc --emit=ptx refused)")
elif [ -z "$PTXAS" ]; then
  say "SKIP ptxas: not found (PATH, $CUDA_HOME/bin)"
  summary+=("ptxas: skipped (ptxas not found)")
else
  p_ok=0 p_fail=0
  for name in "${gpu_names[@]}"; do
    base=tests/golden/$name d=$TMP/ptx/$name
    mkdir -p "$d"
    [ -f "$base.arr" ] || { say "FAIL $name: no such program $base.arr"; p_fail=$((p_fail + 1)); continue; }
    read_words "$base.flags"; flags=("${WORDS[@]}")
    if ! timeout -k 5 300 "$ARRC" "${flags[@]}" --emit=ptx "$base.arr" -o "$d/prog.ptx" >"$d/emit.log" 2>&1; then
      if grep -q 'has no GPU code' "$d/emit.log"; then
        say "skip $name: no GPU code to compile to PTX"
        continue
      fi
      say "FAIL $name: arrc --emit=ptx failed:"
      head -n 5 "$d/emit.log" | sed 's/^/     /'
      p_fail=$((p_fail + 1))
      continue
    fi
    target=$(sed -n 's/^\.target[[:space:]]*\(sm_[0-9a-z]*\).*/\1/p' "$d/prog.ptx" | head -n 1)
    if [ -z "$target" ]; then
      say "FAIL $name: the PTX has no .target line"
      p_fail=$((p_fail + 1))
      continue
    fi
    bad="" done_archs=""
    if ! "$PTXAS" -arch="$target" "$d/prog.ptx" -o "$d/prog.$target.cubin" >"$d/ptxas.$target.log" 2>&1; then
      bad+="$target "
    fi
    done_archs+="$target "
    # and for the GPU's own architecture: arrc's PTX for it where arrc
    # accepts --gpu-arch for it, else the default PTX assembled for it
    if [ -n "$gpu_arch" ] && [ "$gpu_arch" != "$target" ]; then
      ptx=$d/prog.ptx
      if timeout -k 5 300 "$ARRC" "${flags[@]}" --gpu-arch="$gpu_arch" --emit=ptx "$base.arr" \
        -o "$d/prog.$gpu_arch.ptx" >"$d/emit.$gpu_arch.log" 2>&1; then
        ptx=$d/prog.$gpu_arch.ptx
      fi
      if ! "$PTXAS" -arch="$gpu_arch" "$ptx" -o "$d/prog.$gpu_arch.cubin" >"$d/ptxas.$gpu_arch.log" 2>&1; then
        bad+="$gpu_arch "
      fi
      done_archs+="$gpu_arch "
    fi
    if [ -z "$bad" ]; then
      say "ok $name (ptxas -arch ${done_archs% })"
      p_ok=$((p_ok + 1))
    else
      say "FAIL $name: ptxas rejects the PTX for ${bad% }:"
      for arch in $bad; do head -n 5 "$d/ptxas.$arch.log" | sed 's/^/     /'; done
      p_fail=$((p_fail + 1))
    fi
  done
  summary+=("ptxas: $p_ok ok, $p_fail failed")
  [ "$p_fail" -eq 0 ] || failed=1
fi

# --- summary -------------------------------------------------------------------
hr "summary"
for line in "${summary[@]}"; do say "$line"; done
if [ "$failed" -eq 0 ]; then say "gpu: PASS"; else say "gpu: FAIL"; fi
exit "$failed"
