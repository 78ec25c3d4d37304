#!/usr/bin/env bash
# bench/run.sh: runs every CPU benchmark three ways, in one go, and prints a table.
#
#   bench/run.sh [-o FILE.md] [-r R] [-t SECONDS] [-k] [WORKLOAD...]
#
# For each workload (default: all of bench/*.arr that have a bench/c/NAME.c):
#   arrc   compiles bench/NAME.arr with $ARRC (default build/arrc) and
#          $ARRC_BENCH_FLAGS (default -march=native, as gcc gets) and runs it;
#          a failed compile or run is reported as "failed" and the row goes on
#   numba  runs the same bench/NAME.arr with $PYTHON (default /usr/bin/python3,
#          the Debian interpreter that has Numba; the first python3 on PATH may not)
#   C      compiles bench/c/NAME.c with $BENCH_CC (default gcc) and
#          $BENCH_CFLAGS (default -O3 -march=native -ffp-contract=off) and runs it
# Every program prints "BENCH NAME seconds=<median of R timed calls>" and one
# "CHECK NAME ..." line; the table shows the medians, the ratios arrc/numba,
# arrc/C and numba/C (lower is better for arrc), and whether arrc's and C's
# CHECK lines equal Numba's. Per workload (extra_cflags, extra_rows below):
# C flags added to $BENCH_CFLAGS (-fopenmp for the parallel one), and further
# "BENCH OTHER seconds=" lines its programs print, each shown as a row of its
# own (matmul_prange_serial: the same loops without parallel=True / OpenMP).
# Parallel programs use every core: Numba's and OpenMP's default thread counts
# and arrc's ARRC_NUM_THREADS default are all the number of cores.
#
#   -o FILE   also write the table, with the machine's description, as Markdown
#   -r R      timed repeats for every program (default: each program's own, 5 or 11)
#   -t S      time limit per compile or run in seconds (default 300)
#   -k        keep the build directory with the binaries and logs (its path is printed)
set -u

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
ARRC=${ARRC:-$root/build/arrc}
PYTHON=${PYTHON:-/usr/bin/python3}
BENCH_CC=${BENCH_CC:-gcc}
BENCH_CFLAGS=${BENCH_CFLAGS:--O3 -march=native -ffp-contract=off}
# arrc gets the machine's processor too, as gcc does ($ARRC_BENCH_FLAGS).
ARRC_BENCH_FLAGS=${ARRC_BENCH_FLAGS:--march=native}

md_out='' repeats='' limit=300 keep=0
usage() { sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2; }
while getopts "o:r:t:kh" opt; do
    case $opt in
        o) md_out=$OPTARG ;;
        r) repeats=$OPTARG ;;
        t) limit=$OPTARG ;;
        k) keep=1 ;;
        *) usage ;;
    esac
done
shift $((OPTIND - 1))

if [ $# -gt 0 ]; then
    workloads=("$@")
else
    workloads=()
    for f in "$here"/*.arr; do
        w=$(basename "$f" .arr)
        [ -f "$here/c/$w.c" ] && workloads+=("$w")
    done
fi
for w in "${workloads[@]}"; do
    if [ ! -f "$here/$w.arr" ] || [ ! -f "$here/c/$w.c" ]; then
        echo "run.sh: no workload '$w' (need bench/$w.arr and bench/c/$w.c)" >&2
        exit 2
    fi
done

tmp=$(mktemp -d "${TMPDIR:-/tmp}/arrc-bench.XXXXXX")
if [ "$keep" = 1 ]; then
    echo "run.sh: keeping binaries and logs in $tmp" >&2
else
    trap 'rm -rf "$tmp"' EXIT
fi

if ! "$PYTHON" -c 'import numba' 2>/dev/null; then
    echo "run.sh: warning: $PYTHON cannot import numba; the numba column will say failed" >&2
fi

notes=()

# Per-workload additions: C flags, and the names of further BENCH lines.
extra_cflags() {
    case $1 in
        matmul_prange) echo "-fopenmp" ;;
        stencil_heat) echo "-fopenmp" ;;
    esac
}
extra_rows() {
    case $1 in
        matmul_prange) echo "matmul_prange_serial" ;;
        sum_sqrt) echo "sum_sqrt_expr" ;;
        guvectorize) echo "guvectorize_pairwise guvectorize_out" ;;
        stencil_heat) echo "stencil_heat_serial" ;;
    esac
}

# bench_secs LOG NAME: the seconds of the line "BENCH NAME seconds=..." in LOG,
# or "failed"
bench_secs() {
    local v=""
    [ -f "$1" ] && v=$(sed -n "s/^BENCH $2 seconds=\([0-9.eE+-]*\).*/\1/p" "$1" | head -n 1)
    echo "${v:-failed}"
}

