#!/usr/bin/env bash
# bench/gpu/run.sh: runs every GPU benchmark three ways on an NVIDIA GPU, in
# one go, and prints a table. Needs no network.
#
#   bench/gpu/run.sh [-o FILE.md] [-r R] [-t SECONDS] [-q] [-m | -M] [-k] [WORKLOAD...]
#   bench/gpu/run.sh -s [WORKLOAD...]          (no GPU needed: see -s)
#
# Workloads (default: all): matmul_naive matmul_tiled mandelbrot grayscale.
# For each one:
#   arrc    compiles bench/gpu/NAME.arr with $ARRC (default build/arrc, built
#           first with `make` when ARRC is not set) and --gpu-arch=sm_NN of
#           this GPU, and runs the binary with ARRC_DEVICE=gpu
#   numba   runs the same bench/gpu/NAME.arr with $PYTHON (default
#           /usr/bin/python3, which must have Numba with CUDA: numba-cuda)
#   cuda    compiles bench/gpu/cuda/NAME.cu with $NVCC (default: nvcc on PATH,
#           else /usr/local/cuda/bin/nvcc) and $NVCC_FLAGS (default -O3)
#           -arch=sm_NN, and runs it
# Every program prints "BENCH NAME kernel_s=... launch_s=... total_s=..."
# (medians of R repeats after a warm-up: GPU time of the kernel from events,
# host time of launch + synchronize, host time of the whole work with the
# transfers) and one "CHECK NAME ..." line. The table shows, per workload,
# those three times and the wall time of the whole process ("process":
# start-up, inputs, Numba's compilation, all repeats), the ratios arrc/numba,
# arrc/cuda and numba/cuda (below 1: the first is faster), and whether each
# CHECK line equals the expected one (bench/gpu/expected.txt, made on the CPU
# by bench/gpu/reference.py; at other sizes reference.py is run here).
#
#   -o FILE   also write the table, with the machine's description, as Markdown
#   -r R      timed repeats for every program (default: the programs' own, 11)
#   -t S      time limit per compile or run in seconds (default 600)
#   -q        quick: small sizes (matmul 512, mandelbrot 1024, grayscale 750)
#             and 3 repeats, for a smoke test
#   -m        then run each arrc binary once under compute-sanitizer (tools
#             from $SANITIZER_TOOLS, default "memcheck") at reduced sizes
#             (matmul 256, mandelbrot 512, grayscale 600); arrc binaries only
#   -M        the same at the benchmark sizes (slow: memcheck checks every access)
#   -k        keep the build directory with the binaries and logs (its path is printed)
#   -s        simulator check, for machines without a GPU: each NAME.arr under
#             Numba's CUDA simulator (bench/gpu/sim.py) at a tiny size, against
#             reference.py and against the arrc binary on the CPU
#             (ARRC_DEVICE=cpu); arrc --emit=ptx checked by ptxas; the .cu
#             files compiled by nvcc when it is there
# Exit status: 0 when every CHECK line matched and nothing failed, 1 otherwise,
# 2 for a bad command line or no GPU.
set -u

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
PYTHON=${PYTHON:-/usr/bin/python3}
NVCC_FLAGS=${NVCC_FLAGS:--O3}
SANITIZER_TOOLS=${SANITIZER_TOOLS:-memcheck}
all_workloads=(matmul_naive matmul_tiled mandelbrot grayscale)

md_out='' repeats='' limit=600 keep=0 quick=0 memcheck='' sim=0
usage() { sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2; }
while getopts "o:r:t:qmMksh" opt; do
    case $opt in
        o) md_out=$OPTARG ;;
        r) repeats=$OPTARG ;;
        t) limit=$OPTARG ;;
        q) quick=1 ;;
        m) memcheck=small ;;
        M) memcheck=full ;;
        k) keep=1 ;;
        s) sim=1 ;;
        *) usage ;;
    esac
done
shift $((OPTIND - 1))
if [ -n "$repeats" ] && ! [[ $repeats =~ ^[1-9][0-9]*$ ]]; then
    echo "run.sh: -r wants a count, not '$repeats'" >&2; exit 2
fi
if ! [[ $limit =~ ^[1-9][0-9]*$ ]]; then
    echo "run.sh: -t wants seconds, not '$limit'" >&2; exit 2
