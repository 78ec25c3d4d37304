for _ in range(1):
    class Point: pass

square = lambda x: x * x

def f(x):
    try:
        return 1 / x
    except ZeroDivisionError:
        return 0

def g(path):
    with open(path) as fh:
        return 1

def h():
    global counter
    return 1
# ERROR 2:5: classes defined inside functions or blocks are not supported by arrc
# ERROR 4:10: lambda functions are not supported by arrc
# ERROR 7:5: 'try' statements are not supported by arrc
# ERROR 13:5: 'with' statements are not supported by arrc
# ERROR 17:5: 'global' declarations are not supported by arrc
