#!/usr/bin/env bash
# bench/numpy_routines.sh: NumPy's routines as arrc compiles them, against
# NumPy itself and against Numba, and prints a table (issue 15).
#
#   bench/numpy_routines.sh [-o FILE.md] [-r R] [ROUTINE...]
#
# For each routine of the table below one program is written to a
# temporary folder: it makes the input (10^6 float64 for the sorts,
# reductions and statistics; square matrices for linear algebra), then
# times R calls of the routine in host code and R calls of the same
# expression inside an @njit function, and prints the medians as
#   BENCH name host=SECONDS jit=SECONDS
# and a CHECK line with a summary of the result. The program runs twice:
# compiled by $ARRC (default build/arrc), and under $PYTHON (default
# /usr/bin/python3, with NumPy and Numba), where host code is NumPy and the
# @njit function is Numba. The table shows the four medians and the ratios
# arrc/NumPy (host) and arrc/Numba (@njit): lower is better for arrc, and
# the issue's goal is at most 1.5; "same results" says whether arrc's CHECK
# lines equal Python's. A routine arrc or Numba cannot compile shows
# "failed". Ratios come from one run on one machine.
#
#   -o FILE   also write the table, with the machine's description, as Markdown
#   -r R      timed calls per routine and mode (default 5)
set -u

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
ARRC=${ARRC:-$root/build/arrc}
PYTHON=${PYTHON:-/usr/bin/python3}

md_out='' repeats=5
usage() { sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2; }
while getopts "o:r:h" opt; do
    case $opt in
        o) md_out=$OPTARG ;;
        r) repeats=$OPTARG ;;
        *) usage ;;
    esac
done
shift $((OPTIND - 1))

# name | input | expression of x (the input) | summary of r (the result)
routines='
sort        | vector  | np.sort(x)                       | r[0] + r[-1] + r[500000]
argsort     | vector  | np.argsort(x)                    | r[0] + r[-1]
sum         | vector  | np.sum(x)                        | r
cumsum      | vector  | np.cumsum(x)                     | r[-1]
std         | vector  | np.std(x)                        | r
var         | vector  | np.var(x)                        | r
median      | vector  | np.median(x)                     | r
percentile  | vector  | np.percentile(x, 90.0)           | r
unique      | ints    | np.unique(x)                     | r.size
searchsorted| sorted  | np.searchsorted(x, x[::1000])    | r.sum()
histogram   | vector  | np.histogram(x, 50)[0]           | r.max()
dot         | matrix  | np.dot(x, x)                     | r[0, 0] + r[-1, -1]
solve       | matrix  | np.linalg.solve(x, x[:, 0])      | r[0]
inv         | matrix  | np.linalg.inv(x)                 | r[0, 0]
eigh        | symm    | np.linalg.eigh(x)[0]             | r[-1]
svd         | small   | np.linalg.svd(x)[1]              | r[0]
'

inputs() {
    case $1 in
        vector) echo 'x = np.random.random(1000000)' ;;
        ints)   echo 'x = np.random.randint(0, 100000, 1000000)' ;;
        sorted) echo 'x = np.sort(np.random.random(1000000))' ;;
        matrix) echo 'x = np.random.random((1000, 1000)) + 1000.0 * np.eye(1000)' ;;
        symm)   printf '%s\n' 'm = np.random.random((500, 500))' 'x = m + m.T' ;;
        small)  echo 'x = np.random.random((300, 300))' ;;
    esac
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

write_program() { # NAME INPUT EXPR SUMMARY
    cat > "$tmp/$1.arr" <<EOF
import time
import numpy as np
from numba import njit


@njit
def jitted(x):
    return $3


def host(x):
    return $3


def median_time(f, x, repeats):
    times = []
    r = f(x)
    for _ in range($repeats):
        t0 = time.perf_counter()
        r = f(x)
        times.append(time.perf_counter() - t0)
    times.sort()
    return times[len(times) // 2], r


np.random.seed(1)
$(inputs "$2")
th, r = median_time(host, x, $repeats)
print("CHECK $1 host", $4)
tj, r = median_time(jitted, x, $repeats)
print("CHECK $1 jit", $4)
print("BENCH $1 host=%.6f jit=%.6f" % (th, tj))
EOF
}

field() { # LINE KEY
    sed -n "s/.*$2=\([0-9.]*\).*/\1/p" <<<"$1"
}

ratio() { # A B
    if [ -n "$1" ] && [ -n "$2" ]; then
        awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }'
    else
        echo -
    fi
}

rows=()
while IFS='|' read -r name input expr summary; do
    name=$(echo $name)
    [ -z "$name" ] && continue
    if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$name"; then
        continue
    fi
    write_program "$name" "$(echo $input)" "$(echo $expr)" "$(echo $summary)"
    arrc_out='' py_out=''
    if "$ARRC" -O2 "$tmp/$name.arr" -o "$tmp/$name" >"$tmp/$name.arrc.log" 2>&1; then
        arrc_out=$( (cd "$tmp" && ./"$name") 2>>"$tmp/$name.arrc.log")
    fi
    py_out=$( (cd "$tmp" && "$PYTHON" -W ignore "$name.arr") 2>"$tmp/$name.py.log")
    arrc_line=$(grep '^BENCH' <<<"$arrc_out") py_line=$(grep '^BENCH' <<<"$py_out")
    ah=$(field "$arrc_line" host) aj=$(field "$arrc_line" jit)
    nh=$(field "$py_line" host) nj=$(field "$py_line" jit)
    same=-
    if [ -n "$arrc_line" ] && [ -n "$py_line" ]; then
        same=no
        [ "$(grep '^CHECK' <<<"$arrc_out")" = "$(grep '^CHECK' <<<"$py_out")" ] && same=yes
    fi
    rows+=("| $name | ${ah:-failed} | ${nh:-failed} | $(ratio "$ah" "$nh") | ${aj:-failed} | ${nj:-failed} | $(ratio "$aj" "$nj") | $same |")
    echo "${rows[-1]}"
done <<<"$routines"

table() {
    echo "| routine | arrc host (s) | NumPy (s) | arrc/NumPy | arrc @njit (s) | Numba (s) | arrc/Numba | same results |"
    echo "|---|---|---|---|---|---|---|---|"
    printf '%s\n' "${rows[@]}"
}
echo
table
if [ -n "$md_out" ]; then
    {
        echo "Machine: $(nproc) cores, $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)."
        echo "Medians of $repeats calls; inputs: 10^6 float64 (int64 in [0, 100000) for unique),"
        echo "1000x1000 for dot, solve and inv, 500x500 symmetric for eigh, 300x300 for svd."
        echo
        table
    } > "$md_out"
fi