fi

if [ $# -gt 0 ]; then workloads=("$@"); else workloads=("${all_workloads[@]}"); fi
for w in "${workloads[@]}"; do
    if [ ! -f "$here/$w.arr" ] || [ ! -f "$here/cuda/$w.cu" ]; then
        echo "run.sh: no workload '$w' (need bench/gpu/$w.arr and bench/gpu/cuda/$w.cu)" >&2
        exit 2
    fi
done

# default, quick, memcheck and simulator sizes (the programs' second argument)
size_default() { case $1 in matmul_*) echo 2048 ;; mandelbrot) echo 4096 ;; grayscale) echo 3000 ;; esac; }
size_quick()   { case $1 in matmul_*) echo 512 ;;  mandelbrot) echo 1024 ;; grayscale) echo 750 ;; esac; }
size_check()   { case $1 in matmul_*) echo 256 ;;  mandelbrot) echo 512 ;;  grayscale) echo 600 ;; esac; }
size_sim()     { case $1 in matmul_*) echo 32 ;;   mandelbrot) echo 32 ;;   grayscale) echo 24 ;; esac; }

# the tools
if [ -z "${NVCC:-}" ]; then
    NVCC=$(command -v nvcc || true)
    [ -z "$NVCC" ] && [ -x /usr/local/cuda/bin/nvcc ] && NVCC=/usr/local/cuda/bin/nvcc
fi
cuda_bin=$( [ -n "${NVCC:-}" ] && dirname "$NVCC" || echo /usr/local/cuda/bin )
PTXAS=${PTXAS:-$( command -v ptxas || echo "$cuda_bin/ptxas" )}
SANITIZER=${SANITIZER:-$( command -v compute-sanitizer || echo "$cuda_bin/compute-sanitizer" )}
[ -x "$SANITIZER" ] || { [ -x /usr/local/cuda/compute-sanitizer/compute-sanitizer ] &&
    SANITIZER=/usr/local/cuda/compute-sanitizer/compute-sanitizer; }

# a GPU, and its architecture
gpu_arch=${GPU_ARCH:-}
if [ "$sim" = 0 ]; then
    if ! command -v nvidia-smi >/dev/null 2>&1; then
        echo "run.sh: no nvidia-smi: this machine has no NVIDIA driver, so no GPU to measure." >&2
        echo "run.sh: (bench/gpu/run.sh -s checks the programs without a GPU)" >&2
        exit 2
    fi
    if ! nvidia-smi -L 2>/dev/null | grep -q '^GPU '; then
        echo "run.sh: nvidia-smi finds no GPU:" >&2
        nvidia-smi -L >&2 2>&1
        echo "run.sh: (bench/gpu/run.sh -s checks the programs without a GPU)" >&2
        exit 2
    fi
    if [ -z "$gpu_arch" ]; then
        cc=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -n 1 | tr -d ' .')
        case $cc in [1-9][0-9]|[1-9][0-9][0-9]) gpu_arch=sm_$cc ;; esac
    fi
    if [ -z "${NVCC:-}" ] || [ ! -x "$NVCC" ]; then
        echo "run.sh: warning: no nvcc (set NVCC); the cuda column will say failed" >&2
        NVCC=nvcc
    fi
fi
if [ -n "$gpu_arch" ]; then
    nvcc_arch="-arch=$gpu_arch" arrc_arch="--gpu-arch=$gpu_arch"
else
    nvcc_arch="-arch=native" arrc_arch=""
    [ "$sim" = 0 ] && echo "run.sh: warning: compute capability unknown: nvcc -arch=native, arrc's default --gpu-arch" >&2
