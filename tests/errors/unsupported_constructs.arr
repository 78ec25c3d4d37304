class Point:
    pass



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
# ERROR 1:1: classes are not supported by arrc
# ERROR 7:5: 'try' statements are not supported by arrc
# ERROR 13:5: 'with' statements are not supported by arrc
# ERROR 17:5: 'global' declarations are not supported by arrc
