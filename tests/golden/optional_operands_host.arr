# In host code an optional compares as Python compares None (None == 0 is
# false; it used to compare the None's leftover payload), and an operator
# that needs its value raises Python's TypeError for None.
import numpy as np


def find(a, x):
    for i in range(len(a)):
        if a[i] == x:
            return i
    return None


a = [7, 3, 9, 1]
hit = find(a, 7)
miss = find(a, 5)
print(hit == 0, hit != 0, miss == 0, miss != 0, 0 == miss, miss == None)
print(hit * 10 + 1, -hit, hit < 2, 2.5 > hit)
total = 0
for x in [3, 1, 9]:
    k = find(a, x)
    total += k
print(total)
print(miss < 2)
print("not reached")