fi
[ "$sim" = 1 ] && { gpu_arch=${GPU_ARCH:-sm_90}; nvcc_arch="-arch=$gpu_arch"; arrc_arch="--gpu-arch=$gpu_arch"; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/arrc-gpubench.XXXXXX")
if [ "$keep" = 1 ]; then
    echo "run.sh: keeping binaries and logs in $tmp" >&2
else
    trap 'rm -rf "$tmp"' EXIT
fi

# arrc: build it unless ARRC names one
if [ -z "${ARRC:-}" ]; then
    ARRC=$root/build/arrc
    if ! make -C "$root" >"$tmp/make.log" 2>&1; then
        if [ -x "$ARRC" ]; then
            echo "run.sh: warning: make failed (see below); using the existing $ARRC" >&2
        else
            echo "run.sh: warning: make failed and there is no $ARRC; the arrc column will say failed" >&2
        fi
        tail -n 5 "$tmp/make.log" >&2
    fi
fi

notes=()
failures=0
note() { notes+=("$1"); }

now() { date +%s.%N; }

# run_prog LABEL LOG CMD...: runs CMD under the time limit with output in LOG;
# sets k_s l_s t_s (the BENCH medians, or "failed"), p_s (the process's wall
# seconds) and check (the CHECK line).
run_prog() {
    local label=$1 log=$2 t0 t1 rc line
    shift 2
    k_s=failed l_s=failed t_s=failed p_s=failed check=
    t0=$(now)
    timeout "$limit" "$@" >"$log" 2>&1
    rc=$?
    t1=$(now)
    if [ "$rc" = 0 ]; then
        p_s=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }')
        line=$(grep -m 1 '^BENCH ' "$log")
        check=$(grep -m 1 '^CHECK ' "$log")
        k_s=$(field "$line" kernel_s) l_s=$(field "$line" launch_s) t_s=$(field "$line" total_s)
        if [ -z "$line" ]; then
            k_s=failed l_s=failed t_s=failed
            note "$label: no BENCH line in its output"
            failures=$((failures + 1))
        fi
    else
        if [ "$rc" = 124 ]; then
            note "$label: timed out after ${limit}s"
        else
            note "$label: exit status $rc: $(grep -v '^\s*$' "$log" | tail -n 1)"
        fi
        failures=$((failures + 1))
    fi
}

field() {   # field LINE KEY: the value of KEY=... in LINE, or "failed"
    local v
    v=$(printf '%s\n' "$1" | tr ' ' '\n' | sed -n "s/^$2=//p" | head -n 1)
    echo "${v:-failed}"
}

# cmp_check A B: "same" when equal, "close" when the same keys hold numbers
# that differ by at most 1e-6 relatively, else "differs"
cmp_check() {
    if [ "$1" = "$2" ]; then echo same; return; fi
    awk -v a="$1" -v b="$2" 'BEGIN {
        na = split(a, x, " "); nb = split(b, y, " ");
        if (na != nb) { print "differs"; exit }
        for (i = 1; i <= na; i++) {
            if (x[i] == y[i]) continue;
            split(x[i], p, "="); split(y[i], q, "=");
            if (p[1] != q[1] || p[2] !~ /^[-+0-9.eE]+$/ || q[2] !~ /^[-+0-9.eE]+$/) { print "differs"; exit }
            d = p[2] - q[2]; if (d < 0) d = -d;
            m = p[2] < 0 ? -p[2] : p[2];
            if (d > 1e-6 * m) { print "differs"; exit }
        }
        print "close" }'
}

first_error() {   # first_error LOG: its first line that says error, else its last line
    local m
    m=$(grep -m 1 'error' "$1" 2>/dev/null || tail -n 1 "$1" 2>/dev/null)
    echo "${m:-no output}"
}

ratio() {   # ratio A B: A/B with 2 decimals, "-" unless both are numbers
    awk -v a="$1" -v b="$2" 'BEGIN {
        if (a ~ /^[0-9.eE+-]+$/ && b ~ /^[0-9.eE+-]+$/ && b + 0 > 0) printf "%.3g", a / b;
        else printf "-" }'
}

# expected_check NAME SIZE: the expected CHECK line (expected.txt at the
# default size, else reference.py); empty when none can be had
expected_check() {
    local w=$1 size=$2
    if [ "$size" = "$(size_default "$w")" ] && [ -f "$here/expected.txt" ]; then
        grep -m 1 "^CHECK $w " "$here/expected.txt"
    else
        timeout "$limit" "$PYTHON" "$here/reference.py" "$w" "$size" 2>"$tmp/$w.ref.err" | grep -m 1 '^CHECK '
    fi
}

