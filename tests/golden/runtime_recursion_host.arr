# A plain def that recurses without end (its base case is never reached for
# an empty interval) ends with RecursionError, as in Python, after what was
# printed before it has reached standard output.
def split_depth(lo, hi):
    if hi - lo == 1:
        return 0
    mid = (lo + hi) // 2
    return 1 + max(split_depth(lo, mid), split_depth(mid, hi))


for n in [2, 8, 13, 64]:
    print("depth of", n, "leaves:", split_depth(0, n))
print("depth of no leaves:", split_depth(0, 0))
print("not reached")
