# Corner cases of dicts: empty ones, int and float keys that are equal
# (1 == 1.0), tuple keys, negative and bool keys, the dict methods, and
# printing in host code and in @njit code (Numba prints a typed dict's
# keys and values with str()).
from numba import njit


@njit
def jit_methods():
    d = {"x": 1.5, "y": -2.0}
    print(d)
    d["z"] = 0.25
    print(d.setdefault("x", 9.0), d.setdefault("w", 7.0), d)
    print(d.pop("y"), d.pop("nope", -1.0), d)
    k, v = d.popitem()
    print(k, v, d, len(d))
    e = d.copy()
    e["q"] = 3.0
    print(len(d), len(e), d == e, d != e)
    e.clear()
    print(e, len(e))
    pairs = {(i, -i): i * 0.5 for i in range(4)}
    print(pairs, pairs[(2, -2)], (3, -3) in pairs, (3, 3) in pairs)
    return d


empty = {}
empty[0] = ""
del empty[0]
print(empty, len(empty), 0 in empty, bool(empty))
floats = {1.0: "one", 2.5: "two and a half"}
print(floats[1], 1 in floats, 2 in floats, floats.get(2, "none"))
ints = {1: "a", -1: "b", -2: "c", 2**40: "d"}
print(ints, ints[-1], 1.0 in ints, 1.5 in ints)
flags = {True: 1, False: 0}
print(flags, flags[True], flags[1 == 2])
grid = {}
for i in range(3):
    for j in range(2):
        grid[(i, j)] = i * 10 + j
print(grid, grid[(2, 1)], (5, 5) in grid)
a = {"k": [1, 2], "m": [3]}
a["k"].append(9)
print(a, a.get("m"), a.get("n"))
b = dict(a)
b["new"] = [0]
print(len(a), len(b), a == b)
c = {"p": 1}
c.update({"q": 2, "p": 3})
print(c, [k for k in c], [v for v in c.values()], [kv for kv in c.items()])
print(jit_methods())
nested = {"outer": {"inner": 1}}
nested["outer"]["inner2"] = 2
print(nested)
s = {"a": 1}
print(s, f"{s}", f"{s!r}")
print(hash(0), hash(-1), hash(-2), hash(2**61 - 1), hash(2**61), hash(-2**63))
print(hash(0.0), hash(-0.0), hash(0.1), hash(1e300), hash(-1.5), hash(float("inf")), hash(float("-inf")))
print(hash(()), hash((1,)), hash((1, 2.5, "x" == "y")), hash(((1, 2), (3, 4))), hash(False), hash(True))
print("x" in s.keys(), "a" in s.keys(), "a" not in s.keys(), [k for k in s.keys()])