# compile_arrc NAME OUT: arrc's executable; notes the first error on failure
compile_arrc() {
    local w=$1 out=$2
    if [ ! -x "$ARRC" ]; then
        note "$w arrc: no compiler at $ARRC (run make, or set ARRC)"
        return 1
    fi
    # shellcheck disable=SC2086  # arrc_arch is one flag or none
    if timeout "$limit" "$ARRC" $arrc_arch "$here/$w.arr" -o "$out" >"$out.build.log" 2>&1 && [ -x "$out" ]; then
        return 0
    fi
    note "$w arrc: compile failed: $(first_error "$out.build.log")"
    return 1
}

# ---------------------------------------------------------------- simulator check
if [ "$sim" = 1 ]; then
    printf "%-14s %-10s %-10s %-10s %-8s %-8s\n" workload numba-sim arrc-cpu arrc-ptx nvcc reference
    for w in "${workloads[@]}"; do
        size=$(size_sim "$w")
        ref=$(expected_check "$w" "$size")
        [ -z "$ref" ] && note "$w: reference.py gave no CHECK line: $(tail -n 1 "$tmp/$w.ref.err")"
        # Numba's simulator
        NUMBA_ENABLE_CUDASIM=1 timeout "$limit" "$PYTHON" "$here/sim.py" "$here/$w.arr" 1 "$size" >"$tmp/$w.sim.log" 2>&1
        c=$(grep -m 1 '^CHECK ' "$tmp/$w.sim.log")
        if [ -z "$c" ]; then s_sim=failed; note "$w numba-sim: $(tail -n 1 "$tmp/$w.sim.log")"
        else s_sim=$(cmp_check "$c" "$ref"); [ "$s_sim" = same ] || note "$w numba-sim: '$c' but reference: '$ref'"; fi
        # arrc on the CPU
        if compile_arrc "$w" "$tmp/$w.arrc"; then
            ARRC_DEVICE=cpu timeout "$limit" "$tmp/$w.arrc" 1 "$size" >"$tmp/$w.arrc.log" 2>&1
            c=$(grep -m 1 '^CHECK ' "$tmp/$w.arrc.log")
            if [ -z "$c" ]; then s_cpu=failed; note "$w arrc-cpu: $(tail -n 1 "$tmp/$w.arrc.log")"
            else s_cpu=$(cmp_check "$c" "$ref"); [ "$s_cpu" = same ] || note "$w arrc-cpu: '$c' but reference: '$ref'"; fi
        else
            s_cpu=failed
        fi
        # arrc's PTX through ptxas
        # shellcheck disable=SC2086  # arrc_arch is one flag or none
        if [ -x "$ARRC" ] && timeout "$limit" "$ARRC" $arrc_arch --emit=ptx "$here/$w.arr" -o "$tmp/$w.ptx" >"$tmp/$w.ptx.log" 2>&1; then
            if [ -x "$PTXAS" ]; then
                if "$PTXAS" -arch="$gpu_arch" "$tmp/$w.ptx" -o "$tmp/$w.cubin" >>"$tmp/$w.ptx.log" 2>&1; then s_ptx=ok
                else s_ptx=failed; note "$w ptxas: $(grep -m 1 . "$tmp/$w.ptx.log")"; fi
            else
                s_ptx=no-ptxas
            fi
        else
            s_ptx=failed; note "$w arrc --emit=ptx: $(first_error "$tmp/$w.ptx.log")"
        fi
        # nvcc, compile only
        if [ -n "${NVCC:-}" ] && [ -x "$NVCC" ]; then
            # shellcheck disable=SC2086
            if timeout "$limit" "$NVCC" $NVCC_FLAGS $nvcc_arch -o "$tmp/$w.cu.bin" "$here/cuda/$w.cu" >"$tmp/$w.nvcc.log" 2>&1; then s_nvcc=ok
            else s_nvcc=failed; note "$w nvcc: $(first_error "$tmp/$w.nvcc.log")"; fi
        else
            s_nvcc=no-nvcc
        fi
        for s in "$s_sim" "$s_cpu" "$s_ptx" "$s_nvcc"; do
            case $s in same|ok|no-nvcc|no-ptxas) ;; *) failures=$((failures + 1)) ;; esac
        done
        printf "%-14s %-10s %-10s %-10s %-8s %s\n" "$w" "$s_sim" "$s_cpu" "$s_ptx" "$s_nvcc" "${ref:-?}"
    done
    if [ ${#notes[@]} -gt 0 ]; then echo; for n in "${notes[@]}"; do echo "note: $n"; done; fi
    [ "$failures" = 0 ]
    exit $?
fi

# ---------------------------------------------------------------- the benchmarks
unset NUMBA_ENABLE_CUDASIM
if ! "$PYTHON" -c 'from numba import cuda; assert cuda.is_available()' >"$tmp/numba-probe.log" 2>&1; then
    echo "run.sh: warning: $PYTHON has no working Numba CUDA (the numba column will say failed):" >&2
    tail -n 2 "$tmp/numba-probe.log" >&2
fi
[ "$quick" = 1 ] && [ -z "$repeats" ] && repeats=3

mdrows=()
row() { printf "%-13s %-7s %11s %11s %11s %10s %9s %10s  %s\n" "$@"; }
row workload metric "arrc s" "numba s" "cuda s" arrc/numba arrc/cuda numba/cuda check
for w in "${workloads[@]}"; do
    size=$(size_default "$w")
    [ "$quick" = 1 ] && size=$(size_quick "$w")
    args=("${repeats:-11}" "$size")

    # arrc
    if compile_arrc "$w" "$tmp/$w.arrc"; then
        run_prog "$w arrc" "$tmp/$w.arrc.log" env ARRC_DEVICE=gpu "$tmp/$w.arrc" "${args[@]}"
    else
        k_s=failed l_s=failed t_s=failed p_s=failed check=
        failures=$((failures + 1))
    fi
    a=("$k_s" "$l_s" "$t_s" "$p_s") a_check=$check

    # Numba
    run_prog "$w numba" "$tmp/$w.numba.log" "$PYTHON" "$here/$w.arr" "${args[@]}"
    n=("$k_s" "$l_s" "$t_s" "$p_s") n_check=$check

    # CUDA C
    # shellcheck disable=SC2086  # NVCC_FLAGS is a list of flags
    if timeout "$limit" "$NVCC" $NVCC_FLAGS $nvcc_arch -o "$tmp/$w.cu.bin" "$here/cuda/$w.cu" \
            >"$tmp/$w.nvcc.log" 2>&1; then
        run_prog "$w cuda" "$tmp/$w.cu.log" "$tmp/$w.cu.bin" "${args[@]}"
    else
        k_s=failed l_s=failed t_s=failed p_s=failed check=
        note "$w cuda: compile failed: $(first_error "$tmp/$w.nvcc.log")"
        failures=$((failures + 1))
    fi
    c=("$k_s" "$l_s" "$t_s" "$p_s") c_check=$check

    # the CHECK lines, against the expected one (or Numba's when there is none)
    ref=$(expected_check "$w" "$size") ref_name=expected
    if [ -z "$ref" ]; then
        ref=$n_check ref_name=numba
        note "$w: no expected CHECK line (reference.py failed); comparing with Numba's"
    fi
    ok=
    if [ -z "$ref" ]; then
        ok="nothing to compare"
    else
        for who in arrc numba cuda; do
            case $who in arrc) chk=$a_check ;; numba) chk=$n_check ;; cuda) chk=$c_check ;; esac
            [ -z "$chk" ] && continue
            [ "$who" = "$ref_name" ] && continue
            st=$(cmp_check "$chk" "$ref")
            if [ "$st" != same ]; then
                ok="${ok:+$ok, }$who $st"
                note "$w $who: '$chk' but $ref_name: '$ref'"
                [ "$st" = differs ] && failures=$((failures + 1))
            fi
        done
        [ -z "$ok" ] && ok=ok
    fi

    metrics=(kernel launch total process)
    for i in 0 1 2 3; do
        r_an=$(ratio "${a[i]}" "${n[i]}") r_ac=$(ratio "${a[i]}" "${c[i]}") r_nc=$(ratio "${n[i]}" "${c[i]}")
        if [ "$i" = 0 ]; then name=$w chk=$ok; else name='' chk=''; fi
        row "$name" "${metrics[i]}" "${a[i]}" "${n[i]}" "${c[i]}" "$r_an" "$r_ac" "$r_nc" "$chk"
        mdrows+=("| ${name:+\`$name\`} | ${metrics[i]} | ${a[i]} | ${n[i]} | ${c[i]} | $r_an | $r_ac | $r_nc | $chk |")
    done
