# Run-time error in host code: KeyError("") still shows its (empty)
# argument quoted, KeyError: '' (unlike other exceptions, whose empty
# message shows nothing).
def lookup(keys, values, key):
    for i in range(len(keys)):
        if keys[i] == key:
            return values[i]
    raise KeyError(key)


keys = ["alpha", "beta", ""]
values = [1, 2, 3]
print(lookup(keys, values, "beta"))
print(lookup(keys[:2], values[:2], ""))
