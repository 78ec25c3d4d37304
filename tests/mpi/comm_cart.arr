# A 2-D grid of processes, as heat-equation codes split their domain:
# Compute_dims chooses the grid, Create_cart makes it, Shift finds the
# neighbours (PROC_NULL at a non-periodic edge).
from mpi4py import MPI

comm = MPI.COMM_WORLD
rank = comm.Get_rank()
size = comm.Get_size()

dims = MPI.Compute_dims(size, 2)
cart = comm.Create_cart(dims, periods=[True, False], reorder=False)
north, south = cart.Shift(0, 1)
west, east = cart.Shift(1, 1)


def describe(grid, r):
    c = grid.Get_coords(r)
    return c, grid.Get_cart_rank(c), grid.Get_cart_rank((c[0], c[1]))


if rank == 0:
    print("dims", dims, cart.dims, cart.ndim)
    for r in range(size):
        print(r, *describe(cart, r))
    print("neighbours of 0:", north, south, west, east)
    print("me:", cart.coords, cart.rank, cart.size)
    print(MPI.Compute_dims(size, [0, 1]), MPI.Compute_dims(12, 3), MPI.Compute_dims(6, (0, 0)))
    print(MPI.Is_initialized(), MPI.Is_finalized(), MPI.Get_version())
line = comm.Create_cart([size])
left, right = line.Shift(0, 1)
if rank == 0:
    print("line:", line.dims, left, right, left == MPI.PROC_NULL)
comm.Barrier()
MPI.Finalize()
if rank == 0:
    print("finalized", MPI.Is_finalized())