# run_prog LABEL LOG CMD...: runs CMD under the time limit with output in LOG;
# sets $secs (the BENCH median, or "failed") and $check (the CHECK line).
run_prog() {
    local label=$1 log=$2
    shift 2
    secs=failed check=
    if timeout "$limit" "$@" >"$log" 2>&1; then
        secs=$(sed -n 's/^BENCH [A-Za-z0-9_]* seconds=\([0-9.eE+-]*\).*/\1/p' "$log" | head -n 1)
        check=$(grep '^CHECK ' "$log" | head -n 1)
        if [ -z "$secs" ]; then
            secs=failed
            notes+=("$label: no BENCH line in its output")
        fi
    else
        local rc=$?
        [ "$rc" = 124 ] && notes+=("$label: timed out after ${limit}s") ||
            notes+=("$label: exit status $rc: $(tail -n 1 "$log")")
    fi
}

ratio() {   # ratio A B: A/B with 2 decimals, "-" unless both are numbers
    awk -v a="$1" -v b="$2" 'BEGIN {
        if (a ~ /^[0-9.eE+-]+$/ && b ~ /^[0-9.eE+-]+$/ && b + 0 > 0) printf "%.2f", a / b;
        else printf "-" }'
}

rows=()
row() { printf "%-20s %10s %10s %10s %11s %8s %8s  %s\n" "$@"; }
row workload "arrc s" "numba s" "C s" arrc/numba arrc/C numba/C check
for w in "${workloads[@]}"; do
    args=()
    [ -n "$repeats" ] && args=("$repeats")

    # arrc
    if [ ! -x "$ARRC" ]; then
        a_secs=failed a_check=
        notes+=("$w arrc: no compiler at $ARRC (run make, or set ARRC)")
    # shellcheck disable=SC2086 # the flags are words
    elif timeout "$limit" "$ARRC" $ARRC_BENCH_FLAGS "$here/$w.arr" -o "$tmp/$w.arrc" >"$tmp/$w.arrc-build.log" 2>&1 &&
         [ -x "$tmp/$w.arrc" ]; then
        run_prog "$w arrc" "$tmp/$w.arrc.log" "$tmp/$w.arrc" "${args[@]}"
        a_secs=$secs a_check=$check
    else
        a_secs=failed a_check=
        notes+=("$w arrc: compile failed: $(grep -m 1 'error' "$tmp/$w.arrc-build.log" || tail -n 1 "$tmp/$w.arrc-build.log")")
    fi

    # Numba
    run_prog "$w numba" "$tmp/$w.numba.log" "$PYTHON" "$here/$w.arr" "${args[@]}"
    n_secs=$secs n_check=$check

    # C
    # shellcheck disable=SC2086,SC2046  # BENCH_CFLAGS and extra_cflags are lists of flags
    if timeout "$limit" "$BENCH_CC" $BENCH_CFLAGS $(extra_cflags "$w") -o "$tmp/$w.c.bin" "$here/c/$w.c" -lm \
            >"$tmp/$w.c-build.log" 2>&1; then
        run_prog "$w C" "$tmp/$w.c.log" "$tmp/$w.c.bin" "${args[@]}"
        c_secs=$secs c_check=$check
    else
        c_secs=failed c_check=
        notes+=("$w C: compile failed: $(head -n 1 "$tmp/$w.c-build.log")")
    fi

    # the CHECK lines, against Numba's
    if [ -z "$n_check" ]; then
        ok="no numba result"
    else
        ok=ok
        if [ -n "$a_check" ] && [ "$a_check" != "$n_check" ]; then
            ok="arrc differs"
            notes+=("$w arrc: '$a_check' but numba: '$n_check'")
        fi
        if [ -n "$c_check" ] && [ "$c_check" != "$n_check" ]; then
            [ "$ok" = ok ] && ok="C differs" || ok="$ok, C differs"
            notes+=("$w C: '$c_check' but numba: '$n_check'")
        fi
    fi

    r_an=$(ratio "$a_secs" "$n_secs") r_ac=$(ratio "$a_secs" "$c_secs") r_nc=$(ratio "$n_secs" "$c_secs")
    [ "$a_secs" = failed ] && a_show="failed" || a_show=$a_secs
    row "$w" "$a_show" "$n_secs" "$c_secs" "$r_an" "$r_ac" "$r_nc" "$ok"
    rows+=("| $w | $a_show | $n_secs | $c_secs | $r_an | $r_ac | $r_nc | $ok |")

    # further BENCH lines of the same runs (their check is the row above's)
    for x in $(extra_rows "$w"); do
        xa=$(bench_secs "$tmp/$w.arrc.log" "$x") xn=$(bench_secs "$tmp/$w.numba.log" "$x")
        xc=$(bench_secs "$tmp/$w.c.log" "$x")
        r_an=$(ratio "$xa" "$xn") r_ac=$(ratio "$xa" "$xc") r_nc=$(ratio "$xn" "$xc")
        row "$x" "$xa" "$xn" "$xc" "$r_an" "$r_ac" "$r_nc" "(as $w)"
        rows+=("| $x | $xa | $xn | $xc | $r_an | $r_ac | $r_nc | (as $w) |")
    done
