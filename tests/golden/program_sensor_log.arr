# Reads a sensor log it writes first, skipping bad lines with try/except,
# aggregates per sensor in a dict, and prints a formatted summary; the
# heavy statistics run in @njit on arrays built from the parsed lists.
import os
import numpy as np
from numba import njit

LOG = "sensors.csv"  # written in the current directory, removed at the end


@njit
def stats(values):
    n = values.shape[0]
    mean = values.sum() / n
    var = 0.0
    for v in values:
        var += (v - mean) ** 2
    return mean, (var / n) ** 0.5


def write_log(path):
    with open(path, "w") as f:
        f.write("sensor,value\n")
        for i in range(30):
            name = "s%d" % (i % 3)
            if i % 7 == 3:
                f.write("%s,n/a\n" % name)
            else:
                f.write("%s,%.2f\n" % (name, 20.0 + (i * 37 % 11) / 4))


def read_log(path):
    readings = {}
    bad = 0
    with open(path) as f:
        header = f.readline()
        for line in f:
            name, raw = line.strip().split(",")
            try:
                value = float(raw)
            except ValueError:
                bad += 1
                continue
            readings.setdefault(name, []).append(value)
    return readings, bad


write_log(LOG)
readings, bad = read_log(LOG)
print("skipped %d bad lines" % bad)
print("{:<6}{:>6}{:>9}{:>9}".format("sensor", "n", "mean", "std"))
for name in sorted(readings):
    vals = np.array(readings[name])
    m, s = stats(vals)
    print("{:<6}{:>6d}{:>9.3f}{:>9.3f}".format(name, len(vals), m, s))
best = max(readings, key=lambda k: sum(readings[k]) / len(readings[k]))
print(f"warmest: {best}")
os.remove(LOG)
print(os.path.exists(LOG))
