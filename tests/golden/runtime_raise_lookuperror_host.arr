# Run-time error in host code: a bare `raise LookupError` (no argument)
# prints the class name alone.
def find_first_negative(xs):
    for i in range(len(xs)):
        if xs[i] < 0:
            return i
    raise LookupError


print(find_first_negative([3, 1, -4, 1]))
print(find_first_negative([2, 7, 1, 8]))
