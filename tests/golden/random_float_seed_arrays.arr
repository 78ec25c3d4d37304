# random.seed of floats (CPython seeds with their hash) and the sequence
# functions of the random module on NumPy arrays in host code.
import random

import numpy as np

for s in [2.0, -3.75, 0.5, 1e300, -0.0]:
    random.seed(s)
    print(s, random.random())

random.seed(4)
a = np.arange(10)
random.shuffle(a)
print(a, random.choice(a), random.choice(np.array([1.5, 2.5])))
print(random.sample(list(a), 3))
temps = np.linspace(10.0, 20.0, 11)
print(random.choices(temps, k=4))
random.seed(None)
x = random.random()
random.seed()
print(0.0 <= x < 1.0 and 0.0 <= random.random() < 1.0)
