#!/usr/bin/env bash
# The oracle (DESIGN.md §9): runs arrc programs as plain Python with NumPy and
# Numba, which defines what the compiled programs must print.
#
#   tests/oracle.sh FILE.arr [ARGS...]   run FILE under the oracle: its stdout
#                                        and stderr pass through, the exit
#                                        status is the program's
#   tests/oracle.sh regen [NAME|FILE...] regenerate tests/golden/NAME.out
#                                        (every program when none is named)
#   tests/oracle.sh check ARRC [NAME|FILE...]
#                                        compile each program with ARRC, run it,
#                                        and compare it with a fresh oracle run
#                                        (and that run with the stored .out)
#
# For tests/golden/NAME.arr, regen writes
#   NAME.out     the program's standard output, always
#   NAME.status  its exit status, only when it is not 0
#   NAME.err     only when it ends with an uncaught exception: the last line
#                of Python's traceback, e.g. "ZeroDivisionError: division by zero"
# and reads NAME.args (the command-line arguments, separated by white space;
# no quoting). NAME.flags (extra arrc options) is used by check only.
# Every program runs in a fresh temporary directory (programs may write
# files there); `sys.argv[0]` is the program's path.
#
# The interpreter: $ORACLE_PYTHON if set, else the first of /usr/bin/python3
# and the python3 interpreters on PATH that imports numba (Debian's
# python3-numba installs for /usr/bin/python3; the python3 first on PATH
# usually lacks it). Exit status 2 when none does.
#
# What the oracle changes before running a program (textually, keeping every
# line and, where possible, every column, so tracebacks point at the source):
#   - NUMBA_ENABLE_CUDASIM=1: kernels run in Numba's CUDA simulator, no GPU needed.
#   - NUMBA_LLVM_REFPRUNE_PASS=0: without Numba 0.56's reference-count pruning,
#     which frees an array a for loop iterates before its last use
#     (docs/language.md).
#   - target='cuda' / target="cuda" inside a vectorize(...) or guvectorize(...) call becomes
#     target='cpu' plus one space (Numba 0.56's simulator has no CUDA ufuncs;
#     the numbers are the same).
#   - in a program where that happened, each cuda.jit(..., device=True) call
#     (decorator or call form) becomes a call of a helper that compiles the
#     function with numba.njit instead (name padded to the same length), since
#     the CPU ufunc calls it from nopython code. The program then runs through
#     runpy with that helper installed in builtins.
#   - in a program that uses numba.cuda.libdevice, whose functions are stubs
#     returning None in the simulator, the program runs through runpy with
#     them replaced by tests/oracle_libdevice.py's, which compute what CUDA's
#     Math API documents (from math, NumPy and exact rationals, not arrc).
#   - in a program that passes max_registers= or lineinfo= to cuda.jit, the
#     program runs through runpy too, with numba.cuda.jit wrapped to drop
#     them: Numba CUDA takes both (they tune the PTX only), Numba 0.56's
#     simulator refuses them with a TypeError.
#   - in a program that uses a name of Numba CUDA's host API that the
#     simulator lacks (cuda.default_stream, get_current_device, mapped,
#     mapped_array_like, managed_array, is_cuda_array, as_cuda_array,
#     profile_start/stop, event_elapsed_time) or cuda.event(timing=...),
#     the wrapper adds them, as Numba CUDA defines them, on the simulator's
#     objects; the device is the simulator's gpus[0] with the attributes
#     docs/language.md lists for arrc's CPU path.
#   - a program that calls a warp intrinsic Numba 0.56's simulator lacks
#     (cuda.shfl_sync, ballot_sync, match_any_sync, activemask, syncwarp,
#     ...) or a bit intrinsic it gets wrong (cuda.popc, clz, ffs, brev,
#     cbrt) runs through runpy too, with the simulator extended by
#     tests/oracle_cudasim_warp.py (its docstring says what it adds and
#     why: CUDA's semantics on the simulator's thread-per-lane model).
#
# Environment: ORACLE_PYTHON, ORACLE_TIMEOUT (seconds per program run,
# default 300), ORACLE_RUNS (regen runs each program this many times and
# refuses to write output that differs between runs; default 2, 1 is faster),
# JOBS (programs run in parallel, default: the number of cores), KEEP=1 keeps
# the temporary directory.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
golden=$here/golden

