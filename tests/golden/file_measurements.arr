# A measurement pipeline: a simulation writes its results to a text file,
# a second pass reads them back, skips malformed lines with try/except
# ValueError, and writes a summary.
import numpy as np
from numba import njit


@njit
def simulate(n, dt):
    # Position of a damped oscillator.
    x = np.empty(n)
    pos = 1.0
    vel = 0.0
    for i in range(n):
        acc = -4.0 * pos - 0.5 * vel
        vel += acc * dt
        pos += vel * dt
        x[i] = pos
    return x


xs = simulate(8, 0.1)
with open("trace.txt", "w") as out:
    out.write("# position of each step\n")
    for i in range(xs.shape[0]):
        out.write(f"{xs[i]:.6f}\n")
    # Corrupted records, as real data files have.
    out.write("not-a-number\n")
    out.write("\n")
    out.write("1e-3\n")

positions = []
bad_lines = 0
with open("trace.txt") as f:
    header = f.readline()
    print("header:", header, end="")
    for line in f:
        try:
            value = float(line)
        except ValueError as e:
            print("bad line:", e)
            bad_lines += 1
            continue
        positions.append(value)

values = np.array(positions)
print(len(positions), "records,", bad_lines, "bad")
print("range", values.min(), values.max())

with open("summary.txt", "w") as s:
    s.writelines([f"records {len(positions)}\n", f"bad {bad_lines}\n"])
with open("summary.txt") as s:
    print(s.readlines())
with open("summary.txt", "a") as s:
    n = s.write("done\n")
print("appended", n, "characters")
f = open("summary.txt")
print(f.read(), end="")
f.close()
