# Parameters read by the root and broadcast inside @njit code, as a
# simulation starts: floats, ints, complex numbers and bytes of text, from
# rank 0 and from the last rank; then every rank computes with them.
import numba
import numpy as np
import numba_mpi as mpi


@numba.njit
def parameters():
    params = np.zeros(3)
    steps = np.zeros(2, dtype=np.int64)
    if mpi.rank() == 0:
        params[0], params[1], params[2] = 0.5, -1.25, 1e-3
        steps[0], steps[1] = 40, -7
    s1 = mpi.bcast(params, 0)
    s2 = mpi.bcast(steps, 0)
    return s1 + s2, params, steps


@numba.njit
def from_last():
    last = mpi.size() - 1
    shift = np.zeros(2, dtype=np.complex128)
    code = np.zeros(4, dtype=np.int32)
    label = np.zeros(5, dtype=np.uint8)
    if mpi.rank() == last:
        shift[0], shift[1] = 1 + 2j, -3.5j
        for k in range(4):
            code[k] = (k + 1) * 1000 * (-1) ** k
        for k, ch in enumerate("halo!"):
            label[k] = ord(ch)
    status = mpi.bcast(shift, last) + mpi.bcast(code, last) + mpi.bcast(label, last)
    return status, shift, code, label


@numba.njit
def work(params, steps, shift):
    x = params[0] + mpi.rank() * params[2]
    for _ in range(steps[0]):
        x = x + params[1] * params[2] * x
    return x + shift.sum().real


status, params, steps = parameters()
status2, shift, code, label = from_last()
local = np.array([work(params, steps, shift)])
everyone = np.zeros(mpi.size())
status3 = mpi.allgather(local, everyone, 1)
if mpi.rank() == 0:
    print("statuses", status, status2, status3)
    print("params", params, "steps", steps)
    print("from the last rank", shift, code, "".join([chr(c) for c in label]))
    print("results", np.round(everyone, 12))