usage() {
  sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

find_python() {
  local p tried=""
  local candidates=()
  if [ -n "${ORACLE_PYTHON:-}" ]; then
    candidates=("$ORACLE_PYTHON")
  else
    candidates=(/usr/bin/python3)
    local IFS=:
    for p in $PATH; do
      [ -x "$p/python3" ] && candidates+=("$p/python3")
    done
  fi
  for p in "${candidates[@]}"; do
    case " $tried " in *" $p "*) continue ;; esac
    tried+=" $p"
    if [ -x "$p" ] && "$p" -c 'import numba, numpy' >/dev/null 2>&1; then
      printf '%s\n' "$p"
      return 0
    fi
  done
  {
    echo "oracle.sh: no Python interpreter that imports numba and numpy was found."
    echo "  tried:$tried"
    echo "  The oracle needs Debian's python3-numba (Numba 0.56, NumPy 1.24) for"
    echo "  /usr/bin/python3 (apt-get install python3-numba python3-matplotlib),"
    echo "  or ORACLE_PYTHON=/path/to/python3 naming an interpreter that has them."
  } >&2
  return 2
}

# The source rewrite of the header comment. Reads the program on stdin,
# writes the rewritten program on stdout; exit status 3 when the device-
# function helper is needed (the program must run through runpy).
# shellcheck disable=SC2089  # Python source in a variable, quotes meant literally
REWRITE_PY='
import io, sys, tokenize
src = sys.stdin.read()
lines = src.splitlines(keepends=True)
try:
    toks = [t for t in tokenize.generate_tokens(io.StringIO(src).readline)
            if t.type not in (tokenize.NL, tokenize.COMMENT, tokenize.NEWLINE,
                              tokenize.INDENT, tokenize.DEDENT)]
except (tokenize.TokenError, SyntaxError):
    sys.stdout.write(src); sys.exit(0)

def close(i):
    """index of the ) token matching the ( token toks[i]"""
    depth = 0
    for j in range(i, len(toks)):
        if toks[j].string in "([{": depth += 1
        elif toks[j].string in ")]}":
            depth -= 1
            if depth == 0: return j
    return len(toks) - 1

def put(start, end, text):
    """replace one line span [start, end) by text of the same length"""
    (l, c), (l2, c2) = start, end
    assert l == l2 and len(text) == c2 - c
    ln = lines[l - 1]
    lines[l - 1] = ln[:c] + text + ln[c2:]

changed = False
for i, t in enumerate(toks):
    if t.type == tokenize.NAME and t.string in ("vectorize", "guvectorize") and i + 1 < len(toks) and toks[i + 1].string == "(":
        j, k = i + 1, close(i + 1)
        for m in range(j + 1, k - 1):
            if (toks[m].string == "target" and toks[m + 1].string == "=" and
                    toks[m + 2].type == tokenize.STRING and toks[m + 2].string in ("\x27cuda\x27", "\"cuda\"")):
                q = toks[m + 2].string[0]
                put(toks[m + 2].start, toks[m + 2].end, q + "cpu" + q + " ")
                changed = True

dev = False
if changed:
    for i, t in enumerate(toks):
        # [NAME .]* cuda . jit (  ... device = True ... )
        if not (t.string == "jit" and i >= 2 and toks[i - 1].string == "." and toks[i - 2].string == "cuda"
                and i + 1 < len(toks) and toks[i + 1].string == "("):
            continue
        s = i - 2
        while s >= 2 and toks[s - 1].string == "." and toks[s - 2].type == tokenize.NAME:
            s -= 2
        k = close(i + 1)
        if not any(toks[m].string == "device" and toks[m + 1].string == "=" and toks[m + 2].string == "True"
                   for m in range(i + 2, k - 2)):
            continue
        if toks[s].start[0] != t.end[0]:
            continue
        width = t.end[1] - toks[s].start[1]
        put(toks[s].start, t.end, "_arrcdev".ljust(width))
        dev = True
# cuda.jit(..., max_registers=N or lineinfo=...): the wrapper drops them.
tuning = False
for i, t in enumerate(toks):
    if t.string == "jit" and i >= 2 and toks[i - 1].string == "." and toks[i - 2].string == "cuda" \
            and i + 1 < len(toks) and toks[i + 1].string == "(":
        k = close(i + 1)
        tuning |= any(toks[m].string in ("max_registers", "lineinfo") and toks[m + 1].string == "="
                      for m in range(i + 2, k - 1))
