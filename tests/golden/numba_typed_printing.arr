# How numba.typed.List and Dict print: their elements and keys by str(),
# their repr with the type, nested, of tuples, strings, bools and complex.
from numba import njit, typed, types
from numba.typed import List, Dict
print(List(["a", "b"]), List([(1, "x")]), List([1.5]))
d = Dict()
d["k"] = "v"
print(d, str(d), repr(d))
print(repr(List([1, 2])))
ll = List()
ll.append(List([1]))
print(ll)
dd = Dict()
dd[1] = List([1.0])
print(dd)
print(List([True, False]), List([1 + 2j]))
