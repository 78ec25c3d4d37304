#!/usr/bin/env bash
# PTX quality without a GPU: for each GPU benchmark (bench/gpu/NAME.arr and
# its CUDA C twin bench/gpu/cuda/NAME.cu), the registers, spill stores and
# loads, shared memory and instruction counts that ptxas reports for arrc's
# PTX and for nvcc -O3's, for one architecture (default sm_90).
#
#   bench/gpu/ptxstats.sh [-a sm_NN] [-o FILE.md] [NAME...]
#
# Instructions are counted twice: PTX instructions in the kernel's body (the
# lines ending in ';' that are not declarations) and, when cuobjdump is in
# the toolkit, SASS instructions of the cubin ("-" when it is not). ptxas
# options: -O3 (its default) for both; nvcc: -O3 --ptxas-options=-v. Needs
# build/arrc (make) and the CUDA toolkit ($CUDA_HOME or /usr/local/cuda), no
# GPU.
set -euo pipefail
cd "$(dirname "$0")/../.."
arch=sm_90
out=
while getopts "a:o:" opt; do
  case $opt in
    a) arch=$OPTARG ;;
    o) out=$OPTARG ;;
    *) echo "usage: $0 [-a sm_NN] [-o FILE.md] [NAME...]" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
cuda=${CUDA_HOME:-/usr/local/cuda}
ptxas=$cuda/bin/ptxas
nvcc=$cuda/bin/nvcc
cuobjdump=$cuda/bin/cuobjdump
arrc=${ARRC:-build/arrc}
[ -x "$arrc" ] || make -s build/arrc
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  for f in bench/gpu/*.arr; do names+=("$(basename "$f" .arr)"); done
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# stats PTX-FILE PTXAS-LOG CUBIN: one line per kernel,
# "name regs spill_st spill_ld smem ptx_insns sass_insns".
stats() {
  python3 - "$@" <<'EOF'
import re, subprocess, sys
ptx, log, cubin, cuobjdump = sys.argv[1:5]
body, name, depth = {}, None, 0
for line in open(ptx):
    s = line.strip()
    m = re.match(r'\.(?:visible\s+)?\.entry\s+(\w+)', s)
    if m:
        name, depth = m.group(1), 0
        body[name] = 0
        continue
    if name is None:
        continue
    depth += s.count('{') - s.count('}')
    if s == '}' and depth <= 0:
        name = None
        continue
    if s.endswith(';') and not s.startswith(('.', '//')):
        body[name] += 1
info, cur = {}, None
for line in open(log):
    m = re.search(r"(?:Compiling entry function|Function properties for) '?(\w+)'?", line)
    if m:
        cur = m.group(1)
        info.setdefault(cur, {'regs': 0, 'st': 0, 'ld': 0, 'smem': 0})
    if cur is None:
        continue
    if m := re.search(r'(\d+) bytes spill stores, (\d+) bytes spill loads', line):
        info[cur]['st'], info[cur]['ld'] = int(m.group(1)), int(m.group(2))
    if m := re.search(r'Used (\d+) registers', line):
        info[cur]['regs'] = int(m.group(1))
    if m := re.search(r'(\d+) bytes smem', line):
        info[cur]['smem'] = int(m.group(1))
sass = {}
try:
    dump = subprocess.run([cuobjdump, '-sass', cubin], capture_output=True, text=True, check=True).stdout
    cur = None
    for line in dump.splitlines():
        if m := re.match(r'\s*Function : (\w+)', line):
            cur = m.group(1)
            sass[cur] = 0
        elif cur and re.match(r'\s*/\*[0-9a-f]{4}\*/\s+\S', line):
            sass[cur] += 1
except (OSError, subprocess.CalledProcessError):
    pass
for k in body:
    i = info.get(k, {'regs': 0, 'st': 0, 'ld': 0, 'smem': 0})
    print(k, i['regs'], i['st'], i['ld'], i['smem'], body[k], sass.get(k, '-'))
EOF
}

table=$tmp/table
{
  echo "| kernel | compiler | registers | spill stores (B) | spill loads (B) | shared (B) | PTX instructions | SASS instructions |"
  echo "|---|---|---:|---:|---:|---:|---:|---:|"
} >"$table"
for n in "${names[@]}"; do
  "$arrc" --emit=ptx --gpu-arch="$arch" "bench/gpu/$n.arr" -o "$tmp/$n.arrc.ptx"
  "$ptxas" -v -arch="$arch" "$tmp/$n.arrc.ptx" -o "$tmp/$n.arrc.cubin" 2>"$tmp/$n.arrc.log"
  "$nvcc" -O3 -arch="$arch" -ptx "bench/gpu/cuda/$n.cu" -o "$tmp/$n.nvcc.ptx"
  "$nvcc" -O3 -arch="$arch" --ptxas-options=-v -cubin "bench/gpu/cuda/$n.cu" -o "$tmp/$n.nvcc.cubin" 2>"$tmp/$n.nvcc.log"
  for who in arrc nvcc; do
    stats "$tmp/$n.$who.ptx" "$tmp/$n.$who.log" "$tmp/$n.$who.cubin" "$cuobjdump" |
      while read -r k regs st ld smem insns sass; do
        echo "| $n (\`$k\`) | $who | $regs | $st | $ld | $smem | $insns | $sass |"
      done >>"$table"
  done
done
cat "$table"
if [ -n "$out" ]; then cp "$table" "$out"; fi
