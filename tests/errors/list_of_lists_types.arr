counts = [1, 2]
print(counts)
table = [counts, [3.5]]
print(table)
# ERROR 1:10: list elements must have one type: list(int64) and list(float64) (a list of float64 cannot hold a list of int64; convert it first, e.g. with a comprehension)
