# A heat-diffusion solver configured from the command line with argparse,
# as the Numba example programs are: the options are typed by type=, the
# defaults fill what the command line leaves out, and flags are booleans.
import argparse

import numpy as np
from numba import njit


@njit
def step(u, alpha):
    n = u.shape[0]
    new = u.copy()
    for i in range(1, n - 1):
        for j in range(1, n - 1):
            new[i, j] = u[i, j] + alpha * (u[i + 1, j] + u[i - 1, j] + u[i, j + 1] + u[i, j - 1] - 4.0 * u[i, j])
    return new


def run(n, steps, alpha, edge, every, quiet):
    u = np.zeros((n, n))
    u[0, :] = edge
    u[-1, :] = edge
    u[:, 0] = edge
    u[:, -1] = edge
    for s in range(1, steps + 1):
        u = step(u, alpha)
        if not quiet and s % every == 0:
            print("step", s, "mean", round(u.mean(), 6))
    return u


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Heat diffusion on a square plate.")
    parser.add_argument("--size", dest="size", type=int, default=32, help="grid points per side")
    parser.add_argument("--steps", type=int, default=40)
    parser.add_argument("--alpha", type=float, default=0.2, help="diffusion coefficient (default: %(default)s)")
    parser.add_argument("--edge-temperature", type=float, default=100.0)
    parser.add_argument("--report-every", type=int, default=10)
    parser.add_argument("-q", "--quiet", action="store_true", help="print only the result")
    parser.add_argument("-v", "--verbose", action="count", default=0)
    parser.add_argument("--label", default=None, help="a name for the run")
    args = parser.parse_args()
    if args.verbose > 1:
        print("size", args.size, "steps", args.steps, "alpha", args.alpha, "edge", args.edge_temperature)
    if args.label is not None:
        print("run:", args.label)
    u = run(args.size, args.steps, args.alpha, args.edge_temperature, args.report_every, args.quiet)
    print("centre", round(u[args.size // 2, args.size // 2], 6))
    print("quiet" if args.quiet else "loud", args.verbose)
