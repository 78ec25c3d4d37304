# itertools.chain of lists and ranges, islice with a stop, a start and a
# stop, and a step, repeat with a count, each consumed by a loop.
import itertools
from itertools import chain, islice, repeat

a = [1, 2, 3]
b = range(10, 13)
print([x for x in chain(a, b, [7])], len([x for x in chain(a)]))
print([x for x in islice(range(100), 5)], [x for x in islice(a, 1, 3)], [x for x in islice(range(20), 2, 15, 4)])
print([x for x in repeat(2.5, 3)], [t for t in zip(a, repeat(0, 3))])
total = 0
for v in itertools.chain(a, [x * 10 for x in a]):
    total += v
print(total)
