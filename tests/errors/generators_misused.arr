# arrc inlines a generator into the for loop that consumes it: there are
# no generator objects, and a yield cannot be inside try or with.
def count(n):
    i = 0
    while i < n:
        yield i
        i += 1


def guarded(n):
    try:
        yield n
    finally:
        pass


g = count(3)
for x in guarded(2):
    print(x)


def echo():
    received = yield 5
    print(received)


for z in echo():
    print(z)
# ERROR 17:5: generator 'count' can only be the iterable of a for loop in arrc (for x in count(...)), which it is inlined into; there are no generator objects
# ERROR 12:9: 'yield' inside a try or with statement is not supported by arrc
# ERROR 23:16: 'yield' inside an expression and 'yield from' are not supported by arrc
