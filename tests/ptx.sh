#!/usr/bin/env bash
# What arrc's PTX must look like (docs/architecture.md, "GPU code"): checks of
# the PTX text of a few programs, printing "ok NAME" or "FAIL NAME" per check
# (tests/run.sh counts them). Needs only arrc (LLVM's NVPTX back end); the
# register limit is also checked with ptxas -v when the CUDA toolkit is there.
ARRC=${ARRC:-build/arrc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ptx() { # NAME FILE.arr: the sm_90 PTX of FILE in $tmp/NAME.ptx
  "$ARRC" --emit=ptx --gpu-arch=sm_90 "$2" -o "$tmp/$1.ptx" 2>"$tmp/$1.err" ||
    { echo "FAIL ptx $1: arrc failed: $(head -3 "$tmp/$1.err")"; return 1; }
}
has() { # CHECK NAME REGEX: the PTX of NAME has a line matching REGEX
  if grep -Eq -- "$3" "$tmp/$2.ptx"; then echo "ok $1"; else echo "FAIL $1: no line matches /$3/"; fi
}
lacks() { # CHECK NAME REGEX: no line of the PTX of NAME matches REGEX
  if grep -Eq -- "$3" "$tmp/$2.ptx"; then echo "FAIL $1: $(grep -Em1 -- "$3" "$tmp/$2.ptx")"; else echo "ok $1"; fi
}

# A kernel that only reads some of its arrays has a second entry, NAME_nc:
# $tmp/NAME_nc.ptx holds those entries of NAME's PTX, $tmp/NAME_plain.ptx
# the others (and what comes before the first entry).
split_nc() { # NAME
  awk '/^\.visible \.entry /{nc = /_nc\(/} nc' "$tmp/$1.ptx" >"$tmp/$1_nc.ptx"
  awk '/^\.visible \.entry /{nc = /_nc\(/} !nc' "$tmp/$1.ptx" >"$tmp/$1_plain.ptx"
}

# ptxas -v for sm_90 of $tmp/NAME.ptx: the kernel ending in _KERNEL uses at
# most MAX registers (skipped without ptxas).
registers_at_most() { # LABEL NAME KERNEL MAX
  local ptxas regs
  ptxas=${PTXAS:-$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)}
  [ -x "$ptxas" ] || return 0
  "$ptxas" -v -arch=sm_90 "$tmp/$2.ptx" -o "$tmp/$2.cubin" 2>"$tmp/$2.log"
  regs=$(awk "/Compiling entry function '[a-z0-9_]*_$3'/{b=1} b && /Used [0-9]+ registers/{print \$5; exit}" "$tmp/$2.log")
  if [ -n "$regs" ] && [ "$regs" -le "$4" ]; then echo "ok $1 <= $4 ($regs registers)"; else
    echo "FAIL $1 <= $4: $3 uses '${regs}' registers"; fi
}

# The NVPTX data layout is set before code is built: 64-bit header fields
# (the shape at +48 of the header, parameter 4 here, passed by value) are
# read with one 64-bit load, never as two 32-bit halves.
if ptx mandelbrot bench/gpu/mandelbrot.arr; then
  has "ptx data layout: 64-bit header loads" mandelbrot 'ld\.param\.u64\s.*_param_4\+48\]'
  lacks "ptx data layout: no split 64-bit loads" mandelbrot 'ld\.(param|global\.nc)\.[bu]32\s.*_param_4'
  # nsw range steps: the image index of the grid-stride loops is known
  # non-negative, so a[y, x] has no wraparound (shr.s64 of the sign).
  lacks "ptx range loops: no index wraparound" mandelbrot 'shr\.s64'
  # Range loops advance at their latch in GPU code, so only y (not also
  # y + gridY) is live across the mandel loop, and array headers come by
  # value in the parameter space: 32 registers, as nvcc's twin (46 before,
  # bench/gpu/RESULTS.md). It must not grow back unnoticed.
  registers_at_most "ptxas mandelbrot registers" mandelbrot create_fractal_kernel 32
fi

# The elements of a kernel's arrays are global memory, its shared arrays
# shared memory: no generic loads or stores of elements.
if ptx matmul_naive bench/gpu/matmul_naive.arr; then
  has "ptx global loads" matmul_naive 'ld\.global\.f32'
  has "ptx global stores" matmul_naive 'st\.global\.f32'
  lacks "ptx no generic element accesses" matmul_naive '^\s*(ld|st)\.f32'
  # A and B are only read: the _nc entry loads their elements through the
  # non-coherent cache, the plain one (run when arguments overlap) never.
  split_nc matmul_naive
  has "ptx _nc entry: ld.global.nc element loads" matmul_naive_nc 'ld\.global\.nc\.f32'
  has "ptx _nc entry: plain element stores" matmul_naive_nc 'st\.global\.f32'
  lacks "ptx plain entry: no ld.global.nc" matmul_naive_plain 'ld\.global\.nc\.f32'
