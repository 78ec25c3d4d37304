for _ in range(1):
    class Point: pass



def g(path):
    async with path as fh:
        return 1

def h():
    nonlocal counter
    return 1
# ERROR 2:5: classes defined inside functions or blocks are not supported by arrc
# ERROR 7:5: 'async with' statements are not supported by arrc
# ERROR 11:5: 'nonlocal' declarations are not supported by arrc
