# A nested function can be called where it is defined; as a value it would
# need a closure object, and nonlocal writes the enclosing variable.
def ordered(xs):
    def key(v):
        return -v
    f = key
    return f(xs[0])


def accumulate():
    total = 0

    def add(v):
        nonlocal total
        total = total + v
    add(1)
    return total


print(ordered([3, 1]), accumulate())
# ERROR 6:9: nested function 'key' can only be called in arrc, not used as a value (a closure value is not supported)
# ERROR 14:9: 'nonlocal' declarations are not supported by arrc
# ERROR 15:17: 'total' is used before it is assigned
