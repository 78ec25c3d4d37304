# random.choice of an empty list ends the program with Python's IndexError.
import random

random.seed(3)
names = ["x" for _ in range(0)]
print(random.random())
print(random.choice(names))
