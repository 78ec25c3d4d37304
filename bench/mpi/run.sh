#!/usr/bin/env bash
# bench/mpi/run.sh: the MPI samples (samples/mpi/heat.arr, pi.arr) at 1 and
# 2 ranks, compiled by arrc against mpi4py + Numba, and prints a table.
#
#   bench/mpi/run.sh [-o FILE.md] [-r R] [-t SECONDS] [-k]
#
# For each sample and each rank count N in $BENCH_NPS (default "1 2"):
#   arrc   compiles samples/mpi/NAME.arr with $ARRC (default build/arrc) and
#          $ARRC_BENCH_FLAGS (default -march=native) and runs
#          `mpirun -np N ./NAME ARGS bench`
#   numba  runs `mpirun -np N $PYTHON samples/mpi/NAME.arr ARGS bench`
#          ($PYTHON: default /usr/bin/python3, Debian's, with mpi4py and
#          Numba)
# With "bench", rank 0 prints one line
#   BENCH NAME ... seconds=S cpu=C warmup=W CHECK=VALUE
# S: the computation's seconds by MPI.Wtime (after a barrier, on rank 0),
# C: rank 0's processor seconds in that time (time.process_time; on a
# busy machine S grows with the load, C much less), W: the seconds of one
# warm-up call made before it (under Numba the JIT compiles there; arrc's
# is compiled already), and a rounded result that must be the same for
# both. The table shows, per configuration, the median over R runs
# (default 3) of S, C and W and of the wall time of the whole mpirun
# command (start-up, imports and JIT included), the ratios arrc/numba, and
# per sample the speedup from 1 to 2 ranks (of S).
#
#   -o FILE   also write the tables, with the machine's description, as Markdown
#   -r R      runs per configuration (default 3)
#   -t S      time limit per compile or run in seconds (default 300)
#   -k        keep the build directory with the binaries and logs (its path is printed)
# Sizes: $HEAT_ARGS (default "600 1000": a 600 x 600 plate, 1000 steps) and
# $PI_ARGS (default "100000000" points), about 1-3 s each under Numba at
# one rank.
set -u

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
ARRC=${ARRC:-$root/build/arrc}
PYTHON=${PYTHON:-/usr/bin/python3}
ARRC_BENCH_FLAGS=${ARRC_BENCH_FLAGS:--march=native}
BENCH_NPS=${BENCH_NPS:-1 2}
HEAT_ARGS=${HEAT_ARGS:-600 1000}
PI_ARGS=${PI_ARGS:-100000000}

md_out='' repeats=3 limit=300 keep=0
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

if ! command -v mpirun >/dev/null; then
    echo "run.sh: no mpirun (install openmpi-bin: scripts/install-deps.sh)" >&2
    exit 2
fi
# As tests/mpi.sh: running as root in a container is meant, more ranks
# than cores are allowed, and only the shared-memory transport is used.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_btl=self,vader OMPI_MCA_btl_vader_single_copy_mechanism=none

tmp=$(mktemp -d "${TMPDIR:-/tmp}/arrc-mpibench.XXXXXX")
if [ "$keep" = 1 ]; then
    echo "run.sh: keeping binaries and logs in $tmp" >&2
else
    trap 'rm -rf "$tmp"' EXIT
fi
notes=()
# Other work on the machine slows the runs: the table says how busy it was.
load_before=$(cut -d ' ' -f 1-3 /proc/loadavg)

sample_args() {
    case $1 in
        heat) echo "$HEAT_ARGS" ;;
        pi) echo "$PI_ARGS" ;;
    esac
}

# field LINE KEY: the value of KEY=VALUE in LINE, or "failed".
field() {
    local v
    v=$(printf '%s\n' "$1" | sed -n "s/.* $2=\([^ ]*\).*/\1/p")
    echo "${v:-failed}"
}