done

# compute-sanitizer on the arrc binaries
mc_rows=()
if [ -n "$memcheck" ]; then
    echo
    if [ ! -x "$SANITIZER" ]; then
        note "compute-sanitizer: not found (set SANITIZER)"
        failures=$((failures + 1))
    else
        for w in "${workloads[@]}"; do
            [ -x "$tmp/$w.arrc" ] || { mc_rows+=("$w - no arrc binary"); continue; }
            size=$(size_check "$w")
            [ "$memcheck" = full ] && size=$(size_default "$w")
            for tool in $SANITIZER_TOOLS; do
                log=$tmp/$w.$tool.log
                ARRC_DEVICE=gpu timeout "$limit" "$SANITIZER" --tool "$tool" --error-exitcode 99 \
                    "$tmp/$w.arrc" 1 "$size" >"$log" 2>&1
                rc=$?
                summary=$(grep -m 1 'ERROR SUMMARY' "$log" | sed 's/^=* *//')
                if [ "$rc" = 0 ]; then res="clean (${summary:-no summary})"
                else
                    failures=$((failures + 1))
                    [ "$rc" = 124 ] && res="timed out after ${limit}s" || res="exit status $rc: ${summary:-$(tail -n 1 "$log")}"
                    note "$w arrc under $tool: $(grep -m 1 -E '=+ +(Invalid|Program hit|Error|Race|Barrier)' "$log" | sed 's/^=* *//')"
                fi
                mc_rows+=("$w $tool size=$size: $res")
                echo "compute-sanitizer $tool: $w (size $size): $res"
            done
        done
    fi
