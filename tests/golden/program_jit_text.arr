# Strings, dicts and sets inside @njit, as Numba 0.56 supports them:
# parsing records, counting with a dict, deduplicating with a set.
from numba import njit


@njit
def parse_record(line):
    parts = line.split(",")
    name = parts[0].strip()
    digits = parts[1].strip()
    value = 0
    for ch in digits:
        value = value * 10 + (ord(ch) - ord("0"))
    return name, value


@njit
def tally(lines):
    totals = {}
    for line in lines:
        name, value = parse_record(line)
        if name in totals:
            totals[name] += value
        else:
            totals[name] = value
    return totals


@njit
def unique_sorted(values):
    seen = set()
    for v in values:
        seen.add(v % 7)
    return sorted(seen)


@njit
def shout(s):
    if s.startswith("#"):
        return s[1:].upper().center(12, "*")
    return s.title()


lines = ["apple, 3", "pear, 5", " apple ,4", "plum, 1", "pear, 2"]
t = tally(lines)
for k in sorted(t.keys()):
    print(k, t[k])
print(unique_sorted([3, 10, 17, 4, 11, 25, 0]))
print(shout("#alert"), shout("hello world"))
print(len("naïve café"), "café".upper(), "x".join(["a", "b", "c"]))
