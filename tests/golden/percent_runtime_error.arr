# A '%' format string chosen at run time: a directive with no argument
# left raises Python's TypeError when the line runs.
templates = ["%s=%d", "%s=%.3f", "%s=%d (%s)"]
for t in templates:
    print(t % ("x", 7))
