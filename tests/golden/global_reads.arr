# Host functions read the top level's variables when they run, as Python's
# functions do, also those that are not constants: a neighbour rank fixed
# up after its first assignment, a list the program appends to, an array
# replaced by a new one, values unpacked from a tuple, a string built in
# a loop. (Jitted functions still cannot: tests/errors/non_constant_global.)
import numpy as np

nprocs = 4
me = 0
left = me - 1
if left < 0:
    left = -2
right, label = me + 1, "rank"
history = [1.5]
history.append(2.5)
weights = np.ones(3)
weights = weights / 3.0
title = ""
for word in ("heat", "solver"):
    title = title + word[0].upper() + word[1:] + " "


def neighbours():
    return left, right


def summary(step):
    history.append(float(step))
    return "%s %d: %s, mean %.3f, %s" % (label, me, title.strip(), sum(history) / len(history), weights.sum())


print(neighbours())
print(summary(3))
left = 7
print(neighbours(), len(history))
weights = np.arange(4.0)
print(summary(4))
