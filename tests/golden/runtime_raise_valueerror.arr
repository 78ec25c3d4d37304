# Run-time error in host code: raise ValueError("...") ends the program with the message.


def parse_level(level):
    if level < 0 or level > 3:
        raise ValueError("level must be between 0 and 3")
    return level * 10


print(parse_level(0))
print(parse_level(3))
print(parse_level(7))
print("not reached")
