# numba.typed containers as Numba programs use them: a word count in a
# typed Dict built by a jitted function, an adjacency list of typed Lists,
# arrays as dict values, typed Lists passed between host code and @njit.
import numpy as np
from numba import njit, types
from numba.typed import Dict, List
import numba


@njit
def word_counts(words):
    counts = Dict.empty(key_type=types.unicode_type, value_type=types.int64)
    for w in words:
        if w in counts:
            counts[w] += 1
        else:
            counts[w] = 1
    return counts


int_list = types.ListType(types.int64)


@njit
def build_graph(edges):
    adj = Dict.empty(key_type=types.int64, value_type=int_list)
    for i in range(edges.shape[0]):
        a, b = edges[i, 0], edges[i, 1]
        if a not in adj:
            adj[a] = List.empty_list(types.int64)
        if b not in adj:
            adj[b] = List.empty_list(types.int64)
        adj[a].append(b)
        adj[b].append(a)
    return adj


@njit
def degrees(adj, n):
    out = np.zeros(n, dtype=np.int64)
    for k, v in adj.items():
        out[k] = len(v)
    return out


@njit
def running_means(values):
    means = List()
    total = 0.0
    for i in range(len(values)):
        total += values[i]
        means.append(total / (i + 1))
    return means


float_array = types.float64[:]


@njit
def bins_of(xs, width):
    bins = Dict.empty(types.int64, float_array)
    for x in xs:
        k = int(np.floor(x / width))
        if k in bins:
            bins[k] = np.append(bins[k], x)
        else:
            bins[k] = np.array([x])
    return bins


def host_total(lst):
    s = 0
    for x in lst:
        s += x
    return s


words = List(["the", "cat", "sat", "on", "the", "mat", "the", "end"])
counts = word_counts(words)
print(counts)
print(len(counts), counts["the"], counts.get("dog", 0), "cat" in counts)
print(sorted(counts.keys()))
print(sorted(counts.items())[:3])

edges = np.array([[0, 1], [0, 2], [1, 2], [2, 3], [3, 4]])
adj = build_graph(edges)
print(adj[2], len(adj), type(adj[0]).__name__)
print(degrees(adj, 5))

m = running_means(List([2.0, 4.0, 9.0, -3.0]))
print(m, type(m).__name__, len(m), m[-1], m[1:3])
m.append(10.0)
m.insert(0, 1.5)
print(m, m.pop(), m.index(3.0), 5.0 in m, m.count(5.0))
m.reverse()
print(m)
m.sort()
print(m, sum(m), host_total(m), max(m))

empty = List.empty_list(types.float64)
print(empty, len(empty), running_means(empty))
one = List([7])
print(one, host_total(one), repr(one))

np.random.seed(3)
bins = bins_of(np.round(np.random.random(8) * 10, 2), 2.5)
for k in sorted(bins.keys()):
    print(k, bins[k])

d = Dict()
d[3] = 0.25
d[-1] = 1.5
print(d, repr(d), d.pop(3), d)
del d[-1]
print(d, len(d))
names = List()
for s in ["x", "yy", "zzz"]:
    names.append(s * 2)
print(names, repr(names), [len(s) for s in names])


@njit
def push_squares(lst, n):
    for i in range(n):
        lst.append(i * i)
    return len(lst)


@njit
def pair_index(pairs):
    d = Dict()
    for i, (a, b) in enumerate(pairs):
        d[(a, b)] = i
    return d


shared = List.empty_list(types.int64)
print(push_squares(shared, 4), shared, push_squares(shared, 2), shared)
nested = List()
for k in range(3):
    inner = List()
    for j in range(k + 1):
        inner.append(j * 0.5)
    nested.append(inner)
print(nested, len(nested[2]))
arrays = List([np.arange(3), np.arange(2) * 10])
print(arrays, arrays[1].sum())
pairs = List([(1, 2), (3, 4), (1, 2)])
print(pair_index(pairs), pairs)


counts_of_str = types.DictType(types.unicode_type, types.int64)


@njit
def letters_by_length(words):
    by_len = Dict.empty(types.int64, counts_of_str)
    for w in words:
        n = len(w)
        if n not in by_len:
            by_len[n] = Dict.empty(types.unicode_type, types.int64)
        inner = by_len[n]
        inner[w] = inner.get(w, 0) + 1
    return by_len


by_len = letters_by_length(words)
for n in sorted(by_len.keys()):
    print(n, by_len[n])
