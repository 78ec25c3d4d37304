# A missing key raises KeyError with repr() of the key, and a try
# statement catches it like any other exception: str(e) and repr(e) show
# the key as Python does (a tuple key too), and a bare raise in the
# handler ends the program with it.
stock = {"apple": 3, "pear": 0}
orders = ["apple", "kiwi", "pear", "fig"]
for item in orders:
    try:
        n = stock[item]
        print(item, "in stock:", n)
    except KeyError as e:
        print("no such item:", e, repr(e))

seen = {1, 2}
try:
    seen.remove(7)
except KeyError as e:
    print("not seen:", e)

grid = {(0, 0): 1.5, (1, 0): 2.5}
try:
    v = grid[(2, 3)]
except LookupError as e:
    print("no cell", e)

try:
    stock.pop("plum")
except KeyError:
    print("pop of a missing key")

del stock["pear"]
try:
    del stock["pear"]
except KeyError as e:
    print("already deleted:", e)
print(stock)
try:
    grid[(9, 9)]
except KeyError:
    raise
