# np.genfromtxt reads tables with gaps: empty and invalid fields become NaN (or -1 for integers, or filling_values), a header and a footer are skipped by line counts, and rows with another number of columns are NumPy's listed error
import numpy as np
import numba as nb
from numba import njit


@njit
def column_means(table):
    means = np.zeros(table.shape[1])
    for j in range(table.shape[1]):
        total = 0.0
        count = 0
        for i in range(table.shape[0]):
            if not np.isnan(table[i, j]):
                total += table[i, j]
                count += 1
        means[j] = total / count if count > 0 else np.nan
    return means


with open("weather.csv", "w") as f:
    f.write("station,temp,rain,wind\n")
    f.write("# recorded hourly\n")
    f.write("1,21.5,0.0,3.2\n")
    f.write("2,,1.5,4.0\n")
    f.write("3,19.0,n/a,\n")
    f.write("4,22.25,0.25,2.5\n")
    f.write("total,,,\n")

table = np.genfromtxt("weather.csv", delimiter=",", skip_header=1, skip_footer=1)
print(table)
print(column_means(table))
print(np.genfromtxt("weather.csv", delimiter=",", skip_header=2, skip_footer=1, filling_values=0.0))
ids = np.genfromtxt("weather.csv", delimiter=",", dtype=int, skip_header=2, usecols=0)
print(ids, ids.dtype)
temps: nb.float32[:] = np.genfromtxt("weather.csv", delimiter=",", dtype=np.float32, skip_header=2, skip_footer=1, usecols=(1,))
print(temps, temps.dtype)
wide = np.genfromtxt("weather.csv", delimiter=",", skip_header=2, max_rows=1, ndmin=2)
print(wide, wide.shape)
station, temp, rain, wind = np.genfromtxt("weather.csv", delimiter=",", skip_header=2, skip_footer=1, unpack=True)
print(station, rain)

with open("ragged.txt", "w") as f:
    f.write("1 2 3\n4 5\n6 7 8\n9\n")
try:
    np.genfromtxt("ragged.txt")
except ValueError as e:
    print("ValueError:", e)
