# In host code the iterable builtins and for loops take a value that may
# be None (what comm.gather() gives off the root) as its value, and a None
# raises the TypeError Python raises.
def maybe(flag):
    if flag:
        return [3.5, 1.25, 2.0]
    return None


xs = maybe(True)
print(len(xs), min(xs), max(xs), sum(xs), sorted(xs))
for x in xs:
    print(x)
for i, x in enumerate(xs):
    print(i, x)
print(list(zip(xs, xs)))
ys = maybe(False)
try:
    for y in ys:
        print(y)
except TypeError as e:
    print("TypeError:", e)
try:
    print(len(ys))
except TypeError as e:
    print("TypeError:", e)
try:
    print(min(ys))
except TypeError as e:
    print("TypeError:", e)
