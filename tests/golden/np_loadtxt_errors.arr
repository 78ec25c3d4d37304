# np.loadtxt and np.savetxt fail with NumPy's messages: a missing file, a row with another number of columns, a field that is not a number, a column index past the row, a format with the wrong number of fields, a list of formats of the wrong length, a directory that does not exist
import numpy as np
import numba as nb

with open("ragged.csv", "w") as f:
    f.write("# a,b,c\n1,2,3\n4,5\n")
with open("words.txt", "w") as f:
    f.write("1.5 2.5\n3.5 n/a\n")
with open("column.txt", "w") as f:
    f.write("1\n2\n3\n")

try:
    np.loadtxt("missing.txt")
except FileNotFoundError as e:
    print("FileNotFoundError:", e)
try:
    np.loadtxt("ragged.csv", delimiter=",")
except ValueError as e:
    print("ValueError:", e)
try:
    np.loadtxt("words.txt")
except ValueError as e:
    print("ValueError:", e)
try:
    np.loadtxt("words.txt", usecols=(0, 3))
except ValueError as e:
    print("ValueError:", e)
try:
    np.loadtxt("words.txt", dtype=np.int64)
except ValueError as e:
    print("ValueError:", e)
print(np.loadtxt("words.txt", dtype=np.int32, max_rows=1))
try:
    np.savetxt("out.txt", np.ones((2, 3)), fmt="%d %d")
except ValueError as e:
    print("ValueError:", e)
try:
    np.savetxt("out.txt", np.ones((2, 2)), fmt=["%d", "%d", "%d"])
except AttributeError as e:
    print("AttributeError:", e)
try:
    np.savetxt("no/such/dir.txt", np.ones(2))
except FileNotFoundError as e:
    print("FileNotFoundError:", e)
column: nb.float64[:] = np.loadtxt("column.txt")
print(column.sum())