fi
if ptx matmul_tiled bench/gpu/matmul_tiled.arr; then
  has "ptx shared loads" matmul_tiled 'ld\.shared\.f32'
  lacks "ptx no generic element accesses (tiled)" matmul_tiled '^\s*(ld|st)\.f32'
fi

# @cuda.jit(max_registers=N) -> .maxnreg N, which ptxas honours.
if ptx maxreg tests/golden/gpu_cuda_jit_max_registers.arr; then
  has "ptx max_registers=24" maxreg '^\.maxnreg 24$'
  has "ptx max_registers=32" maxreg '^\.maxnreg 32$'
  split_nc maxreg
  if [ "$(grep -c '^\.maxnreg' "$tmp/maxreg_plain.ptx")" -eq 2 ]; then echo "ok ptx max_registers=None"; else
    echo "FAIL ptx max_registers=None: $(grep -c '^\.maxnreg' "$tmp/maxreg_plain.ptx") .maxnreg lines, 2 expected"; fi
  registers_at_most "ptxas max_registers=24" maxreg blur 24
fi

# @cuda.jit(lineinfo=True) -> .file naming the program and .loc of its lines;
# a program without it has none.
if ptx lineinfo tests/golden/gpu_cuda_jit_lineinfo.arr; then
  has "ptx lineinfo .file" lineinfo '\.file\s+1 "(/.*/)?tests/golden/gpu_cuda_jit_lineinfo\.arr"'
  has "ptx lineinfo .loc of the kernel's store" lineinfo '\.loc\s+1 22 '
  lacks "ptx no lineinfo without it" matmul_naive '\.loc'
fi

