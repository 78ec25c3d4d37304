# An exception that no handler matches runs the finally clauses on its way
# out and ends the program as an uncaught exception does.
def read_count(text):
    try:
        return int(text)
    except ZeroDivisionError:
        print("not this handler")
        return 0
    finally:
        print("closing", text)


def total(items):
    s = 0
    for item in items:
        try:
            s += read_count(item)
        except KeyError:
            print("not this one either")
    return s


print(total(["1", "2"]))
print(total(["3", "four", "5"]))
print("never printed")
