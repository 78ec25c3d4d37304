# Run-time error in host code: a negative shift count raises ValueError, as
# Python does (jitted code and NumPy arrays give a number instead).


def pack(fields, width):
    word = 0
    for f in fields:
        word = (word << width) | f
    return word


print(pack([1, 2, 3], 8))
print(pack([1, 0, 1, 1], 1))
print(pack([5], -2))
print("not reached")
