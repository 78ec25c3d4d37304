from numba import njit, types
from numba.typed import List, Dict

c = List.empty_list()
d = Dict.empty(types.int64)
e = Dict.empty(types.int64, types.float64, size=3)
f = Dict.empty(types.int64[:], types.float64)
g = List.empty_list(types.foo)
print(len(c), len(d), len(e), len(f), len(g))
k = List.empty_list(types.int64)
k.append("text")
# ERROR 8:21: expected a type such as nb.float32 or float32[:]
# ERROR 4:5: List.empty_list() missing required argument 'item_type'
# ERROR 5:5: Dict.empty() missing required argument 'value_type'
# ERROR 6:44: Dict.empty() got an unexpected keyword argument 'size'
# ERROR 7:16: unhashable type: 'numpy.ndarray' (dict keys and set elements are numbers, strings and tuples of them)
# ERROR 11:1: cannot append unicode_type to ListType[int64]