fi

if [ ${#notes[@]} -gt 0 ]; then
    echo
    for n in "${notes[@]}"; do echo "note: $n"; done
fi

if [ -n "$md_out" ]; then
    gpu=$(nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader 2>/dev/null | head -n 1)
    cpu=$(grep -m 1 '^model name' /proc/cpuinfo | sed 's/^[^:]*: *//')
    nb=$("$PYTHON" -c 'import numba; print(numba.__version__)' 2>/dev/null || echo '?')
    nbc=$("$PYTHON" -c 'import importlib.metadata as m; print(m.version("numba-cuda"))' 2>/dev/null || echo 'none')
    {
        echo "Measured $(date -u '+%Y-%m-%d %H:%M UTC') by \`bench/gpu/run.sh$([ -n "$repeats" ] && echo " -r $repeats")$([ "$quick" = 1 ] && echo " -q")\`"
        echo "on ${gpu:-an unknown GPU} ($gpu_arch), $(nproc) CPUs ($cpu);"
        echo "$("$ARRC" --version 2>/dev/null | head -n 1 || echo 'arrc ?'), Numba $nb (numba-cuda $nbc) under $PYTHON,"
        echo "$("$NVCC" --version 2>/dev/null | grep -m 1 release | sed 's/^.*release/nvcc release/') with \`$NVCC_FLAGS $nvcc_arch\`."
        echo "Seconds are medians of the timed repeats: kernel = GPU time from events, launch = host time"
        echo "of launch + synchronize, total = the whole work with transfers, process = the whole process."
        echo "Ratios below 1 mean the first is faster; check compares each CHECK line with bench/gpu/expected.txt."
        echo
        echo "| workload | metric | arrc s | numba s | cuda s | arrc/numba | arrc/cuda | numba/cuda | check |"
        echo "|---|---|---:|---:|---:|---:|---:|---:|---|"
        for r in "${mdrows[@]}"; do echo "$r"; done
        if [ ${#mc_rows[@]} -gt 0 ]; then
            echo
            echo "compute-sanitizer on the arrc binaries:"
            echo
            for r in "${mc_rows[@]}"; do echo "- $r"; done
        fi
        if [ ${#notes[@]} -gt 0 ]; then
            echo
            for n in "${notes[@]}"; do echo "- $n"; done
        fi
    } >"$md_out"
    echo "run.sh: wrote $md_out" >&2
fi

[ "$failures" = 0 ]
