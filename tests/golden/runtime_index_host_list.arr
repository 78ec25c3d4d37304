# A list index out of range in host code: Python's "list index out of range".
def nth_from_end(xs, n):
    return xs[len(xs) - n]


scores = [12, 7, 31, 18]
scores.append(25)
print(nth_from_end(scores, 1), nth_from_end(scores, 5))
print(nth_from_end(scores, 0))
print("not reached")
