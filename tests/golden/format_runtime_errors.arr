# Format strings and specs made at run time are checked when they are used,
# with Python's exception: the specs picked from a list work until one
# does not fit the value.
specs = [">8", "^8.2f", "+.1e", "d"]
for spec in specs:
    print("[" + format(2.5, spec) + "]")
