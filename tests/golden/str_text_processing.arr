# Text processing as tutorials write it: a CSV-like table parsed with
# split/strip, a word count, a small tokenizer in @njit, and a report
# with a centered banner.
import numpy as np
from numba import njit

DATA = """name, city, score
  Alice , Paris, 91.5
Bob,Berlin ,78
  Chloé,  Montréal, 88.25
dan, tokyo,  65
"""


def parse_table(text):
    lines = text.strip().splitlines()
    header = [h.strip() for h in lines[0].split(",")]
    names = []
    cities = []
    scores = []
    for line in lines[1:]:
        if not line.strip():
            continue
        fields = line.split(",")
        names.append(fields[0].strip().capitalize())
        cities.append(fields[1].strip().title())
        scores.append(float(fields[2]))
    return header, names, cities, np.array(scores)


@njit
def count_words(text, word):
    n = 0
    for w in text.lower().split():
        if w.strip(".,;!?") == word:
            n += 1
    return n


@njit
def tokenize(expr):
    tokens = []
    i = 0
    while i < len(expr):
        ch = expr[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit():
            j = i
            while j < len(expr) and expr[j].isdigit():
                j += 1
            tokens.append(expr[i:j])
            i = j
        elif ch.isalpha() or ch == "_":
            j = i
            while j < len(expr) and (expr[j].isalnum() or expr[j] == "_"):
                j += 1
            tokens.append(expr[i:j])
            i = j
        else:
            tokens.append(ch)
            i += 1
    return tokens


def banner(title, width):
    line = "=" * width
    return line + "\n" + title.upper().center(width, " ") + "\n" + line


header, names, cities, scores = parse_table(DATA)
print(banner("score report", 36))
print(" | ".join([h.ljust(8) for h in header]))
for k in range(len(names)):
    print(names[k].ljust(8), "|", cities[k].ljust(9), "|", str(scores[k]).rjust(6))
print("mean:", scores.mean(), "best:", names[int(np.argmax(scores))])

story = "The cat sat. The dog ran! the end, THE END?"
print("'the' occurs", count_words(story, "the"), "times")
print(tokenize("x1 = 42 + foo_bar*(y - 7)"))
code = "total = 3 * (width + 12)"
toks = tokenize(code)
print(len(toks), toks[0], toks[-1], ",".join(toks))
idents = [t for t in toks if t.isidentifier()]
print("identifiers:", idents, "numbers:", [int(t) for t in toks if t.isdigit()])
path = "data/run_07/output.csv"
folder, _, name = path.rpartition("/")
stem, dot, ext = name.partition(".")
print(folder, stem, ext, folder.split("_")[-1].zfill(4), path.count("/"), path.endswith(".csv"))
