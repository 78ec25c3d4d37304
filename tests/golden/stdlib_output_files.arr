# A program that reads its problem size from the command line (with a
# default), makes its output directory, writes its results there with
# np.save under os.path.join, and checks and lists what it wrote. The
# arguments are in stdlib_output_files.args.
import os
import sys

import numpy as np
from numba import njit


@njit
def heat_step(u, alpha):
    n = u.shape[0]
    out = u.copy()
    for i in range(1, n - 1):
        out[i] = u[i] + alpha * (u[i - 1] - 2.0 * u[i] + u[i + 1])
    return out


def parse_size(argv, default):
    if len(argv) > 1:
        return int(argv[1])
    return default


def main():
    n = parse_size(sys.argv, 16)
    steps = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    out_dir = os.path.join("results", "heat")
    os.makedirs(out_dir, exist_ok=True)
    u = np.zeros(n)
    u[n // 2] = 1.0
    for _ in range(steps):
        u = heat_step(u, 0.25)
    name = os.path.join(out_dir, "u_final.npy")
    np.save(name, u)
    print("size", n, "steps", steps)
    print("wrote", name, os.path.exists(name), os.path.isfile(name), os.path.getsize(name))
    base, ext = os.path.splitext(name)
    print("base", base, "ext", ext, "file", os.path.basename(name), "in", os.path.dirname(name))
    print("listing", os.listdir(out_dir))
    v = np.load(name)
    print("max", v.max(), "sum", round(v.sum(), 12))
    os.remove(name)
    print("removed", not os.path.exists(name), os.path.isdir(out_dir))
    print("arguments", len(sys.argv) - 1)


if __name__ == "__main__":
    main()
