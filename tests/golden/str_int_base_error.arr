# int(s, base) parses prefixes and underscores as Python does, and names
# the base in its ValueError.
print(int("ff", 16), int("0x_ff", 0), int("0b1010", 2), int("777", 8), int("zz", 36))
print(int("12g", 16))
