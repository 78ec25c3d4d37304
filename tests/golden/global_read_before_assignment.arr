# A host function that reads a top-level variable before the top level
# assigns it raises NameError, as in Python; after, it reads each new
# value.
def show():
    print("limit is", limit)


print("start")
try:
    show()
except NameError as e:
    print("NameError:", e)
limit = 3
show()
limit = limit + 1
show()
