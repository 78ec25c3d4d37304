class Point:
    pass

square = lambda x: x * x

def f(x):
    async with x:
        return 1 / x

def g(path):
    with open(path) as fh:
        return 1

def h():
    global counter
    return 1
# ERROR 1:1: classes are not supported by arrc
# ERROR 4:10: lambda functions are not supported by arrc
# ERROR 13:5: 'with' statements are not supported by arrc
# ERROR 17:5: 'global' declarations are not supported by arrc
