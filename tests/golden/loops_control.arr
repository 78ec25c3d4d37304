# while/for loops with break, continue and else clauses, nested loops, range with negative steps, in host and @njit code.
from numba import njit


@njit
def first_divisor(n):
    for d in range(2, n):
        if n % d == 0:
            return d
    return n


@njit
def collatz_steps(n):
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps


@njit
def sum_skipping(n):
    total = 0
    for i in range(n):
        if i % 3 == 0:
            continue
        if i > 20:
            break
        total += i
    return total


@njit
def loop_else(n):
    found = -1
    for i in range(n):
        if i * i > 50:
            found = i
            break
    else:
        found = -2
    return found


for i in range(10, 0, -3):
    print("down", i)
for i in range(-5, 5, 4):
    print("up", i)
for i in range(3, 3):
    print("never")
for n in (7, 9, 15, 97):
    print(n, first_divisor(n), collatz_steps(n))
print(sum_skipping(100), loop_else(100), loop_else(5))

i = 0
while True:
    i += 1
    if i == 2:
        continue
    if i > 5:
        break
    print("while", i)
else:
    print("not reached")

k = 0
while k < 3:
    k += 1
else:
    print("while-else ran, k =", k)

for a in range(3):
    for b in range(3):
        if b > a:
            break
        print(a, b, end="; ")
print()

for x in range(4):
    if x == 10:
        break
else:
    print("for-else ran")
