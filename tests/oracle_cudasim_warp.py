"""Warp intrinsics for Numba 0.56.4's CUDA simulator (used by tests/oracle.sh).

Numba's simulator (numba/cuda/simulator/kernelapi.py) runs each thread of a
block as a Python thread, with a barrier for cuda.syncthreads(), but it has
no warp-level functions: shfl_sync, shfl_up_sync, shfl_down_sync,
shfl_xor_sync, all_sync, any_sync, eq_sync, ballot_sync, match_any_sync,
match_all_sync, activemask, lanemask_lt, syncwarp and nanosleep are missing,
so a program that calls them fails there with an AttributeError. install()
adds them to the simulator's fake cuda module, implemented from CUDA's
documented semantics on the simulator's thread-per-lane model:

- Lanes are threads of one block numbered as CUDA numbers them (x fastest),
  32 to a warp; the last warp of a block whose size is not a multiple of 32
  has fewer lanes (the others do not exist).
- A warp operation is a rendezvous: a lane that reaches one waits until
  every lane named by its mask has either reached a warp operation with the
  same mask or exited; then the waiting lanes with that mask (the group)
  exchange values at once. If every live thread of the block waits (at a
  syncthreads or at a warp operation), each group completes with the lanes
  it has. Threads at syncthreads are released only when no lane waits at a
  warp operation, as the simulator's block manager sees them as running.
  activemask() does not synchronize: the lanes at one form a group of their
  own, complete once no other lane of the warp is running (so in a branch
  it names the lanes that took it), and lanes at other operations wait for
  them.
- Shuffles are PTX's shfl.sync with the clamp values Numba passes (0x1f,
  and 0 for shfl_up_sync): only the low 5 bits of the lane argument count;
  shfl_up/down keep the lane's own value where lane -/+ delta leaves the
  warp. Reading from a lane outside the group is undefined in CUDA; here
  the lane gets its own value, as arrc's CPU path does (runtime/simt.c).
  Golden programs never depend on it.
- Votes (vote.sync) and matches (match.sync) consider the group's lanes;
  matches compare the bits of the values.
- Return types are Numba's (cudadecl.py): ballot_sync and match_any_sync
  int32, match_all_sync (int32, bool), all/any/eq_sync bool, activemask
  and lanemask_lt uint32.

install() also replaces the simulator's popc, clz, ffs, brev and cbrt,
whose results differ from what Numba computes on a GPU (the lowerings in
numba/cuda/cudaimpl.py: llvm.ctpop, llvm.ctlz, __nv_ffs/__nv_ffsll,
__nv_brev/__nv_brevll, __nv_cbrtf/__nv_cbrt): the simulator formats the
value as a 32-bit binary string, so popc of a negative number counts the
bits of its magnitude (popc(-1) is 1), brev of a negative number raises
ValueError, clz and ffs of 8-, 16- and 64-bit values use 32 bits (ffs of
2**40 is 8), and cbrt computes a ** (1/3) (nan for a negative a, and
3.0000000000000004 for 27.0). The replacements work on the value's own
width in two's complement, as the GPU does; a Python int is an int64, as
Numba types it. The real GPU run of the same programs checks these
semantics.
"""

import sys
import threading

import numpy as np

_WIDTHS = {np.int8: 8, np.uint8: 8, np.int16: 16, np.uint16: 16, np.int32: 32, np.uint32: 32,
           np.int64: 64, np.uint64: 64}

# Operations, as runtime/rt_warp.h numbers them.
SHFL_IDX, SHFL_UP, SHFL_DOWN, SHFL_XOR = 0, 1, 2, 3
ALL, ANY, EQ, BALLOT, MATCH_ANY, MATCH_ALL, ACTIVEMASK, SYNC = 4, 5, 6, 7, 8, 9, 10, 11


def _width(v):
    return _WIDTHS.get(type(v), 64)


