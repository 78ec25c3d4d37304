# A word-frequency report: text cleaned with str methods, counted in a
# dict, ranked with sorted(key=lambda), printed with % formatting and
# f-strings, and a summary with str.format.
TEXT = """The quick brown fox jumps over the lazy dog.
The dog sleeps; the fox runs!
A fox, a dog, and THE end."""


def clean(word):
    return word.strip(".,;!?").lower()


def count_words(text):
    counts = {}
    for line in text.splitlines():
        for raw in line.split():
            w = clean(raw)
            if not w:
                continue
            counts[w] = counts.get(w, 0) + 1
    return counts


counts = count_words(TEXT)
ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
print("%-8s %5s" % ("word", "count"))
print("-" * 14)
for word, n in ranked[:6]:
    print("%-8s %5d" % (word, n))
total = sum(counts.values())
print(f"{'total':<8} {total:>5}")
longest = max(counts, key=len)
print("longest word: {} ({} letters)".format(longest, len(longest)))
print("distinct: {0}, share of 'the': {1:.1%}".format(len(counts), counts["the"] / total))
vowels = set("aeiou")
print("words starting with a vowel:", sorted(w for w in counts if w[0] in vowels))
print(", ".join(w.upper() for w in sorted(counts) if len(w) == 3))
