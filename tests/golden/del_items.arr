# del of list items and slices, dict items and names, in host code and in
# @njit (lists): the same removals Python makes.
from numba import njit


@njit
def drop_ends(n):
    xs = list(range(n))
    del xs[0]
    del xs[-1]
    del xs[::3]
    return xs


queue = [10, 20, 30, 40, 50, 60]
del queue[1]
del queue[1:3]
print(queue)
ages = {"ann": 31, "bob": 42, "cy": 27}
del ages["bob"]
print(ages, len(ages))
tmp = [1, 2]
del tmp
print(drop_ends(10))
