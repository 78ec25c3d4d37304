# At the top level, a variable that the path taken never assigned is a
# NameError when it is read, as in Python (it used to read garbage).
import numpy as np

readings = np.array([3.5, -1.0, 7.25, 0.0])
for r in readings:
    if r > 5:
        high = r
print("high reading:", high)
for r in readings:
    if r > 100:
        alarm = r
print("checked", len(readings), "readings")
print("alarm at", alarm)
print("not reached")
