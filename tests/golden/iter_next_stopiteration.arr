# iter() and next() as record-processing code uses them: the first record
# is a header taken with next(), the loop consumes the rest (a break leaves
# what follows for later next() calls), next(it, default) ends quietly,
# and a bare next() on an exhausted iterator is Python's StopIteration.
from numba import njit


@njit
def split_header(values):
    it = iter(values)
    first = next(it)
    second = next(it)
    body = [v * 2 for v in it]
    return first, second, body


records = [(0, 0.0), (1, 2.5), (2, 3.5), (3, -1.0), (4, 7.25)]
rows = iter(records)
header = next(rows)
print("header", header)
total = 0.0
for idx, value in rows:
    if value < 0:
        print("stop at", idx)
        break
    total += value
print("total", total, "next", next(rows), "then", next(rows, (-1, 0.0)), next(rows, (-1, 0.0)))
print(split_header([10, 20, 30, 40]))
for n in iter(range(3)):
    print("n", n)
print(next(iter(sorted([3, 1, 2]))), list(iter([5, 6])))
words = iter(["a", "b"])
print(next(words), next(words))
print(next(words))
