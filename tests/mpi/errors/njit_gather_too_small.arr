# gather(send_data, recv_data, count, root) writes count * size() elements
# into the root's recv_data; numba-mpi passes a smaller array on to MPI,
# which writes past its end. arrc raises a ValueError at the root instead,
# naming the rank and the place, and the job ends.
# np: 2 4
# status: 1
# stderr: njit_gather_too_small\.arr:18:12: runtime error on rank 0: ValueError: numba_mpi\.gather\(\): recv_data holds 24 bytes, fewer than the [0-9]+ of the message$
import numba
import numpy as np
import numba_mpi as mpi


@numba.njit
def collect():
    mine = np.full(3, mpi.rank() * 1.0)
    # Room for three ranks' chunks only.
    everyone = np.zeros(3)
    return mpi.gather(mine, everyone, 3, 0)


print(collect())
