# Every consumer of an iterable with every kind of iterable arrc has, in
# host code: lists, tuples, ranges, arrays (elements and rows), strings,
# dicts and their views, sets, iter(), zip, enumerate, map, filter,
# generator expressions; plus empty ones and the errors Python raises.
import numpy as np

counts = {"pear": 3, "fig": 1, "apple": 2}
nums = {4, 1, 3}
word = "banana"
grid = np.array([[3, 1], [2, 4]])

print(sum(counts.values()), sum(counts.values(), 10), sum(nums), sum((1, 2, 3)), sum(iter([5, 6])))
print(sum(x * x for x in range(4)), sum(map(abs, [-1, -2])), sum(filter(None, [0, 3, 0, 4])))
print(sum({1: "a", 2: "b"}), sum([True, True, False]), sum(np.arange(5)), sum(range(10), 0.5))
print(min(counts.values()), max(counts.values()), min(counts), max(counts.keys()), min(nums), max(nums))
print(min(word), max(word), min(range(5, 0, -1)), max((4, 9, 2)), min(counts.items()), max(zip([1, 2], "ab")))
print(min(iter([7, 3])), max(enumerate("xyz")), min(np.array([2.5, -1.0])), max(np.array([2, 7, 1])))
print(min(counts.values(), default=0), max([x for x in nums if x > 9], default=-1), min(counts, key=len), max(word, key=word.count))
print(sorted(counts.values()), sorted(nums, reverse=True), sorted(word), sorted(counts.items()))
print(list(counts.values()), list(word), list(range(3)), list(grid[0]), list(nums))
print(sorted(set(word)), sorted(set(counts.values())), sorted(set(counts)), set("aaa"), len(set(range(5))))
print(sorted(set(zip("ab", [1, 2]))), sorted(set(map(len, counts))), sorted(set(x % 3 for x in range(9))))
print(any(counts.values()), all(counts.values()), any(word), all(nums), any(x > 2 for x in nums), all(x for x in nums if x > 9))
print(list(enumerate(counts)), list(enumerate(nums)), list(enumerate((5, 6), 1)), list(enumerate(counts.items())))
print(list(zip(counts, counts.values())), list(zip(word, range(3))), list(zip((1, 2), nums)))
print(list(map(lambda c: c.upper(), word)), list(filter(lambda c: c.isupper(), "aBcD")), list(map(len, counts.keys())))
print("-".join(counts), "-".join(counts.keys()), "".join(sorted(word)), "+".join(("a", "b")), ",".join(word))
print(",".join(sorted(counts.keys())), "/".join(map(str, sorted(nums))), " ".join(k for k in counts))
acc = [0]
acc.extend(counts.values())
acc.extend(nums)
acc.extend(range(2))
acc.extend(np.array([9, 8]))
acc.extend(iter([7]))
print(acc)
letters = ["z"]
letters.extend(word)
letters.extend(counts)
print(letters)
bag = set()
bag.update(word)
bag.update(counts)
bag.update(counts.keys())
print(sorted(bag))
print(3 in counts.values(), 5 in counts.values(), 4 in np.array([1, 4]), 2.0 in nums, "fig" in counts.keys())
print(2 in iter([1, 2]), "an" in word, 3 in map(abs, [-3]), 1 in zip([1], [2]) if False else "skip")
print(dict(zip(word, range(6))), dict(enumerate("ab")), dict(counts.items()), dict([("k", 1.5)]))
print(list(reversed(counts)), list(reversed(counts.values())), list(reversed(word)), list(reversed(range(3))))
for row in grid:
    print(row, sum(row), list(row))
print([r.sum() for r in grid], list(enumerate(grid[1])), sum(grid[0]))
for k, v in sorted(counts.items(), key=lambda kv: kv[1]):
    print(k, v)
print({c: word.count(c) for c in set(word)} == {"b": 1, "a": 3, "n": 2})
empty = {k: v for k, v in counts.items() if v > 10}
none = {x for x in nums if x > 10}
print(sum(empty.values()), list(empty.keys()), sorted(none), "".join(empty), any(empty), all(empty), sum(none))
print(max(empty.values(), default=-1), min(none, default=0), 3 in empty.values(), dict(empty.items()))
