# Corner cases of the random module in host code: seeds of any size and
# sign, randrange with steps, choices of strings and tuples, empty
# sequences, and the errors Python raises.
import random

import numpy as np

for s in [0, 1, -1, 42, -42, 2**31, 2**32 - 1, 2**32, 2**32 + 1, -(2**40) - 3, 2**63 - 1, -2**63, True]:
    random.seed(s)
    print(s, random.random(), random.getrandbits(40))

random.seed(42)
print([random.randrange(10) for _ in range(8)])
print([random.randrange(3, 30, 3) for _ in range(8)])
print([random.randrange(10, -10, -4) for _ in range(8)])
print([random.randrange(-7, -2) for _ in range(8)])
print(random.randrange(0, 2**62, 2**40), random.randrange(-2**63, 2**63 - 1))
print(random.randint(-2**63, 2**63 - 1), random.randint(2**63 - 2, 2**63 - 1), random.randint(5, 5))
print([random.getrandbits(k) for k in [0, 1, 2, 31, 32, 33, 62, 63]])
print(random.choice("héllo wörld"), random.choice(("x", "y")), random.choice([2.5]))
print(random.choice(range(5, 6)), random.choice(range(100, 0, -7)))
letters = list("abcdefg")
random.shuffle(letters)
print(letters)
one = [1]
random.shuffle(one)
none = [x for x in range(0)]
random.shuffle(none)
print(one, none, random.sample(none, 0), random.sample(letters, 0))
print(random.uniform(5.0, 1.0), random.uniform(2, 2))

# np.random and random are separate generators.
np.random.seed(0)
random.seed(0)
x = np.random.random()
random.seed(123)
print(x, np.random.random(), random.random())

errors = 0
try:
    random.choice(none)
except IndexError as e:
    print("IndexError:", e)
try:
    random.choice("")
except IndexError as e:
    print("IndexError:", e)
try:
    random.randrange(0)
except ValueError as e:
    print("ValueError:", e)
try:
    random.randrange(5, 5)
except ValueError as e:
    print("ValueError:", e)
try:
    random.randrange(0, 10, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    random.randrange(0, 10, -1)
except ValueError as e:
    print("ValueError:", e)
try:
    random.randint(3, 1)
except ValueError as e:
    print("ValueError:", e)
try:
    random.sample(letters, 8)
except ValueError as e:
    print("ValueError:", e)
try:
    random.sample(letters, -1)
except ValueError as e:
    print("ValueError:", e)
try:
    random.choices(letters, [1, 2], k=2)
except ValueError as e:
    print("ValueError:", e)
try:
    random.choices(["a", "b"], [0, 0])
except ValueError as e:
    print("ValueError:", e)
try:
    random.getrandbits(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    random.expovariate(0.0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(random.random())
