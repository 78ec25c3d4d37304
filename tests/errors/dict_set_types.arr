# Dict keys and set elements must be hashable (numbers, strings, tuples of
# them); a dict's values and a set's elements must unify to one type, as
# in Numba's typed containers; Numba cannot compile a set comprehension,
# nor d.get() on an empty dict whose types are not known yet.
from numba import njit


@njit
def squares(n):
    return {i * i for i in range(n)}


@njit
def counts(words):
    c = {}
    for w in words:
        c[w] = c.get(w, 0) + 1
    return c


by_list = {[1, 2]: "a"}
mixed = {"a": 1, "b": "two"}
s = {1, "x"}
t = set()
t.add([1])
d = {"k": 1}
d["j"] = "no"
print(d[1.5j])
print(squares(4), hash([1]))
print({1, 2} | {"a"})
counts(["a"])
# ERROR 10:12: set comprehensions are not supported in jitted code
# ERROR 15:9: cannot infer the types of this empty dict
# ERROR 17:16: get() on an empty dict whose types are not known yet cannot be typed in jitted code
# ERROR 21:12: unhashable type: 'list'
# ERROR 22:23: dict values must have one type: int64 and unicode_type cannot be unified
# ERROR 23:9: set elements must have one type: int64 and unicode_type cannot be unified
# ERROR 25:7: unhashable type: 'list'
# ERROR 27:1: cannot store unicode_type in DictType[unicode_type,int64]
# ERROR 28:7: complex128 cannot be a key of DictType[unicode_type,int64]
# ERROR 29:19: unhashable type: 'list'
# ERROR 30:7: set operators need two sets of one element type, not set(int64) and set(unicode_type)