done

if [ ${#notes[@]} -gt 0 ]; then
    echo
    for n in "${notes[@]}"; do echo "note: $n"; done
fi

if [ -n "$md_out" ]; then
    cpu=$(grep -m 1 '^model name' /proc/cpuinfo | sed 's/^[^:]*: *//')
    {
        echo "Measured $(date -u '+%Y-%m-%d %H:%M UTC') by \`bench/run.sh\`$([ -n "$repeats" ] && echo " -r $repeats")"
        echo "on $(nproc) CPUs ($cpu), $(uname -sm);"
        echo "Numba $("$PYTHON" -c 'import numba; print(numba.__version__)' 2>/dev/null || echo '?')" \
             "under $PYTHON, $("$BENCH_CC" --version | head -n 1) with \`$BENCH_CFLAGS\`$(
                for w in "${workloads[@]}"; do
                    f=$(extra_cflags "$w"); [ -n "$f" ] && printf " (%s: also \`%s\`)" "$w" "$f"
                done)."
        echo "Parallel programs ran with the default thread counts (the number of CPUs)."
        echo "Seconds are the median of the timed repeats; ratios below 1 mean arrc is faster."
        echo
        echo "| workload | arrc s | numba s | C s | arrc/numba | arrc/C | numba/C | check |"
        echo "|---|---:|---:|---:|---:|---:|---:|---|"
        for r in "${rows[@]}"; do echo "$r"; done
        if [ ${#notes[@]} -gt 0 ]; then
            echo
            for n in "${notes[@]}"; do echo "- $n"; done
        fi
    } >"$md_out"
    echo "run.sh: wrote $md_out" >&2
fi
