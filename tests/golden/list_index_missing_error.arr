# list.index of a value that is not there: ValueError naming the value.
names = ["ada", "bo", "cy"]
print(names.index("cy"))
names.remove("bo")
print(names)
print(names.index("bo"))
