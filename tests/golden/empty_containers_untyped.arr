# Empty containers that nothing stores into, and ones typed from a use in
# another function or another branch.
def squares_into(out, n):
    for i in range(n):
        out.append(i * i)
    return out


def names_into(out):
    out.append("ada")


def store(d, k, v):
    d[k] = v


def first_letters(text, index):
    for w in text.split():
        index.setdefault(w[0], []).append(w)


def fill(acc, n):
    if n > 0:
        acc.append(float(n))
        fill(acc, n - 1)


def main():
    print([], {}, set())
    print(len([]), len({}), len(set()))
    print(repr([]), str({}), [] == [], 1 in [], "k" in {})
    print("".join([]) + "|", "-".join([]) == "")
    for x in []:
        print("never", x.upper())
    for k in {}:
        print("never", k)
    print(sum([]), sum([], 0.0), sum([], 10))
    print(max([], default=0), min([], default=-1.5))
    print(sorted([]), list(reversed([])), any([]), all([]))
    print(squares_into([], 4))
    names = []
    names_into(names)
    print(names)
    d = {}
    store(d, "x", 1.5)
    store(d, "y", 2.25)
    print(d)
    idx = {}
    first_letters("numba numpy python pandas", idx)
    print(idx)
    acc = []
    fill(acc, 3)
    print(acc)
    for flag in (True, False):
        xs = [] if flag else [1, 2]
        ys = [0.5] if flag else []
        print(xs, ys)
    grid = [[] for _ in range(3)]
    grid[1].append(7)
    print(grid)
    empty_rows = [[] for _ in range(2)]
    print(empty_rows, len(empty_rows[0]))


main()
