# np.unique (issue 15): counting how often each word of a text occurs, by
# the words' ids, with return_index, return_inverse and return_counts in
# host code, and the values alone in @njit code; np.intersect1d of two
# vocabularies. Every dtype, NaNs (one value for NumPy 1.24, each its own
# for Numba), empty and 1-element arrays, a 2-D array (flattened).
import numpy as np
from numba import njit


@njit
def jit_unique(a):
    return np.unique(a)


@njit
def jit_common(a, b):
    return np.intersect1d(a, b)


text = "the cat sat on the mat and the dog sat on the log"
words = text.split()
vocab = sorted(set(words))
ids = np.array([vocab.index(w) for w in words])
values, first, inverse, counts = np.unique(ids, return_index=True, return_inverse=True, return_counts=True)
print(values, first, inverse, counts)
for v, c in zip(values, counts):
    print(vocab[v], c)
print("most common:", vocab[values[np.argmax(counts)]])
print(jit_unique(ids))
print(np.unique(ids, return_counts=True))
print(np.unique(ids, False, True))
print(np.unique(ids, return_index=True, return_counts=True))

base = np.array([4, -2, 7, 4, 0, -2, 9, 7, 7, 1, 0])
for dt in [np.int8, np.int32, np.int64, np.uint16, np.float32, np.float64]:
    a = base.astype(dt) if dt != np.uint16 else np.abs(base).astype(dt)
    print(dt.__name__, np.unique(a), jit_unique(a), np.unique(a, return_counts=True)[1])
flags = np.array([True, False, True, True])
print(np.unique(flags), jit_unique(flags), np.unique(flags, return_inverse=True))

f = np.array([1.5, np.nan, -0.5, 1.5, np.nan, 2.0])
print(np.unique(f), np.unique(f, return_index=True, return_inverse=True, return_counts=True))
print(jit_unique(f))

m = np.array([[3, 1, 3], [2, 1, 0]], dtype=np.int32)
print(np.unique(m), jit_unique(m), np.unique(m, return_inverse=True))
e = np.zeros(0, dtype=np.int64)
print(np.unique(e), np.unique(e, return_counts=True), jit_unique(e))
print(np.unique(np.array([7.25])), jit_unique(np.array([7.25])))

english = np.array([3, 17, 4, 9, 17, 22, 8])
french = np.array([9, 1, 22, 3, 3, 5])
print(np.intersect1d(english, french), jit_common(english, french))
print(np.intersect1d(english.astype(np.float32), french.astype(np.float32)))
print(np.intersect1d(english, french.astype(np.float64)), jit_common(english, french.astype(np.float64)))
print(np.intersect1d(np.array([1.0, np.nan]), np.array([np.nan, 1.0, 2.0])))
print(np.intersect1d(e, english), jit_common(e, english))
