# A game leaderboard: players sorted by score with key=lambda (ties keep
# their order, as Python's sort is stable), the top three with
# sorted(..., reverse=True)[:k], lookups with max/min and key=, and the same
# ranking computed in @njit code.
from numba import njit

players = [("ada", 1280), ("bo", 940), ("cy", 1280), ("dee", 1510), ("eli", 940), ("fay", 1105)]

board = sorted(players, key=lambda p: p[1], reverse=True)
print("leaderboard:")
for rank, (name, score) in enumerate(board, start=1):
    print(rank, name, score)

top = sorted(players, key=lambda p: p[1], reverse=True)[:3]
print("top 3:", [name for name, _ in top])
print("best:", max(players, key=lambda p: p[1]), "worst:", min(players, key=lambda p: p[1]))
print("by name:", sorted(players))
print("by name length, then name:", sorted(players, key=lambda p: (len(p[0]), p[0])))

cutoff = 1000
qualified = list(filter(lambda p: p[1] >= cutoff, players))
print("qualified:", len(qualified), [p[0] for p in qualified])
bonus = list(map(lambda p: p[1] + 50, players))
print("with bonus:", bonus)


def score_of(entry):
    return entry[1]


print("by score_of:", sorted(players, key=score_of)[0])


@njit
def ranking(scores, k):
    order = sorted(scores, reverse=True)
    spread = sorted(scores, key=lambda s: abs(s - 1200))
    scaled = lambda s: s / 100.0
    return order[:k], spread[0], [scaled(s) for s in order]


points = [p[1] for p in players]
print(ranking(points, 2))
