# Everyday string idioms: enumerate and zip over strings in @njit, a list of
# strings passed to @njit and joined there, unpacking split and partition,
# building a string with += in a loop, 'ch in "aeiou"'.
from numba import njit


@njit
def vowels(s):
    n = 0
    for i, ch in enumerate(s):
        if ch in "aeioué":
            n += i
    return n


@njit
def joined(words):
    return "+".join(words), len(words)


@njit
def pairs(a, b):
    out = 0
    for x, y in zip(a, b):
        if x == y:
            out += 1
    return out


def main():
    key, value = "name=Ada".split("=")
    head, sep, tail = "v1.2.3".partition(".")
    print(key, value, head, sep, tail, len("a b c".split()), "x,y".split(",")[1])
    print(vowels("héllo world"), joined(["a", "b", "c"]), pairs("abcd", "abed"))
    s = "hello"
    if s[0] == "h" and s[-1] != "x":
        print("ok", s[1:] + s[0] + "ay")
    letters = ""
    for ch in "a1b2c3":
        if ch.isalpha():
            letters += ch.upper()
        else:
            letters = letters + "-"
    print(letters, letters * 2, bool(""), bool("a"), not "")
    total = 0
    for w in "10 20 30".split():
        total += int(w)
    print(total, float("2.5") * 2, "%d" if False else "done")


main()
