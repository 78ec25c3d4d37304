# Dealing poker hands with random.sample and weighted draws with
# random.choices, the numbers being CPython's for the same seed.
import random

SUITS = "SHDC"
RANKS = "23456789TJQKA"
deck = [r + s for s in SUITS for r in RANKS]


def is_flush(hand):
    return len(set(card[1] for card in hand)) == 1


def has_pair(hand):
    ranks = [card[0] for card in hand]
    return len(set(ranks)) < len(ranks)


random.seed(31337)
print(random.sample(deck, 5))
print(random.sample(deck, k=13))
flushes = 0
pairs = 0
hands = 20000
for _ in range(hands):
    hand = random.sample(deck, 5)
    if is_flush(hand):
        flushes += 1
    if has_pair(hand):
        pairs += 1
print("flush rate:", flushes / hands, "pair rate:", pairs / hands)

# sample of a range, both of CPython's algorithms (a small pool and a
# large population).
print(random.sample(range(10), 10))
print(random.sample(range(1, 50), 6))
print(random.sample(range(10000000), 5))
print(random.sample(range(0, 1000, 10), 40))

# Weighted choices: by weights, by cumulative weights, and uniform.
colors = ["red", "green", "blue"]
draws = random.choices(colors, weights=[10, 5, 1], k=2000)
print({c: draws.count(c) for c in colors})
print(random.choices(colors, [0.1, 0.2, 0.7], k=8))
print(random.choices(colors, cum_weights=[1, 1, 3], k=8))
print(random.choices(colors, k=8))
print(random.choices(range(100), k=5))
print(random.choice(deck), random.choice(range(0, 52, 4)))
