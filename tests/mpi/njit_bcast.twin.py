# The twin of njit_bcast.arr: the same computation with mpi4py calls in
# host code.
import numba
import numpy as np
from mpi4py import MPI

comm = MPI.COMM_WORLD


def parameters():
    params = np.zeros(3)
    steps = np.zeros(2, dtype=np.int64)
    if comm.rank == 0:
        params[0], params[1], params[2] = 0.5, -1.25, 1e-3
        steps[0], steps[1] = 40, -7
    comm.Bcast(params, 0)
    comm.Bcast(steps, 0)
    return 0, params, steps


def from_last():
    last = comm.size - 1
    shift = np.zeros(2, dtype=np.complex128)
    code = np.zeros(4, dtype=np.int32)
    label = np.zeros(5, dtype=np.uint8)
    if comm.rank == last:
        shift[0], shift[1] = 1 + 2j, -3.5j
        for k in range(4):
            code[k] = (k + 1) * 1000 * (-1) ** k
        for k, ch in enumerate("halo!"):
            label[k] = ord(ch)
    comm.Bcast(shift, last)
    comm.Bcast(code, last)
    comm.Bcast([label, MPI.CHAR], last)
    return 0, shift, code, label


@numba.njit
def work(params, steps, shift, rank):
    x = params[0] + rank * params[2]
    for _ in range(steps[0]):
        x = x + params[1] * params[2] * x
    return x + shift.sum().real


status, params, steps = parameters()
status2, shift, code, label = from_last()
local = np.array([work(params, steps, shift, comm.rank)])
everyone = np.zeros(comm.size)
comm.Allgather(local, everyone)
status3 = 0
if comm.rank == 0:
    print("statuses", status, status2, status3)
    print("params", params, "steps", steps)
    print("from the last rank", shift, code, "".join([chr(c) for c in label]))
    print("results", np.round(everyone, 12))
