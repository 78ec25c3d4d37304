# del of names, loops with else, chained comparisons and conditional
# expressions; a read after del on some path raises UnboundLocalError.
import numpy as np


def find_first(values, limit):
    for i in range(len(values)):
        if values[i] > limit:
            print("found", values[i], "at", i)
            break
    else:
        print("nothing above", limit)
        return -1
    return i


data = [3, 8, 1, 12, 5]
print(find_first(data, 10), find_first(data, 20))

n = 27
steps = 0
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps += 1
    if steps > 200:
        break
else:
    print("collatz reached 1 after", steps, "steps")

for x in [-5, 0, 5, 50, 500]:
    label = "small" if 0 <= x < 10 else ("medium" if 10 <= x <= 100 else "out of range")
    print(x, label, 0 < x < 100 != x)


def release_early(n):
    scratch = np.arange(n) * 2.0
    peak = scratch.max()
    del scratch
    scratch = np.zeros(1)
    return peak + scratch[0]


print(release_early(6))


def maybe_delete(flag):
    value = 41
    if flag:
        del value
    return value + 1


print(maybe_delete(False))
print(maybe_delete(True))
