# Every list method, operator and slice form on ordinary and corner-case
# lists: negative indices, insert beyond the ends, empty results, extended
# slices, sort stability with keys and reverse, comparisons.
xs = [4, 1, 3]
xs.append(9)
xs.extend([2, 8])
xs.insert(0, 7)
xs.insert(-1, 5)
xs.insert(100, 6)
xs.insert(-100, 0)
print(xs, len(xs))
print(xs.pop(), xs.pop(0), xs.pop(-2), xs)
xs.remove(3)
print(xs, xs.index(9), xs.index(1, 1), xs.index(8, -3), xs.count(1), xs.count(42))
ys = xs.copy()
ys.reverse()
print(ys, xs)
ys.clear()
print(ys, len(ys), ys == [], [] == ys, not ys, ys + [] == [])
ys.extend(xs)
ys.sort()
print(ys)
ys.sort(reverse=True)
print(ys)

words = ["pear", "fig", "apple", "kiwi", "date", "plum"]
words.sort(key=len)
print(words)
words.sort(key=len, reverse=True)
print(words)
print(sorted(words), sorted(words, reverse=True), min(words), max(words))
print(sorted([3.5, -0.0, 0.0, -2.25, 1e9]), sorted([True, False, True]))

a = [1, 2, 3]
b = a + [4, 5]
c = a * 2
d = 3 * [0]
a += [10]
e = [1, 2]
e *= 3
print(a, b, c, d, e, [1, 2] * 0)
print([1, 2] < [1, 3], [1, 2] < [1, 2, 0], [2] > [1, 9], [1, 2] == [1, 2], [1.0] == [1.0], (1, 2) in [(1, 2)])
print(["a", "b"] <= ["a", "b"], [(1, "x")] < [(1, "y")])

s = list(range(10))
print(s[-3:], s[::-2], s[2:8:3], s[5:2], s[-100:2])
s[2:4] = [20, 30, 40]
print(s)
s[:2] = []
print(s)
s[::3] = [-1, -1, -1]
print(s)
del s[0]
del s[-1]
print(s)
del s[1:3]
print(s)
del s[::2]
print(s)
t = list(range(6))
t[1:1] = [9, 9]
t[len(t):] = [100]
print(t, list(reversed(t)), list(t), list(range(0)))

pairs = [(2, "b"), (1, "z"), (2, "a"), (1, "a")]
print(sorted(pairs), sorted(pairs, key=lambda p: p[0]), sorted(pairs, key=lambda p: p[0], reverse=True))
nested = [[3, 1], [2], [5, 4, 0]]
nested.sort(key=len)
print(nested, sorted(nested, key=lambda r: r[0]), max(nested, key=len))
print(min("pear", "apple", "fig"), max("pear", "apple", "fig"), max((1, "b"), (1, "c"), (0, "z")), min((2, 1.5), (2, 0.5)))