# numba.cuda.libdevice: the simulator has only stubs; the wrapper fills them in.
libdevice = any(t.string == "libdevice" for t in toks)
# cuda.X for the names of the host API of Numba CUDA that the simulator of
# Numba 0.56 lacks, and cuda.event(timing=...), which it refuses: the wrapper adds them.
host_api = False
shimmed = ("default_stream", "get_current_device", "managed_array", "mapped_array_like", "mapped",
           "is_cuda_array", "as_cuda_array", "profile_start", "profile_stop", "event_elapsed_time")
for i, t in enumerate(toks):
    if t.string == "cuda" and i + 2 < len(toks) and toks[i + 1].string == ".":
        name = toks[i + 2].string
        host_api |= name in shimmed
        if name == "event" and i + 4 < len(toks) and toks[i + 3].string == "(" and toks[i + 4].string == "timing":
            host_api = True
# cuda.NAME for the intrinsics tests/oracle_cudasim_warp.py adds or corrects.
warp_names = {"shfl_sync", "shfl_up_sync", "shfl_down_sync", "shfl_xor_sync", "all_sync", "any_sync",
              "eq_sync", "ballot_sync", "match_any_sync", "match_all_sync", "activemask", "lanemask_lt",
              "syncwarp", "nanosleep", "popc", "clz", "ffs", "brev", "cbrt"}
warp = any(t.string in warp_names and i >= 2 and toks[i - 1].string == "." and toks[i - 2].string == "cuda"
           for i, t in enumerate(toks))
sys.stdout.write("".join(lines))
sys.exit(3 if dev or tuning or libdevice or host_api or warp else 0)
'

# Runs the program under the rewrite and, when needed, this wrapper.
# shellcheck disable=SC2089
RUNPY_PY='
import builtins, runpy, sys
import numba
def _arrcdev(*args, **kw):
    kw.pop("device", None); kw.pop("inline", None); kw.pop("link", None)
    restype = kw.pop("restype", None); argtypes = kw.pop("argtypes", None)
    if argtypes is not None:
        sig = restype(*argtypes) if restype is not None else tuple(argtypes)
        args = (sig,) + args
    return numba.njit(*args, **kw)
builtins._arrcdev = _arrcdev
import numba.cuda
_cuda_jit = numba.cuda.jit
def _jit_without_tuning(*args, max_registers=None, lineinfo=False, **kw):
    return _cuda_jit(*args, **kw)
numba.cuda.jit = _jit_without_tuning
import os
sys.path.insert(0, os.environ["ARRC_ORACLE_TESTS"])
import oracle_libdevice
# The host API names the simulator lacks, as Numba CUDA defines them, on the
# objects of the simulator (docs/language.md: what arrc returns on each path).
import contextlib
from numba.cuda.simulator.cudadrv import devicearray as _sim_arrays
_c = numba.cuda
if not hasattr(_c, "get_current_device"):
    _Event = _c.event
    _c.event = lambda timing=True: _Event()
    _c.event_elapsed_time = lambda start, end: start.elapsed_time(end)
    _c.default_stream = _c.stream
    _c.managed_array = _sim_arrays.managed_array
    _c.mapped_array_like = lambda ary, stream=0, portable=False, wc=False: _c.mapped_array(ary.shape, dtype=ary.dtype)
    @contextlib.contextmanager
    def _mapped(*arylist, stream=0, portable=False, wc=False):
        devarys = [_sim_arrays.FakeCUDAArray(a) for a in arylist]
        yield devarys[0] if len(devarys) == 1 else devarys
    _c.mapped = _mapped
    _c.is_cuda_array = lambda obj: bool(getattr(obj, "__cuda_ndarray__", False))
    def _as_cuda_array(obj, sync=True):
        if not _c.is_cuda_array(obj):
            raise TypeError("*obj* doesn\x27t implement the cuda array interface.")
        return obj
    _c.as_cuda_array = _as_cuda_array
    _c.profile_start = _c.profile_stop = lambda: None
    _Device = type(_c.gpus[0])
    for _name, _value in (("name", "SIMULATOR"), ("MAX_THREADS_PER_BLOCK", 1024), ("MAX_BLOCK_DIM_X", 1024),
                          ("MAX_BLOCK_DIM_Y", 1024), ("MAX_BLOCK_DIM_Z", 64), ("MAX_GRID_DIM_X", 2147483647),
                          ("MAX_GRID_DIM_Y", 65535), ("MAX_GRID_DIM_Z", 65535),
                          ("MAX_SHARED_MEMORY_PER_BLOCK", 49152), ("WARP_SIZE", 32), ("MULTIPROCESSOR_COUNT", 1)):
        setattr(_Device, _name, _value)
    _c.get_current_device = lambda: _c.gpus[0]
