# A short-circuit condition (a chained comparison, `and`) guarding `continue`, in a loop that also has `break`, nested in another loop (a band scan over a triangle), and before a list comprehension. Found by tests/diff.
from numba import njit


@njit
def band_sum(p, n):
    total = 0.0
    for i in range(n):
        acc = 0.5
        for j in range(7):
            if j <= p <= i:
                continue
            if i > j:
                break
            acc += 1.0
        total += acc
    return total


def band_digits(p, n):
    total = 0
    for i in range(n):
        acc = 100
        for j in range(7):
            if j <= p and p <= i:
                continue
            if j > i + 2:
                break
            acc += j
        total = total * 10 + acc % 10
    return total


print(band_sum(2, 4), band_digits(2, 4))
acc = 0
flag = 0
for i in range(1):
    if 0 < i <= 0:
        continue
    if flag:
        break
print([acc for c in range(2)])
