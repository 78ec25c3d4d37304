# with np.printoptions(...): the options hold inside the block and the
# previous ones come back at its end, also when the block is left by
# return, break, continue or an exception; blocks nest.
import numpy as np

values = np.array([1.0 / 3.0, 2e-5, 12345.678901, -0.5])


def report(x):
    with np.printoptions(precision=2, suppress=True):
        return str(x)


def first_large(rows):
    for r in rows:
        with np.printoptions(precision=1):
            print("row", r)
            if r.max() > 5:
                return r
    return rows[0]


print(values)
with np.printoptions(precision=3, suppress=True):
    print(values)
    with np.printoptions(precision=1):
        print(values)
    print(values)
print(values)
print(report(values))
print(values)
rows = np.arange(12.0).reshape(4, 3) / 7
print(first_large(rows * 9))
print(rows[0])
for k in range(3):
    with np.printoptions(precision=k):
        if k == 1:
            continue
        print(k, values[:2])
        if k == 2:
            break
print(values[:2])
try:
    with np.printoptions(precision=4):
        print(values)
        raise ValueError("stop")
except ValueError as e:
    print("caught", e)
print(values)
np.set_printoptions(precision=5)
with np.printoptions(threshold=5, edgeitems=2):
    print(np.arange(10.0) / 3)
print(np.arange(10.0) / 3)
with np.printoptions(linewidth=30):
    print(np.linspace(0, 1, 8))
print(np.linspace(0, 1, 8))
print(np.empty(0), np.array([2.0 / 3.0]))