import importlib.util, os
_spec = importlib.util.spec_from_file_location("oracle_cudasim_warp", os.environ["ARRC_ORACLE_WARP"])
_warp = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_warp)
_warp.install()
sys.argv = sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")
'

# oracle_exec FILE DIR [ARGS...]: runs FILE under the oracle in DIR/run with
# a rewritten copy in DIR/src; writes DIR/stdout, DIR/stderr, DIR/rc.
oracle_exec() {
  local file=$1 dir=$2
  shift 2
  local base rc=0
  base=$(basename "$file")
  mkdir -p "$dir/src" "$dir/run"
  "$PY" -c "$REWRITE_PY" <"$file" >"$dir/src/$base" || rc=$?
  if [ "$rc" -ne 0 ] && [ "$rc" -ne 3 ]; then
    echo "oracle.sh: could not rewrite $file" >"$dir/stderr"
    : >"$dir/stdout"
    echo 125 >"$dir/rc"
    return
  fi
  local cmd=("$PY" "$dir/src/$base")
  [ "$rc" -eq 3 ] && cmd=("$PY" -c "$RUNPY_PY" "$dir/src/$base")
  (
    cd "$dir/run" &&
      ARRC_ORACLE_TESTS=$here ARRC_ORACLE_WARP=$here/oracle_cudasim_warp.py NUMBA_ENABLE_CUDASIM=1 NUMBA_LLVM_REFPRUNE_PASS=0 PYTHONDONTWRITEBYTECODE=1 PYTHONHASHSEED=0 PYTHONIOENCODING=utf-8 \
        timeout -k 10 "${ORACLE_TIMEOUT:-300}" "${cmd[@]}" "$@" \
        </dev/null >"$dir/stdout" 2>"$dir/stderr"
  )
  echo $? >"$dir/rc"
}

# The words of NAME.args (set -f: no globbing).
read_args() { # FILE.arr -> ARGS array
  ARGS=()
  local a=${1%.arr}.args
  if [ -f "$a" ]; then
    set -f
    # shellcheck disable=SC2207
    ARGS=($(cat "$a"))
    set +f
  fi
}

# The last line of a Python traceback, when the program died of one:
# "KIND: message" with a builtin exception name.
traceback_last() { # STDERR-FILE
  grep -q '^Traceback (most recent call last):' "$1" || return 1
  grep -v '^[[:space:]]*$' "$1" | tail -n 1
}

