# NumPy's legacy generator seeded in host code: rand, random, randint, uniform, randn, normal reproduce NumPy's numbers.
import numpy as np

np.random.seed(42)
print(np.random.rand(3))
print(np.random.rand(2, 2))
print(np.random.random())
print(np.random.randint(0, 10, 6))
print(np.random.uniform(-1.0, 1.0, 4))
print(np.random.randn(3))
print(np.random.normal(5.0, 0.5, 3))
np.random.seed(0)
a = np.random.rand(1000)
s = 0.0
for v in a:
    s += v
print(round(s, 9))
np.random.seed(0)
print(np.random.rand())
print(np.random.uniform((-1, -1), (1, 1), (3, 2)))
