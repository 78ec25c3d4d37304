from numba import njit, types
from numba.typed import List, Dict

a = List([1, 2], [3])
b = Dict({1: 2})
maker = List
h = maker()
# ERROR 4:5: numba.typed.List() takes at most one argument, an iterable
# ERROR 5:5: numba.typed.Dict() takes no arguments; use Dict.empty(key_type, value_type) to give its types
# ERROR 7:5: numba.typed.List must be called by its name (List(), List.empty_list(t), Dict.empty(k, v)), not through a variable
