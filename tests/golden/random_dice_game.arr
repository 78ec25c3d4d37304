# A Monte Carlo dice game in plain Python: players roll two dice, a random
# player order each round, a random bonus card drawn from a shuffled deck.
# The host random module is CPython's Mersenne Twister, so a seeded run
# prints exactly what Python prints.
import random
from random import choice, shuffle

random.seed(12345)

PLAYERS = ["ada", "bob", "cyd", "dee"]
BONUS = ["double", "skip", "plus3", "minus2", "none", "none"]


def roll_two():
    return random.randint(1, 6) + random.randint(1, 6)


def play_round(scores, deck):
    order = list(PLAYERS)
    shuffle(order)
    for name in order:
        total = roll_two()
        card = choice(deck)
        if card == "double":
            total *= 2
        elif card == "plus3":
            total += 3
        elif card == "minus2":
            total -= 2
        elif card == "skip":
            total = 0
        scores[name] += total
    return order[0]


scores = {p: 0 for p in PLAYERS}
deck = BONUS * 3
random.shuffle(deck)
print("deck:", deck)
starts = {p: 0 for p in PLAYERS}
for r in range(50):
    first = play_round(scores, deck)
    starts[first] += 1
print("scores:", scores)
print("first movers:", starts)
winner = max(scores, key=lambda p: scores[p])
print("winner:", winner, scores[winner])

# The chance of rolling at least 10 with two dice, estimated.
hits = 0
trials = 20000
for _ in range(trials):
    if roll_two() >= 10:
        hits += 1
print("P(sum >= 10) ~", hits / trials, "exact", 6 / 36)

# Reseeding restarts the stream.
random.seed(7)
a = [random.randint(1, 6) for _ in range(10)]
random.seed(7)
b = [random.randint(1, 6) for _ in range(10)]
print(a, a == b)
print(random.random(), random.uniform(-1.0, 1.0), random.randrange(0, 100, 5))
