# A prime sieve returning a list from @njit code, then list work in host
# code: slicing, del of slices, slice assignment, index/count, and a matrix
# kept as a list of lists (transpose with zip of three rows).
from numba import njit


@njit
def primes_below(n):
    is_prime = [True] * n
    is_prime[0] = False
    is_prime[1] = False
    for i in range(2, int(n ** 0.5) + 1):
        if is_prime[i]:
            for j in range(i * i, n, i):
                is_prime[j] = False
    out = [i for i in range(n) if is_prime[i]]
    return out


@njit
def gaps(ps):
    g = [ps[i + 1] - ps[i] for i in range(len(ps) - 1)]
    g.sort()
    g.reverse()
    g.insert(0, len(ps))
    g.pop(1)
    return g


ps = primes_below(60)
print(ps, len(ps))
print(ps.index(31), ps.count(2), 57 in ps, ps[-1], ps[::4])
print(gaps(ps))
twins = [(p, q) for p, q in zip(ps, ps[1:]) if q - p == 2]
print(twins)
del ps[:3]
print(ps)
ps[-2:] = [0]
print(ps)

matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
transposed = [list(col) for col in zip(matrix[0], matrix[1], matrix[2])]
print(transposed)
print([sum(row) for row in matrix], sum(sum(row) for row in matrix), max(max(row) for row in matrix))
print([[v * 2 for v in row] for row in matrix if sum(row) > 6])
diag = [matrix[i][i] for i in range(3)]
print(diag, sorted(matrix, key=lambda r: -r[0])[0])
print(sorted(matrix, reverse=True), [4, 5, 6] in matrix, matrix.index([7, 8, 9]), max(matrix), [[1, 2], [3]] < [[1, 2], [2]])