def _bits(v):
    """The value's bits for match: floats by their IEEE bits, integers as numbers."""
    if isinstance(v, np.float32):
        return int(np.float32(v).view(np.uint32))
    if isinstance(v, (float, np.floating)):
        return int(np.float64(v).view(np.uint64))
    return int(v)


def exchange(lanes, group):
    """lanes: {lane: (op, value, arg)} of the group (a bit mask); the result of each lane."""
    ballot = 0
    for k, (op, value, arg) in lanes.items():
        if value:
            ballot |= 1 << k
    results = {}
    for k, (op, value, arg) in lanes.items():
        if op <= SHFL_XOR:
            b = int(arg) & 31
            if op == SHFL_IDX:
                src = b
            elif op == SHFL_UP:
                src = k - b if k - b >= 0 else k
            elif op == SHFL_DOWN:
                src = k + b if k + b <= 31 else k
            else:
                src = k ^ b
            results[k] = lanes[src][1] if src in lanes else value
        elif op == ALL:
            results[k] = ballot == group
        elif op == ANY:
            results[k] = ballot != 0
        elif op == EQ:
            results[k] = ballot == 0 or ballot == group
        elif op == BALLOT:
            results[k] = np.uint32(ballot).view(np.int32)
        elif op in (MATCH_ANY, MATCH_ALL):
            same = 0
            for j, (_, other, _) in lanes.items():
                if _bits(other) == _bits(value):
                    same |= 1 << j
            if op == MATCH_ANY:
                results[k] = np.uint32(same).view(np.int32)
            elif same == group:
                results[k] = (np.uint32(group).view(np.int32), True)
            else:
                results[k] = (np.int32(0), False)
        elif op == ACTIVEMASK:
            results[k] = np.uint32(group)
        else:
            results[k] = None
    return results


class _Block:
    """The warp rendezvous of one block: its threads and which lanes wait, with what."""

    def __init__(self, nthreads):
        self.nthreads = nthreads
        self.cond = threading.Condition()
        self.threads = {}   # linear thread id -> its BlockThread, once it runs
        self.waiting = {}   # linear thread id -> (op, mask, value, arg)
        self.results = {}   # linear thread id -> result, until its lane takes it

    def exited(self, tid):
        t = self.threads.get(tid)
        return t is not None and getattr(t, '_arrc_exited', False)

    def waits_or_exited(self, tid):
        t = self.threads.get(tid)
        return t is not None and (getattr(t, '_arrc_exited', False) or t.syncthreads_blocked or
                                  tid in self.waiting)

    def stuck(self):
        """Whether every thread of the block has exited or waits somewhere."""
        for tid in range(self.nthreads):
            t = self.threads.get(tid)
            if t is None:
                return False
            if not (getattr(t, '_arrc_exited', False) or t.syncthreads_blocked or tid in self.waiting):
                return False
        return True


_blocks_lock = threading.Lock()


def _block_of(thread):
    manager = thread._manager
    with _blocks_lock:
        blocks = manager.__dict__.setdefault('_arrc_warp_blocks', {})
        key = tuple(thread.blockIdx)
        if key not in blocks:
            bd = manager._block_dim
            blocks[key] = _Block(bd[0] * bd[1] * bd[2])
        return blocks[key]


def _settle(block, force):
    """Completes the groups that can complete (all of them when force)."""
    done = set()
    any_completed = False
    for tid, (op, mask, value, arg) in sorted(block.waiting.items()):
        if tid in done:
            continue
        base = tid - tid % 32
        count = min(32, block.nthreads - base)
        members = {}
        complete = True
        probe = op == ACTIVEMASK
        for j in range(count):
            other = base + j
            w = block.waiting.get(other)
            if w is not None and w[1] == mask and (w[0] == ACTIVEMASK) == probe:
                members[j] = other
            elif probe:
                if not block.waits_or_exited(other):
                    complete = False
            elif mask >> j & 1 and not block.exited(other):
                complete = False
        done.update(members.values())
        if not complete and not force:
            continue
        group = 0
        lanes = {}
        for j, other in members.items():
            group |= 1 << j
            w = block.waiting[other]
            lanes[j] = (w[0], w[2], w[3])
        for j, r in exchange(lanes, group).items():
            block.results[members[j]] = r
            del block.waiting[members[j]]
        any_completed = True
    return any_completed


