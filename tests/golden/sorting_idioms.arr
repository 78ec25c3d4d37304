# Sorting and selection idioms of data scripts: sorted(zip(...), key=),
# argmax with max(range(n), key=), sorted(enumerate(...)), sorting an
# array's elements, lambdas that read the loop variable at each call, rows
# sorted by a key, map with builtins and filter(None, ...).
import numpy as np
names = ["ann", "bob", "cy"]
scores = [3.5, 9.25, 7.0]
print(sorted(zip(names, scores), key=lambda p: p[1], reverse=True))
print(max(range(len(scores)), key=lambda i: scores[i]), min(range(3), key=lambda i: -scores[i]))
print(sorted(enumerate(scores), key=lambda t: t[1]), list(zip(names, scores)), list(enumerate(names, 1)))
a = np.array([3.0, 1.0, 2.0])
print(sorted(a), sorted(a, reverse=True), max(a), list(a), sum(v for v in a))
for k in range(3):
    f = lambda v: v * k
    print(f(10), [f(j) for j in range(2)])
rows = [[3, 1], [2, 2], [1, 3]]
rows.sort(key=lambda r: r[1])
print(rows, sorted(rows, key=sum), [sorted(r) for r in rows])
print(sorted(names[i] for i in range(3)))
total = sum(len(r) for r in rows)
print(total, all(len(r) == 2 for r in rows), any(r[0] > 2 for r in rows))
print(list(filter(None, [0, 1, 2, 0])), list(map(float, [1, 2])))