# A @cuda.jit kernel gets each array's header by value in the parameter
# space (an aligned .b8 .param the kernel reads with ld.param): no header is
# loaded from global memory through a pointer parameter (ld.param.u64 of a
# .u64 .param, maybe through cvta.to.global or mov, as the base of an
# ld.global), and, with ptxas, no kernel keeps a local copy of a header
# (0 bytes stack frame). The kernels of cuda ufuncs (arrc_map_N) still take
# header pointers.
header_loads() { # NAME: the global loads through a pointer .param of NAME's @cuda.jit kernels
  awk '/^\.visible \.entry / { split($3, n, "("); skip = n[1] ~ /^arrc_map_/; delete ptr; delete addr }
    skip { next }
    /^[ \t]*\.param \.u64 / { p = $3; sub(/,$/, "", p); ptr[p] = 1 }
    /^[ \t]*ld\.param\.u64[ \t]/ { a = $3; sub(/^\[/, "", a); sub(/\];$/, "", a); r = $2; sub(/,$/, "", r); if (a in ptr) addr[r] = 1 }
    /^[ \t]*(cvta\.to\.global|mov)\.[bu]64[ \t]/ { r = $2; sub(/,$/, "", r); s = $3; sub(/;$/, "", s); if (s in addr) addr[r] = 1 }
    /^[ \t]*ld\.global/ { a = $NF; sub(/^\[/, "", a); sub(/(\+-?[0-9]+)?\];$/, "", a); if (a in addr) print }' "$tmp/$1.ptx"
}
ptxas=${PTXAS:-$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)}
for f in bench/gpu/*.arr tests/golden/gpu_kernel_none_argument.arr tests/golden/gpu_array_views.arr; do
  name=desc_$(basename "$f" .arr)
  ptx "$name" "$f" || continue
  loads=$(header_loads "$name")
  if [ -z "$loads" ]; then echo "ok ptx headers by value: $name"; else
    echo "FAIL ptx headers by value: $name loads a header from global memory: $(echo "$loads" | head -1)"; fi
  if [ -x "$ptxas" ]; then
    "$ptxas" -v -arch=sm_90 "$tmp/$name.ptx" -o "$tmp/$name.cubin" 2>"$tmp/$name.log"
    frames=$(grep -cE '\b[1-9][0-9]* bytes stack frame' "$tmp/$name.log")
    if [ "$frames" -eq 0 ]; then echo "ok ptxas no local header copy: $name"; else
      echo "FAIL ptxas no local header copy: $name has $frames kernels with a stack frame"; fi
  fi
done

# The kernel API of issue 16 (codegen/lib_kapi.c): atomics are atom.*
# instructions (float max as Numba's compare-and-swap loop), grid.sync() the
# global-memory barrier, constant tables .const data read with ld.const,
# libdevice calls linked in (no __nv_ declaration left), print a vprintf.
if ptx kapi_atomics tests/golden/gpu_atomic_all_ops.arr; then
  has "ptx atomic integer max" kapi_atomics 'atom\.global\.max\.s64'
  has "ptx atomic or/xor/and" kapi_atomics 'atom\.global\.(or|xor|and)\.b32'
  has "ptx atomic float max by compare-and-swap" kapi_atomics 'atom\.global\.cas\.b64'
  lacks "ptx atomic float max is not max.f64" kapi_atomics 'atom\.[a-z.]*max\.f'
fi
if ptx kapi_grid tests/golden/gpu_grid_sync_reduction.arr; then
  has "ptx grid barrier word" kapi_grid '^\.global \.align 8 \.b8 arrc_\$_grid_barrier\[8\]'
  has "ptx grid barrier waits on a volatile load" kapi_grid 'ld\.volatile\.global\.u32'
  has "ptx grid barrier fences" kapi_grid 'membar\.gl'
fi
if ptx kapi_const tests/golden/gpu_local_const_shared_arrays.arr; then
  has "ptx const table" kapi_const '^\.const \.align 16 \.b8 arrc_\$_const'
  has "ptx const table read with ld.const" kapi_const 'ld\.const\.(u32|f32|f64)'
fi
if ptx kapi_libdevice tests/golden/gpu_libdevice_calls.arr; then
  lacks "ptx libdevice linked in" kapi_libdevice '\.extern \.func .*__nv_'
fi
# int2float_rz and the other round-toward-zero conversions are the cvt.rz
# instruction: LLVM 19 turns libdevice's nvvm.i2f.rz into a rounding
# sitofp, which a GPU run showed (int2float_rz gave int2float_rn's result).
if ptx kapi_libdevice_table tests/golden/gpu_libdevice_table.arr; then
  has "ptx int2float_rz is cvt.rz" kapi_libdevice_table 'cvt\.rz\.f32\.s32'
  has "ptx ull2double_rz is cvt.rz" kapi_libdevice_table 'cvt\.rz\.f64\.u64'
fi
if ptx kapi_print tests/golden/gpu_kernel_print.arr; then
  has "ptx print is vprintf" kapi_print 'call\.uni[^;]*$|vprintf,'
  has "ptx printf format in .const" kapi_print '^\.const \.align 1 \.b8 arrc_\$_printf'
fi
# Warp, vote and bit intrinsics (codegen/lib_warp.c): each is the PTX
# instruction Numba 0.56 emits, with Numba's shfl clamp values (0x1f; 0
# for shfl_up_sync), not a libdevice call or a loop (tests/run.sh has
# ptxas check these programs for sm_75, sm_80 and sm_90).
if ptx warp_reduce tests/golden/gpu_warp_reduce_shfl.arr && ptx warp_scan tests/golden/gpu_warp_scan_shfl_up.arr &&
  ptx warp_ballot tests/golden/gpu_warp_ballot_compact.arr && ptx warp_match tests/golden/gpu_warp_match_any.arr &&
  ptx warp_bits tests/golden/gpu_bit_intrinsics.arr; then
  has "ptx shfl_down_sync" warp_reduce 'shfl\.sync\.down\.b32.*, 31, -1;'
  has "ptx shfl_xor_sync" warp_reduce 'shfl\.sync\.bfly\.b32.*, 31, -1;'
  has "ptx syncwarp" warp_reduce 'bar\.warp\.sync'
  has "ptx shfl_up_sync" warp_scan 'shfl\.sync\.up\.b32.*, 0, -1;'
  has "ptx ballot_sync" warp_ballot 'vote\.sync\.ballot\.b32'
  has "ptx all_sync" warp_ballot 'vote\.sync\.all\.pred'
  has "ptx any_sync" warp_ballot 'vote\.sync\.any\.pred'
  has "ptx eq_sync" warp_ballot 'vote\.sync\.uni\.pred'
  has "ptx activemask" warp_ballot 'activemask\.b32'
  has "ptx lanemask_lt" warp_ballot '%lanemask_lt'
  has "ptx match_any_sync 64-bit" warp_match 'match\.any\.sync\.b64'
  has "ptx match_all_sync" warp_match 'match\.all\.sync\.b32'
  has "ptx syncthreads_count" warp_bits 'bar\.red\.popc\.u32'
  has "ptx syncthreads_and" warp_bits 'bar\.red\.and\.pred'
  has "ptx popc" warp_bits 'popc\.b64'
  has "ptx clz" warp_bits 'clz\.b32'
  has "ptx brev" warp_bits 'brev\.b64'
  has "ptx nanosleep" warp_bits 'nanosleep\.u32'
  lacks "ptx bit intrinsics without libdevice" warp_bits 'call.*__nv_(popc|clz|brev|ffs)'
fi
