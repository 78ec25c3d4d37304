# np.savetxt and np.loadtxt: a simulation writes its trajectory as CSV with a header, reads it back by columns, and loads a hand-written data file with comments, blank lines and integer counts (host code)
import numpy as np
import numba as nb
from numba import njit


@njit
def projectile(v0, angle, dt, steps):
    g = 9.81
    out = np.zeros((steps, 3))
    vx = v0 * np.cos(angle)
    vy = v0 * np.sin(angle)
    x = 0.0
    y = 0.0
    for i in range(steps):
        out[i, 0] = i * dt
        out[i, 1] = x
        out[i, 2] = y
        x += vx * dt
        y += vy * dt
        vy -= g * dt
    return out


traj = projectile(20.0, 0.7, 0.25, 8)
np.savetxt("traj.csv", traj, delimiter=",", fmt="%.4f", header="t,x,y")
print(open("traj.csv").read(), end="")

back = np.loadtxt("traj.csv", delimiter=",")
print(back.shape, back.dtype)
print(back[:, 2].max(), back[-1])
t, x, y = np.loadtxt("traj.csv", delimiter=",", unpack=True)
print(t[-1], x.sum(), y.min())
heights = np.loadtxt("traj.csv", delimiter=",", usecols=2)
print(heights)
xy = np.loadtxt("traj.csv", delimiter=",", usecols=(1, -1), max_rows=3)
print(xy)

# The default format keeps every bit of a float64.
np.savetxt("exact.txt", traj[:2])
print(open("exact.txt").read(), end="")
print(np.array_equal(np.loadtxt("exact.txt"), traj[:2]) if False else (np.loadtxt("exact.txt") == traj[:2]).all())

# A data file as people write them: comments, blank lines, tabs.
with open("counts.dat", "w") as f:
    f.write("# station  day  count\n")
    f.write("1\t1\t17\n")
    f.write("\n")
    f.write("1\t2\t23   # a busy day\n")
    f.write("2  1  5\n")
    f.write("2  2  0\n")
counts = np.loadtxt("counts.dat", dtype=int)
print(counts, counts.dtype)
print(counts[:, 2].sum(), counts[counts.shape[0] - 1])
small = np.loadtxt("counts.dat", dtype=np.int32, usecols=[2])
print(small, small.dtype)
rates = np.loadtxt("counts.dat", dtype=np.float32, skiprows=2)
print(rates, rates.dtype)

# Integer arrays, a list of formats, a footer and another newline.
np.savetxt("table.txt", counts, fmt=["%3d", "%2d", "%5d"], footer="end of\ntable", newline="\r\n")
print(repr(open("table.txt").read()))
np.savetxt("one.txt", np.array([1.5, -2.0, 1e-7]), fmt="%g")
print(open("one.txt").read(), end="")
np.savetxt("row.txt", counts[:2], fmt="%d -> %d: %d")
print(open("row.txt").read(), end="")
col: nb.float64[:] = np.loadtxt("one.txt")
print(col)
np.savetxt("empty.txt", np.zeros((0, 3)))
print(repr(open("empty.txt").read()))
