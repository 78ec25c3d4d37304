# str methods in @njit code as Numba 0.56 runs them: split/strip/join,
# search, predicates (some of which are ints in Numba), padding,
# partition, iteration with ord/chr, splitlines and expandtabs.
from numba import njit


@njit
def probe(s):
    parts = s.split(",")
    out = []
    for p in parts:
        out.append(p.strip().upper())
    return out, "|".join(out), s.find("b"), s.count(","), s[::-1], s[-2], len(s)


@njit
def preds(s):
    return s.isalpha(), s.isdigit(), s.isupper(), s.isascii(), s.islower(), s.isspace(), s.istitle()


@njit
def pads(s, n):
    return s.center(n, "*"), s.ljust(n), s.rjust(n, "."), s.zfill(n), s.partition(" "), s.rpartition(" ")


@njit
def misc(s):
    total = 0
    for ch in s:
        total += ord(ch)
    return total, chr(total % 100 + 32), str(total), s * 2, s < "m", "é" in s, s.replace("é", "e")


@njit
def lines(s):
    return s.splitlines(), s.splitlines(True), s.expandtabs(2), s.endswith(("c", "x")), s.startswith("a")


print(probe(" a, b ,c "))
print(preds("Hello"), preds("ABC"), preds("123"), preds(""))
print(pads("ab cd", 9))
print(misc("héllo"))
print(lines("a\tb\nc"))
x = preds("abc")[0]
print(x, preds("abc")[0] + 1)
