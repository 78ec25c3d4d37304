# Host code raises where Python makes a row view: picking row 3 of a 3-row
# table is an IndexError at that statement, even though the loop that
# would read the row's elements never runs.
import numpy as np

table = np.arange(12.0).reshape(3, 4)
cube = np.ones((2, 3, 4))
total = 0.0
for i in range(3):
    row = table[i]
    for j in range(4):
        total += row[j] + cube[i % 2][i][j]
print(total)
wanted = 0
plane = cube[1][3]
print("picked the plane")
for k in range(wanted):
    print(plane[k])
print("not reached")
