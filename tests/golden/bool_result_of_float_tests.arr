# Booleans computed from floats and printed: bool(int(r)) of a remainder of
# 0.0 and (x == a) or (x == b). arrc's generated code passed such an i1 to
# the runtime's printing functions with garbage above bit 0 (two compared
# lanes of a vector register), which printed True. Found by tests/diff
# (seeds 5031 and 7026).


def is_nonzero(p):
    return bool(int(p))


r = 1.0 % 1.0
print(is_nonzero(r), is_nonzero(0.0), is_nonzero(2.5))
samples = [(((-0.2) * 6.25) / (6.5 * 100000.0)) for k in range(5)]
low = min(samples)
low += low
x = low
print(x, (x == (-7.0)) or (2.25 == low), (x == low) or (x == 1.0))
print(f"{(x == (-7.0)) or (2.25 == low)}")
