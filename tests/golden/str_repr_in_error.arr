# The ValueError of int() quotes the text with repr(), the same repr as
# print's: an unassigned code point and a format character are escaped, a
# combining mark is kept.
print(int("12"))
print(int("\u0378\u200be\u0301"))
