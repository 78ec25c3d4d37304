print("a" "b")
print("total:" total)
print(1, 2)
# ERROR 2:16: invalid syntax: unexpected name 'total'; perhaps a missing ','?