median() { # numbers on stdin -> their median, or "failed" if any is not a number
    sort -g | awk '{ if ($1 !~ /^[0-9.eE+-]+$/) bad = 1; v[NR] = $1 }
         END { if (bad || NR == 0) { print "failed"; exit }
               if (NR % 2) printf "%.3f\n", v[(NR + 1) / 2];
               else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

ratio() {   # ratio A B: A/B with 2 decimals, "-" unless both are numbers
    awk -v a="$1" -v b="$2" 'BEGIN {
        if (a ~ /^[0-9.eE+-]+$/ && b ~ /^[0-9.eE+-]+$/ && b + 0 > 0) printf "%.2f", a / b;
        else printf "-" }'
}

# measure LABEL NP CMD...: runs `mpirun -np NP CMD` R times; sets $secs,
# $cpu, $warm and $wall (medians) and $check (the last run's check value).
measure() {
    local label=$1 np=$2
    shift 2
    local i line start end
    : >"$tmp/s" && : >"$tmp/c" && : >"$tmp/w" && : >"$tmp/t"
    check=failed
    for ((i = 1; i <= repeats; i++)); do
        start=$(date +%s.%N)
        if timeout "$limit" mpirun --oversubscribe -np "$np" "$@" >"$tmp/log" 2>&1; then
            end=$(date +%s.%N)
            line=$(grep '^BENCH ' "$tmp/log" | head -n 1)
            if [ -z "$line" ]; then
                notes+=("$label: no BENCH line in its output")
                echo failed >>"$tmp/s"
                continue
            fi
            field "$line" seconds >>"$tmp/s"
            field "$line" cpu >>"$tmp/c"
            field "$line" warmup >>"$tmp/w"
            awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f\n", b - a }' >>"$tmp/t"
            check=$(printf '%s\n' "$line" | sed -n 's/.* \(change\|hits\)=\([^ ]*\).*/\2/p')
        else
            local rc=$?
            [ "$rc" = 124 ] && notes+=("$label: timed out after ${limit}s") ||
                notes+=("$label: exit status $rc: $(tail -n 1 "$tmp/log")")
            echo failed >>"$tmp/s"
            break
        fi
    done
    secs=$(median <"$tmp/s") cpu=$(median <"$tmp/c") warm=$(median <"$tmp/w") wall=$(median <"$tmp/t")
}

rows=() scaling=()
row() { printf "%-5s %-10s %5s %7s %7s %7s %7s %7s %7s %7s %7s %7s %7s  %s\n" "$@"; }
row sample size ranks "arrc s" "numba s" ratio "arrc c" "numba c" ratio "JIT s" "arrc w" "numba w" ratio check
for name in heat pi; do
    args=$(sample_args "$name")
    a_ok=1
    # shellcheck disable=SC2086 # the flags are words
    if ! timeout "$limit" "$ARRC" $ARRC_BENCH_FLAGS "$root/samples/mpi/$name.arr" -o "$tmp/$name" \
            >"$tmp/$name.build.log" 2>&1; then
        a_ok=0
        notes+=("$name arrc: compile failed: $(grep -m 1 'error' "$tmp/$name.build.log" | sed "s|^$root/||" ||
            tail -n 1 "$tmp/$name.build.log")")
    fi
    declare -A a_at=() n_at=()
    for np in $BENCH_NPS; do
        if [ "$a_ok" = 1 ]; then
            # shellcheck disable=SC2086 # the arguments are words
            measure "$name arrc np=$np" "$np" "$tmp/$name" $args bench
        else
            secs=failed cpu=failed warm=failed wall=failed check=failed
        fi
        a_secs=$secs a_cpu=$cpu a_wall=$wall a_check=$check
        # shellcheck disable=SC2086
        measure "$name numba np=$np" "$np" "$PYTHON" "$root/samples/mpi/$name.arr" $args bench
        n_secs=$secs n_cpu=$cpu n_warm=$warm n_wall=$wall n_check=$check
        a_at[$np]=$a_secs n_at[$np]=$n_secs
        if [ "$n_check" = failed ]; then ok="no numba result"
        elif [ "$a_check" = failed ]; then ok="no arrc result"
        elif [ "$a_check" = "$n_check" ]; then ok="ok ($n_check)"
        else ok="arrc differs"; notes+=("$name np=$np: arrc's check $a_check, numba's $n_check"); fi
        r=$(ratio "$a_secs" "$n_secs") rc=$(ratio "$a_cpu" "$n_cpu") rw=$(ratio "$a_wall" "$n_wall")
        row "$name" "$args" "$np" "$a_secs" "$n_secs" "$r" "$a_cpu" "$n_cpu" "$rc" "$n_warm" "$a_wall" "$n_wall" "$rw" "$ok"
        rows+=("| $name | $args | $np | $a_secs | $n_secs | $r | $a_cpu | $n_cpu | $rc | $n_warm | $a_wall | $n_wall | $rw | $ok |")
    done
    first=${BENCH_NPS%% *} last=${BENCH_NPS##* }
    scaling+=("| $name | $first → $last | $(ratio "${a_at[$first]}" "${a_at[$last]}") | $(ratio "${n_at[$first]}" "${n_at[$last]}") |")
    unset a_at n_at
done

echo
echo "speedup from ${BENCH_NPS%% *} to ${BENCH_NPS##* } ranks (computation seconds, higher is better):"
for s in "${scaling[@]}"; do echo "  $s"; done
if [ ${#notes[@]} -gt 0 ]; then
    echo
    for n in "${notes[@]}"; do echo "note: $n"; done
fi

if [ -n "$md_out" ]; then
    {
        echo "Machine: $(grep -m 1 'model name' /proc/cpuinfo | sed 's/.*: //'), $(nproc) cores;" \
            "$(mpirun --version 2>/dev/null | head -n 1); arrc $(git -C "$root" rev-parse --short HEAD 2>/dev/null);" \
            "$repeats runs per row (medians); load average before: $load_before."
        echo
        echo "| sample | size | ranks | arrc s | numba s | arrc/numba | arrc cpu s | numba cpu s | arrc/numba | numba JIT s | arrc wall s | numba wall s | arrc/numba | check |"
        echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"
        printf '%s\n' "${rows[@]}"
        echo
        echo "| sample | ranks | arrc speedup | numba speedup |"
        echo "|---|---|---:|---:|"
        printf '%s\n' "${scaling[@]}"
        if [ ${#notes[@]} -gt 0 ]; then
            echo
            for n in "${notes[@]}"; do echo "- $n"; done
        fi
    } >"$md_out"
    echo "run.sh: wrote $md_out" >&2
fi