# NAME or path -> path of the .arr file
resolve() {
  case "$1" in
    */* | *.arr | *.py) printf '%s\n' "$1" ;;
    *) printf '%s\n' "$golden/$1.arr" ;;
  esac
}

regen_one() { # FILE.arr
  local f=$1 name d rep rc last
  name=$(basename "${f%.arr}")
  d=$TMP/$name
  rep=$TMP/$name.report
  read_args "$f"
  oracle_exec "$f" "$d" "${ARGS[@]}"
  rc=$(cat "$d/rc")
  if [ "${ORACLE_RUNS:-2}" -ge 2 ]; then
    oracle_exec "$f" "$d.again" "${ARGS[@]}"
    if ! cmp -s "$d/stdout" "$d.again/stdout" || [ "$rc" != "$(cat "$d.again/rc")" ]; then
      { echo "FAIL $name: two oracle runs differ (the program is not deterministic)"
        diff "$d/stdout" "$d.again/stdout" | head -20 | sed 's/^/     /'; } >"$rep"
      return
    fi
  fi
  local base=${f%.arr} note=""
  if [ "$rc" -ge 124 ]; then
    { echo "FAIL $name: the oracle run timed out or was killed (status $rc); nothing written"
      tail -n 5 "$d/stderr" | sed 's/^/     /'; } >"$rep"
    return
  fi
  if [ "$rc" -ne 0 ] && last=$(traceback_last "$d/stderr") &&
    ! printf '%s\n' "$last" | grep -Eq '^(numpy\.(linalg\.)?)?([A-Z][A-Za-z]*(Error|Exception)|StopIteration)(: .*)?$'; then
    { echo "FAIL $name: the program died of something other than a builtin or NumPy exception (a Numba compile error?); nothing written"
      tail -n 12 "$d/stderr" | sed 's/^/     /'; } >"$rep"
    return
  fi
  local old_out="" old_status="" old_err=""
  [ -f "$base.out" ] && old_out=$(cksum <"$base.out")
  [ -f "$base.status" ] && old_status=$(cat "$base.status")
  [ -f "$base.err" ] && old_err=$(cat "$base.err")
  cp "$d/stdout" "$base.out"
  if [ "$rc" -ne 0 ]; then echo "$rc" >"$base.status"; else rm -f "$base.status"; fi
  rm -f "$base.err"
  if [ "$rc" -ne 0 ] && last=$(traceback_last "$d/stderr"); then
    printf '%s\n' "$last" >"$base.err"
    note=", raises $last"
  fi
  local what=unchanged
  if [ "$old_out" != "$(cksum <"$base.out")" ] || [ "$old_status" != "$([ -f "$base.status" ] && cat "$base.status")" ] ||
    [ "$old_err" != "$([ -f "$base.err" ] && cat "$base.err")" ]; then
    what=changed
  fi
  echo "ok $name: $(wc -l <"$base.out") lines, status $rc$note ($what)" >"$rep"
  if [ "$rc" -eq 0 ] && grep -q . "$d/stderr"; then
    { echo "     note: stderr of the oracle run:"; head -n 6 "$d/stderr" | sed 's/^/       /'; } >>"$rep"
  fi
}

check_one() { # FILE.arr
  local f=$1 name d rep flags=() base
  base=${f%.arr}
  name=$(basename "$base")
  d=$TMP/$name
  rep=$TMP/$name.report
  mkdir -p "$d/arrc"
  if [ -f "$base.skip" ]; then
    # A program for a feature still to come (its .skip says which).
    echo "skip $name: $(head -n 1 "$base.skip")" >"$rep"
    return
  fi
  read_args "$f"
  if [ -f "$base.flags" ]; then
    set -f
    # shellcheck disable=SC2207
    flags=($(cat "$base.flags"))
    set +f
  fi
  local problems="" last
  oracle_exec "$f" "$d/oracle" "${ARGS[@]}"
  local orc
  orc=$(cat "$d/oracle/rc")
  # the stored expectation against the fresh oracle run
  if [ -f "$base.out" ]; then
    local want_status=0
    [ -f "$base.status" ] && want_status=$(cat "$base.status")
    if ! cmp -s "$base.out" "$d/oracle/stdout" || [ "$want_status" != "$orc" ]; then
      problems+="stale: the stored $name.out/.status differ from a fresh oracle run (status $orc, stored $want_status); run tests/oracle.sh regen $name"$'\n'
      problems+="$(diff "$base.out" "$d/oracle/stdout" | head -20)"$'\n'
      echo stale >"$d/kind"
    fi
  fi
  # arrc against the fresh oracle run
  if ! timeout -k 10 300 "$ARRC" "${flags[@]}" "$f" -o "$d/arrc/prog" >"$d/arrc/compile" 2>&1; then
    problems+="arrc could not compile it:"$'\n'"$(head -n 15 "$d/arrc/compile")"$'\n'
    echo differs >>"$d/kind"
  else
    mkdir -p "$d/arrc/run"
    { (cd "$d/arrc/run" && exec timeout -k 5 60 "$d/arrc/prog" "${ARGS[@]}" </dev/null >"$d/arrc/stdout" 2>"$d/arrc/stderr"); } 2>/dev/null
    local arc=$?
    if ! cmp -s "$d/oracle/stdout" "$d/arrc/stdout" || [ "$arc" != "$orc" ]; then
      problems+="arrc's program differs from the oracle (status $arc, oracle $orc):"$'\n'
      problems+="$(diff -u --label oracle --label arrc "$d/oracle/stdout" "$d/arrc/stdout" | head -40)"$'\n'
      [ -s "$d/arrc/stderr" ] && problems+="arrc program's stderr: $(head -n 3 "$d/arrc/stderr")"$'\n'
      echo differs >>"$d/kind"
    elif [ "$orc" -ne 0 ] && last=$(traceback_last "$d/oracle/stderr") &&
      ! grep -qF -- ": runtime error: $last" "$d/arrc/stderr"; then
      problems+="the oracle ends with \"$last\"; arrc's program's stderr lacks \"FILE:LINE:COL: runtime error: $last\":"$'\n'
      problems+="$(head -n 3 "$d/arrc/stderr")"$'\n'
      echo differs >>"$d/kind"
    fi
  fi
  if [ -z "$problems" ]; then
    echo "ok $name" >"$rep"
  else
    { echo "FAIL $name"; printf '%s' "$problems" | sed 's/^/     /'; } >"$rep"
  fi
}

# --- main --------------------------------------------------------------------
[ $# -ge 1 ] || usage
mode=$1
shift
PY=$(find_python) || exit 2
# shellcheck disable=SC2090
export PY REWRITE_PY RUNPY_PY golden here

case "$mode" in
  -h | --help) usage ;;
  regen | check)
    if [ "$mode" = check ]; then
      [ $# -ge 1 ] || { echo "oracle.sh check: which compiler? usage: tests/oracle.sh check ARRC [NAME...]" >&2; exit 2; }
      ARRC=$1
      shift
      case "$ARRC" in */*) ARRC=$(cd "$(dirname "$ARRC")" && pwd)/$(basename "$ARRC") ;; esac
      export ARRC
    fi
    files=()
    if [ $# -eq 0 ]; then
      files=("$golden"/*.arr)
      [ -e "${files[0]}" ] || { echo "oracle.sh: no programs in $golden" >&2; exit 2; }
    else
      for a in "$@"; do
        f=$(resolve "$a")
        [ -f "$f" ] || { echo "oracle.sh: no such program: $a" >&2; exit 2; }
        files+=("$(cd "$(dirname "$f")" && pwd)/$(basename "$f")")
      done
    fi
    TMP=$(mktemp -d "${TMPDIR:-/tmp}/arrc-oracle.XXXXXX")
    [ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$TMP"' EXIT
    export TMP ORACLE_TIMEOUT ORACLE_RUNS here
    export -f oracle_exec read_args traceback_last regen_one check_one
    cd "$root" || exit 2
    echo "oracle: $PY ($("$PY" -c 'import numba, numpy, sys; print("Python %s, Numba %s, NumPy %s" % (sys.version.split()[0], numba.__version__, numpy.__version__))'))" >&2
    printf '%s\0' "${files[@]}" |
      xargs -0 -n 1 -P "${JOBS:-$(nproc)}" bash -c "${mode}_one \"\$1\"" _
    nfail=0 nstale=0 ndiff=0 nskip=0
    for f in "${files[@]}"; do
      name=$(basename "${f%.arr}")
      if [ -f "$TMP/$name.report" ]; then cat "$TMP/$name.report"; else echo "FAIL $name: no report (internal error)"; fi
      grep -q '^FAIL' "$TMP/$name.report" 2>/dev/null && nfail=$((nfail + 1))
      grep -q '^skip' "$TMP/$name.report" 2>/dev/null && nskip=$((nskip + 1))
      if [ -f "$TMP/$name/kind" ]; then
        grep -q stale "$TMP/$name/kind" && nstale=$((nstale + 1))
        grep -q differs "$TMP/$name/kind" && ndiff=$((ndiff + 1))
      fi
    done
    n=${#files[@]}
    if [ "$mode" = regen ]; then
      echo "oracle regen: $((n - nfail)) written, $nfail failed"
    else
      echo "oracle check: $n programs, $((n - nfail - nskip)) match, $ndiff differ from the oracle, $nstale stale .out, $nskip skipped (.skip)"
    fi
    [ "$nfail" -eq 0 ]
    ;;
  *)
    # tests/oracle.sh FILE [ARGS...]
    file=$mode
    [ "$file" = run ] && { file=${1:-}; shift; }
    [ -f "$file" ] || { echo "oracle.sh: no such program: $file" >&2; usage; }
    TMP=$(mktemp -d "${TMPDIR:-/tmp}/arrc-oracle.XXXXXX")
    trap 'rm -rf "$TMP"' EXIT
    oracle_exec "$file" "$TMP/p" "$@"
    cat "$TMP/p/stdout"
    cat "$TMP/p/stderr" >&2
    exit "$(cat "$TMP/p/rc")"
    ;;
esac
