# Lists, dicts and sets that would mix ints and floats, and max()/min() of
# an int and a float: Python keeps each number's type, arrc's containers
# and results have one type, so these are errors in host code rather than
# silent differences ([1, 2.5] would print [1.0, 2.5]).
from numba import njit

weights = [1, 0.5, 2]
print(weights)
print(max(3, 2.5), min([2, 0.5]))
counts = [0, 0]
counts[1] = 1.5
samples = []
samples.append(1)
samples.append(0.25)
prices = {"apple": 1, "pear": 2.5}
stock = {"apple": 3}
stock["pear"] = 0.5
seen = {1, 2.5}


@njit
def grow():
    xs = [1, 2]
    xs.append(3.5)
    d = {"a": 1}
    d["b"] = 2.5
    return xs, d


print(grow())
# ERROR 7:12: this list mixes int and float elements
# ERROR 9:7: max() of int and float: Python gives back the winning argument
# ERROR 9:25: this list mixes int and float elements
# ERROR 11:1: cannot store a float in list(int64)
# ERROR 14:1: cannot append a float to list(int64): Python keeps the float
# ERROR 15:20: these dict values mix int and float numbers
# ERROR 17:1: cannot store a float in DictType[unicode_type,int64]
# ERROR 18:9: these set elements mix int and float numbers
# ERROR 24:5: cannot append a float to list(int64): Numba 0.56 retypes the whole list
# ERROR 26:5: cannot store a float in DictType[unicode_type,int64]: Numba 0.56 has no such store
