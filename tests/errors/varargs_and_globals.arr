# What arrc's *args, '*' arguments and global constants refuse: keyword-only
# parameters after *args and **kwargs (not supported), a '*' argument that
# is a list where no *args takes it whole, and a keyword naming *args
# (host functions may read TABLE: tests/golden/global_reads.arr).
import sys

import numpy as np


def with_kwonly(*args, sep=" "):
    return len(args)


def with_kwargs(**options):
    return 0


def pair(a, b):
    return a + b


def rest(first, *others):
    return len(others)


TABLE = np.zeros(3)
TABLE[0] = 1.0


def lookup(i):
    return TABLE[i]


print(pair(*sys.argv[1:]))
print(max(*sys.argv))
print(rest(1, others=2))
print(lookup(0))
# ERROR 10:24: keyword-only parameters are not supported by arrc
# ERROR 14:17: '**kwargs' parameters are not supported by arrc
# ERROR 34:12: a '*' argument that is not a tuple (here list(unicode_type)) needs a function with a '*args' parameter
# ERROR 35:11: a '*' argument must be a tuple here
# ERROR 36:7: rest() got an unexpected keyword argument 'others'
