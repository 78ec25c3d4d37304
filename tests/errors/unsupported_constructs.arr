class Point:
    pass



def g(path):
    async with path as fh:
        return 1

def h():
    nonlocal counter
    return 1
# ERROR 7:5: 'async with' statements are not supported by arrc
# ERROR 11:5: 'nonlocal' declarations are not supported by arrc
# ERROR 1:1: classes are not supported by arrc