def _warp_op(op, mask, value=0, arg=0):
    me = threading.current_thread()
    block = _block_of(me)
    tid = me.thread_id
    with block.cond:
        block.waiting[tid] = (op, int(mask) & 0xffffffff, value, arg)
        while True:
            if _settle(block, False):
                block.cond.notify_all()
            if tid in block.results:
                return block.results.pop(tid)
            block.cond.wait(0.002)
            if tid in block.results:
                return block.results.pop(tid)
            if block.stuck() and _settle(block, True):
                block.cond.notify_all()


def _patch_threads():
    """Each simulator thread registers itself with its block's rendezvous
    when it starts and says when it has exited, so that a lane not yet
    started is told apart from one that has returned."""
    from numba.cuda.simulator import kernel
    run = kernel.BlockThread.run

    def run_registered(self):
        block = _block_of(self)
        with block.cond:
            block.threads[self.thread_id] = self
        try:
            run(self)
        finally:
            with block.cond:
                self._arrc_exited = True
                block.cond.notify_all()

    kernel.BlockThread.run = run_registered


def shfl_sync(self, mask, value, src_lane):
    return _warp_op(SHFL_IDX, mask, value, src_lane)


def shfl_up_sync(self, mask, value, delta):
    return _warp_op(SHFL_UP, mask, value, delta)


def shfl_down_sync(self, mask, value, delta):
    return _warp_op(SHFL_DOWN, mask, value, delta)


def shfl_xor_sync(self, mask, value, lane_mask):
    return _warp_op(SHFL_XOR, mask, value, lane_mask)


def all_sync(self, mask, predicate):
    return _warp_op(ALL, mask, bool(predicate))


def any_sync(self, mask, predicate):
    return _warp_op(ANY, mask, bool(predicate))


def eq_sync(self, mask, predicate):
    return _warp_op(EQ, mask, bool(predicate))


def ballot_sync(self, mask, predicate):
    return _warp_op(BALLOT, mask, bool(predicate))


def match_any_sync(self, mask, value):
    return _warp_op(MATCH_ANY, mask, value)


def match_all_sync(self, mask, value):
    return _warp_op(MATCH_ALL, mask, value)


def activemask(self):
    return _warp_op(ACTIVEMASK, 0xffffffff)


def lanemask_lt(self):
    return np.uint32((1 << (threading.current_thread().thread_id % 32)) - 1)


def syncwarp(self, mask=0xffffffff):
    _warp_op(SYNC, mask)


def nanosleep(self, ns):
    pass


def popc(self, val):
    w = _width(val)
    return bin(int(val) & ((1 << w) - 1)).count('1')


def clz(self, val):
    w = _width(val)
    return w - (int(val) & ((1 << w) - 1)).bit_length()


def ffs(self, val):
    w = _width(val)
    u = int(val) & ((1 << w) - 1)
    return np.uint32((u & -u).bit_length())


def brev(self, val):
    w = 64 if _width(val) == 64 else 32
    u = int(val) & ((1 << w) - 1)
    r = int(format(u, '0%db' % w)[::-1], 2)
    return np.uint64(r) if w == 64 else np.uint32(r)


def cbrt(self, a):
    return np.cbrt(a)


def install():
    from numba.cuda.simulator import kernelapi
    _patch_threads()
    fake = kernelapi.FakeCUDAModule
    for f in (shfl_sync, shfl_up_sync, shfl_down_sync, shfl_xor_sync, all_sync, any_sync, eq_sync,
              ballot_sync, match_any_sync, match_all_sync, activemask, lanemask_lt, syncwarp, nanosleep,
              popc, clz, ffs, brev, cbrt):
        setattr(fake, f.__name__, f)


if __name__ == '__main__':
    sys.exit('oracle_cudasim_warp.py is imported by tests/oracle.sh')
