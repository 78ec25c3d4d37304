# numba-mpi's irecv (like its bcast, scatter and gather) asserts that the
# buffer is C-contiguous: a column of a 2-D array fails with
# AssertionError, named with the rank and the place, and the whole job
# ends instead of rank 0 waiting for ever.
# np: 2
# status: 1
# stderr: njit_irecv_not_contiguous\.arr:24:23: runtime error on rank 1: AssertionError$
# stdout: sent
import numba
import numpy as np
import numba_mpi as mpi


@numba.njit
def exchange():
    grid = np.zeros((4, 3))
    if mpi.rank() == 0:
        mpi.send(np.arange(4.0), 1, 0)
        mpi.barrier()
        print("never")
    else:
        print("sent")
        # A column of the grid: its elements are 24 bytes apart.
        status, req = mpi.irecv(grid[:, 0], 0, 0)
        mpi.wait(req)
        mpi.barrier()


exchange()
