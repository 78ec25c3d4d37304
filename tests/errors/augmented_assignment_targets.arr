# An augmented assignment updates one name, attribute or element, and an
# annotation names one target: tuples, lists, calls, literals and other
# expressions are refused with Python's messages (they crashed arrc).
def f():
    return 1

a = 1
b = 2
a, b += 1
[a, b] += 1
f() += 1
1 += a
a + 1 += 1
a < b += 1
a if b else a += 1
None += 1
a, b: int = 1, 2
[a]: int = 1
f(): int = 1
# ERROR 9:1: 'tuple' is an illegal expression for augmented assignment
# ERROR 10:1: 'list' is an illegal expression for augmented assignment
# ERROR 11:1: 'function call' is an illegal expression for augmented assignment
# ERROR 12:1: 'literal' is an illegal expression for augmented assignment
# ERROR 13:1: 'expression' is an illegal expression for augmented assignment
# ERROR 14:1: 'comparison' is an illegal expression for augmented assignment
# ERROR 15:1: 'conditional expression' is an illegal expression for augmented assignment
# ERROR 16:1: 'None' is an illegal expression for augmented assignment
# ERROR 17:1: only single target (not tuple) can be annotated
# ERROR 18:1: only single target (not list) can be annotated
# ERROR 19:1: illegal target for annotation
