# math.fsum: exact sums of lists, ranges, arrays and tuples, where sum()
# rounds at each step; an intermediate overflow is Python's OverflowError.
import math
import numpy as np
xs = [0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1]
print(sum(xs), math.fsum(xs), math.fsum([1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50]), math.fsum(range(10)))
print(math.fsum(np.arange(5) * 0.1), math.fsum([x for x in range(0)]), math.fsum([math.inf, 1.0]), math.fsum((1.0, 2.5)))
print(math.fsum([1e308, 1e308]))
