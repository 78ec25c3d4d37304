# An empty list whose element type comes from a later append, tested for
# truth on the way (`if out:`, `if not acc:`), and variables tested against
# None that are never None: tests do not get in the way of inference.
import numpy as np


def collect(xs):
    out = []
    for x in xs:
        if out:
            out.append(x * 2)
        else:
            out.append(x)
    return out


def total(a, b):
    if b is not None:
        c = a * 2
    else:
        c = a
    return a.sum() + c.sum()


print(collect([1, 2, 3]))
acc = []
for i in range(3):
    if not acc:
        acc.append(i)
    elif acc:
        acc.append(i * 10)
print(acc)
print(total(np.ones(2), np.ones(2)))
