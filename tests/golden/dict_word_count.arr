# Word frequencies of a small text, counted in a dict in host code and in
# @njit code, then the most common words, as a text-processing tutorial
# writes it.
from numba import njit

TEXT = ["the", "quick", "brown", "fox", "jumps", "over", "the", "lazy", "dog",
        "the", "dog", "barks", "and", "the", "fox", "runs", "over", "the",
        "hill", "while", "the", "lazy", "dog", "sleeps"]


def count_host(words):
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return counts


@njit
def count_jit(words):
    counts = {}
    for w in words:
        if w in counts:
            counts[w] += 1
        else:
            counts[w] = 1
    return counts


@njit
def most_common(counts):
    best = ""
    best_n = 0
    for w, n in counts.items():
        if n > best_n:
            best = w
            best_n = n
    return best, best_n


words = TEXT

host = count_host(words)
print(host)
print(len(host), "distinct words of", len(words))
jit = count_jit(words)
for w in host:
    if host[w] != jit[w]:
        print("mismatch", w)
print(most_common(jit))
lengths = {w: len(w) for w in host}
print(lengths)
long_words = {w for w in host if len(w) > 4}
print(len(long_words), "fox" in long_words, "quick" in long_words)
for w in ["the", "dog", "cat"]:
    print(w, host.get(w, 0), w in host)
